"""What a scope's vault remembers between runs, in the data directory (never in the folder a
sync client or a person shares): the folder, whether plain text was allowed there, the last
ledger entry shown, and the manifest: each note's path, which memories it shows at which
versions, and the hash and size/time of the file as last written or read. The manifest is
what tells a person's edit (the file changed) from the app's (the memory's version changed),
and it is saved atomically; if it is lost, the ids in the notes rebuild it (mirror.py)."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Entry:
    key: str  # "m:<memory id>", "c:<conversation id>" or "profile"
    hash: str
    versions: dict[str, int] = field(default_factory=dict)
    size: int = -1
    mtime_ns: int = -1


@dataclass
class VaultState:
    path: Path
    folder: str | None = None
    enabled: bool = False
    plain_text_ok: str | None = None  # the folder a person allowed plain-text notes of an encrypted scope in
    seq: int = 0
    notes: dict[str, Entry] = field(default_factory=dict)
    removed: dict[str, Entry] = field(default_factory=dict)  # deleted in the folder, awaiting the person

    @classmethod
    def load(cls, root: Path, scope: str) -> "VaultState":
        path = root / "vaults" / f"{scope}.json"
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls(path)
        except (ValueError, UnicodeDecodeError):
            # Unreadable (a disk fault): start over; the notes' ids let the next sync adopt them.
            raw = {}
        state = cls(path, raw.get("folder"), bool(raw.get("enabled")), raw.get("plain_text_ok"), int(raw.get("seq", 0)))
        state.notes = {rel: Entry(**e) for rel, e in raw.get("notes", {}).items()}
        state.removed = {rel: Entry(**e) for rel, e in raw.get("removed", {}).items()}
        return state

    def save(self) -> None:
        self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        data = {"folder": self.folder, "enabled": self.enabled, "plain_text_ok": self.plain_text_ok, "seq": self.seq,
                "notes": {rel: vars(e) for rel, e in self.notes.items()},
                "removed": {rel: vars(e) for rel, e in self.removed.items()}}
        temp = self.path.with_name(self.path.name + ".tmp")
        text = json.dumps(data, separators=(",", ":"))  # dumps: the C encoder (dump to a file is not)
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())  # the manifest must not come back older than the notes it describes
        os.replace(temp, self.path)

    def by_key(self) -> dict[str, str]:
        return {e.key: rel for rel, e in self.notes.items()}
