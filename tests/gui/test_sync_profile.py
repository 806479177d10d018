"""An open Profile follows what a sync brings (issue 28): a question the rules left to the person
("did this end that?"), answered on another device, leaves the window's Profile at the next sync,
and what the person had typed in the filter and selected stays. Real PostgreSQL, two devices."""

from __future__ import annotations

from PySide6.QtCore import Qt

from mnemosyne_app import MemoryBrain
from mnemosyne_app.gui.views.profile import TO_CONFIRM
from tests.gui.two_devices import sync_now, window_joining
from tests.gui.waiting import wait_until
from tests.sync.conftest import pg_server, pg_url  # noqa: F401  (the fixtures)
from tests.sync.helpers import Device
from tests.unit.test_fact_spans import RulesOnly, said


def tops(tree) -> list[str]:
    return [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]


def shown(tree) -> list[str]:
    """The facts the filter leaves visible."""
    return [tree.topLevelItem(i).child(j).text(0) for i in range(tree.topLevelItemCount())
            for j in range(tree.topLevelItem(i).childCount())
            if not tree.topLevelItem(i).isHidden() and not tree.topLevelItem(i).child(j).isHidden()]


def test_a_proposal_answered_on_another_device_leaves_the_open_profile_at_the_next_sync(
        make_window, pg_url, tmp_path):  # noqa: F811
    laptop = Device(tmp_path / "laptop", pg_url)
    with MemoryBrain(laptop.root, scope=laptop.scope, extractor=RulesOnly(), embedder="none") as b:
        said(b, "2024-01-10", "I live in Lyon.")
        said(b, "2024-02-10", "I have a dog.")
        said(b, "2024-03-01", "I don't live in Paris anymore.")  # names nothing current: a question
        assert len(b.proposals()) == 1
    laptop.sync()
    w = window_joining(make_window, pg_url, laptop)
    wait_until(lambda: w.model.rowCount() == 3, what="the laptop's memories pulled")
    w.actions_by_name["profile"].trigger()
    view = w.profile
    wait_until(lambda: any(t.startswith(TO_CONFIRM) for t in tops(view.tree)), what="the question in the profile")
    view.filter.setText("Lyon")
    lyon = next(view.tree.topLevelItem(i).child(j) for i in range(view.tree.topLevelItemCount())
                for j in range(view.tree.topLevelItem(i).childCount())
                if view.tree.topLevelItem(i).child(j).text(0) == "User lives in Lyon")
    view.tree.setCurrentItem(lyon)
    assert "User has a dog" not in shown(view.tree)

    with laptop.brain() as b:  # the laptop answers "No, keep it"
        (question,) = b.proposals()
        b.decide_proposal(question["proposal_id"], confirm=False)
    laptop.sync()
    sync_now(w)

    wait_until(lambda: not any(t.startswith(TO_CONFIRM) for t in tops(view.tree)),
               what="the answered question gone from the open profile")
    assert view.filter.text() == "Lyon"
    assert shown(view.tree) == ["User lives in Lyon"]  # the filter still applied: the dog hidden
    assert view.tree.currentItem() is not None and view.tree.currentItem().text(0) == "User lives in Lyon"
    assert view.tree.currentItem().data(0, Qt.ItemDataRole.UserRole)
