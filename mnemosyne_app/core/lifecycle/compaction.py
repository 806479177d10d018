"""History compaction, opt-in per conversation and additive (issue 27).

Nothing here hides, archives or rewrites a turn: a person asks for one conversation's summary,
sees it first (``preview``), and keeping it (``write``) adds ONE new ``summary`` memory beside the
turns, which stay visible in the table, the thread and search. The summary is extractive: the
sentences it holds were said in the conversation, chosen by how central their words are to it and
kept in the order they were said, each under its speaker. No model writes it: the bundled 270M
model invents text when asked to summarise (issue 27 found prompts, transcripts and made-up
first-person lines), so nothing here may depend on it. The summary carries ``metadata.generated``
(what made it, from which turns) and no original time of its own, so it is never dated as said.
"""

from __future__ import annotations

import json
import math
import re
import time
from collections import Counter

from mnemosyne_app.core import validate, weights
from mnemosyne_app.core.errors import UserError
from mnemosyne_app.core.store import memories, new_rows
from mnemosyne_app.core.textindex import STOPWORDS
from mnemosyne_app.core.types import RetainResult
from mnemosyne_app.core.write import journal

METHOD = "extractive"
MAKER = "Mnemosyne extractive summary (sentences chosen from the turns; no model)"
MAX_SENTENCES = 8
_SENTENCE = re.compile(r"[^.!?。！？\n]+[.!?。！？]?")
_WORD = re.compile(r"\w+", re.UNICODE)
_SPEAKER = {"user": "You", "assistant": "Assistant"}


def turns_of(conn, conversation_id: str) -> list[tuple[str, str, str, str]]:
    """(memory_id, text, role, title) of a conversation's visible turns in the order said
    (importers write them in the thread's true order: core/archive/tree.py)."""
    return [tuple(r) for r in conn.execute(
        "SELECT memory_id, text, coalesce(json_extract(metadata, '$.role'), ''), "
        "json_extract(metadata, '$.conversation_title') FROM memories "
        f"WHERE kind = 'history' AND {memories.VISIBLE} AND json_extract(metadata, '$.conversation_id') = ? "
        "ORDER BY rid", (conversation_id,))]


def _note_title(conn, conversation_id: str) -> str | None:
    """The title of the visible notes (a Markdown import) filed under this id, or None: they
    have a conversation id of their own but no turns to quote."""
    for (title,) in conn.execute(
            "SELECT coalesce(json_extract(metadata, '$.conversation_title'), '') FROM memories "
            f"WHERE kind != 'history' AND {memories.VISIBLE} AND json_extract(metadata, '$.conversation_id') = ? "
            "LIMIT 1", (conversation_id,)):
        return title or conversation_id
    return None


def _words(text: str) -> list[str]:
    return [w for w in _WORD.findall(text.lower()) if w not in STOPWORDS and len(w) > 2]


def choose(turns: list[tuple], max_sentences: int = MAX_SENTENCES) -> list[dict]:
    """The conversation's most central sentences, in the order said. A sentence scores the mean
    weight of its words, a word weighing log(1 + the number of turns using it): what the
    conversation keeps coming back to, not one turn's passing detail. Very short sentences and
    repeats are skipped."""
    spread = Counter(w for t in turns for w in set(_words(t[1])))
    candidates, seen = [], set()
    for position, (memory_id, text, role, _title) in enumerate(turns):
        for s in (s.strip() for s in _SENTENCE.findall(text)):
            words = _words(s)
            if len(words) < 3 or s.lower() in seen:
                continue
            seen.add(s.lower())
            score = sum(math.log1p(spread[w]) for w in words) / math.sqrt(len(words))
            candidates.append({"memory_id": memory_id, "role": role, "sentence": s, "score": score,
                               "order": (position, len(candidates))})
    best = sorted(candidates, key=lambda c: (-c["score"], c["order"]))[:max_sentences]
    return sorted(best, key=lambda c: c["order"])


def preview(conn, conversation_id: str, max_sentences: int = MAX_SENTENCES) -> dict:
    """What a summary of the conversation would hold; nothing is written. Raises KeyError when
    the conversation has no visible turn."""
    turns = turns_of(conn, conversation_id)
    if not turns:
        note = _note_title(conn, conversation_id)
        if note is not None:
            raise UserError(f"\u201c{note}\u201d is a note, not a chat: a summary quotes a chat's turns, "
                            "and a note is kept whole as it was written")
        raise KeyError(f"no conversation {conversation_id!r} with visible turns in this scope")
    chosen = choose(turns, max_sentences)
    text = "\n".join(f"{_SPEAKER.get(c['role'], c['role'].capitalize() or 'Unknown')}: \u201c{c['sentence']}\u201d"
                     for c in chosen)
    return {"conversation_id": conversation_id, "title": turns[0][3] or conversation_id, "turns": len(turns),
            "from": [t[0] for t in turns], "quotes": [{"memory_id": c["memory_id"], "sentence": c["sentence"]}
                                                     for c in chosen], "text": text}


def existing_summary(conn, conversation_id: str, turn_ids: list[str]) -> str | None:
    """A visible generated summary of the same conversation over the same turns (keeping twice is a no-op)."""
    for mid, made_from in conn.execute(
            "SELECT memory_id, json_extract(metadata, '$.generated.from') FROM memories WHERE kind = 'summary' "
            f"AND {memories.VISIBLE} AND json_extract(metadata, '$.summary_of') = ?", (conversation_id,)):
        if made_from and json.loads(made_from) == turn_ids:
            return mid
    return None


def write(writer, found: dict) -> RetainResult:
    """Keep a previewed summary: one new memory beside the turns, in one transaction (ledgered);
    no turn is changed. Returns the summary's id (``already_complete`` when kept before)."""
    if not found["quotes"]:
        raise ValueError("this conversation has no sentence long enough to quote in a summary")
    vector = writer.embed(found["text"])
    with writer.lock, writer.txn() as conn:
        done = existing_summary(conn, found["conversation_id"], found["from"])
        if done:
            return RetainResult("already_complete", None, [done])
        now = time.time()
        generated = {"by": MAKER, "method": METHOD, "at": now, "from": found["from"],
                     "quotes": found["quotes"]}
        # No "conversation_id" (it is not a turn of the thread) and no "created_at" (the summary
        # has no original time: it is dated when it was made, and says it was made).
        # It carries the tags of the turns it quotes: a quote from a turn tagged health is kept
        # from whoever (an agent with hidden tags, a tag filter) is kept from that turn.
        tags = sorted({t for q in found["quotes"]
                       for t in json.loads((memories.fetch(conn, q["memory_id"]) or {}).get("tags") or "[]")})
        row = new_rows.insert(conn, text=found["text"], kind="summary", tags=tags, source="compaction", now=now,
                              metadata={"generated": generated, "summary_of": found["conversation_id"],
                                        "conversation_title": found["title"]},
                              embedding=vector, weight=weights.default_weight("summary"))
    return RetainResult("inserted", None, [row["memory_id"]], [found["text"]])


def asked(store, writer_of, conversation_id: str, preview_only: bool, max_sentences: int, after) -> dict:
    """A conversation's summary asked for by the person (``MemoryBrain.compact_history``):
    ``preview_only`` returns what it would say; otherwise it is kept (``write``, on ``writer_of()``)
    and ``after()`` runs. Returns the preview plus ``memory_id`` and ``outcome`` when kept."""
    conversation_id = validate.text(conversation_id, max_chars=1000, what="conversation id")
    max_sentences = validate.count(max_sentences, "max_sentences")
    with store.reading() as conn:
        found = preview(conn, conversation_id, max_sentences)
    if preview_only:
        return found
    kept = write(writer_of(), found)
    after()
    return found | {"memory_id": kept.memory_ids[0], "outcome": kept.outcome}


def retire_old_request(writer, req: dict, event_id: int) -> RetainResult:
    """A ``compact`` event journaled by an earlier version (which archived turns under a model's
    summary): closed without running, so an upgraded store never archives anything."""
    with writer.lock, writer.txn() as conn:
        journal.succeed(conn, event_id, {"outcome": "not run", "memory_ids": [],
                                         "reason": "compaction no longer archives turns; ask for a summary "
                                                   "of a conversation instead"}, time.time())
    return RetainResult("already_complete", event_id, [])
