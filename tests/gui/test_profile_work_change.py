"""Seen using the freshly merged window with the real extraction model on: notes typed in the
editor, one job left for another in a single message. The Profile must show the new employer
current and the old job under Earlier, ended by it."""

import pytest

from tests.gui.finding import newest
from tests.gui.test_profile_as_of import facts_shown
from tests.gui.waiting import wait_until


def earlier_shown(tree) -> list[str]:
    return [tree.topLevelItem(i).child(j).text(0) for i in range(tree.topLevelItemCount())
            if tree.topLevelItem(i).text(0).startswith("Earlier")
            for j in range(tree.topLevelItem(i).childCount())]


@pytest.mark.model
def test_quitting_a_job_for_another_in_one_note_ends_it_in_the_profile(make_window):
    w = make_window(settings={"model": "bundled", "extract": True})
    for text in ("I work at Acme as a nurse", "I quit Acme and joined Globex"):
        w.new_memory()
        editor = newest(w, "memoryEditor")
        editor.text.setPlainText(text)
        editor._submit()
        wait_until(lambda: not editor.isVisible(), 120, what="the note saved")
    w.actions_by_name["profile"].trigger()
    view = w.profile
    wait_until(lambda: "User joined Globex" in facts_shown(view.tree), 120, what="the new employer")
    assert "User works at Acme as a nurse" not in facts_shown(view.tree)
    # ... and what replaced it, told as an employer, is said beside it
    assert "User works at Acme as a nurse  →  User joined Globex" in earlier_shown(view.tree)


def test_no_longer_living_where_the_person_already_moved_from_asks_nothing(make_window):
    """Seen using the window: "I no longer live in Lisbon", said after the move to Madrid, asked
    "ended 'User moved to Madrid'?" at the top of the Profile."""
    from mnemosyne_app import MemoryBrain
    from tests.unit.test_fact_spans import RulesOnly, said

    with MemoryBrain(scope="default", extractor=RulesOnly(), embedder="none") as b:
        for day, text in (("2024-01-01", "I live in Lisbon."), ("2024-02-01", "I moved to Madrid."),
                          ("2024-03-01", "I no longer live in Lisbon.")):
            said(b, day, text)
    w = make_window()
    w.actions_by_name["profile"].trigger()
    view = w.profile
    wait_until(lambda: "User moved to Madrid" in facts_shown(view.tree), what="the profile")
    tops = [view.tree.topLevelItem(i).text(0) for i in range(view.tree.topLevelItemCount())]
    assert not any(t.startswith("Did this end") for t in tops), tops
    assert not view.confirm.isEnabled() and not view.reject.isEnabled()


def test_a_job_and_an_employer_are_shown_under_one_work_heading(make_window):
    """Seen on real imports (issue 28): "Employer (1)" and "Work (1)" were two headings for one
    kind of fact, a job told by what the person does and by whom they work for."""
    from mnemosyne_app import MemoryBrain
    from tests.unit.test_fact_spans import RulesOnly, said

    with MemoryBrain(scope="default", extractor=RulesOnly(), embedder="none") as b:
        said(b, "2024-01-01", "I work at Acme.")
        said(b, "2024-02-01", "I am a nurse.")
        attributes = {f["text"]: f["attribute"] for f in b.profile()["current"]}
    assert set(attributes.values()) == {"employer", "job"}, attributes  # both kinds told, or the test shows nothing
    w = make_window()
    w.actions_by_name["profile"].trigger()
    view = w.profile
    wait_until(lambda: sorted(facts_shown(view.tree)) == sorted(attributes), what="both facts in the profile")
    tops = [view.tree.topLevelItem(i).text(0) for i in range(view.tree.topLevelItemCount())]
    assert tops == ["Work (2)"], tops
