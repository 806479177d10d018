"""With the watcher running (real file events through watchfiles), a saved note reaches the
store and a change in the app reaches the note, each well within a few seconds (the figures
are bench/bench_vault.py's), and the vault is let go when it stops."""

from __future__ import annotations

import threading
import time

from mnemosyne_app.vault import Vault
from mnemosyne_app.vault.watcher import VaultWatcher
from tests.vault.helpers import split, write


def eventually(check, timeout: float = 15.0) -> bool:
    done = threading.Event()
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            return False
        done.wait(0.02)
    return True


def test_watcher_takes_in_a_saved_note_and_writes_an_app_edit(filled, tmp_path):
    vault = Vault(filled)
    folder = vault.turn_on(tmp_path / "vault")
    reports = []
    watcher = VaultWatcher(vault, on_pass=reports.append)
    watcher.start()
    try:
        assert eventually(lambda: watcher.passes >= 1 and (folder / "Profile.md").exists())
        note = sorted((folder / "Memories").glob("*.md"))[0]
        front, _ = split(note)
        write(note, front, "Saved in Obsidian while the app runs.\n")
        assert eventually(lambda: filled.get(front["id"]).text == "Saved in Obsidian while the app runs.")
        assert filled.history(front["id"])[-1].op == "vault_edit"
        other = sorted((folder / "Memories").glob("*.md"))[1]
        mid = split(other)[0]["id"]
        filled.update(mid, text="Typed in the window.")
        assert eventually(lambda: split(other)[1] == "Typed in the window.\n")
        (folder / "Fresh.md").write_text("A note made while watching.\n", encoding="utf-8")
        assert eventually(lambda: "id" in split(folder / "Fresh.md")[0]
                          if (folder / "Fresh.md").read_text(encoding="utf-8").startswith("---\n") else False)
    finally:
        watcher.stop()
    assert any(r.added for r in reports)
    Vault(filled).sync()  # let go: another process (or this one, anew) may keep it now


def test_a_scope_closed_under_the_watcher_ends_it_quietly(filled, tmp_path):
    """The window closes its scope (another scope, quitting, a test's teardown) and the watcher
    may be mid-wait: its next pass finds the scope closed. That ends the watcher, said nowhere as
    an error (it raised ScopeClosedError out of the thread, and its error report reached a window
    already deleted: 'Signal source has been deleted')."""
    vault = Vault(filled)
    folder = vault.turn_on(tmp_path / "vault")
    errors = []
    watcher = VaultWatcher(vault, on_error=errors.append)
    watcher.start()
    assert eventually(lambda: watcher.passes >= 1 and (folder / "Profile.md").exists())
    filled.close()
    (folder / "Poke.md").write_text("A note saved after the scope closed.\n", encoding="utf-8")
    assert eventually(lambda: not watcher._thread.is_alive())
    assert errors == []
    watcher.stop()
