"""Facts for what is already here (issue 27): extraction asked for after the fact, for a scope, a
conversation or a selection. Imports store turns without facts by default, and re-importing with
extraction on finds every message "already present", so without this the Profile of an imported
history stays empty.

Each memory due gets one ``extract`` event (one model call, run in the background lane by
``run_backlog`` with Pause and Stop, or by the write queue), keyed by the memory and the model:
asking again with the same model queues nothing for a memory whose extraction is done or waiting;
a different model (a new version) may extract again: its facts replace those earlier draws
generated on the memory (core/write/redraw.py), never what a person wrote: the memory's text and
the facts they typed stay (core/write/writer.py perform_extract).
"""

from __future__ import annotations

import json

from mnemosyne_app.core import validate
from mnemosyne_app.core.errors import NoModelError
from mnemosyne_app.core.store import memories, touched

DEFAULT_ROLES = ("user",)  # the person's own words; an assistant's answers are not facts about them
# Not worth a model call: what the app generated, and what is not the person's (instructions,
# documents are kept as notes and asked for by selection only).
_SKIPPED_KINDS = ("summary",)


def candidates(conn, *, conversation_id: str | None = None, memory_ids: list[str] | None = None,
               roles: tuple[str, ...] = DEFAULT_ROLES) -> list[tuple[str, str]]:
    """(memory id, text) of the visible memories in scope, in the order stored: turns spoken in one
    of ``roles`` and memories that are no turn (notes); a selection is taken whole."""
    where, params = [memories.VISIBLE, "kind NOT IN (SELECT value FROM json_each(?))"], [json.dumps(_SKIPPED_KINDS)]
    if memory_ids is not None:
        where.append("memory_id IN (SELECT value FROM json_each(?))")
        params.append(json.dumps(list(memory_ids)))
    else:
        where.append("(json_extract(metadata, '$.role') IS NULL OR json_extract(metadata, '$.role') IN "
                      "(SELECT value FROM json_each(?)))")
        params.append(json.dumps(list(roles)))
    if conversation_id is not None:
        where.append("json_extract(metadata, '$.conversation_id') = ?")
        params.append(conversation_id)
    return [tuple(r) for r in conn.execute(
        f"SELECT memory_id, text FROM memories WHERE {' AND '.join(where)} ORDER BY rid", params)]


def already(conn, model: str) -> set[str]:
    """Memories whose extraction by ``model`` is done or waiting (an import's extraction, which
    did not record its model, counts as done: no memory is paid for twice)."""
    out = set()
    for memory_id, made_by, status in conn.execute(
            "SELECT json_extract(payload, '$.memory_id'), json_extract(payload, '$.model'), status FROM events "
            "WHERE op = 'extract' AND status IN ('pending', 'running', 'succeeded')"):
        if made_by is None or made_by == model:
            out.add(memory_id)
    return out


def key(memory_id: str, model: str) -> str:
    return f"extract:{memory_id}:{model}"


def plan(conn, model: str, **scope) -> tuple[list[tuple[str, dict]], int]:
    """The extract events to journal, and how many memories in scope were done or waiting."""
    found = candidates(conn, **scope)
    done = already(conn, model)
    due = [(key(mid, model), {"memory_id": mid, "text": text, "model": model, "key": key(mid, model)})
           for mid, text in found if mid not in done]
    return due, len(found) - len(due)


def ask(store, writer_of, extractor, run_later, *, conversation_id: str | None, memory_ids, roles,
        queue: bool) -> dict:
    """``MemoryBrain.extract_facts``: journal an ``extract`` event (on ``writer_of()``) for each
    memory in scope not yet extracted by ``extractor``; ``queue``: hand them to ``run_later``
    (the write queue), else they wait for ``run_backlog``. Returns queued, already (done or
    waiting), the model and the event ids."""
    if extractor is None:
        raise NoModelError()  # the face says where to set one (was: "Settings or --model" on every face)
    scope = {"conversation_id": None if conversation_id is None else
             validate.text(conversation_id, max_chars=1000, what="conversation id"),
             "memory_ids": None if memory_ids is None else [validate.memory_id(m) for m in memory_ids],
             "roles": tuple(validate.text(r, max_chars=40, what="role") for r in roles)}
    model = extractor.name
    with store.reading() as conn:
        due, done = plan(conn, model, **scope)
    ids = writer_of().journal_many("extract", due)
    if queue:
        run_later(ids)
    elif done:  # some of "already" may still wait (a Stop left them): the lane's caller is told to run
        touched.backlog()
    return {"queued": len(ids), "already": done, "model": model, "event_ids": ids}
