"""A person's edits of stored memories: change, delete, restore, unmerge. Each is one
transaction in which every memory it touches gets a new version and a ledger entry (the row
mutations are core/store/memories.py's)."""

from __future__ import annotations

import logging
import time
from typing import Any, Callable, Iterable

from mnemosyne_app.core import errors, validate
from mnemosyne_app.core.model.attributes import attribute_of, is_negation
from mnemosyne_app.core.model.interfaces import Extraction
from mnemosyne_app.core.progress import Progress
from mnemosyne_app.core.store import memories, touched
from mnemosyne_app.core.write import journal, request, supersede
from mnemosyne_app.core.write.writer import Writer

log = logging.getLogger("mnemosyne.edits")


def update(writer: Writer, memory_id: str, clean: dict[str, Any], op: str = "edit") -> None:
    """Apply validated ``clean`` changes as a new version (re-embedded if the text changed; its
    facts read again from the new text when they were what extraction had drawn from the old);
    ``op`` names where the edit was made in the ledger and the history ("vault_edit")."""
    memory_id = validate.memory_id(memory_id)
    vector = writer.embed(clean["text"]) if "text" in clean else None
    reread = _reread(writer, memory_id, clean)
    now = time.time()
    with writer.lock, writer.txn() as conn:
        drawn = None
        if reread is not None:
            row = memories.fetch_whole(conn, memory_id)
            if row is not None and row["text"] == reread[0]:  # (unchanged since it was read)
                placed = supersede.apply(conn, memory_id, row["occurred_at"], reread[1], now)
                drawn = {"facts": keep_supersessions(placed, row["facts"]),
                         "triples": [list(t) for t in reread[1].triples]}
        if "facts" in clean and reread is None:
            row = memories.fetch_whole(conn, memory_id)
            if row is None:
                raise KeyError(f"no memory {memory_id!r} in this scope")
            clean = {**clean, "facts": _edited_facts(conn, memory_id, clean["facts"], row["facts"], now)}
        edited = memories.update(conn, memory_id, clean, now, op=op, embedding=vector)
        if drawn is not None:  # the person's edit is theirs; the facts drawn again are Mnemosyne's
            made = memories.update(conn, memory_id, drawn, now, op="extract")
            if made["version"] != edited["version"]:
                journal.drawn_on_edit(conn, memory_id, made["version"], writer.extractor.name, now)


def _reread(writer: Writer, memory_id: str, clean: dict[str, Any]) -> tuple[str, Extraction] | None:
    """(old text, extraction of the new text) when an edit of the text should refresh the facts:
    the memory's current facts are exactly what extraction draws from its old text (a person who
    curated them by hand keeps theirs). Extraction runs outside the lock; a model failure leaves
    the facts as they were (the edit itself still happens)."""
    if "text" not in clean or "facts" in clean or writer.extractor is None:
        return None
    with writer.lock:
        row = memories.fetch_whole(writer.conn, memory_id)
    if row is None or row["text"] == clean["text"]:
        return None
    held = sorted(memories.fact_parts(v)[0] for v in row["facts"] if memories.is_current(v))
    if not held:
        return None  # no facts were drawn (extraction off, or nothing to draw): none to refresh
    try:
        if sorted(writer.extractor.extract(row["text"]).facts) != held:
            return None
        return row["text"], writer.extractor.extract(clean["text"])
    except Exception as exc:  # the model failed: keep the facts, say so in the log
        log.warning("facts of %s not read again after its edit: %s", memory_id, errors.in_words(exc))
        return None


def _edited_facts(conn, memory_id: str, values: list, old: list, now: float) -> list:
    """The facts a person's edit leaves. A fact they kept keeps its attribute; a fact they typed
    gets the attribute the rules read in it and replaces, like an extracted one, the current fact
    it contradicts in other memories ("lives in Boston" typed by hand replaces "lives in Austin");
    the facts a later memory replaced, which the window does not list for editing, stay as
    history."""
    held = {memories.fact_parts(v)[0] for v in old}
    typed = [memories.fact_parts(v)[0] for v in values if memories.fact_parts(v)[0] not in held]
    extraction = Extraction(facts=typed, attributes=[attribute_of(t) for t in typed],
                            negated=[is_negation(t) for t in typed], model_used=False)
    placed = dict(zip(typed, supersede.apply(conn, memory_id, now, extraction, now))) if typed else {}
    return keep_supersessions([placed.get(memories.fact_parts(v)[0], v) for v in values], old)


def keep_supersessions(values: list, old: list) -> list:
    """``values`` with the supersessions ``old`` holds kept: a fact a later memory replaced stays
    replaced (restoring an old version must not make "lives in Austin" current again beside
    "moved to Denver"), and replaced facts missing from ``values`` stay as history. Undoing a
    supersession is deleting the memory that made it."""
    replaced = {}
    for value in old:
        text, attribute, by = memories.fact_parts(value)
        if by is not None:
            replaced[text] = (attribute, by)
    out, seen = [], set()
    for value in values:
        text, attribute, by = memories.fact_parts(value)
        if by is None and text in replaced:
            value = memories.fact_value(text, attribute or replaced[text][0], replaced[text][1])
        out.append(value)
        seen.add(text)
    return out + [memories.fact_value(t, a, b) for t, (a, b) in replaced.items() if t not in seen]


PROGRESS_EVERY = 100  # rows between two progress reports (and cancel checks) of a bulk change


def _step(progress: Progress | None, done: int, total: int) -> None:
    """Report how far a bulk change is and stop it if the person cancelled: the Cancelled
    raised here rolls the whole transaction back, so a cancelled change changed nothing."""
    if progress is not None and (done % PROGRESS_EVERY == 0 or done == total):
        progress.check()
        progress.update(done=done, total=total)


def delete_many(writer: Writer, memory_ids: Iterable[str], progress: Progress | None = None) -> int:
    """Soft-delete: all or none; each memory its own ledger entry and version."""
    ids = [validate.memory_id(m) for m in memory_ids]
    now = time.time()
    with writer.lock, writer.txn() as conn:
        for i, memory_id in enumerate(ids):
            _step(progress, i, len(ids))
            memories.update(conn, memory_id, {}, now, op="delete", deleted=True)
        _step(progress, len(ids), len(ids))
    return len(ids)


def _restore_in(conn, writer: Writer, memory_id: str, version: int | None, now: float, vector=None,
                embed: bool = True) -> None:
    current = memories.fetch(conn, memory_id)
    if current is None:
        raise KeyError(f"no memory {memory_id!r} in this scope")
    changes: dict[str, Any] = {}
    deleted = False
    if version is not None:
        state = memories.state_at(conn, memory_id, version)
        if state is None:
            raise KeyError(f"memory {memory_id!r} has no version {version}")
        if not memories.version_is_ledgered(conn, memory_id, version):
            raise errors.TamperedError(f"version {version} of memory {memory_id} does not match the audit ledger "
                                       "(it was changed outside Mnemosyne); it cannot be restored")
        # States recorded before release 1.4 hold no facts: those stay as they are.
        changes = {k: state[k] for k in memories.EDITABLE + memories.FACT_FIELDS if k in state}
        if "facts" in changes:
            changes["facts"] = keep_supersessions(changes["facts"], memories.fetch_whole(conn, memory_id)["facts"])
        deleted = bool(state["deleted"])
    if vector is None and embed:
        vector = writer.embed(changes.get("text", current["text"]))
    memories.update(conn, memory_id, changes, now, op="restore", deleted=deleted, embedding=vector)


def restore(writer: Writer, memory_id: str, version: int | None = None) -> None:
    """Undo: bring back a deleted memory, or return it to an earlier version (as a new version)."""
    memory_id = validate.memory_id(memory_id)
    version = None if version is None else validate.count(version, "version")
    with writer.lock, writer.txn() as conn:
        _restore_in(conn, writer, memory_id, version, time.time())


def restore_many(writer: Writer, memory_ids: Iterable[str], progress: Progress | None = None,
                 vectors_later: bool = False) -> int:
    """Bring back several deleted memories in one transaction (the undo of ``delete_many``).
    ``vectors_later``: do not embed them now (a minute for thousands of memories) but leave
    them to the search-vector backfill; keyword search finds them at once either way."""
    ids = [validate.memory_id(m) for m in memory_ids]
    vectors: list = [None] * len(ids)
    if writer.embedder is not None and ids and not vectors_later:  # one call, before the write lock
        with writer.lock:
            texts = [(memories.fetch(writer.conn, m) or {"text": ""})["text"] for m in ids]
        vectors = list(writer.embedder.embed(texts))
    now = time.time()
    with writer.lock, writer.txn() as conn:
        for i, (memory_id, vector) in enumerate(zip(ids, vectors)):
            _step(progress, i, len(ids))
            _restore_in(conn, writer, memory_id, None, now, vector, embed=not vectors_later)
        _step(progress, len(ids), len(ids))
    if vectors_later and ids:
        touched.backlog()  # their search vectors wait for the background lane
    return len(ids)


def _before_merge(conn, memory_id: str) -> int | None:
    """The latest version of a memory that a merge did not make."""
    versions = memories.history(conn, memory_id)
    return next((v for v, op, _, _ in reversed(versions) if op != "merge"), None)


def unmerge(writer: Writer, survivor_id: str, after: Callable[[], None] | None = None) -> list[str]:
    """Undo a merge in one transaction: every memory the survivor absorbed comes back, and the
    survivor returns to its state before the merge (both as new versions). ``after`` runs once
    it is committed (the caller's vector cache forgets what changed)."""
    survivor_id = validate.memory_id(survivor_id)
    with writer.lock, writer.txn() as conn:
        if memories.fetch(conn, survivor_id) is None:
            raise KeyError(f"no memory {survivor_id!r} in this scope")
        absorbed = memories.absorbed_by(conn, survivor_id)
        now = time.time()
        for memory_id in absorbed:
            _restore_in(conn, writer, memory_id, _before_merge(conn, memory_id), now)
        versions = memories.history(conn, survivor_id)
        before = _before_merge(conn, survivor_id)
        if before is not None and versions[-1][1] == "merge":
            _restore_in(conn, writer, survivor_id, before, now)
    if after is not None:
        after()
    return absorbed


def update_many(writer: Writer, changes: dict[str, dict[str, Any]], max_chars: int,
                progress: Progress | None = None) -> int:
    """Apply validated changes to several memories in one transaction (all or none), each memory
    its own version and ledger entry: a bulk edit of tags or kind, and the undo of one. Text is
    not changed here (it would need an embedding per memory under the write lock)."""
    if any("text" in c for c in changes.values()):
        raise ValueError("a bulk edit changes tags, kind and other fields, not the text")
    ids = {validate.memory_id(m): request.clean(c, max_chars) for m, c in changes.items()}
    now = time.time()
    with writer.lock, writer.txn() as conn:
        for i, (memory_id, clean) in enumerate(ids.items()):
            _step(progress, i, len(ids))
            if memories.fetch(conn, memory_id) is None:
                raise KeyError(f"no memory {memory_id!r} in this scope")
            memories.update(conn, memory_id, clean, now)
        _step(progress, len(ids), len(ids))
    return len(ids)
