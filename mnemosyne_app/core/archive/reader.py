"""From an archive on disk to parsed conversations: every recognised file of a folder or zip is
read (not only the canonical ``conversations.json``), each detected by its content. What is not
imported is reported with why, and an archive from which no message could be read at all is an
ArchiveError that says what was found: never a silent "0 conversations"."""

from __future__ import annotations

import zipfile
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from mnemosyne_app.core.archive import generic, sealed
from mnemosyne_app.core.archive.formats import FAMILIES, LABELS, READERS, MarkdownText, Parsed, detect
from mnemosyne_app.core.archive.model import ArchiveError
from mnemosyne_app.core.archive.sources import DEFAULT_MAX_BYTES, Lazy, files, load_json, load_jsonl
from mnemosyne_app.core.archive.streamed import StreamedFile, stream

FORMATS = ("auto",) + FAMILIES
# Everything else in an archive is ignored, except files with no extension (AI Studio chats).
ARCHIVE_SUFFIXES = (".json", ".jsonl", ".md", ".markdown")
# Files of ChatGPT, Claude and DeepSeek exports that hold account data, not conversations.
COMPANIONS = {"user.json", "users.json", "message_feedback.json", "shared_conversations.json",
              "model_comparisons.json", "export_manifest.json", "group_chats.json"}


@dataclass
class ArchiveContents:
    format: str  # one family ("claude"), or several joined by "+"
    parsed: list[Parsed] = field(default_factory=list)
    docs: list[tuple[str, object]] = field(default_factory=list)  # only for a Mnemosyne export
    files_skipped: list[tuple[str, str]] = field(default_factory=list)
    # Large ChatGPT/Claude files, handed to the importer a conversation at a time (streamed.py)
    streams: list[StreamedFile] = field(default_factory=list)


def candidate(name: str) -> bool:
    base = PurePosixPath(name.replace("\\", "/")).name
    return base.lower().endswith(ARCHIVE_SUFFIXES) or ("." not in base and bool(base))


def decode(name: str, data: bytes, *, sniff_content: bool = False):
    """The decoded document, or None when the file is none of ours. Raises ArchiveError for a
    file that should be JSON/JSONL/Markdown and is not readable as such."""
    low = name.lower()
    if low.endswith(".jsonl"):
        return load_jsonl(name, data)
    if low.endswith(".json"):
        try:
            return load_json(name, data)
        except ArchiveError:
            # JSON Lines saved as .json (SillyTavern chats renamed, some tools): read it so.
            if data.count(b"\n") > 1:
                try:
                    return load_jsonl(name, data)
                except ArchiveError:
                    pass
            raise
    if low.endswith((".md", ".markdown")):
        try:
            return MarkdownText(data.decode("utf-8-sig"))
        except UnicodeDecodeError:
            raise ArchiveError(f"{name} is not UTF-8 text") from None
    base = PurePosixPath(name.replace("\\", "/")).name
    if ("." not in base or sniff_content) and data.lstrip()[:1] in (b"{", b"["):
        # No extension (AI Studio keeps its chats so in Drive), or a single file named oddly.
        try:
            return load_json(name, data)
        except ArchiveError:
            try:
                return load_jsonl(name, data)
            except ArchiveError:
                return None  # some other file: not ours to judge
    return None


def read_archive(path: Path, fmt: str = "auto", *, all_branches: bool = False,
                 max_bytes: int = DEFAULT_MAX_BYTES, passphrase: str | None = None) -> ArchiveContents:
    if fmt not in FORMATS:
        raise ArchiveError(f"unknown format {fmt!r}; choose from {', '.join(FORMATS)}")
    path = Path(path)
    if not path.exists():
        raise ArchiveError(f"{path} does not exist")
    single = path.is_file() and not zipfile.is_zipfile(path)
    out = ArchiveContents(format=fmt)
    found: list[str] = []  # what each file turned out to be, for the error when nothing is read
    families: list[str] = []
    mnemosyne_docs: list[tuple[str, object]] = []
    seen_files = 0

    def skip(name: str, why: str) -> None:
        out.files_skipped.append((name, why))
        found.append(f"{name} ({why})")

    for name, data in files(path, max_bytes, wanted=candidate, skipped=skip):
        seen_files += 1
        if isinstance(data, Lazy):  # a large file: one conversation at a time if it can be, else whole
            streamed = stream(data, fmt, all_branches) if fmt in ("auto", "chatgpt", "claude") else None
            if streamed is not None:
                out.streams.append(streamed)
                families.append(streamed.reader.family)
                found.append(f"{name} ({streamed.reader.name}: {_count(streamed.count, 'item')}, "
                             "read one at a time)")
                continue
            data = data.read_all()
        if sealed.is_sealed(data):
            # `mnemosyne export --encrypt`: opened in memory only (the plain text never touches
            # the disk), then read like the plain export it was made from.
            data = sealed.unseal_export(name, data, passphrase)
        try:
            doc = decode(name, data, sniff_content=single)
        except ArchiveError as exc:
            if single:
                raise
            skip(name, str(exc).removeprefix(f"{name} "))
            continue
        del data
        if doc is None:
            if single:
                raise ArchiveError(f"{name} is not a chat export Mnemosyne can read: expected a .zip, a folder, "
                                   "or a .json, .jsonl or .md file")
            continue
        if isinstance(doc, MarkdownText):
            if fmt not in ("auto", "markdown"):
                skip(name, f"a Markdown note; not read as {LABELS[fmt]}")
            elif doc.strip():
                out.parsed.append((generic.markdown_note(name, doc), None, name))
                found.append(f"{name} (a Markdown note)")
                families.append("markdown")
            else:
                skip(name, "an empty Markdown file")
            continue
        if fmt == "markdown":
            skip(name, "not a Markdown note")
            continue
        detection = detect(doc, fmt)
        reader = detection.reader
        if reader is None and single and fmt != "auto":
            # The person said which format it is: parse it as that, so the error says what is wrong.
            reader = next(r for r in READERS if r.family == fmt)
        if reader is None:
            base = PurePosixPath(name.replace("\\", "/")).name.lower()
            if single:
                raise ArchiveError(_unrecognised(name, detection.why))
            if base in COMPANIONS and not detection.why.startswith("ambiguous"):
                found.append(f"{name} (account data, no conversations)")
            else:
                skip(name, detection.why)
            continue
        if reader.family == "mnemosyne":
            mnemosyne_docs.append((name, doc))
            families.append("mnemosyne")
            continue
        try:
            parsed = reader.parse(name, doc, all_branches)
        except ArchiveError as exc:
            if single:
                raise
            skip(name, str(exc).removeprefix(f"{name}: "))
            continue
        del doc
        out.parsed.extend(parsed)
        families.append(reader.family)
        messages = sum(len(c.messages) for c, _, _ in parsed if c is not None)
        found.append(f"{name} ({reader.name}: {_count(len(parsed), 'item')}, {_count(messages, 'message')})")
    if mnemosyne_docs:
        out.format, out.docs, out.parsed, out.streams = "mnemosyne", mnemosyne_docs, [], []
        return out
    out.format = "+".join(dict.fromkeys(families)) or (fmt if fmt != "auto" else "unknown")
    if not out.streams and not any(c is not None and c.messages for c, _, _ in out.parsed):
        raise ArchiveError(_nothing_read(path, seen_files, found, out.parsed))
    return out


def _count(n: int, what: str) -> str:
    return f"{n} {what}" + ("" if n == 1 else "s")


def _unrecognised(name: str, why: str) -> str:
    if why.startswith("ambiguous"):
        return f"{name} is {why}"
    return (f"{name}: not a ChatGPT, Claude, DeepSeek, Gemini, Open WebUI, LibreChat, SillyTavern, "
            f"generic chat or Markdown archive ({why})")


def _nothing_read(path: Path, seen_files: int, found: list[str], parsed: list[Parsed]) -> str:
    """The error for an archive from which no message could be read: what was there, so the
    person can tell a wrong file from a format we do not know."""
    where = path.name or str(path)
    if not seen_files and not found:
        kind = "folder" if path.is_dir() else "zip"
        return f"{where}: this {kind} holds no .json, .jsonl or .md files, so no conversation could be read"
    parts = [f"{where}: no message could be read from it."]
    if found:
        shown = "; ".join(found[:6]) + (f"; and {len(found) - 6} more" if len(found) > 6 else "")
        parts.append(f"Found {shown}.")
    reasons = [f"{ident}: {why}" for c, why, ident in parsed if c is None][:3]
    if reasons:
        parts.append("Unreadable: " + "; ".join(reasons) + ".")
    elif parsed:
        parts.append(f"Its {_count(len(parsed), 'conversation')} hold no message with text.")
    if not found:
        parts.append(f"None of its {_count(seen_files, 'file')} is a chat export.")
    return " ".join(parts)
