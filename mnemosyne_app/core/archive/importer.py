"""Import an archive into a scope: detect the format, then write each conversation atomically.

Every message has a fixed key (``import:<source>:<conversation id>:<message id>``), so importing
the same archive again adds nothing and a newer export of the same account adds only the new
messages. A conversation that cannot be parsed or written is skipped with its reason; its
messages are all-or-nothing (one SAVEPOINT) and nothing already stored is touched.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Iterator

from mnemosyne_app.core.archive import aistudio, chatgpt, claude, gemini, generic
from mnemosyne_app.core.archive.model import ArchiveError, Conversation, ImportReport
from mnemosyne_app.core.archive.sources import DEFAULT_MAX_BYTES, files, load_json, load_jsonl
from mnemosyne_app.core import validate
from mnemosyne_app.core.errors import StoreEnvironmentError
from mnemosyne_app.core.progress import Cancelled, Progress

log = logging.getLogger("mnemosyne.archive")

FORMATS = ("auto", "chatgpt", "claude", "gemini", "generic", "markdown", "mnemosyne")
Parsed = tuple[Conversation | None, str | None, str]  # (conversation, error, id for the report)
# Everything else in an archive is ignored, except files with no extension (AI Studio chats).
ARCHIVE_SUFFIXES = (".json", ".jsonl", ".md", ".markdown")


class MarkdownText(str):
    """The text of a .md file, so that a .json file holding a bare JSON string is not taken for
    a Markdown note."""


def _documents(path: Path, max_bytes: int) -> Iterator[tuple[str, object]]:
    """(name, decoded JSON or MarkdownText) of the archive's relevant files."""
    for name, data in files(path, max_bytes, wanted=_candidate):
        low = name.lower()
        if low.endswith(".json"):
            yield name, load_json(name, data)
        elif low.endswith(".jsonl"):
            yield name, load_jsonl(name, data)
        elif low.endswith((".md", ".markdown")):
            try:
                yield name, MarkdownText(data.decode("utf-8-sig"))
            except UnicodeDecodeError:
                raise ArchiveError(f"{name} is not UTF-8 text") from None
        elif data.lstrip()[:1] == b"{":  # no extension: AI Studio keeps its chats so in Drive
            try:
                yield name, load_json(name, data)
            except ArchiveError:
                continue  # some other extensionless file: not ours to judge


def _candidate(name: str) -> bool:
    base = Path(name).name
    return base.lower().endswith(ARCHIVE_SUFFIXES) or ("." not in base and bool(base))


def detect(name: str, doc) -> str:
    if isinstance(doc, MarkdownText):
        return "markdown"
    if isinstance(doc, dict) and doc.get("format") == "mnemosyne-export":
        return "mnemosyne"
    if chatgpt.looks_like(doc):
        return "chatgpt"
    if claude.looks_like(doc):
        return "claude"
    if gemini.looks_like(doc) or aistudio.looks_like(doc):
        return "gemini"
    if generic.looks_like(doc):
        return "generic"
    return ""


def _wanted(name: str, fmt: str) -> bool:
    """In a ChatGPT or Claude export folder/zip, only the conversation files matter."""
    base = Path(name).name.lower()
    if fmt == "chatgpt":
        return base == "conversations.json" or (base.startswith("conversations-") and base.endswith(".json"))
    if fmt == "claude":
        return base == "conversations.json"
    return True


def parse_archive(path: Path, fmt: str = "auto", *, all_branches: bool = False,
                  max_bytes: int = DEFAULT_MAX_BYTES) -> tuple[str, list[Parsed], list[tuple[str, object]]]:
    """(format, conversations, documents). A Mnemosyne export is not split into conversations:
    its decoded documents come back to be restored as they are (core/archive/fidelity.py); for
    any other format that list is empty, so the decoded files are not kept during the import."""
    if fmt not in FORMATS:
        raise ArchiveError(f"unknown format {fmt!r}; choose from {', '.join(FORMATS)}")
    docs = list(_documents(Path(path), max_bytes))
    if not docs:
        raise ArchiveError(f"{path} holds no .json, .jsonl or .md files")
    detected = fmt
    if fmt == "auto":
        kinds = {detect(n, d) for n, d in docs} - {""}
        for preferred in ("mnemosyne", "chatgpt", "claude", "gemini", "generic", "markdown"):
            if preferred in kinds:
                detected = preferred
                break
        else:
            raise ArchiveError(f"{Path(path).name}: not a ChatGPT, Claude, Gemini, generic chat or Markdown archive")
    if detected == "mnemosyne":
        return detected, [], docs
    parsed: list[Parsed] = []
    several = len(docs) > 1
    for name, doc in docs:
        if (several and not _wanted(name, detected)) or (detected != "markdown" and isinstance(doc, MarkdownText)):
            continue
        if detected == "markdown":
            if isinstance(doc, MarkdownText) and doc.strip():
                parsed.append((generic.markdown_note(name, doc), None, name))
            continue
        if fmt == "auto" and detect(name, doc) != detected:
            continue
        parsed.extend(_parse_doc(detected, name, doc, all_branches))
    return detected, parsed, []


def _parse_doc(fmt: str, name: str, doc, all_branches: bool) -> list[Parsed]:
    if fmt == "gemini":
        if aistudio.looks_like(doc):  # one AI Studio chat
            try:
                return [(aistudio.parse(doc, name), None, name)]
            except (ValueError, TypeError, KeyError, AttributeError) as exc:
                return [(None, f"{type(exc).__name__}: {exc}", name)]
        if not isinstance(doc, list):
            raise ArchiveError(f"{name}: a Gemini export is a Takeout activity list or an AI Studio chat")
        return gemini.parse_all(doc)
    if fmt == "chatgpt":
        try:
            items = chatgpt.conversations_of(doc)
        except ValueError as exc:
            raise ArchiveError(f"{name}: {exc}") from None
        parse = lambda c, i: chatgpt.parse(c, all_branches=all_branches)  # noqa: E731
    elif fmt == "claude":
        if not isinstance(doc, list):
            raise ArchiveError(f"{name}: a Claude export is a list of conversations")
        items, parse = doc, lambda c, i: claude.parse(c)  # noqa: E731
    elif fmt == "generic":
        items, parse = generic.records(doc), lambda c, i: generic.parse(c, i, name)  # noqa: E731
    else:
        raise ArchiveError(f"{name}: cannot read format {fmt}")
    out: list[Parsed] = []
    for i, item in enumerate(items):
        ident = str(item.get("id") or item.get("uuid") or f"{name}#{i}") if isinstance(item, dict) else f"{name}#{i}"
        try:
            out.append((parse(item, i), None, ident))
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            out.append((None, f"{type(exc).__name__}: {exc}", ident))
    return out


def requests_for(conv: Conversation, sink) -> list:
    reqs = []
    for m in conv.messages:
        meta = {"role": m.role, "conversation_id": conv.conversation_id, "conversation_title": conv.title,
                "message_id": m.message_id, "source": conv.source}
        if m.created_at is not None:
            meta["created_at"] = m.created_at
        reqs.append(sink.request(m.text, conv.kind, meta, conv.source,
                                 f"import:{conv.source}:{conv.conversation_id}:{m.message_id}", conv.tags or None))
    return reqs


def run_import(sink, path, fmt: str = "auto", *, progress: Progress | None = None, all_branches: bool = False,
               max_bytes: int = DEFAULT_MAX_BYTES, extract: bool = False) -> ImportReport:
    from mnemosyne_app.core.archive import fidelity

    progress = progress or Progress(label="import")
    progress.update(message="reading the archive")
    detected, parsed, docs = parse_archive(Path(path), fmt, all_branches=all_branches, max_bytes=max_bytes)
    report = ImportReport(format=detected)
    if detected == "mnemosyne":
        return fidelity.import_export(sink, parsed_docs=docs, report=report,
                                      progress=progress)
    return import_parsed(sink, parsed, report, progress, extract)


def import_parsed(sink, parsed: list[Parsed], report: ImportReport, progress: Progress,
                  extract: bool = False) -> ImportReport:
    """Write parsed conversations, each atomically, into ``report``. A conversation that fails
    validation or its write is skipped with the reason; an environment error (disk full…)
    stops the import, since every later conversation would fail the same way."""
    report.conversations += len(parsed)
    progress.update(done=0, total=len(parsed), message=f"importing {len(parsed)} conversations")
    try:
        for i, (conv, error, ident) in enumerate(parsed):
            progress.check()
            if conv is None:
                report.skip(ident, error or "unreadable")
            else:
                import_one(sink, conv, ident, report, extract)
            progress.update(done=i + 1)
    except Cancelled:
        report.cancelled = True
    progress.finish(report.summary())
    return report


def import_one(sink, conv: Conversation, ident: str, report: ImportReport, extract: bool) -> list[str]:
    """One conversation, atomically; returns the ids of the memories it added."""
    report.messages_seen += len(conv.messages)
    try:
        reqs = requests_for(conv, sink)
        results = sink.write_conversation(reqs)
    except StoreEnvironmentError:
        raise
    except ValueError as exc:  # a message that fails validation: skip the conversation
        report.skip(ident, str(exc), len(conv.messages))
        return []
    except Exception as exc:  # a write failed: that conversation is rolled back, whole
        report.skip(ident, f"{type(exc).__name__}: {exc}", len(conv.messages))
        return []
    inserted = [(r, req) for r, req in zip(results, reqs) if r is not None and r.outcome == "inserted"]
    if extract and sink.can_extract:
        # Facts come from what the person said, through the queue: never blocking.
        report.extraction_queued += sink.queue_extraction(
            [(r.memory_ids[0], req.text) for r, req in inserted if req.metadata["role"] == "user"])
    report.inserted += len(inserted)
    report.already_present += len(results) - len(inserted)
    report.imported_conversations += 1
    return [r.memory_ids[0] for r, _ in inserted]


def paste(sink, text: str, kind, tags, extract: bool) -> list[str]:
    """A conversation pasted as text: one memory per turn, atomically; returns the new ids."""
    conv = generic.pasted(text)
    conv.kind, conv.tags = validate.kind(kind), validate.tags(tags)
    report = ImportReport(format="paste")
    ids = import_one(sink, conv, conv.title, report, extract)
    if report.skipped:
        raise ValueError(report.skipped[0][1])
    return ids
