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


def profile_of_a_life(make_window):
    """The window on a store where LIFE was said (a move, a job change, a diet change), its Profile open."""
    with MemoryBrain(scope="default", extractor=RulesOnly(), embedder="none") as b:
        for when, text in LIFE:
            said(b, when, text)
    w = make_window()
    w.actions_by_name["profile"].trigger()
    return w


def test_the_profile_date_picker_shows_the_facts_true_on_that_day(make_window):
    w = profile_of_a_life(make_window)
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


def test_a_change_the_rules_were_unsure_of_is_answered_in_the_profile(make_window):
    with MemoryBrain(scope="default", extractor=RulesOnly(), embedder="none") as b:
        lyon = said(b, "2024-01-10", "I live in Lyon.")
        said(b, "2024-02-10", "I work at Deloitte.")
        said(b, "2024-03-01", "I don't live in Paris anymore.")
        said(b, "2024-04-01", "I left Acme.")
    w = make_window()
    w.actions_by_name["profile"].trigger()
    view, tree = w.profile, w.profile.tree
    for button in (view.confirm, view.reject):
        assert button.objectName() in ("profileConfirm", "profileReject") and button.accessibleName()
    wait_until(lambda: tree.topLevelItemCount() and tree.topLevelItem(0).text(0).startswith("Did this end that?"),
               what="the changes to confirm")
    top = tree.topLevelItem(0)
    questions = sorted(top.child(i).text(0) for i in range(top.childCount()))
    assert questions == ["“User doesn't live in Paris anymore” ended “User lives in Lyon”?",
                         "“User left Acme” ended “User works at Deloitte”?"]
    assert not view.confirm.isEnabled()  # nothing chosen yet
    paris = next(top.child(i) for i in range(top.childCount()) if "Paris" in top.child(i).text(0))
    tree.setCurrentItem(paris)
    assert view.confirm.isEnabled() and view.reject.isEnabled()
    view.reject.click()  # Lyon is still where the person lives
    wait_until(lambda: "Paris" not in tree.topLevelItem(0).text(0) and all(
        "Paris" not in tree.topLevelItem(0).child(i).text(0) for i in range(tree.topLevelItem(0).childCount())),
        what="the rejected question gone")
    assert "User lives in Lyon" in facts_shown(tree)
    acme = tree.topLevelItem(0).child(0)
    tree.setCurrentItem(acme)
    view.confirm.click()  # Deloitte ended with the message that said so
    wait_until(lambda: not tree.topLevelItem(0).text(0).startswith("Did this end that?"), what="no question left")
    assert "User works at Deloitte" not in facts_shown(tree)
    assert [v.op for v in w.session.brain.history(lyon)] == ["add"]


def test_the_profile_timeline_shows_every_change_by_year_up_to_the_day_picked(make_window):
    w = profile_of_a_life(make_window)
    view, tree = w.profile, w.profile.tree
    assert view.timeline.objectName() == "profileTimeline" and view.timeline.accessibleName()
    wait_until(lambda: "User works as a nurse now" in facts_shown(tree), what="the profile now")
    view.timeline.setChecked(True)
    wait_until(lambda: "changes</b> to what is known" in view.heading.text(), what="the timeline")
    assert "9 changes" in view.heading.text()
    assert [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())] == [
        "2024 (7 changes)", "2025 (2 changes)"]
    year = tree.topLevelItem(0)
    lines = [(year.child(i).text(0), year.child(i).text(1)[:10]) for i in range(year.childCount())]
    assert lines[3:5] == [("Started: User moved to Denver", "2024-06-01"),
                          ("Ended: User lives in Austin  →  User moved to Denver", "2024-06-01")]
    view.as_of.setDate(QDate(2024, 7, 1))
    wait_until(lambda: "up to 1 July 2024" in view.heading.text(), what="the timeline up to 1 July 2024")
    assert "5 changes" in view.heading.text() and tree.topLevelItemCount() == 1
    view.timeline.setChecked(False)
    wait_until(lambda: "As of 1 July 2024" in view.heading.text(), what="the profile as of the day again")
    assert facts_shown(tree) == ["User is vegetarian", "User moved to Denver", "User works as a teacher"]


def test_the_profile_filter_holds_across_another_day_and_the_timeline(make_window):
    """Seen using the Profile as a person: with "Denver" typed in the filter, picking another day
    (or any change reloading the view) showed every fact again under a filter still saying Denver."""
    w = profile_of_a_life(make_window)
    view, tree = w.profile, w.profile.tree
    wait_until(lambda: "User works as a nurse now" in facts_shown(tree), what="the profile now")

    def visible() -> list[str]:
        return [tree.topLevelItem(i).child(j).text(0) for i in range(tree.topLevelItemCount())
                for j in range(tree.topLevelItem(i).childCount())
                if not tree.topLevelItem(i).isHidden() and not tree.topLevelItem(i).child(j).isHidden()]

    view.filter.setText("Denver")
    assert visible() == ["User moved to Denver", "User lives in Austin  →  User moved to Denver"]
    view.as_of.setDate(QDate(2024, 7, 1))
    wait_until(lambda: "As of 1 July 2024" in view.heading.text(), what="the profile as of 1 July 2024")
    assert visible() == ["User moved to Denver", "User lives in Austin  →  User moved to Denver"]
    groups = [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount()) if not tree.topLevelItem(i).isHidden()]
    assert groups == ["Where you live (1)", "Earlier (replaced or removed) (1)"]  # the others hold no match
    view.timeline.setChecked(True)
    wait_until(lambda: "changes</b> to what is known" in view.heading.text(), what="the timeline")
    assert visible() == ["Started: User moved to Denver", "Ended: User lives in Austin  →  User moved to Denver"]


def test_now_is_still_now_in_a_window_left_open_past_midnight(make_window):
    """The picker was made with today as its latest day: the next day, "now" read as yesterday
    (what was said today left out) and Now could not reach today."""
    w = profile_of_a_life(make_window)
    view = w.profile
    wait_until(lambda: "User works as a nurse now" in facts_shown(view.tree), what="the profile now")
    yesterday = QDate.currentDate().addDays(-1)
    for picker in (view.as_of, w.entities.as_of, w.search_as_of):  # as if made yesterday, left at now
        picker.blockSignals(True)
        picker.setMaximumDate(yesterday)
        picker.setDate(yesterday)
        picker.blockSignals(False)
    assert view.day() is None and w.entities.day() is None
    assert view.as_of.date() == QDate.currentDate() and view.as_of.maximumDate() == QDate.currentDate()
    view.as_of.setDate(QDate(2024, 7, 1))
    wait_until(lambda: "As of 1 July 2024" in view.heading.text(), what="the profile as of 1 July 2024")
    view.now.click()
    wait_until(lambda: "As of" not in view.heading.text(), what="the profile now again")
    assert view.as_of.date() == QDate.currentDate()
