"""Settings → Markdown folder: the open scope mirrored from the window, a note saved in the
folder reaching the table's store, and a deleted note asked about, never deleted unasked."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit, QMessageBox, QPushButton

from tests.gui.waiting import wait_until
from tests.vault.helpers import split, write


def test_vault_folder_from_settings_mirrors_takes_in_and_asks_about_deleted_notes(make_window, tmp_path):
    from mnemosyne_app import MemoryBrain

    with MemoryBrain(scope="default", extractor="none", embedder="none") as brain:
        for i in range(6):
            brain.retain(f"Window vault memory {i}", extract=False)
    w = make_window()
    folder_edit = w.findChild(QLineEdit, "vaultFolder")
    assert folder_edit is not None and folder_edit.accessibleName() == "Vault folder"
    for name in ("vaultBrowse", "vaultOn", "vaultSync", "vaultOff"):
        button = w.findChild(QPushButton, name)
        assert button is not None and button.accessibleName(), name
    folder = tmp_path / "vault"
    folder_edit.setText(str(folder))
    w.findChild(QPushButton, "vaultOn").click()
    wait_until(lambda: len(list((folder / "Memories").glob("*.md"))) == 6 and w.vault.watcher is not None,
               what="the notes and the watcher")
    assert "7 notes written" in w.settings_panel.vault_section.report.text()

    note = sorted((folder / "Memories").glob("*.md"))[0]
    front, _ = split(note)
    write(note, front, "Rewritten in Obsidian.\n")
    wait_until(lambda: w.session.brain.get(front["id"]).text == "Rewritten in Obsidian.", 15,
               what="the saved note in the store")
    assert w.session.brain.history(front["id"])[-1].op == "vault_edit"

    gone = sorted((folder / "Memories").glob("*.md"))[1]
    gone_id = split(gone)[0]["id"]
    gone.unlink()
    wait_until(lambda: w.findChild(QMessageBox, "vaultDeletedQuestion") is not None
               and w.findChild(QMessageBox, "vaultDeletedQuestion").isVisible(), 15, what="the question")
    box = w.findChild(QMessageBox, "vaultDeletedQuestion")
    assert not w.session.brain.get(gone_id).deleted  # nothing deleted before the answer
    next(b for b in box.buttons() if b.text() == "Write the notes again").click()
    wait_until(lambda: gone.exists(), 15, what="the note written again")
    assert not w.session.brain.get(gone_id).deleted
    w.vault.stop()


def test_an_encrypted_scope_asks_before_writing_plain_text_notes(make_window, data_home, tmp_path):
    from mnemosyne_app import MemoryBrain

    with MemoryBrain(data_home, "default", passphrase="window pass", extractor="none", embedder="none") as brain:
        brain.retain("A secret kept encrypted", extract=False)
    w = make_window(passphrase="window pass")
    folder = tmp_path / "plain"
    w.findChild(QLineEdit, "vaultFolder").setText(str(folder))

    def answer(button):
        w.findChild(QPushButton, "vaultOn").click()
        wait_until(lambda: w.findChild(QMessageBox, "vaultPlainTextQuestion") is not None
                   and w.findChild(QMessageBox, "vaultPlainTextQuestion").isVisible(), what="the question")
        box = w.findChild(QMessageBox, "vaultPlainTextQuestion")
        box.button(button).click()
        box.setObjectName("answered")  # the next question is a new box

    answer(QMessageBox.StandardButton.No)
    wait_until(lambda: not w.findChild(QMessageBox, "answered").isVisible(), what="the box to close")
    assert not folder.exists()
    answer(QMessageBox.StandardButton.Yes)
    wait_until(lambda: len(list((folder / "Memories").glob("*.md"))) == 1, 15, what="the plain-text note")
    w.vault.stop()
