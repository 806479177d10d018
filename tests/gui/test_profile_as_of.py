"""The Profile's date picker (issue 28): the window shows what was true on a past day, and "Now"
brings back what is true now."""

from PySide6.QtCore import QDate

from mnemosyne_app import MemoryBrain
from tests.gui.waiting import wait_until
from tests.unit.test_fact_spans import LIFE, RulesOnly, said


def facts_shown(tree) -> list[str]:
    return sorted(tree.topLevelItem(i).child(j).text(0) for i in range(tree.topLevelItemCount())
                  for j in range(tree.topLevelItem(i).childCount())
                  if not tree.topLevelItem(i).text(0).startswith("Earlier"))


def test_the_profile_date_picker_shows_the_facts_true_on_that_day(make_window):
    with MemoryBrain(scope="default", extractor=RulesOnly(), embedder="none") as b:
        for when, text in LIFE:
            said(b, when, text)
    w = make_window()
    w.actions_by_name["profile"].trigger()
    view = w.profile
    assert view.as_of.objectName() == "profileAsOf" and view.as_of.accessibleName()
    assert view.now.objectName() == "profileNow" and view.now.accessibleName()
    wait_until(lambda: "User works as a nurse now" in facts_shown(view.tree), what="the profile now")
    view.as_of.setDate(QDate(2024, 7, 1))
    wait_until(lambda: "As of 1 July 2024" in view.heading.text(), what="the profile as of 1 July 2024")
    assert facts_shown(view.tree) == ["User is vegetarian", "User moved to Denver", "User works as a teacher"]
    view.as_of.setDate(QDate(2024, 3, 1))
    wait_until(lambda: "As of 1 March 2024" in view.heading.text())
    assert facts_shown(view.tree) == ["User is vegetarian", "User lives in Austin", "User works as a teacher"]
    view.now.click()
    wait_until(lambda: "As of" not in view.heading.text(), what="the profile now again")
    assert facts_shown(view.tree) == ["User is no longer vegetarian", "User moved to Denver", "User works as a nurse now"]
