"""Folder → store: a note the person (or another app) changed becomes an ordinary ledgered
edit of its memories ("edited in the vault" in their history), a new note a new memory, a
deleted note a question for the person. Nothing here deletes, and nothing is taken on faith:
a note is compared with what the store would write now, field by field, so a file merely
re-saved, or written by a pass that was killed before it saved the manifest, changes nothing."""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING

from mnemosyne_app.vault import files, names, notes, outgoing
from mnemosyne_app.vault.state import Entry

if TYPE_CHECKING:
    from mnemosyne_app.vault.mirror import Vault


def take_in(vault: "Vault", only: set[str] | None = None) -> None:
    """Read the notes that changed (``only``: just these paths, as a watcher reported them)."""
    state, report = vault.state, vault.report
    seen, skipped = files.scan(vault.folder) if only is None else files.look_at(vault.folder, only)
    report.skipped += skipped
    missing = [rel for rel in state.notes if rel not in seen and (only is None or rel in only)]
    missing = [rel for rel in missing if not os.path.lexists(vault.folder / rel)]
    unknown = []
    for rel, info in sorted(seen.items()):
        entry = state.notes.get(rel)
        if entry is not None and entry.size == info.size and entry.mtime_ns == info.mtime_ns:
            continue
        try:
            data = files.read_note(vault.folder, rel)
            note = notes.parse(data.decode("utf-8"))
        except files.Skipped as exc:
            report.skipped.append(str(exc))
            continue
        except OSError as exc:  # no permission to read it, or it went away meanwhile
            report.skipped.append(f"{rel}: cannot be read ({exc.strerror or exc}); left alone")
            continue
        except notes.Unreadable as exc:
            report.unreadable.append(f"{rel}: {exc}")
            continue
        if entry is not None and files.digest(data) == entry.hash:
            entry.size, entry.mtime_ns = info.size, info.mtime_ns
            vault.dirty = True
        elif entry is not None:
            take_edit(vault, rel, entry, note, data)
        else:
            unknown.append((rel, note, data))
    for rel, note, data in unknown:
        adopted = _adopt(vault, rel, note, missing)
        if adopted is not None:
            take_edit(vault, rel, adopted, note, data)
        else:
            take_new(vault, rel, note)
    for rel in missing:
        entry = state.notes.pop(rel)
        vault.key_index.pop(entry.key, None)
        vault.dirty = True
        if entry.key == "profile":
            vault.profile_due = True  # generated: simply made again
            continue
        state.removed[rel] = entry
        report.deleted_in_folder.append(rel)


def _key_in(note: notes.Note) -> str | None:
    kind = note.front.get("mnemosyne")
    if kind == "conversation" and note.front.get("conversation_id"):
        return f"c:{note.front['conversation_id']}"
    if kind == "memory" and note.front.get("id"):
        return f"m:{note.front['id']}"
    return None


def _adopt(vault: "Vault", rel: str, note: notes.Note, missing: list[str]) -> Entry | None:
    """A file the manifest does not know that names a note the vault does: that note renamed or
    moved (its old path is gone), or written by a pass killed before it saved the manifest
    (the note has no path yet). A copy beside the original is a new memory instead."""
    key = _key_in(note)
    if key is None or key == "profile":
        return None
    old = vault.key_index.get(key)
    if old is not None and old not in missing:
        return None
    if old is None and not _rows_of(vault, key):
        return None  # an id this scope does not show (another scope's note, say): a new memory
    entry = vault.state.notes.pop(old) if old is not None else Entry(key, "")
    if old is not None:
        missing.remove(old)
    vault.state.notes[rel] = entry
    vault.key_index[key] = rel
    vault.dirty = True
    return entry


def _rows_of(vault: "Vault", key: str) -> list[dict]:
    if key.startswith("c:"):
        return vault.brain.mirror_rows([], [key[2:]])
    return vault.brain.mirror_rows([key[2:]], [])


def take_edit(vault: "Vault", rel: str, entry: Entry, note: notes.Note, data: bytes) -> None:
    report = vault.report
    if entry.key == "profile":
        report.notices.append(f"{rel}: generated from your memories; edits there are not taken in "
                              "(delete it to have it made again)")
        return
    rows = _rows_of(vault, entry.key)
    if not rows:
        report.notices.append(f"{rel}: its memory is no longer in the store (deleted in the app); "
                              "the note's edit was left in the folder")
        return
    base = notes.parse(outgoing.render(entry.key, rows))
    changes = _conversation_changes(note, base, rows, rel, report) if entry.key.startswith("c:") \
        else _memory_changes(note, base, rows[0])
    if changes:
        conflict = any(entry.versions.get(r["memory_id"]) != r["version"] for r in rows if r["memory_id"] in changes)
        now = time.time()
        for row in rows:
            change = changes.get(row["memory_id"])
            if not change:
                continue
            if conflict:  # the app changed it too since the note was written: both are versions now
                change["metadata"] = {**row["metadata"], "vault_conflict": {
                    "at": now, "note": rel, "app_version": row["version"]}}
            try:
                vault.brain.update(row["memory_id"], edited_in="vault", **change)
            except (ValueError, KeyError) as exc:
                report.unreadable.append(f"{rel}: {exc}")
                return
        report.edited.append(rel)
        if conflict:
            report.conflicts.append(rel)
        rows = _rows_of(vault, entry.key)
    _settle(vault, rel, entry, rows, data)


def _memory_changes(note: notes.Note, base: notes.Note, row: dict) -> dict:
    mine, stored = notes.fields(note), notes.fields(base)
    change = {k: mine[k] for k in notes.EDITABLE if mine[k] != stored[k]}
    return {row["memory_id"]: change} if change else {}


def _conversation_changes(note, base, rows, rel, report) -> dict:
    out: dict[str, dict] = {}
    for mid, text in note.texts.items():
        if mid in base.texts and text != base.texts[mid]:
            out.setdefault(mid, {})["text"] = text
    gone = [mid for mid in base.texts if mid not in note.texts]
    if gone:
        report.notices.append(f"{rel}: {len(gone)} turns were taken out of the note; they stay stored")
    added = set(notes.tags_of(note)) - set(notes.tags_of(base))
    dropped = set(notes.tags_of(base)) - set(notes.tags_of(note))
    if added or dropped:
        for row in rows:
            tags = [t for t in row["tags"] if t not in dropped] + sorted(added - set(row["tags"]))
            if tags != row["tags"]:
                out.setdefault(row["memory_id"], {})["tags"] = tags
    return out


def take_new(vault: "Vault", rel: str, note: notes.Note) -> None:
    """A note the person wrote in the folder: a new memory (its text, kind and tags), then the
    note rewritten with the memory's id, under the name the person gave it."""
    report = vault.report
    if note.front.get("mnemosyne") in ("conversation", "profile"):
        report.notices.append(f"{rel}: a copy of a generated note; left alone")
        return
    found = notes.fields(notes.Note(note.front, {None: next(iter(note.texts.values()), "")}))
    if not found["text"].strip():
        report.skipped.append(f"{rel}: an empty note; nothing to store")
        return
    key = "vault:" + files.digest(f"{rel}\n{found['text']}".encode("utf-8"))[:40]
    try:
        result = vault.brain.retain(found["text"], kind=found["kind"], tags=found["tags"] or None, source="vault",
                                    metadata={"vault_note": rel}, idempotency_key=key)
    except ValueError as exc:
        report.unreadable.append(f"{rel}: {exc}")
        return
    if not result.memory_ids:
        report.notices.append(f"{rel}: not stored ({result.outcome})")
        return
    memory_id = result.memory_ids[0]
    if f"m:{memory_id}" in vault.key_index:
        report.notices.append(f"{rel}: the same text as {vault.key_index[f'm:{memory_id}']}; stored once")
        return
    entry = Entry(f"m:{memory_id}", "")
    vault.state.notes[rel] = entry
    vault.key_index[entry.key] = rel
    report.added.append(rel)
    _settle(vault, rel, entry, _rows_of(vault, entry.key), b"")


def _settle(vault: "Vault", rel: str, entry: Entry, rows: list[dict], data: bytes) -> None:
    """After taking a note in: the note as the store now writes it, and the manifest saying so."""
    text = outgoing.render(entry.key, rows).encode("utf-8")
    entry.versions = {r["memory_id"]: r["version"] for r in rows}
    if text != data:
        files.write_atomic(vault.folder, rel, text, vault.modes)
        vault.report.written += 1
        vault.written.append(rel)
    info = os.stat(vault.folder / rel)
    entry.hash, entry.size, entry.mtime_ns = files.digest(text), info.st_size, info.st_mtime_ns
    vault.profile_due = vault.dirty = True
