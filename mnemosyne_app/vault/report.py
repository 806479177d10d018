"""What one pass of the vault did, in counts and in words a person can act on."""

from __future__ import annotations

from dataclasses import dataclass, field

from mnemosyne_app.core.types import OpChanges


@dataclass
class SyncReport:
    written: int = 0          # notes written or rewritten from the store
    removed_notes: int = 0    # notes of memories deleted in the app, taken out of the folder
    edited: list[str] = field(default_factory=list)       # notes whose edits became ledgered edits
    added: list[str] = field(default_factory=list)        # new notes that became new memories
    conflicts: list[str] = field(default_factory=list)    # edited in the app and in the file at once: both kept
    deleted_in_folder: list[str] = field(default_factory=list)  # awaiting the person: nothing deleted
    deleted_memories: int = 0  # soft deletions the person asked for (--delete-removed)
    unreadable: list[str] = field(default_factory=list)  # "path: line N: why", left alone
    skipped: list[str] = field(default_factory=list)     # "path: why", left alone
    notices: list[str] = field(default_factory=list)     # other things worth saying once
    changes: OpChanges = field(default_factory=OpChanges)  # what taking the folder in changed in the store

    @property
    def took_in(self) -> int:
        return len(self.edited) + len(self.added)

    def lines(self) -> list[str]:
        out = [f"{self.written:,} notes written, {self.removed_notes:,} removed (their memories were deleted); "
               f"{len(self.edited):,} notes edited in the folder taken in, {len(self.added):,} new notes stored"]
        out += [f"edited in both places, both versions kept (the file's is current, flagged): {p}"
                for p in self.conflicts]
        if self.deleted_in_folder:
            out.append(f"{len(self.deleted_in_folder):,} notes were deleted in the folder; their memories are kept: "
                       "`mnemosyne vault sync --delete-removed` deletes them (undoable), --restore-removed writes "
                       "the notes again")
            out += [f"  deleted in the folder: {p}" for p in self.deleted_in_folder]
        if self.deleted_memories:
            out.append(f"{self.deleted_memories:,} memories deleted as their notes were (undo: mnemosyne restore ID)")
        out += [f"not read: {p}" for p in self.unreadable]
        out += [f"skipped: {p}" for p in self.skipped]
        return out + self.notices

    def as_dict(self) -> dict:
        return dict(vars(self))
