"""Export a scope: full-fidelity JSON (everything needed to rebuild it, ledger included), JSONL
(one memory a line) and Markdown a person would read (conversations in order, notes by kind)."""

from __future__ import annotations

import datetime as dt
import json
import os
import time
from pathlib import Path

import apsw

from mnemosyne_app.core.store import ledger, memories
from mnemosyne_app.core.errors import MnemosyneError
from mnemosyne_app.core.store.memories import MEMORY_FIELDS
from mnemosyne_app.core.store.driver import rows

EXPORT_FORMATS = ("json", "jsonl", "markdown")


def _memories(conn: apsw.Connection, live_only: bool) -> list[dict]:
    where = f"WHERE {memories.VISIBLE}" if live_only else ""
    out = rows(conn, f"SELECT {', '.join(MEMORY_FIELDS)} FROM memories {where} ORDER BY rid")
    for m in out:
        m["tags"], m["metadata"] = json.loads(m["tags"]), json.loads(m["metadata"])
    return out


def full_dump(conn: apsw.Connection, scope: str) -> dict:
    conn.execute("BEGIN")  # one consistent snapshot
    try:
        seq, head = ledger.head(conn)
        return {
            "format": "mnemosyne-export", "version": 1, "scope": scope, "exported_at": time.time(),
            "memories": _memories(conn, live_only=False),
            "facts": rows(conn, "SELECT memory_id, text, created_at FROM facts ORDER BY fact_id"),
            "triples": rows(conn, "SELECT memory_id, subject, predicate, object FROM triples ORDER BY triple_id"),
            "versions": rows(conn, "SELECT memory_id, version, op, state, changed_at FROM memory_versions "
                                   "ORDER BY memory_id, version"),
            "ledger": rows(conn, "SELECT seq, ts, op, memory_id, change_hash, prev_hash, hash FROM ledger ORDER BY seq"),
            "ledger_head": {"seq": seq, "hash": head},
        }
    finally:
        conn.execute("COMMIT")


def _markdown(memories: list[dict], scope: str) -> str:
    def when(ts):
        return dt.datetime.fromtimestamp(ts).strftime("%Y-%m-%d %H:%M") if ts else ""

    lines = [f"# Mnemosyne export: {scope}", ""]
    conversations: dict[str, list[dict]] = {}
    by_kind: dict[str, list[dict]] = {}
    for m in memories:
        conv = m["metadata"].get("conversation_id")
        (conversations.setdefault(conv, []) if conv and m["kind"] == "history" else by_kind.setdefault(m["kind"], [])).append(m)
    if conversations:
        lines += ["## Conversations", ""]
        for conv_id, msgs in conversations.items():
            msgs.sort(key=lambda m: (m["metadata"].get("created_at") or m["created_at"]))
            title = msgs[0]["metadata"].get("conversation_title") or conv_id
            lines += [f"### {title}", f"*{msgs[0]['source'] or ''} · {conv_id} · {when(msgs[0]['metadata'].get('created_at'))}*", ""]
            for m in msgs:
                lines += [f"**{m['metadata'].get('role', 'user')}:** {m['text']}", ""]
    for kind, mems in sorted(by_kind.items()):
        lines += [f"## {kind.capitalize()}", ""]
        for m in mems:
            tags = f" `{'` `'.join(m['tags'])}`" if m["tags"] else ""
            pin = " ★" if m["pinned"] else ""
            lines += [f"- {m['text']}{pin}{tags} *({when(m['created_at'])})*"]
        lines.append("")
    return "\n".join(lines)


def export(conn: apsw.Connection, scope: str, path, fmt: str = "json", progress=None) -> int:
    if fmt not in EXPORT_FORMATS:
        raise ValueError(f"export format must be one of {', '.join(EXPORT_FORMATS)}")
    path = Path(path)
    tmp = path.with_name(path.name + ".partial")
    if fmt == "json":
        dump = full_dump(conn, scope)
        text, count = json.dumps(dump, ensure_ascii=False, indent=1), len(dump["memories"])
    else:
        memories = _memories(conn, live_only=True)
        count = len(memories)
        text = ("\n".join(json.dumps(m, ensure_ascii=False) for m in memories) + "\n" if fmt == "jsonl"
                else _markdown(memories, scope))
    # Written beside the target, then renamed: a full disk never leaves half an export in place.
    try:
        with tmp.open("w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        tmp.replace(path)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise MnemosyneError(f"could not write the export to {path}: {exc.strerror or exc}") from exc
    if progress is not None:
        progress.finish(f"exported {count} memories to {path.name}")
    return count
