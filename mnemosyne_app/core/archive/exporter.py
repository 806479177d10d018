"""Export a scope: full-fidelity JSON (everything needed to rebuild it, ledger included), JSONL
(one memory a line) and Markdown a person would read (conversations in order, notes by kind).
Given a passphrase, any of them is sealed (archive/sealed.py) before it touches the disk."""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
import time
from pathlib import Path

import apsw

from mnemosyne_app.core.archive import sealed
from mnemosyne_app.core.integrity import anchor
from mnemosyne_app.core.store import ledger, memories
from mnemosyne_app.core.errors import MnemosyneError
from mnemosyne_app.core.store.memories import MEMORY_FIELDS
from mnemosyne_app.core.store.driver import rows
from mnemosyne_app.core.types import shown_time

EXPORT_FORMATS = ("json", "jsonl", "markdown")


def _memories(conn: apsw.Connection, live_only: bool) -> list[dict]:
    where = f"WHERE {memories.VISIBLE}" if live_only else ""
    out = rows(conn, f"SELECT {', '.join(MEMORY_FIELDS)} FROM memories {where} ORDER BY rid")
    for m in out:
        m["tags"], m["metadata"] = json.loads(m["tags"]), json.loads(m["metadata"])
    return out


def _anchor(conn: apsw.Connection) -> dict | None:
    try:
        found = anchor.stored(conn)
    except ValueError:  # an unreadable anchor is not carried: the copy says it is unsigned
        return None
    return found.as_dict() if found else None


def full_dump(conn: apsw.Connection, scope: str) -> dict:
    conn.execute("BEGIN")  # one consistent snapshot
    try:
        seq, head = ledger.head(conn)
        return {
            "format": "mnemosyne-export", "version": 1, "scope": scope, "exported_at": time.time(),
            "memories": _memories(conn, live_only=False),
            "facts": rows(conn, "SELECT memory_id, text, created_at, attribute, superseded_by FROM facts "
                                "ORDER BY fact_id"),
            "triples": rows(conn, "SELECT memory_id, subject, predicate, object FROM triples ORDER BY triple_id"),
            "versions": rows(conn, "SELECT memory_id, version, op, state, changed_at FROM memory_versions "
                                   "ORDER BY memory_id, version"),
            "ledger": rows(conn, "SELECT seq, ts, op, memory_id, change_hash, prev_hash, hash FROM ledger ORDER BY seq"),
            "ledger_head": {"seq": seq, "hash": head},
            "anchor": _anchor(conn),  # the head signed by the device key (integrity/anchor.py); None: unsigned
        }
    finally:
        conn.execute("COMMIT")


def _markdown(memories: list[dict], scope: str) -> str:
    def when(ts):
        return shown_time(ts or None, "%Y-%m-%d %H:%M")

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


def check_destination(path) -> Path:
    """``path`` must be a regular file (replaced) or a new name in an existing folder. Anything
    else (a symlink, a FIFO, a device, a folder, a socket) is refused before anything is
    written: renaming over it would destroy it, or write the export somewhere unexpected."""
    path = Path(path)
    try:
        st = path.lstat()
    except FileNotFoundError:
        if not path.parent.is_dir():
            raise MnemosyneError(f"could not write the export to {path}: the folder {path.parent} does not exist") from None
        return path
    except OSError as exc:
        raise MnemosyneError(f"could not write the export to {path}: {exc.strerror or exc}") from None
    if not stat.S_ISREG(st.st_mode):
        what = ("a symbolic link" if stat.S_ISLNK(st.st_mode) else "a folder" if stat.S_ISDIR(st.st_mode)
                else "a FIFO" if stat.S_ISFIFO(st.st_mode) else "a device" if stat.S_ISCHR(st.st_mode)
                or stat.S_ISBLK(st.st_mode) else "not a regular file")
        raise MnemosyneError(f"could not write the export to {path}: it is {what}; "
                             "give a new file name or a regular file")
    return path


def _write_private(path: Path, text: str | bytes) -> None:
    """Write ``text`` to ``path`` atomically with owner-only permissions (0600): into a new
    temporary file beside it (O_EXCL, so nothing planted there is followed), fsynced, then
    renamed over the target. A full disk never leaves half an export in place."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".partial", dir=path.parent)
    try:
        with open(fd, "wb") as f:
            f.write(text.encode("utf-8") if isinstance(text, str) else text)
            f.flush()
            os.fsync(f.fileno())
        check_destination(path)  # again: it may have been swapped while the export was written
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    with contextlib.suppress(OSError):  # the rename itself survives a power cut once the folder is synced
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def export(conn: apsw.Connection, scope: str, path, fmt: str = "json", progress=None, *,
           passphrase: str | None = None) -> int:
    if fmt not in EXPORT_FORMATS:
        raise ValueError(f"export format must be one of {', '.join(EXPORT_FORMATS)}")
    path = check_destination(path)
    if fmt == "json":
        dump = full_dump(conn, scope)
        text, count = json.dumps(dump, ensure_ascii=False, indent=1), len(dump["memories"])
    else:
        memories = _memories(conn, live_only=True)
        count = len(memories)
        text = ("\n".join(json.dumps(m, ensure_ascii=False) for m in memories) + "\n" if fmt == "jsonl"
                else _markdown(memories, scope))
    try:
        _write_private(path, sealed.seal(text.encode("utf-8"), passphrase) if passphrase else text)
    except OSError as exc:
        raise MnemosyneError(f"could not write the export to {path}: {exc.strerror or exc}") from exc
    if progress is not None:
        progress.finish(f"exported {count} memories to {path.name}")
    return count
