"""Recall: FTS5 keyword search, fused with sqlite-vec nearest neighbours when an embedder is set.

Fusion is a convex combination of min-max normalised scores over each list's candidates
(BM25 for keywords, cosine similarity for vectors), weighted ``KEYWORD_WEIGHT`` to keywords. On
LoCoMo it beats reciprocal-rank fusion clearly (turn recall@5 0.565 vs 0.477 with RRF k=60,
see bench/bench_recall.py): RRF throws away how much better the first hit is than the tenth.
With the default ``TUNING`` a conversation turn's vector is read with a share of the turn
before it (core/read/turn_context.py), and the vector search runs twice, the second time from the query moved
towards the vectors of the first fused hits (feedback); the turns next to the best hits in their
conversation gain a share of their score (core/read/neighbours.py), and cues the scores cannot see
(who is speaking, a question about when, a month or year named: core/read/cues.py) are added
last; bench-recall compares each named setting side by side.
Filters (kind, tag, time, source) are applied in SQL on the joined rows, never after a LIMIT.
"""

from __future__ import annotations

import json
import time
from dataclasses import replace
from typing import TYPE_CHECKING, NamedTuple, Sequence

import apsw
import numpy as np

from mnemosyne_app.core import validate, weights
from mnemosyne_app.core.read import coverage, cues, matched_words, neighbours
from mnemosyne_app.core.read.filters import Filters
from mnemosyne_app.core.store import fact_index, memories
from mnemosyne_app.core.store.memories import MEMORY_COLUMNS, vec_blob
from mnemosyne_app.core.store.driver import rows
from mnemosyne_app.core.textindex import checked_query, fts_match, query_terms
from mnemosyne_app.core.textstems import fts_match_prefixed, stem_prefix
from mnemosyne_app.core.types import RecallHit

if TYPE_CHECKING:
    from mnemosyne_app.core.read.vector_cache import VectorCache

KEYWORD_WEIGHT = 0.65
CANDIDATES = 50
# The meaning floor: the cosine similarity below which a hit is not a meaning match. A memory that
# shares no keyword with the query is not listed below it, and a hit found by its words is not
# labelled "meaning" below it (issue 27: hits at -0.04 and 0.03 were shown as meaning matches).
# Each embedder has its own scale, so each states its own floor (``meaning_floor`` on its class,
# calibrated side by side by bench/bench_meaning_floor.py; README, Recall); this one is for an
# embedder that states none (MiniLM's, the first calibrated). Without a floor a search lists the
# whole scope, nearest first.
MEANING_FLOOR = 0.35


def meaning_floor(embedder) -> float:
    """The similarity ``embedder``'s hits need to be shown as meaning matches."""
    return float(getattr(embedder, "meaning_floor", MEANING_FLOOR))
_COLS = ", ".join(f"m.{c.strip()}" for c in MEMORY_COLUMNS.split(","))  # a memory row, aliased m


# A term found in more than this share of memories carries almost no BM25 weight but costs a
# score computation for every one of them; it is left out when rarer terms remain.
COMMON_TERM_SHARE = 0.10
PRUNE_ABOVE_ROWS = 5000


def doc_counts(conn: apsw.Connection, terms: list[str]) -> dict[str, int]:
    """How many memories hold each term, as the index's own tokenizer stems it."""
    tokenize = conn.fts5_tokenizer("porter", ["unicode61", "remove_diacritics", "2"])
    df = {}
    for term in terms:
        doc = 0
        for _start, _end, token in tokenize(term.encode("utf-8"), apsw.FTS5_TOKENIZE_QUERY, None):
            found = conn.execute("SELECT doc FROM memories_fts_vocab WHERE term = ?", (token,)).fetchall()
            doc = max(doc, found[0][0] if found else 0)
        df[term] = doc
    return df


def selective_terms(conn: apsw.Connection, terms: list[str]) -> list[str]:
    size = conn.execute("SELECT max(rid) FROM memories").fetchall()[0][0] or 0
    if size < PRUNE_ABOVE_ROWS or len(terms) < 2:
        return terms
    df = doc_counts(conn, terms)
    keep = [t for t in terms if df[t] <= COMMON_TERM_SHARE * size]
    return keep or [min(terms, key=df.__getitem__)]


def match_expression(conn: apsw.Connection, terms: list[str], stems: bool) -> str | None:
    """The MATCH of ``terms``: with ``stems``, a word the store does not hold as typed also by its stem."""
    if not stems:
        return fts_match(terms)
    return fts_match_prefixed(terms, stem_prefixes(conn, terms))


def stem_prefixes(conn: apsw.Connection, terms: list[str]) -> list[str]:
    """The stems ``match_expression`` searches as prefixes with ``stems``: of the words no memory holds."""
    held = doc_counts(conn, terms)
    return [p for t in terms if held[t] == 0 and (p := stem_prefix(t))]


def keyword(conn: apsw.Connection, query: str, limit: int, filters: Filters, stems: bool = False,
            facts: bool = False) -> tuple[list[dict], matched_words.Searched]:
    """BM25's best matches of ``query``'s words (``stems``: each word's stem too, as a prefix;
    ``facts``: a memory is also found by the words of its extracted facts, at its best rank), and
    what was searched (where a hit's text holds it is marked: core/read/matched_words.py)."""
    terms = query_terms(query)
    if not terms:
        return [], matched_words.Searched(frozenset())
    chosen = selective_terms(conn, terms)
    prefixes = stem_prefixes(conn, chosen) if stems else []
    asked = matched_words.searched(conn, chosen, prefixes)
    match = fts_match_prefixed(chosen, prefixes)
    own = match
    if match and (filters.hidden_kinds or filters.hidden_tags):
        # A turn is indexed with the turn before it as context; for an agent that may not see that
        # turn, matching it would tell which words the hidden turn holds. Its own words only.
        own = f"body : ({match})"
    found = own_words(conn, own, limit, filters)
    if not facts:
        return found, asked
    by_fact = fact_index.memory_ranks(conn, match, limit)
    if not by_fact:
        return found, asked
    have = {r["rid"]: r for r in found}
    for row in have.values():
        row["rank"] = min(row["rank"], by_fact.get(row["rid"], 0.0))
    where, params = filters.sql()
    more = [rid for rid in by_fact if rid not in have]
    for row in rows(conn, f"SELECT {_COLS}, 0.0 AS rank FROM memories AS m WHERE m.rid IN "
                          f"(SELECT value FROM json_each(?)) AND {memories.visible('m')} AND {where}",
                    [json.dumps(more), *params]):
        row["rank"], row["by_fact"] = by_fact[row["rid"]], True  # its own words did not match
        found.append(row)
    found.sort(key=lambda r: r["rank"])
    return found[:limit], asked


def own_words(conn: apsw.Connection, match: str, limit: int, filters: Filters) -> list[dict]:
    where, params = filters.sql()
    # Deleted and superseded memories are not in the index, so without the person's own filters
    # the top of the index is (almost) the answer: let FTS5 rank-and-limit internally, which is
    # far cheaper than ranking every match. With filters, rank every match and filter in SQL.
    inner = "" if filters.narrowing else f"ORDER BY rank LIMIT {int(limit) + 64}"
    return rows(
        conn,
        f"""SELECT {_COLS}, f.rank AS rank
            FROM (SELECT rowid, rank FROM memories_fts WHERE memories_fts MATCH ? {inner}) AS f
            JOIN memories AS m ON m.rid = f.rowid
            WHERE {where}
            ORDER BY f.rank LIMIT ?""",
        [match, *params, limit],
    )


def nearest(conn: apsw.Connection, vector: Sequence[float], limit: int, filters: Filters,
            cache: "VectorCache | None" = None, keep: int | None = None, context: float = 0.0) -> list[dict]:
    """The ``limit`` memories nearest ``vector``, nearest first (``keep``: that many, when there
    are, of the over-fetched candidates: the pool that feedback re-scores; ``context``: a turn
    read with that share of the turn before it, core/read/turn_context.py)."""
    where, params = filters.sql()
    keep = max(keep or limit, limit)
    # Over-fetch so that filters (and deleted or superseded rows) still leave enough.
    k = min(max(limit * 8, 64), 4096)
    if cache is None:
        return rows(
            conn,
            f"""SELECT {_COLS}, v.distance AS distance
                FROM (SELECT rowid, distance FROM memories_vec WHERE embedding MATCH ? AND k = ?) AS v
                JOIN memories AS m ON m.rid = v.rowid
                WHERE {where}
                ORDER BY v.distance LIMIT ?""",
            [vec_blob(vector), max(k, keep), *params, keep],
        )
    similarity = dict(cache.search(conn, vector, k, context))
    if not similarity:
        return []
    found = rows(
        conn,
        f"SELECT {_COLS} FROM memories AS m WHERE m.rid IN (SELECT value FROM json_each(?)) AND {where}",
        [json.dumps(list(similarity)), *params],
    )
    for row in found:
        row["distance"] = 1.0 - similarity[row["rid"]]
    found.sort(key=lambda r: r["distance"])
    return found[:keep]


def fuse(keyword_rows: list[dict], vector_rows: list[dict], k: int,
         min_similarity: float = 0.0, keyword_weight: float = KEYWORD_WEIGHT) -> list[tuple[dict, float]]:
    """Weighted sum of min-max normalised scores; a memory missing from a list gets 0 there.
    A memory found by its vector alone is left out below ``min_similarity`` (after the scores
    are normalised, so the others rank exactly as without it)."""
    scores: dict[str, float] = {}
    first: dict[str, dict] = {}
    for ranked, weight, raw in ((keyword_rows, keyword_weight, lambda r: -r["rank"]),
                                (vector_rows, 1.0 - keyword_weight, lambda r: 1.0 - r["distance"])):
        if not ranked:
            continue
        values = [raw(r) for r in ranked]
        low, high = min(values), max(values)
        for row, value in zip(ranked, values):
            norm = (value - low) / (high - low) if high > low else 1.0
            scores[row["memory_id"]] = scores.get(row["memory_id"], 0.0) + weight * norm
            first.setdefault(row["memory_id"], row)
    if min_similarity > 0:
        by_keyword = {r["memory_id"] for r in keyword_rows}
        weak = {r["memory_id"] for r in vector_rows
                if r["memory_id"] not in by_keyword and 1.0 - r["distance"] < min_similarity}
        scores = {mid: score for mid, score in scores.items() if mid not in weak}
    best = sorted(scores.items(), key=lambda kv: -kv[1])[:k]
    return [(first[mid], score) for mid, score in best]


class Tuning(NamedTuple):
    """How keyword and meaning scores are combined. The named settings are what
    bench/bench_recall.py compares side by side (README: how each step moved recall)."""
    keyword_weight: float = KEYWORD_WEIGHT
    # Pseudo-relevance feedback: the query vector moved this far towards the mean vector of the
    # first FEEDBACK_HITS fused hits, and searched again (0: off). A short question and a long
    # turn share few words and a far-off vector; the best hits say what the answer looks like.
    feedback: float = 0.0
    speaker: float = 0.0  # core/read/cues.py
    time: float = 0.0
    neighbours: float = 0.0  # core/read/neighbours.py
    date: float = 0.0  # core/read/cues.py
    # Trust the keyword side by how much of the question its best hit holds (0: off): the keyword
    # weight is scaled by that share to this power (core/read/coverage.py).
    coverage: float = 0.0
    # Search each word's Snowball stem as a prefix too (core/textstems.py): "alergia" / "alérgica".
    stems: bool = False
    # Find a memory by the words of its extracted facts too (core/store/fact_index.py).
    facts: bool = False
    # A conversation turn's meaning is its vector plus this share of the turn before it's
    # (0: its own alone; core/read/turn_context.py).
    context: float = 0.0
    candidates: int = CANDIDATES  # how deep each list is read before fusing
    day: float = 0.0  # core/read/cues.py: a day of a month named


FEEDBACK_HITS = 3
FEEDBACK_POOL = 4  # the first search keeps this many times ``CANDIDATES`` for feedback to re-score
# Round values; the few looked at before these were fixed are listed in the README (bench-recall).
TUNINGS = {
    "fused": Tuning(),
    "speaker": Tuning(speaker=0.2),
    "speaker+feedback": Tuning(speaker=0.2, feedback=0.5),
    "speaker+feedback+time": Tuning(speaker=0.2, feedback=0.5, time=0.1),
    "speaker+feedback+time+neighbours": Tuning(speaker=0.2, feedback=0.5, time=0.1, neighbours=0.2),
    "speaker+feedback+time+neighbours+date": Tuning(speaker=0.2, feedback=0.5, time=0.1, neighbours=0.2, date=0.2),
    "speaker+feedback+time+neighbours+date+coverage": Tuning(speaker=0.2, feedback=0.5, time=0.1, neighbours=0.2,
                                                             date=0.2, coverage=0.25),
    "speaker+feedback+time+neighbours+date+coverage+stems": Tuning(speaker=0.2, feedback=0.5, time=0.1,
                                                                   neighbours=0.2, date=0.2, coverage=0.25,
                                                                   stems=True),
    "speaker+feedback+time+neighbours+date+coverage+stems+facts": Tuning(
        speaker=0.2, feedback=0.5, time=0.1, neighbours=0.2, date=0.2, coverage=0.25, stems=True, facts=True),
}
# A turn read with CONTEXT times the turn before it; 0.5 / 0.7 / 1.0 tried on LoCoMo 0-4 (README).
CONTEXT = 0.7
TUNINGS["speaker+feedback+time+neighbours+date+coverage+stems+context"] = TUNINGS[
    "speaker+feedback+time+neighbours+date+coverage+stems"]._replace(context=CONTEXT)
# A day named ("on 9 November, 2022"): 0.2 and 0.4 tried on LoCoMo 0-4 (README); 0.2 keeps it a
# tie-breaker like the other cues (with the month's 0.2 a turn of that day gains 0.4 in all).
DAY = 0.2
TUNINGS["speaker+feedback+time+neighbours+date+coverage+stems+context+day"] = TUNINGS[
    "speaker+feedback+time+neighbours+date+coverage+stems+context"]._replace(day=DAY)
TUNING = TUNINGS["speaker+feedback+time+neighbours+date+coverage+stems+context+day"]  # what search() uses


def meaning_applies(embedder, query: str) -> bool:
    """Whether to search ``query`` by meaning too: an embedder that says which texts it covers
    (``covers``) is not asked about others, and the search is by keyword alone."""
    covers = getattr(embedder, "covers", None)
    return embedder is not None and bool(query.strip()) and (covers is None or covers(query))


class Search(NamedTuple):
    """A validated search: what a person typed, how many hits, how related a hit by meaning alone
    must be, and their filters."""
    query: str
    k: int
    min_similarity: float
    filters: Filters

    @classmethod
    def of(cls, query, k, min_similarity, filters: Filters) -> "Search":
        return cls(checked_query(query), validate.count(k, "k"), validate.number(min_similarity, "min_similarity", 0, 1), filters)


def search(conn: apsw.Connection, s: Search, vector: Sequence[float] | None,
           cache: "VectorCache | None" = None, tuning: Tuning | None = None) -> list[RecallHit]:
    """Keyword hits, fused with the nearest vectors when the query was embedded, then ranked."""
    tuning = tuning or TUNING
    depth = max(s.k, tuning.candidates)
    found, asked = keyword(conn, s.query, depth, s.filters, tuning.stems, tuning.facts)
    terms = tuple(query_terms(s.query))
    if vector is None:
        words, by_facts = _by_words_or_facts(found)
        return marked(conn, rank([(r, -r["rank"]) for r in found], s.k, Why(words, {}, terms, by_facts=by_facts)),
                      words, asked)
    if tuning.coverage > 0 and found:
        tuning = tuning._replace(keyword_weight=tuning.keyword_weight
                                 * coverage.best_share(found, terms) ** tuning.coverage)
    # The turn before may be one an agent must not see: then a turn is read alone (as for keywords).
    context = 0.0 if s.filters.hidden_kinds or s.filters.hidden_tags else tuning.context
    pool = nearest(conn, vector, depth, s.filters, cache, keep=depth * FEEDBACK_POOL, context=context)
    # What a hit shows as its similarity is to what the person typed, not to the moved query.
    to_query = {r["memory_id"]: 1.0 - r["distance"] for r in pool}
    near = pool[:depth]
    scored = fuse(found, near, depth, s.min_similarity, tuning.keyword_weight)
    if tuning.feedback > 0 and pool:
        if (moved := feedback_vector(conn, vector, scored, tuning.feedback, cache, context)) is not None:
            near = rescored(conn, pool, moved, cache, context)[:depth]
            scored = fuse(found, near, depth, s.min_similarity, tuning.keyword_weight)
    # Only what clears the floor is a meaning match (a word hit below it is a word hit only).
    similar = {mid: to_query[mid] for mid in {r["memory_id"] for r in pool[:depth] + near}
               if s.min_similarity <= 0 or to_query[mid] >= s.min_similarity}
    scored, beside = neighbours.lift(conn, scored, tuning.neighbours, s.filters)
    words, by_facts = _by_words_or_facts(found)
    why = Why(words, similar, terms, beside, by_facts)
    return marked(conn, rank(cues.apply(s.query, scored, tuning.speaker, tuning.time, tuning.date, tuning.day), s.k, why),
                  words, asked)


def marked(conn: apsw.Connection, hits: list[RecallHit], by_words: set[str],
           asked: matched_words.Searched) -> list[RecallHit]:
    """``hits`` with where the searched words stand in the text of those found by their words."""
    return [replace(h, spans=matched_words.spans(conn, h.text, asked)) if h.memory_id in by_words else h
            for h in hits]


def stored_vectors(conn: apsw.Connection, rids: list[int], dim: int,
                   cache: "VectorCache | None" = None, context: float = 0.0) -> np.ndarray:
    """One row per rid (zeros for a memory without a vector; ``context``: as ``nearest`` read them)."""
    if cache is not None:
        return cache.vectors_of(conn, rids, dim, context)
    out = np.zeros((len(rids), dim), np.float32)
    for row, rid in enumerate(rids):  # point lookups: vec0 answers ``rowid = ?`` from its index
        if found := conn.execute("SELECT embedding FROM memories_vec WHERE rowid = ?", (rid,)).fetchall():
            out[row] = np.frombuffer(found[0][0], np.float32)
    return out


def feedback_vector(conn: apsw.Connection, vector: Sequence[float], scored: list[tuple[dict, float]],
                    share: float, cache: "VectorCache | None" = None, context: float = 0.0) -> "np.ndarray | None":
    """``vector`` moved ``share`` of the way towards the mean of the best hits' vectors (Rocchio)."""
    query = np.asarray(vector, np.float32)
    best = [row["rid"] for row, _ in sorted(scored, key=lambda pair: -pair[1])[:FEEDBACK_HITS]]
    found = stored_vectors(conn, best, len(query), cache, context)
    found = found[np.abs(found).sum(axis=1) > 0]  # a hit found by keyword before its vector is in
    if not len(found):
        return None
    moved = query + np.float32(share) * found.mean(axis=0)
    return moved / max(float(np.linalg.norm(moved)), 1e-12)


def rescored(conn: apsw.Connection, pool: list[dict], vector: np.ndarray,
             cache: "VectorCache | None" = None, context: float = 0.0) -> list[dict]:
    """``pool`` (nearest rows) ordered by similarity to ``vector`` instead. The moved query stays
    near the first, so its nearest are among the first's: on LoCoMo a pool of 100 gave the same
    recall as a second full search, at a fraction of its cost."""
    sims = stored_vectors(conn, [row["rid"] for row in pool], len(vector), cache, context) @ vector
    return [{**pool[i], "distance": 1.0 - float(sims[i])} for i in np.argsort(-sims)]


class Why(NamedTuple):
    """What a search found each hit by, for the person to see: its words, its meaning or both."""
    by_words: set[str]  # memory ids the keyword index found
    similarity: dict[str, float]  # memory id -> cosine similarity, for those found by meaning
    terms: tuple[str, ...]  # the query's words
    # memory ids lifted for being next to one of the best hits in their conversation
    beside: frozenset[str] | set[str] = frozenset()
    by_facts: frozenset[str] | set[str] = frozenset()  # found by the words of their extracted facts


def _by_words_or_facts(found: list[dict]) -> tuple[set[str], set[str]]:
    facts = {r["memory_id"] for r in found if r.get("by_fact")}
    return {r["memory_id"] for r in found} - facts, facts


def rank(scored: list[tuple[dict, float]], k: int, why: Why | None = None) -> list[RecallHit]:
    """Relevance times weight, pin and recency (core/lifecycle.py), best first."""
    now = time.time()
    final = [(row, score * weights.rank_factor(row["weight"], bool(row["pinned"]), row["updated_at"], now))
             for row, score in scored]
    final.sort(key=lambda pair: -pair[1])
    return [to_hit(row, score, why) for row, score in final[:k]]


def to_hit(row: dict, score: float, why: Why | None = None) -> RecallHit:
    mid = row["memory_id"]
    matched = () if why is None else tuple(
        m for m, found in (("words", mid in why.by_words), ("facts", mid in why.by_facts),
                           ("meaning", mid in why.similarity), ("context", mid in why.beside)) if found)
    return RecallHit(
        memory_id=mid, text=row["text"], score=score, kind=row["kind"],
        metadata=json.loads(row["metadata"]), source=row["source"], tags=json.loads(row["tags"]),
        created_at=row["created_at"], occurred_at=row.get("occurred_at") or row["created_at"],
        matched=matched, similarity=None if why is None else why.similarity.get(mid),
        terms=list(why.terms) if why is not None and (mid in why.by_words or mid in why.by_facts) else [],
    )
