"""Settings → Encrypt my memories… converts the data dir with the open scope closed and reopened,
and the window goes on working on the encrypted store (issue 20)."""

import threading

from mnemosyne_app import paths
from mnemosyne_app.core.store import crypto, crypto_dir
from mnemosyne_app.gui.unlock import EncryptionSettings
from tests.gui.waiting import pump, wait_until


def test_encrypt_my_memories_from_settings(make_window, loop):
    w = make_window()
    loop.run_until_complete(w.session.add("a private note ZQXW-4412"))
    ui = w.findChild(EncryptionSettings, "encryptionSettings")  # the window's own
    assert w.settings_panel.encryption.text() == "Encrypt my memories…"
    w.settings_panel.encryption.click()
    ui.dialog.field.setText("window pass")
    ui.dialog.again.setText("window pass!")
    ui.dialog._try()
    assert "differ" in ui.dialog.problem.text() and ui.dialog.isVisible()
    ui.dialog.again.setText("window pass")
    ui.dialog._try()
    root = paths.data_dir(None)
    # The conversion rewrites every file and derives keys: it took over 10 s on a loaded 2-core
    # machine (the wait is no measure of speed; bench/bench_encryption.py is).
    wait_until(lambda: crypto_dir.read(root) is not None and crypto_dir.read(root).pending is None
               and w.session.brain is not None and w.session.passphrase == "window pass", timeout=60,
               what="the conversion")
    db = root / "scopes" / "default.db"
    assert crypto.is_encrypted(db) and b"ZQXW-4412" not in db.read_bytes()
    assert w.settings_panel.encryption.text() == "Decrypt my memories…"
    loop.run_until_complete(w.session.add("written after encryption ZQXW-4413"))
    hits = loop.run_until_complete(w.session.call(w.session.brain.recall, "ZQXW"))
    assert len(hits) == 2


def test_unlock_dialog_at_start_refuses_a_wrong_passphrase_then_opens(qtbot, data_home):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from mnemosyne_app import MemoryBrain
    from mnemosyne_app.gui.unlock import PassphraseDialog, unlock_at_start

    MemoryBrain(data_home, "default", passphrase="start pass").ensure_init().close()
    seen = []

    def answer():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PassphraseDialog):
            QTimer.singleShot(20, answer)
            return
        assert not dialog.remember.isEnabled()  # no keyring backend under test: it just asks
        dialog.field.setText("not it")
        dialog._try()
        assert dialog.checking()  # checked on a thread: the dialog (and window) keeps answering
        QTimer.singleShot(20, lambda: then_the_right_one(dialog))

    def then_the_right_one(dialog):
        if dialog.checking():
            QTimer.singleShot(20, lambda: then_the_right_one(dialog))
            return
        seen.append(dialog.problem.text())
        dialog.field.setText("start pass")
        dialog._try()

    QTimer.singleShot(0, answer)
    assert unlock_at_start(data_home) == "start pass"
    assert seen == ["⚠ wrong passphrase"]
    assert unlock_at_start(data_home / "plain-elsewhere") is None  # a plain data dir is not asked about


class SlowCheck:
    """A passphrase check that waits for ``release`` (scrypt stood in), noting its thread."""

    def __init__(self, right: str = "right") -> None:
        self.release, self.threads, self.right = threading.Event(), [], right

    def __call__(self, text):
        self.threads.append(threading.current_thread())
        self.release.wait(10)
        return None if text == self.right else "wrong passphrase"


def checking(qtbot, check, text: str = "right", owned: bool = True):
    """A passphrase dialog, open, with ``text`` typed and OK pressed."""
    from mnemosyne_app.gui.unlock import PassphraseDialog

    dialog = PassphraseDialog("Unlock", "give it", check=check)
    if owned:
        qtbot.addWidget(dialog)
    dialog.open()
    dialog.field.setText(text)
    dialog._try()
    return dialog


def test_the_passphrase_is_checked_off_the_gui_thread_and_a_late_answer_is_ignored(qtbot):
    check = SlowCheck()
    dialog = checking(qtbot, check)
    pump(0.1)  # the GUI thread runs events while the check waits
    assert dialog.checking() and dialog.isVisible() and dialog.result() == 0
    assert "checking" in dialog.problem.text()
    assert check.threads and check.threads[0] is not threading.main_thread()
    check.release.set()
    wait_until(lambda: not dialog.isVisible(), what="the accepted dialog")
    assert dialog.result() == dialog.DialogCode.Accepted

    # An answer that lands after the dialog was cancelled does nothing.
    check.release.clear()
    late = checking(qtbot, check)
    late.reject()
    check.release.set()
    pump(0.1)
    assert late.result() == late.DialogCode.Rejected


def test_a_check_that_cannot_run_refuses_in_words(qtbot):
    def broken(text):
        raise OSError("keyring daemon went away")

    dialog = checking(qtbot, broken, "anything")
    wait_until(lambda: not dialog.checking(), what="the check")
    assert dialog.isVisible() and dialog.problem.text().startswith("⚠ the passphrase could not be checked")


def test_typing_during_a_check_changes_nothing_and_a_hidden_dialog_still_gets_its_answer(qtbot):
    check = SlowCheck()
    dialog = checking(qtbot, check)
    assert dialog.field.isReadOnly()  # what is being checked cannot change under the check
    dialog.field.setText("rightX")  # (a program could still set it: the checked text is what counts)
    dialog.hide()
    dialog.show()
    check.release.set()
    wait_until(lambda: dialog.result() == dialog.DialogCode.Accepted, what="the accepted dialog")
    assert dialog.value() == "right"


def test_a_dialog_deleted_during_its_check_is_no_trouble(qtbot):
    import shiboken6

    check = SlowCheck()
    dialog = checking(qtbot, check, "anything", owned=False)
    dialog.reject()
    shiboken6.delete(dialog)  # as lock.py's deleteLater does once the event loop gets to it
    assert not shiboken6.isValid(dialog)
    check.release.set()
    pump(0.1)  # the answer lands with nobody waiting: dropped, no error
