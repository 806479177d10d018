"""Finding and merging duplicates (SPEC §5, seed 004): exact (same content fingerprint) and near
(embedding cosine similarity at or above the embedder's ``near_duplicate``, same kind, and no detail apart:
lifecycle/differences.py). Turns of different conversations are never duplicates: saying "Bye!"
in two chats is two things said. ``consolidate`` merges
each group into one surviving memory, softly: the others are marked superseded by it (out of
recall, kept, ledgered, undoable), and the survivor records whom it absorbed."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field

import apsw
import numpy as np

from mnemosyne_app.core import validate
from mnemosyne_app.core.lifecycle.differences import same_meaning
from mnemosyne_app.core.read.vector_cache import VectorCache
from mnemosyne_app.core.store import memories

# Each embedder has its own scale, so each states the cosine at which two texts are near
# duplicates (``near_duplicate`` on its class, measured by `make bench-dedup`); this one is for an
# embedder that states none. MiniLM: paraphrases and light edits of one sentence score 0.9+,
# different facts about the same topic 0.6-0.85.
NEAR_THRESHOLD = 0.92
BLOCK = 1024


@dataclass
class DuplicateGroup:
    memory_ids: list[str]
    kind: str
    reason: str  # "exact" | "near"
    similarity: float = 1.0


@dataclass
class DedupReport:
    groups: list[DuplicateGroup] = field(default_factory=list)
    seconds: float = 0.0
    threshold: float = NEAR_THRESHOLD

    @property
    def duplicates(self) -> int:
        return sum(len(g.memory_ids) - 1 for g in self.groups)


class _Union:
    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, x: str) -> str:
        self.parent.setdefault(x, x)
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def join(self, a: str, b: str) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


def threshold_of(value: float | None, embedder=None) -> float:
    """A cosine similarity: above 1 nothing is near, at 0 or below everything would be; none
    given, the one ``embedder``'s vectors need to be near duplicates."""
    if value is None:
        return float(getattr(embedder, "near_duplicate", NEAR_THRESHOLD))
    return validate.number(value, "threshold", 0.5, 1)


_CONV = "json_extract(metadata, '$.conversation_id')"


def find(conn: apsw.Connection, cache: VectorCache | None, threshold: float = NEAR_THRESHOLD) -> DedupReport:
    start = time.monotonic()
    live = {rid: (mid, kind, conv) for rid, mid, kind, conv in conn.execute(
        f"SELECT rid, memory_id, kind, {_CONV} FROM memories WHERE {memories.VISIBLE}")}
    union, reason, best = _Union(), {}, {}
    exact = conn.execute(
        f"SELECT kind, group_concat(memory_id, ' ') FROM memories WHERE {memories.VISIBLE} "
        f"GROUP BY fingerprint, kind, {_CONV} HAVING count(*) > 1").fetchall()
    for _kind, ids in exact:
        ids = ids.split()
        for other in ids[1:]:
            union.join(ids[0], other)
            reason[other] = reason[ids[0]] = "exact"
    near: list[tuple[str, str, float]] = []
    if cache is not None:
        rids, mat = cache.snapshot(conn)
        keep = np.array([rid in live for rid in rids.tolist()], bool) if len(rids) else np.zeros(0, bool)
        rids, mat = rids[keep], mat[keep]
        # One label per (kind, conversation): only memories that share both can be duplicates.
        labels: dict[tuple, int] = {}
        group_of = np.array([labels.setdefault(live[r][1:], len(labels)) for r in rids.tolist()], np.int64)
        for start_row in range(0, len(rids), BLOCK):
            sims = mat[start_row:start_row + BLOCK] @ mat.T
            rows_, cols = np.nonzero(sims >= threshold)
            for r, c in zip(rows_.tolist(), cols.tolist()):
                i = start_row + r
                if c <= i or group_of[i] != group_of[c]:
                    continue
                near.append((live[int(rids[i])][0], live[int(rids[c])][0], float(sims[r, c])))
    text_of = _texts(conn, {m for a, b, _ in near for m in (a, b)})
    for a, b, sim in near:
        if not same_meaning(text_of.get(a, ""), text_of.get(b, "")):
            continue  # close in topic, apart in a number, date, name or negation
        union.join(a, b)
        reason.setdefault(a, "near")
        reason.setdefault(b, "near")
        best[union.find(a)] = max(best.get(union.find(a), 0.0), sim)
    groups: dict[str, list[str]] = {}
    for mid in list(union.parent):
        groups.setdefault(union.find(mid), []).append(mid)
    kind_of = {mid: kind for mid, kind, _conv in live.values()}
    text_of |= _texts(conn, {m for ids in groups.values() if len(ids) > 1 for m in ids} - text_of.keys())
    report = DedupReport(threshold=threshold)
    for root, ids in groups.items():
        for part in _alike(sorted(ids), text_of):  # a chain a~b~c holds no a and c that differ
            if len(part) > 1:
                why = "exact" if all(reason.get(i) == "exact" for i in part) else "near"
                report.groups.append(DuplicateGroup(part, kind_of.get(part[0], ""), why,
                                                    1.0 if why == "exact" else best.get(root, 1.0)))
    report.seconds = time.monotonic() - start
    return report


def _texts(conn: apsw.Connection, ids: set[str]) -> dict[str, str]:
    if not ids:
        return {}
    return dict(conn.execute("SELECT memory_id, text FROM memories WHERE memory_id IN (SELECT value FROM json_each(?))",
                             (json.dumps(sorted(ids)),)).fetchall())


def _alike(ids: list[str], text_of: dict[str, str]) -> list[list[str]]:
    """``ids`` split so that every two memories of a part say the same thing (first fit)."""
    parts: list[list[str]] = []
    for mid in ids:
        for part in parts:
            if all(same_meaning(text_of.get(mid, ""), text_of.get(other, "")) for other in part):
                part.append(mid)
                break
        else:
            parts.append([mid])
    return parts


def merge_group(conn: apsw.Connection, ids: list[str], now: float) -> tuple[str, list[str]] | None:
    """Merge one group inside the caller's transaction. Pinned memories are never merged, nor
    turns of different conversations; a group left with fewer than two memories is not a merge.
    Returns (survivor, absorbed)."""
    rows = [memories.fetch(conn, mid) for mid in ids]
    rows = [r for r in rows if r is not None and not r["pinned"] and not r["deleted"] and r["superseded_by"] is None]
    if len(rows) < 2 or len({r["kind"] for r in rows}) != 1:
        return None
    if len({json.loads(r["metadata"] or "{}").get("conversation_id") for r in rows}) != 1:
        return None
    rows.sort(key=lambda r: (-r["weight"], -len(r["text"]), r["created_at"]))
    survivor, absorbed = rows[0], rows[1:]
    meta = json.loads(survivor["metadata"])
    merged = meta.setdefault("merged_from", [])
    for r in absorbed:
        merged.append({"memory_id": r["memory_id"], "text": r["text"], "source": r["source"],
                       "created_at": r["created_at"]})
        memories.update(conn, r["memory_id"], {"superseded_by": survivor["memory_id"]}, now, op="merge")
    tags = sorted(set(json.loads(survivor["tags"])).union(*(json.loads(r["tags"]) for r in absorbed)))
    memories.update(conn, survivor["memory_id"], {"metadata": meta, "tags": tags}, now, op="merge")
    return survivor["memory_id"], [r["memory_id"] for r in absorbed]


def consolidate(store, report: DedupReport, cache: VectorCache | None = None) -> dict:
    """Merge each group of ``report``, one transaction per group (each re-checks its memories,
    so nothing changed since the report is merged blindly); ``cache`` forgets the merged."""
    merges = []
    for group in report.groups:
        with store.txn() as conn:
            done = merge_group(conn, group.memory_ids, time.time())
        if done:
            merges.append({"survivor": done[0], "absorbed": done[1], "reason": group.reason})
    if cache is not None:
        cache.invalidate()
    return {"groups": len(report.groups), "merged": sum(len(m["absorbed"]) for m in merges), "merges": merges}
