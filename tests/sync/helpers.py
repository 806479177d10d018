"""Devices for the sync tests: each its own data directory, synced through engine.sync_scope."""

from __future__ import annotations

import json
from pathlib import Path

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.options import BrainOptions
from mnemosyne_app.sync import engine, keys
from mnemosyne_app.sync.server import Server
from mnemosyne_app.sync.vault import SyncKey

# One vault per test database: every device of a test holds its key, as a person's devices do
# once paired (tests of pairing itself pass ``key=None``: the device makes or joins one).
_KEYS: dict[str, SyncKey] = {}
_PAIRED: set[tuple[Path, str]] = set()


class Device:
    def __init__(self, root: Path, url: str, scope: str = "default", synchronous: str = "NORMAL",
                 key: SyncKey | None | str = "shared") -> None:
        self.root, self.url, self.scope = Path(root), url, scope
        self.options = BrainOptions(data_dir=self.root, extractor="none", embedder="none", synchronous=synchronous)
        self.key = _KEYS.setdefault(url, SyncKey.new()) if key == "shared" else key
        self._paired = False

    def brain(self):
        return self.options.open(self.scope)

    def pair(self) -> None:
        """Give this device the vault's key, as typing its recovery phrase does (once)."""
        if self._paired or self.key is None:
            return
        if (self.root, self.url) not in _PAIRED and keys.load(self.options) is None:
            self.options.open(self.scope).close()
            keys.keep(self.options, self.key)
        self._paired = True
        _PAIRED.add((self.root, self.url))

    def sync(self) -> engine.SyncReport:
        self.pair()
        with Server(self.url) as server:
            return engine.sync_scope(self.options, self.scope, server)

    def snapshot(self) -> dict:
        """What convergence compares: ids, text, kind, tags, facts, deleted and merged state, and
        when each memory was created and last changed (on the device that changed it)."""
        with self.brain() as b:
            return {m.memory_id: (m.text, m.kind, tuple(m.tags), tuple(m.facts), m.deleted, m.superseded_by,
                                  m.pinned, m.created_at, m.updated_at)
                    for m in b.list_memories(limit=100_000, include_deleted=True)}

    def verify(self):
        with self.brain() as b:
            return b.verify_integrity()


def devices_that_said(tmp_path: Path, url: str, *lines: tuple[str, str]) -> tuple[Device, Device]:
    """Devices A and B of one vault, A having said ``lines`` ((day, text), facts drawn by the
    extraction rules alone) and both synced since: where a test of shared changes made on two
    devices at once starts."""
    from tests.unit.test_fact_spans import RulesOnly, said

    a, b = Device(tmp_path / "A", url), Device(tmp_path / "B", url)
    with MemoryBrain(a.root, scope=a.scope, extractor=RulesOnly(), embedder="none") as ba:
        for day, text in lines:
            said(ba, day, text)
    a.sync()
    b.sync()
    return a, b


def sync_round(a: Device, b: Device) -> None:
    """A, B and A again: each device has what the other made, and A what B made of it."""
    for d in (a, b, a):
        d.sync()


def merge_on_both(a: Device, a_merge: tuple[list[str], str], b: Device, b_merge: tuple[list[str], str]) -> None:
    """A merges ``a_merge`` (names, into) and B ``b_merge``, B's the later; then ``sync_round``."""
    for device, (names, into) in ((a, a_merge), (b, b_merge)):
        with device.brain() as brain:
            brain.merge_entities(names, into=into)
    sync_round(a, b)


def entity_names(brain) -> dict[str, list[str]]:
    """Each entity's name and the names it was said as."""
    return {e["name"]: e["said_as"] for e in brain.entities()}


def two_identical_turns(brain, folder: Path, text: str) -> list[str]:
    """Two memories with the same text (retain() refuses exact repeats; a conversation saying it
    twice doesn't). One conversation: turns of two are never duplicates (issue 27)."""
    path = folder / f"c{abs(hash(text))}.jsonl"
    path.write_text(json.dumps({"id": f"c-{text}", "messages": [{"id": f"t{i}", "role": "user", "content": text}
                                                                for i in range(2)]}))
    brain.import_archive(path)
    return [m.memory_id for m in brain.list_memories(limit=1000) if m.text == text]


def opened_ops(url: str):
    """The server's operations as the test's vault key opens them (server order), each with its
    scope's name now (issue 32: rows are keyed by the scope's id, the name is a label): what a
    device of the vault reads there."""
    import dataclasses

    import psycopg

    from mnemosyne_app.sync import labels, sealed
    from mnemosyne_app.sync.server import SCHEMA, Server

    key = _KEYS[url]
    with Server(url) as server:
        server.key = key
        named = {server.key_of(ident): (ident, name)
                 for name, ident in labels.live_names(server, removed_too=True).items()}
    with psycopg.connect(url) as conn:
        rows = conn.execute(f"SELECT scope, server_seq, origin_device, origin_seq, memory_id, op, hlc, sealed "
                            f"FROM {SCHEMA}.ops ORDER BY server_seq").fetchall()
    return [dataclasses.replace(sealed.open_row(key, named[scope][0], *rest), scope=named[scope][1])
            for scope, *rest in rows]
