"""Settings → Encrypt my memories… converts the data dir with the open scope closed and reopened,
and the window goes on working on the encrypted store (issue 20)."""

from mnemosyne_app import paths
from mnemosyne_app.core.store import crypto, crypto_dir
from mnemosyne_app.gui.unlock import EncryptionSettings
from tests.gui.waiting import wait_until


def test_encrypt_my_memories_from_settings(make_window, loop):
    w = make_window()
    loop.run_until_complete(w.session.add("a private note ZQXW-4412"))
    ui = EncryptionSettings(w)
    assert w.settings_panel.encryption.text() == "Encrypt my memories…"
    w.settings_panel.encryption.click()
    ui.dialog.field.setText("window pass")
    ui.dialog.again.setText("window pass!")
    ui.dialog._try()
    assert "differ" in ui.dialog.problem.text() and ui.dialog.isVisible()
    ui.dialog.again.setText("window pass")
    ui.dialog._try()
    root = paths.data_dir(None)
    wait_until(lambda: crypto_dir.read(root) is not None and crypto_dir.read(root).pending is None
               and w.session.brain is not None and w.session.passphrase == "window pass", what="the conversion")
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
        seen.append(dialog.problem.text())
        dialog.field.setText("start pass")
        dialog._try()

    QTimer.singleShot(0, answer)
    assert unlock_at_start(data_home) == "start pass"
    assert seen == ["⚠ wrong passphrase"]
    assert unlock_at_start(data_home / "plain-elsewhere") is None  # a plain data dir is not asked about
