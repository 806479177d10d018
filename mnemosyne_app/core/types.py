"""The values the facade hands back: plain frozen dataclasses, no driver types."""

from __future__ import annotations

import datetime
import json
from dataclasses import dataclass, field
from typing import Any, Iterable


def shown_time(ts: float | None, fmt: str = "%Y-%m-%d %H:%M:%S", missing: str = "") -> str:
    """A stored time in local time, or ``missing`` for none and "unknown time" for a value no
    calendar can show (1e20, NaN, year 0 from an old import): one bad row never stops a list."""
    if ts is None or ts == "" or isinstance(ts, bool):
        return missing
    try:
        return datetime.datetime.fromtimestamp(float(ts)).strftime(fmt)
    except (ValueError, OverflowError, OSError, TypeError):
        return "unknown time"


def short_id(memory_id: str) -> str:
    """A memory id for display. Ids begin with their creation time (core/memories.py), so the
    memories of one import share a prefix; the random tail is the part that tells them apart."""
    return "…" + memory_id[-10:]


@dataclass(frozen=True)
class Memory:
    memory_id: str
    text: str
    kind: str
    tags: list[str]
    pinned: bool
    metadata: dict
    source: str | None
    created_at: float
    updated_at: float
    weight: float = 1.0
    expires_at: float | None = None
    deleted: bool = False
    superseded_by: str | None = None
    version: int = 1
    event_id: int | None = None
    facts: list[str] = field(default_factory=list)  # the current facts' texts
    # Every fact with its attribute and the memory whose fact replaced it (None: current), in
    # the memory's order: what a person reads as the history of what they said.
    fact_records: list[dict] = field(default_factory=list)
    # When it happened: an imported turn's original time, else created_at (store/memories.py)
    occurred_at: float = 0.0

    @classmethod
    def from_row(cls, row: dict, facts: list | None = None) -> "Memory":
        """``facts``: the memory's fact values as its ledger state holds them (bare texts, or
        dicts with ``text``, ``attribute`` and ``superseded_by``)."""
        records = [{"text": f, "attribute": None, "superseded_by": None} if isinstance(f, str) else
                   {"text": f["text"], "attribute": f.get("attribute"), "superseded_by": f.get("superseded_by")}
                   for f in facts or []]
        return cls(
            memory_id=row["memory_id"], text=row["text"], kind=row["kind"],
            tags=json.loads(row["tags"]), pinned=bool(row["pinned"]),
            metadata=json.loads(row["metadata"]), source=row["source"],
            created_at=row["created_at"], updated_at=row["updated_at"], weight=row["weight"],
            expires_at=row["expires_at"], deleted=bool(row["deleted"]),
            superseded_by=row["superseded_by"], version=row["version"], event_id=row["event_id"],
            facts=[r["text"] for r in records if r["superseded_by"] is None], fact_records=records,
            occurred_at=row["occurred_at"] if row.get("occurred_at") is not None else row["created_at"],
        )


@dataclass(frozen=True)
class Version:
    memory_id: str
    version: int
    op: str
    changed_at: float
    state: dict
    # Made by Mnemosyne, not by the person or an import (core/store/memories.py, GENERATED_OPS):
    # facts drawn by the model ("extract"), or a fact ended by a later memory ("supersede"), and
    # then the memories that ended its facts in this version, which are what it came from.
    generated: bool = False
    ended_by: tuple[str, ...] = ()
    # A version of a release before 1.22 that holds both the person's change (this op: "add",
    # "edit") and the facts drawn beside it (its op is "extract"): the person's, not generated.
    holds: str | None = None
    # The model whose draw of facts made this generated version, where this device recorded it
    # (core/write/journal.py drawn_by); None: "drawn by Mnemosyne", as before.
    drawn_by: str | None = None

    @property
    def text(self) -> str:
        return self.state["text"]


@dataclass(frozen=True)
class RetainResult:
    outcome: str  # "inserted" | "already_complete" | "resumed" | "queued"
    event_id: int | None
    memory_ids: list[str]
    facts: list[str] = field(default_factory=list)
    idempotency_key: str | None = None


@dataclass(frozen=True)
class RecallHit:
    memory_id: str
    text: str
    score: float
    kind: str
    metadata: dict
    source: str | None = None
    tags: list[str] = field(default_factory=list)
    created_at: float = 0.0
    occurred_at: float = 0.0
    # Why it matched: "words" (the keyword index: ``terms`` are the query's words), "meaning"
    # (its vector: ``similarity`` is the cosine similarity), or both; "context" when it was also
    # lifted for being next to one of the best hits in its conversation (core/read/neighbours.py);
    # "facts" when the words were found in a fact extracted from it, not in its text
    # (core/store/fact_index.py).
    matched: tuple[str, ...] = ()
    similarity: float | None = None
    terms: list[str] = field(default_factory=list)
    # Where the words the keyword index matched stand in ``text``: (start, end) character offsets,
    # as the index's own tokenizer and stems found them, in every language (core/read/matched_words.py).
    # Empty when the text itself did not match (found by meaning, beside a hit, or by its facts).
    spans: list[tuple[int, int]] = field(default_factory=list)
    # A recall "as of" a day (core/read/recall_as_of.py): set when every fact of the memory had
    # been ended by then: when, by which memory, and the fact that replaced it.
    ended_at: float | None = None
    ended_by: str | None = None
    replaced_with: str | None = None

    def no_longer_true(self) -> str:
        """What a hit as of a day says when its facts had ended by then ("" otherwise): the words
        the CLI and the window show beside it."""
        if self.ended_at is None:
            return ""
        import datetime as dt

        when = dt.datetime.fromtimestamp(self.ended_at).strftime("%d %b %Y").lstrip("0")
        return f"no longer true then: ended {when}" + (f", replaced by: {self.replaced_with}" if self.replaced_with
                                                       else "")


@dataclass(frozen=True)
class Event:
    event_id: int
    op: str
    status: str
    idempotency_key: str | None
    created_at: float
    started_at: float | None
    finished_at: float | None
    attempts: int
    error: str | None
    result: Any
    payload: dict

    @classmethod
    def from_row(cls, row: dict) -> "Event":
        return cls(
            event_id=row["event_id"], op=row["op"], status=row["status"],
            idempotency_key=row["idem_key"], created_at=row["created_at"],
            started_at=row["started_at"], finished_at=row["finished_at"],
            attempts=row["attempts"], error=row["error"],
            result=json.loads(row["result"]) if row["result"] else None,
            payload=json.loads(row["payload"]),
        )

    def brief(self) -> dict:
        """What an agent asking about a write needs (the payload, which may hold the text, aside)."""
        return {"event_id": self.event_id, "op": self.op, "status": self.status, "result": self.result,
                "error": self.error}


@dataclass(frozen=True)
class BatchResult:
    results: list[RetainResult | None]
    failed: list[tuple[int, str]]  # (index in items, reason)

    @property
    def inserted(self) -> int:
        return sum(1 for r in self.results if r is not None and r.outcome == "inserted")


@dataclass(frozen=True)
class LinesResult:
    """What ``retain_lines`` made of a pasted list."""
    added: list[str]  # ids of the new memories
    already_stored: int
    failed: list[tuple[int, str]]  # (line number in the text, reason)
    queued: int = 0  # with ``fast``: journaled for the worker


@dataclass(frozen=True)
class RemoteOp:
    """One operation of another device as the sync server holds it: a memory's whole state
    (JSON) with its hashes and hybrid-logical-clock stamps (core/replica applies it)."""
    server_seq: int
    scope: str
    origin_device: str
    origin_seq: int
    memory_id: str | None
    op: str
    state: str | None
    change_hash: str
    entry_hash: str
    hlc: int
    parent_hlc: int | None
    prev_seq: int | None = None  # sealed rows: the origin's operation before this one (drops show as gaps)
    # A merge: the stamp of the pulled operation it merged (its second parent; issue 32). None:
    # no merge, or made by a build from before (schema 1.23, server v7): one parent only.
    merged_hlc: int | None = None


# The one map from attribute to the heading its facts are shown under where a person reads their
# profile (window, CLI, API), in the order shown: who they are, where and how they live, then what
# accumulates (core/model/attributes.py). A job and an employer are one kind of fact told two ways
# ("works as a nurse", "works at Acme"; attributes.WORK), so both are Work: one heading per kind.
ATTRIBUTE_TITLES = {
    "name": "Name", "age": "Age", "birthday": "Birthday", "residence": "Where you live", "job": "Work",
    "employer": "Work", "relationship": "Relationship", "diet": "Diet", "vehicle": "Getting around",
    "family": "Family", "pet": "Pets",
    "language": "Languages", "allergy": "Allergies", "health": "Health", "preference": "Likes and dislikes",
    "project": "Projects", "education": "Education", "trip": "Trips", "hobby": "Hobbies and sports",
    None: "Other facts",
}


def attribute_title(attribute: str | None) -> str:
    return ATTRIBUTE_TITLES.get(attribute) or (attribute or "other").replace("_", " ").capitalize()


def profile_groups(facts: Iterable[dict]) -> list[tuple[str, list[dict]]]:
    """``facts`` (each with its ``attribute``) under their headings, in the map's order (an
    attribute outside it before Other facts, by name), each heading once, facts in the order given."""
    titles = list(dict.fromkeys(ATTRIBUTE_TITLES.values()))
    groups: dict[str, list[dict]] = {}
    for f in facts:
        groups.setdefault(attribute_title(f.get("attribute")), []).append(f)
    return sorted(groups.items(), key=lambda g: (titles.index(g[0]) if g[0] in titles else len(titles) - 1.5, g[0]))


@dataclass(frozen=True)
class OpChanges:
    """What one operation changed, as the row writers noted it while it ran (core/store/touched.py):
    nothing here is guessed by a caller. A face refreshes from it: the memory table inserts the
    ``added`` rows, removes the ``removed`` ones and re-reads the ``changed`` ones; undo takes back
    the ``added`` memories and cancels the ``queued`` writes.

    ``added``: memories now visible that were not (new, or brought back by a restore or an unmerge);
    ``removed``: memories that left (deleted, merged away, purged); ``changed``: memories with a new
    version that stayed where they were (seen or not). ``events``: journaled events added or moved on;
    ``queued``: writes journaled for the write queue, not saved yet; ``facts``: memories whose facts or
    triples changed, or a question about them (a proposal) came or was answered; ``scopes``:
    scopes opened, renamed, removed, restored or converted (everything in them is new to a viewer); ``queue``: the write queue's counters moved; ``backlog``: work waits for
    the background lane (facts to extract, search vectors to build)."""

    added: tuple[str, ...] = ()
    changed: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    events: tuple[int, ...] = ()
    queued: tuple[int, ...] = ()
    facts: tuple[str, ...] = ()
    scopes: tuple[str, ...] = ()
    queue: bool = False
    backlog: bool = False

    @property
    def memories(self) -> tuple[str, ...]:
        """Every memory the operation touched, each once."""
        return tuple(dict.fromkeys((*self.added, *self.changed, *self.removed)))

    @property
    def in_place(self) -> bool:
        """Memories were edited and none came or went: their rows stay where they are."""
        return bool(self.changed) and not (self.added or self.removed or self.scopes)

    @property
    def empty(self) -> bool:
        return self == OpChanges()

    def __or__(self, other: "OpChanges") -> "OpChanges":
        """Two operations' changes as one (a memory added by the first and removed by the second
        is neither, as if both were one operation)."""
        tally = ChangeTally()
        tally.absorb(self)
        tally.absorb(other)
        return tally.result()


class ChangeTally:
    """Collects one operation's notes (core/store/touched.py routes the row writers' notes here)
    and folds them into an ``OpChanges``: a memory added then deleted in the same operation is
    neither; one deleted then restored was changed; an added one edited stays added."""

    def __init__(self) -> None:
        self._memories: dict[str, str] = {}  # memory id -> "added" | "changed" | "removed", first noted first
        self._events: dict[int, None] = {}
        self._queued: dict[int, None] = {}
        self._facts: dict[str, None] = {}
        self._scopes: dict[str, None] = {}
        self.queue = self.backlog = False

    def memory(self, memory_id: str, was_shown: bool | None, is_shown: bool) -> None:
        """A memory row written: ``was_shown`` None for a new row."""
        now = "added" if not was_shown and is_shown else "removed" if was_shown and not is_shown else "changed"
        before = self._memories.get(memory_id)
        if before == "added" and now == "removed":
            del self._memories[memory_id]  # came and went within the operation: nothing to show
            return
        if before == "removed" and now == "added":
            now = "changed"  # went and came back (an undo inside one operation)
        elif before == "added" and now == "changed":
            now = "added"
        self._memories[memory_id] = now

    def event(self, event_id: int, queued: bool = False) -> None:
        self._events[int(event_id)] = None
        if queued:
            self._queued[int(event_id)] = None

    def facts(self, memory_id: str) -> None:
        self._facts[memory_id] = None

    def scope(self, name: str) -> None:
        self._scopes[name] = None

    def absorb(self, changes: OpChanges) -> None:
        for what in ("added", "changed", "removed"):
            for memory_id in getattr(changes, what):
                self.memory(memory_id, what != "added" if what != "changed" else True, what != "removed")
        for event_id in changes.events:
            self.event(event_id, event_id in changes.queued)
        for memory_id in changes.facts:
            self.facts(memory_id)
        for name in changes.scopes:
            self.scope(name)
        self.queue, self.backlog = self.queue or changes.queue, self.backlog or changes.backlog

    def result(self) -> OpChanges:
        by = {w: tuple(m for m, k in self._memories.items() if k == w) for w in ("added", "changed", "removed")}
        return OpChanges(added=by["added"], changed=by["changed"], removed=by["removed"], events=tuple(self._events),
                         queued=tuple(self._queued), facts=tuple(self._facts), scopes=tuple(self._scopes),
                         queue=self.queue, backlog=self.backlog)
