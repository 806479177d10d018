"""The search box as of a day (issue 28): the window's search finds what the store knew to be true
then, as recall(as_of=) does for the API, CLI and MCP. A memory said after the day is left out; one
whose facts had all ended by then is still found, marked and listed after the rest; Now searches
the present again. The search runs off the GUI thread, as every search of the window does."""

import threading

from PySide6.QtCore import QDate, Qt

from mnemosyne_app import MemoryBrain
from tests.gui.waiting import pump, wait_until
from tests.unit.test_fact_spans import LIFE, RulesOnly, said


def counted(w, text: str, what: str) -> None:
    """Wait for the count to say ``text``, and check it still does once every deferred update ran."""
    wait_until(lambda: w.count.text() == text, what=what)
    pump(0.3)
    assert w.count.text() == text


def shown(w) -> list[str]:
    return [w.model.data(w.model.index(r, 0)) for r in range(w.model.rowCount())]


def test_the_search_as_of_a_day_before_a_move_and_after_it(make_window):
    with MemoryBrain(scope="default", extractor=RulesOnly(), embedder="none") as b:
        for when, text in LIFE:  # lives in Austin, moved to Denver on 1 June 2024
            said(b, when, text)
    w = make_window()
    picker, now = w.search_as_of, w.search_now
    assert picker.objectName() == "searchAsOf" and picker.accessibleName()
    assert now.objectName() == "searchAsOfNow" and now.accessibleName()
    threads = []
    recall = w.session.brain.recall

    def watched(*args, **kwargs):
        threads.append(threading.current_thread())
        return recall(*args, **kwargs)

    w.session.brain.recall = watched
    w.search.setText("Austin Denver")
    counted(w, "2 hits", "both memories found now")
    assert not any("no longer true" in t for t in shown(w))  # now: nothing is marked

    picker.setDate(QDate(2024, 3, 1))  # before the move: Denver was not said yet
    counted(w, "1 hit as of 1 Mar 2024", "the search as of 1 March 2024")
    assert shown(w) == ["I live in Austin."]

    picker.setDate(QDate(2024, 7, 1))  # after it: Austin no longer true, marked and listed last
    counted(w, "2 hits as of 1 Jul 2024", "the search as of 1 July 2024")
    assert shown(w) == ["I moved to Denver.", "[no longer true then] I live in Austin."]
    tip = w.model.data(w.model.index(1, 0), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("No longer true then: ended 1 Jun 2024, replaced by: User moved to Denver.")

    w.search.clear()  # browsing as of the day: what had been said by then
    counted(w, "4 memories as of 1 Jul 2024", "browsing as of 1 July 2024")

    w.actions_by_name["profile"].trigger()  # a fact said after the day, opened from the Profile
    profile = w.profile
    wait_until(lambda: profile.tree.topLevelItemCount() > 0, what="the profile")
    nurse = next(profile.tree.topLevelItem(i).child(j) for i in range(profile.tree.topLevelItemCount())
                 for j in range(profile.tree.topLevelItem(i).childCount())
                 if profile.tree.topLevelItem(i).child(j).text(0) == "User works as a nurse now")
    profile.tree.itemActivated.emit(nurse, 0)  # (said on 1 Sep 2024: not listed as of 1 July)
    wait_until(lambda: w.detail.memory is not None and w.detail.memory.text == "I work as a nurse now.",
               what="the memory opened (was: 'no longer in this scope')")
    assert w.model.as_of is None and picker.date() == QDate.currentDate()
    counted(w, "6 memories", "browsing now after opening it")

    picker.setDate(QDate(2024, 7, 1))
    counted(w, "4 memories as of 1 Jul 2024", "browsing as of 1 July 2024 again")
    now.click()
    counted(w, "6 memories", "browsing now again")
    w.search.setText("Austin Denver")
    counted(w, "2 hits", "searching now again")
    assert threads and threading.main_thread() not in threads  # never on the GUI thread
