"""Store → folder: render the notes whose memories changed and write those whose text differs
(only what changed, atomically). A note the person edited and the vault has not yet taken in
is never overwritten: its file no longer matches the manifest, so it waits for the intake."""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING

from mnemosyne_app.vault import files, names, notes
from mnemosyne_app.vault.state import Entry

if TYPE_CHECKING:
    from mnemosyne_app.vault.mirror import Vault

SAVE_EVERY = 2_000  # notes written between manifest saves, so a kill repeats little


def key_of(row: dict) -> str:
    conv = row["metadata"].get("conversation_id")
    return f"c:{conv}" if conv else f"m:{row['memory_id']}"


def group(rows: list[dict]) -> dict[str, list[dict]]:
    """Rows by the note that shows them (a conversation's turns together, in order)."""
    out: dict[str, list[dict]] = {}
    for row in rows:
        out.setdefault(key_of(row), []).append(row)
    return out


def render(key: str, rows: list[dict]) -> str:
    return notes.conversation_note(key[2:], rows) if key.startswith("c:") else notes.memory_note(rows[0])


def mirror(vault: "Vault", full: bool, progress=None) -> None:
    """Write what changed since the last pass (``full``: check every note)."""
    state, brain = vault.state, vault.brain
    head, changed = brain.changes_since(0 if full else state.seq)
    if not full and not changed and not vault.profile_due:
        vault.dirty |= state.seq != head
        state.seq = head
        return
    if full:
        groups = group(brain.mirror_rows())
        stale = [k for k in state.by_key() if k not in groups and k != "profile"]
    else:
        holders = vault.holders()
        keys = {holders[m] for m in changed if m in holders}
        convs = {k[2:] for k in keys if k.startswith("c:")}
        rows = brain.mirror_rows(changed, sorted(convs))
        more = {r["metadata"]["conversation_id"] for r in rows if r["metadata"].get("conversation_id")} - convs
        if more:  # a new turn of a conversation already shown: the whole conversation is its note
            rows = brain.mirror_rows(changed, sorted(convs | more))
        groups = group(rows)
        stale = [k for k in keys if k not in groups]
    awaiting = {e.key for e in state.removed.values()}
    if progress is not None:
        progress.update(0, len(groups) + len(stale), "writing notes")
    for done, (key, rows) in enumerate(groups.items(), 1):
        if key not in awaiting:
            write_note(vault, key, render(key, rows), {r["memory_id"]: r["version"] for r in rows}, rows[0])
        if done % SAVE_EVERY == 0 and vault.dirty:
            vault.save()
        if progress is not None and (done % 200 == 0 or done == len(groups)):
            progress.update(done, message=f"{done:,} of {len(groups):,} notes checked")
    for key in stale:
        remove_note(vault, key)
    if groups or stale or vault.profile_due:
        write_profile(vault)
    vault.dirty |= state.seq != head
    state.seq = head


def write_note(vault: "Vault", key: str, text: str, versions: dict[str, int], first: dict) -> str | None:
    """Write ``text`` as ``key``'s note if it differs from what the note holds; its path."""
    state, data = vault.state, text.encode("utf-8")
    digest = files.digest(data)
    rel = vault.key_index.get(key)
    entry = state.notes.get(rel) if rel else None
    if entry is not None and entry.hash == digest:
        vault.dirty |= entry.versions != versions
        entry.versions = versions
        return rel
    if entry is not None and not unchanged_on_disk(vault, rel, entry):
        vault.report.notices.append(f"{rel}: edited in the folder and not yet taken in; not overwritten")
        return rel
    if rel is None:
        title = first["metadata"].get("conversation_title") if key.startswith("c:") else first["text"]
        if not key.startswith("c:") and notes.generated(first) is not None:  # not named by its quotes
            title = "Generated summary of " + (first["metadata"].get("conversation_title") or "a conversation")
        folder = names.CONVERSATIONS if key.startswith("c:") else names.MEMORIES
        rel = names.note_path(folder, first["occurred_at"], title or "Untitled conversation", vault.taken())
    try:
        files.write_atomic(vault.folder, rel, data, vault.modes)
    except files.Skipped as exc:
        vault.report.skipped.append(str(exc))
        return None
    info = os.stat(vault.folder / rel)
    state.notes[rel] = Entry(key, digest, versions, info.st_size, info.st_mtime_ns)
    vault.key_index[key] = rel
    vault.dirty = True
    vault.report.written += 1
    vault.written.append(rel)
    return rel


def unchanged_on_disk(vault: "Vault", rel: str, entry: Entry) -> bool:
    """Whether the file still holds what the vault last wrote or read (or is gone)."""
    path = vault.folder / rel
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return True
    if info.st_size == entry.size and info.st_mtime_ns == entry.mtime_ns:
        return True
    try:
        return files.digest(files.read_note(vault.folder, rel)) == entry.hash
    except (files.Skipped, OSError):
        return False


def remove_note(vault: "Vault", key: str) -> None:
    """The note of memories no longer shown (deleted, merged, archived in the app) leaves the
    folder, unless the person edited it since: then it stays, and is said."""
    rel = vault.key_index.get(key)
    if rel is None:
        return
    entry = vault.state.notes[rel]
    if unchanged_on_disk(vault, rel, entry):
        try:
            files.inside(vault.folder, rel).unlink(missing_ok=True)
        except files.Skipped as exc:
            vault.report.skipped.append(str(exc))
            return
        vault.report.removed_notes += 1
    else:
        vault.report.notices.append(f"{rel}: its memory was deleted in the app, but the note was edited; left in place")
    del vault.state.notes[rel]
    vault.key_index.pop(key, None)
    vault.dirty = True


def write_profile(vault: "Vault") -> None:
    entries = vault.state.notes
    note_of = {m: rel for rel, e in entries.items() if e.key != "profile" for m in e.versions}
    text = notes.profile_note(vault.brain.view("profile"), note_of, time.time(), len(note_of))
    data = text.encode("utf-8")
    entry = entries.get(names.PROFILE)
    vault.profile_due = False
    if entry is not None and not unchanged_on_disk(vault, names.PROFILE, entry):
        return  # the intake said once that edits there are not taken in
    # The generated time changes on every pass: write only when the facts shown changed.
    if entry is not None and (vault.folder / names.PROFILE).exists() \
            and _without_time(files.read_note(vault.folder, names.PROFILE)) == _without_time(data):
        return
    files.write_atomic(vault.folder, names.PROFILE, data, vault.modes)
    info = os.stat(vault.folder / names.PROFILE)
    entries[names.PROFILE] = Entry("profile", files.digest(data), {}, info.st_size, info.st_mtime_ns)
    vault.dirty = True
    vault.key_index["profile"] = names.PROFILE
    vault.report.written += 1
    vault.written.append(names.PROFILE)


def _without_time(data: bytes) -> bytes:
    return b"\n".join(line for line in data.split(b"\n") if not line.startswith(b"generated_at:"))
