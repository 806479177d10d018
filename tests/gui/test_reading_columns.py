"""The reading windows' lists show what they hold: in the Conversations list the dates and the
turn counts are in view, and in the Profile and its Timeline a fact is not cut short while the
When column keeps half the window empty."""

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.progress import Progress
from tests.gui.test_reading import run
from tests.gui.waiting import wait_until
from tests.unit.big_exports import chatgpt_conversation, claude_conversation, write_export
from tests.unit.test_fact_spans import RulesOnly, said


def shown_whole(tree, item, column: int) -> bool:
    """Whether ``item``'s text in ``column`` fits its column (not elided)."""
    indent = tree.indentation() * (2 if column == 0 and item.parent() is not None else 0)
    needed = tree.fontMetrics().horizontalAdvance(item.text(column)) + indent
    return tree.header().sectionSize(column) >= needed


def test_the_conversation_list_shows_each_start_date_and_turn_count(make_window, tmp_path):
    w = make_window()
    write_export(tmp_path / "claude.json", [claude_conversation(0)])
    write_export(tmp_path / "chatgpt.json", [chatgpt_conversation(1)])
    for name in ("claude.json", "chatgpt.json"):
        run(w.session.import_archive(str(tmp_path / name), "auto", Progress()))
    w.actions_by_name["conversations"].trigger()
    tree = w.conversations.list
    wait_until(lambda: tree.topLevelItemCount() == 2, what="two conversations listed")
    wait_until(lambda: tree.viewport().width() > 0)
    header = tree.header()
    assert sum(header.sectionSize(c) for c in range(4)) <= tree.viewport().width(), "no column is off the right edge"
    for i in range(2):
        item = tree.topLevelItem(i)
        assert shown_whole(tree, item, 1) and shown_whole(tree, item, 2) and shown_whole(tree, item, 3), (
            [item.text(c) for c in range(4)], [header.sectionSize(c) for c in range(4)])


def test_a_long_fact_is_not_cut_short_in_the_profile_or_its_timeline(make_window):
    with MemoryBrain(scope="default", extractor=RulesOnly(), embedder="none") as b:
        # (the same fact as before session 26, when "and my brother Tiago" was cut off as a fact of its own; read whole
        # now, the row old → new would need more than this window's width however the columns were shared)
        said(b, "2024-01-10", "I live in Lisbon with my sister Ana, who studies architecture.")
        said(b, "2024-06-10", "I moved to Santiago de Compostela in Galicia, in the north-west of Spain.")
    w = make_window()
    w.profile.resize(1000, 640)
    w.actions_by_name["profile"].trigger()
    tree = w.profile.tree
    wait_until(lambda: tree.topLevelItemCount() and tree.topLevelItem(tree.topLevelItemCount() - 1).text(0)
               .startswith("Earlier"), what="the profile with an Earlier group")
    earlier = tree.topLevelItem(tree.topLevelItemCount() - 1)
    earlier.setExpanded(True)
    wait_until(lambda: "Lisbon" in earlier.child(0).text(0))
    assert "→" in earlier.child(0).text(0)
    assert shown_whole(tree, earlier.child(0), 0), (earlier.child(0).text(0), tree.header().sectionSize(0))
    w.profile.timeline.click()
    wait_until(lambda: "change" in w.profile.heading.text(), what="the timeline")
    tree.expandAll()
    rows = [tree.topLevelItem(i).child(j) for i in range(tree.topLevelItemCount())
            for j in range(tree.topLevelItem(i).childCount())]
    ended = next(r for r in rows if r.text(0).startswith("Ended"))
    assert shown_whole(tree, ended, 0), (ended.text(0), tree.header().sectionSize(0))
