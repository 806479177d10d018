"""The thread view's buttons and links do what they offer: a link said in a conversation opens
where it points when clicked, and Summarise is offered where there are chat turns to quote."""

from PySide6.QtCore import QObject, Qt, QUrl, Slot
from PySide6.QtGui import QDesktopServices, QTextDocument
from PySide6.QtTest import QTest

from mnemosyne_app import qt_async
from tests.gui.waiting import wait_until


class Opened(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.urls.append(url.toString())


def pasted_thread(w, text: str, shows: str):
    """``text`` pasted as a conversation and opened in the Conversations window: its thread view,
    once it shows ``shows``."""
    qt_async.loop().run_until_complete(w.session.paste_conversation(text))
    w.actions_by_name["conversations"].trigger()
    view = w.conversations
    wait_until(lambda: view.list.topLevelItemCount() == 1, what="the pasted conversation")
    view.list.setCurrentItem(view.list.topLevelItem(0))
    thread = view.findChild(type(view.thread), "threadView")
    wait_until(lambda: shows in thread.toPlainText(), what="the thread")
    return thread


def test_a_web_link_in_a_thread_opens_in_the_browser(make_window):
    thread = pasted_thread(make_window(), "user: where are the release notes?\nassistant: See "
                           "[the notes](https://example.org/notes) for 2.0.", "the notes")
    found = thread.document().find("the notes", 0, QTextDocument.FindFlag.FindCaseSensitively)
    assert found.charFormat().anchorHref() == "https://example.org/notes"
    thread.setTextCursor(found)
    thread.ensureCursorVisible()
    middle = found.position() - len("the notes") // 2
    cursor = thread.textCursor()
    cursor.setPosition(middle)
    point = thread.cursorRect(cursor).center()
    opened = Opened()
    QDesktopServices.setUrlHandler("https", opened, "open")
    try:
        QTest.mouseClick(thread.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        wait_until(lambda: opened.urls, timeout=3, what="the link opened")
    finally:
        QDesktopServices.unsetUrlHandler("https")
    assert opened.urls == ["https://example.org/notes"]


def test_a_sandbox_file_shows_as_a_file_that_stayed_in_chatgpt_never_as_a_link(make_window):
    """ChatGPT links the files its assistant made as "sandbox:/mnt/data/…": they exist only in
    ChatGPT, so the thread names the file and says so (was: a clickable link that did nothing)."""
    thread = pasted_thread(make_window(), "user: chart my runs\nassistant: Here it is: [Download the chart]"
                           "(sandbox:/mnt/data/runs_chart.png) and ![the chart](sandbox:/mnt/data/runs.png). "
                           "Also [the guide](https://example.org/guide).", "Download the chart")
    text = thread.toPlainText()
    assert "runs_chart.png" in text and "runs.png" in text and text.count("stayed in ChatGPT") == 2, text
    assert "sandbox:" not in thread.toHtml()
    found = thread.document().find("Download the chart", 0, QTextDocument.FindFlag.FindCaseSensitively)
    assert found.charFormat().anchorHref() == "" and not found.charFormat().isAnchor()
    web = thread.document().find("the guide", 0, QTextDocument.FindFlag.FindCaseSensitively)
    assert web.charFormat().anchorHref() == "https://example.org/guide"  # real links stay links


def test_summarise_is_offered_for_chat_turns_only(make_window, tmp_path):
    """A Markdown note listed among the conversations offers no Summarise it cannot do (was:
    enabled, then "no conversation '…' with visible turns" under the turn on screen)."""
    from mnemosyne_app.core.progress import Progress

    note = tmp_path / "notes"
    note.mkdir()
    (note / "trip.md").write_text("# Lisbon trip\n\nWe walked from Alfama to Belém. The tram was full.\n")
    w = make_window()
    run = qt_async.loop().run_until_complete
    run(w.session.import_archive(str(note), "auto", Progress()))
    run(w.session.paste_conversation("user: plan a walk in Lisbon\nassistant: Start in Alfama, end in Belém."))
    w.actions_by_name["conversations"].trigger()
    view = w.conversations
    wait_until(lambda: view.list.topLevelItemCount() == 2, what="the note and the chat")
    items = {view.list.topLevelItem(i).text(0): view.list.topLevelItem(i) for i in range(2)}
    view.list.setCurrentItem(items["Lisbon trip"])
    wait_until(lambda: "Alfama to Belém" in view.thread.toPlainText(), what="the note")
    assert not view.summarise.isEnabled() and "chat" in view.summarise.toolTip()
    chat = next(item for title, item in items.items() if title != "Lisbon trip")
    view.list.setCurrentItem(chat)
    wait_until(lambda: "Start in Alfama" in view.thread.toPlainText(), what="the chat")
    assert view.summarise.isEnabled()
    assert run(view.preview_summary()) is not None
