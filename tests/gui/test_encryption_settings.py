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
