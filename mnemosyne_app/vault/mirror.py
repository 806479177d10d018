"""A scope's vault: the folder, its manifest, and one pass of keeping the two in step (take in
what changed in the folder, then write what changed in the store). One process at a time holds
a scope's vault (a lock file beside the manifest): a second one is told so, in words."""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

from mnemosyne_app.core.brain import MemoryBrain
from mnemosyne_app.vault import files, incoming, outgoing
from mnemosyne_app.vault.report import SyncReport
from mnemosyne_app.vault.state import VaultState


SYNC_ALL_ABOVE = 200  # notes written in one pass above which the whole disk is flushed at once


class VaultError(ValueError):
    """Something about the vault a person can fix; the message says what."""


class Vault:
    def __init__(self, brain) -> None:
        self.brain = brain
        self.root = Path(brain.root)
        self.state = VaultState.load(self.root, brain.scope)
        self.key_index = self.state.by_key()
        self.report = SyncReport()
        self.profile_due = False
        self._lock_fd: int | None = None
        self._taken: set[str] | None = None
        self.dirty = False  # the manifest changed since it was last saved
        self.written: list[str] = []  # notes written since the manifest was saved

    # -- settings ------------------------------------------------------------------------------
    @property
    def folder(self) -> Path:
        if not self.state.folder:
            raise VaultError(f"scope {self.brain.scope} has no vault folder: `mnemosyne vault on PATH` sets one")
        return Path(self.state.folder)

    @property
    def modes(self) -> tuple[int, int]:
        return files.modes_of(self.root)

    def turn_on(self, folder: str | os.PathLike, plain_text_ok: bool = False) -> Path:
        """Choose ``folder`` (created if missing) as the scope's vault. An encrypted scope's notes
        would be plain text there: refused unless the person allows it for this very folder."""
        self.hold()  # not while another process keeps this vault
        path = Path(folder).expanduser().resolve()
        if path.exists() and not path.is_dir():
            raise VaultError(f"{path} is a file, not a folder")
        inside_data = path == self.root.resolve() or self.root.resolve() in path.parents
        if inside_data:
            raise VaultError(f"{path} is inside the data directory; choose a folder of your own")
        if self.brain.encrypted and not (plain_text_ok or self.state.plain_text_ok == str(path)):
            raise VaultError(f"scope {self.brain.scope} is encrypted and the notes in {path} would be plain text; "
                             "allow it for this folder with --plain-text-ok (or the window's confirmation)")
        path.mkdir(parents=True, mode=self.modes[0], exist_ok=True)
        if str(path) != self.state.folder:  # another folder: its notes are written anew
            self.state.notes, self.state.removed, self.state.seq, self.key_index = {}, {}, 0, {}
        self.state.folder, self.state.enabled = str(path), True
        if self.brain.encrypted:
            self.state.plain_text_ok = str(path)
        self.state.save()
        return path

    def turn_off(self) -> None:
        """Stop mirroring; the notes stay where they are (they are the person's files now)."""
        self.hold()
        self.state.enabled = False
        self.state.save()

    def status(self) -> dict:
        return {"scope": self.brain.scope, "folder": self.state.folder, "on": self.state.enabled,
                "notes": len(self.state.notes), "deleted_in_folder": sorted(self.state.removed),
                "last_change_shown": self.state.seq, "encrypted_scope": self.brain.encrypted}

    # -- one pass ------------------------------------------------------------------------------
    def sync(self, *, full: bool = False, only: set[str] | None = None, delete_removed: bool = False,
             restore_removed: bool = False, progress=None) -> SyncReport:
        """Take in the folder's changes, then write the store's; returns what was done."""
        folder = self.folder  # none chosen yet: says how to choose one
        if not self.state.enabled:
            raise VaultError(f"the vault of scope {self.brain.scope} is off: `mnemosyne vault on PATH` turns it on")
        if not folder.is_dir():
            raise VaultError(f"the vault folder {folder} is missing; nothing was changed "
                             "(`mnemosyne vault on PATH` chooses it again)")
        if self.brain.encrypted and self.state.plain_text_ok != str(folder):
            raise VaultError(f"scope {self.brain.scope} is encrypted; plain-text notes in {folder} "
                             "were not allowed (vault on PATH --plain-text-ok)")
        self.report, self._taken = SyncReport(), None
        self.hold()
        with MemoryBrain.changes() as op:  # what the store's writers noted: the window refreshes from it
            incoming.take_in(self, only)
            if delete_removed:
                self._delete_removed()
        self.report.changes = op.changes
        if restore_removed and self.state.removed:
            self.state.removed, self.dirty = {}, True
            full = True
        outgoing.mirror(self, full or self.state.seq == 0, progress)
        if self.dirty:
            self.save()
        if progress is not None:
            progress.finish(f"{len(self.state.notes):,} notes in {folder}")
        return self.report

    def _delete_removed(self) -> None:
        """Soft-delete the memories whose notes the person deleted (ledgered, undoable)."""
        ids = [m for entry in self.state.removed.values() for m in entry.versions]
        shown = {r["memory_id"] for r in self.brain.mirror_rows(ids, [])}
        if shown:
            self.report.deleted_memories += self.brain.delete_many(sorted(shown))
        self.state.removed = {}
        self.save()

    def save(self) -> None:
        """The manifest, once the notes it describes are on disk: a manifest that got ahead of
        its notes (a power cut) would make an older note look like an edit to take in."""
        if len(self.written) > SYNC_ALL_ABOVE:
            os.sync()  # one flush of everything beats thousands of fsyncs on a first mirror
        else:
            for rel in self.written:
                files.flush(self.folder, rel)
        self.written = []
        self.state.save()
        self.dirty = False

    def taken(self) -> set[str]:
        """Paths (case-folded) a new note must not take: the manifest's, and any file there."""
        if self._taken is None:
            on_disk = files.scan(self.folder)[0] if self.folder.is_dir() else {}
            self._taken = {rel.casefold() for rel in [*self.state.notes, *self.state.removed, *on_disk]}
        return self._taken

    def holders(self) -> dict[str, str]:
        """Memory id → the key of the note that shows it."""
        return {m: e.key for e in self.state.notes.values() for m in e.versions} | \
            {m: e.key for e in self.state.removed.values() for m in e.versions}

    # -- one process at a time -----------------------------------------------------------------
    def hold(self) -> None:
        if self._lock_fd is not None:
            return
        self.state.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd = os.open(self.state.path.with_suffix(".lock"), os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise VaultError(f"the vault of scope {self.brain.scope} is being kept by another process "
                             "(the window, or another `mnemosyne vault sync`); try again when it is done") from None
        self._lock_fd = fd
        # Another process may have synced since this one loaded the manifest.
        self.state = type(self.state).load(self.root, self.brain.scope)
        self.key_index = self.state.by_key()

    def release(self) -> None:
        if self._lock_fd is not None:
            os.close(self._lock_fd)
            self._lock_fd = None
