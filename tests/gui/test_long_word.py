"""A long text with no spaces (a base64 blob, a 200,001-letter paste) is laid out breaking
anywhere: Qt's word-boundary wrap tried every line of one unbreakable word again and again,
freezing the window for seconds (6 s here, 17 s on a loaded machine) each time it was laid out.
Prose keeps wrapping at word boundaries."""

from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QApplication, QWidget

from tests.gui.finding import newest
from tests.gui.long_paste import ONE_WORD_OVER_THE_LIMIT
from tests.gui.waiting import wait_until

ANYWHERE = QTextOption.WrapMode.WrapAnywhere
AT_WORDS = QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere


def test_a_pasted_200001_letter_word_is_refused_in_words_and_kept_on_screen(qtbot, make_window):
    w = make_window()
    w.actions_by_name["new"].trigger()
    editor = newest(w, "memoryEditor")
    QApplication.clipboard().setText(ONE_WORD_OVER_THE_LIMIT)
    editor.text.paste()  # as Ctrl+V does
    wait_until(lambda: editor.text.toPlainText() == ONE_WORD_OVER_THE_LIMIT, timeout=30, what="the paste shown")
    assert editor.text.wordWrapMode() == ANYWHERE
    editor._submit()
    wait_until(lambda: editor.error.isVisible(), timeout=30, what="the refusal shown")
    assert "200,001 characters" in editor.error.text() and "ValueError" not in editor.error.text()
    assert editor.isVisible() and editor.text.toPlainText() == ONE_WORD_OVER_THE_LIMIT
    assert editor.save_button.isEnabled() and not w.undo_stack.canUndo()
    # The blob taken out again, prose wraps at its words as before.
    editor.text.setPlainText("Lisbon in June, Porto in July")
    assert editor.text.wordWrapMode() == AT_WORDS


def test_every_memory_text_editor_breaks_a_long_word_anywhere(qtbot, make_window):
    w = make_window()
    blob = "https://example.com/?data=" + "Zm9vYmFy" * 2_500  # a 20,026-character URL
    editors = [w.detail.text]
    w.actions_by_name["new"].trigger()
    editors.append(newest(w, "memoryEditor").text)
    w.actions_by_name["paste"].trigger()  # Paste conversation: the import of a copied chat
    editors.append(newest(w, "memoryEditor").text)
    assert editors[-1] is not editors[-2]
    for editor in editors:
        editor.setPlainText("a note of ordinary words")
        assert editor.wordWrapMode() == AT_WORDS
        editor.setPlainText(blob)
        assert editor.wordWrapMode() == ANYWHERE, editor.objectName()


def test_a_200001_letter_word_pasted_into_the_search_box_is_refused_in_words(qtbot, make_window):
    """The box keeps 32,767 characters (Qt's own limit, laid out in a tenth of a second: a line
    edit does not wrap); the store refuses a search that long, and the window says so in words."""
    w = make_window()
    QApplication.clipboard().setText(ONE_WORD_OVER_THE_LIMIT)
    w.search.setFocus()
    w.search.paste()
    wait_until(lambda: "limit" in w.statusBar().currentMessage(), timeout=30, what="the refusal said")
    said = w.statusBar().currentMessage()
    assert "10,000" in said and "ValueError" not in said and "\n" not in said


def test_the_merge_editor_and_the_summary_preview_break_a_long_word_given_at_opening(qtbot):
    from mnemosyne_app.gui.conflict_box import MergeEditor
    from mnemosyne_app.gui.views.summary_preview import SummaryPreview

    blob = "data:image/png;base64," + "iVBORw0K" * 2_500
    merge = MergeEditor(f"the version kept here\n{blob}")
    summary = SummaryPreview({"title": "a chat", "quotes": [blob], "turns": 2, "text": blob})
    qtbot.addWidget(merge)
    qtbot.addWidget(summary)
    for editor in (merge.findChild(QWidget, "mergeEditor"), summary.findChild(QWidget, "summaryText")):
        assert editor.toPlainText().endswith(blob) and editor.wordWrapMode() == ANYWHERE, editor.objectName()


def test_a_conversation_turn_holding_a_long_word_is_shown_breaking_it_anywhere(qtbot):
    """The thread view lays out what was said as the editors do (opening a thread with a
    199,999-letter turn took 6.6 s, all of it the word-boundary wrap)."""
    from mnemosyne_app.gui.views.conversations import ThreadView

    view = ThreadView()
    qtbot.addWidget(view)

    def turn(i, text):
        return {"role": "user" if i % 2 == 0 else "assistant", "text": text, "memory_id": f"m{i}",
                "occurred_at": 1_767_225_600 + i}

    view.show_thread([turn(0, "here is the file"), turn(1, "x" * 199_999)])
    assert view.wordWrapMode() == ANYWHERE and "x" * 199_999 in view.toPlainText()
    view.show_thread([turn(0, "a thread of ordinary words"), turn(1, "and a reply")])
    assert view.wordWrapMode() == AT_WORDS


def test_the_history_diff_of_a_memory_holding_a_long_word_breaks_it_anywhere(qtbot, make_window):
    from mnemosyne_app import MemoryBrain

    blob = "y" * 150_000
    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        b.retain(f"the attachment {blob}", extract=False)
    w = make_window()
    wait_until(lambda: w.detail.memory is not None, what="the memory shown")
    w.detail.text.setPlainText(f"the attachment, renamed {blob}")
    w.detail._save()
    wait_until(lambda: w.detail.versions.count() == 2, timeout=30, what="its two versions")
    w.detail.versions.setCurrentRow(0)  # newest first: what the edit changed
    wait_until(lambda: "renamed" in w.detail.diff.toPlainText(), timeout=30, what="the diff")
    assert w.detail.diff.wordWrapMode() == ANYWHERE


def test_a_long_word_deleted_and_brought_back_by_undo_is_still_broken_anywhere(qtbot):
    """Ctrl+Z puts a deleted blob back in one go: the editor keeps wrapping anywhere while its
    undo history can bring a long run back (a refill, which clears the history, goes back to
    words), or the undo would be laid out the slow way."""
    from mnemosyne_app.gui.dialogs import MemoryEditor

    editor = MemoryEditor()
    qtbot.addWidget(editor)
    QApplication.clipboard().setText(ONE_WORD_OVER_THE_LIMIT)
    editor.text.paste()
    editor.text.selectAll()
    editor.text.textCursor().removeSelectedText()
    assert editor.text.toPlainText() == "" and editor.text.wordWrapMode() == ANYWHERE
    editor.text.undo()
    assert editor.text.toPlainText() == ONE_WORD_OVER_THE_LIMIT and editor.text.wordWrapMode() == ANYWHERE
    editor.text.setPlainText("a fresh start")
    assert editor.text.wordWrapMode() == AT_WORDS
