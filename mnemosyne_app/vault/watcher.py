"""Keeping a vault in step while the app runs: one background thread that wakes when a note
is saved (the operating system's file events, through ``watchfiles``) or every quarter second
to look for new ledger entries, and runs a pass of the vault for just what changed. All
the vault's work happens on this thread, so taking in an edit and writing a note never race."""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Callable

import watchfiles

from mnemosyne_app.core import errors
from mnemosyne_app.vault.mirror import Vault
from mnemosyne_app.vault.report import SyncReport

log = logging.getLogger("mnemosyne.vault")
POLL_MS = 250  # how often the store is asked for new ledger entries when no file changed


def _is_note(change: watchfiles.Change, path: str) -> bool:
    name = Path(path).name
    return name.endswith(".md") and not name.startswith(".")


class VaultWatcher:
    """Start with ``start()``; ``on_pass`` gets each pass's report (on this thread) when it did
    something; ``stop()`` ends the thread and lets the vault go for other processes."""

    def __init__(self, vault: Vault, on_pass: Callable[[SyncReport], None] | None = None,
                 on_error: Callable[[str], None] | None = None) -> None:
        self.vault, self.on_pass, self.on_error = vault, on_pass, on_error
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="vault-watcher", daemon=True)
        self.passes = 0

    def start(self) -> None:
        self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        self._stop.set()
        self._thread.join(timeout)
        self.vault.release()

    def _run(self) -> None:
        folder = self.vault.folder
        try:
            watching = False
            for changes in watchfiles.watch(folder, watch_filter=_is_note, stop_event=self._stop, debounce=50,
                                            step=20, rust_timeout=POLL_MS, yield_on_timeout=True):
                if self._stop.is_set():
                    break
                if not watching:
                    # The first yield comes once the file events are set up: a whole pass now
                    # takes in what changed before (while nobody watched), and events catch the rest.
                    watching = True
                    self._pass(None)
                    continue
                only = {Path(p).resolve().relative_to(folder.resolve()).as_posix() for _, p in changes}
                self._pass(only)
        except errors.ScopeClosedError:
            # The window let its scope go (another scope, quitting): the mirror ends with it; the
            # scope's next opening starts its own watcher. Nothing went wrong.
            log.info("the vault watcher stopped: its scope was closed")
        except Exception as exc:  # the thread must say why it stopped, not die silently
            log.error("the vault watcher stopped", exc_info=True)
            if self.on_error is not None:
                self.on_error(f"keeping the vault folder in step stopped: {exc}")

    def _pass(self, only: set[str] | None) -> None:
        report = self.vault.sync(only=only)
        self.passes += 1
        if self.on_pass is not None and (report.written or report.took_in or report.deleted_in_folder
                                         or report.unreadable or report.removed_notes):
            self.on_pass(report)
