"""Import an archive into a scope: read and detect it (core/archive/reader.py), then write each
conversation atomically.

Every message has a fixed key (``import:<source>:<conversation id>:<message id>``), so importing
the same archive again adds nothing and a newer export of the same account adds only the new
messages. A conversation that cannot be parsed or written is skipped with its reason; its
messages are all-or-nothing (one SAVEPOINT) and nothing already stored is touched.
"""

from __future__ import annotations

import itertools
import logging
from pathlib import Path

from mnemosyne_app.core.archive import formats, generic, times, tree  # noqa: F401  (generic: pasted conversations)
from mnemosyne_app.core.archive.formats import MarkdownText, Parsed  # noqa: F401  (re-exported)
from mnemosyne_app.core.archive.model import ArchiveError, Conversation, ImportReport  # noqa: F401
from mnemosyne_app.core.archive.reader import FORMATS, read_archive  # noqa: F401  (the CLI and GUI list FORMATS)
from mnemosyne_app.core.archive.sink import ImportSink
from mnemosyne_app.core.archive.sources import DEFAULT_MAX_BYTES
from mnemosyne_app.core import validate
from mnemosyne_app.core.errors import StoreEnvironmentError, in_words
from mnemosyne_app.core.progress import Cancelled, Progress

log = logging.getLogger("mnemosyne.archive")


def detect(name: str, doc) -> str:
    """The format family of one decoded file, or "" when it is not recognised or ambiguous."""
    if isinstance(doc, MarkdownText):
        return "markdown"
    reader = formats.detect(doc).reader
    return reader.family if reader else ""


def parse_archive(path: Path, fmt: str = "auto", *, all_branches: bool = False,
                  max_bytes: int = DEFAULT_MAX_BYTES) -> tuple[str, list[Parsed], list[tuple[str, object]]]:
    """(format, conversations, documents). A Mnemosyne export is not split into conversations:
    its decoded documents come back to be restored as they are (core/archive/fidelity.py); for
    any other format that list is empty, so the decoded files are not kept during the import."""
    contents = read_archive(Path(path), fmt, all_branches=all_branches, max_bytes=max_bytes)
    return contents.format, contents.parsed + [p for s in contents.streams for p in s.conversations()], contents.docs


def checked_times(conv: Conversation, report: ImportReport) -> None:
    """Every importer's times pass here before anything is written: one out of range (a
    ChatGPT ``create_time`` of 1e20 once broke show and export for a whole scope) becomes
    unknown, counted in the report."""
    for item in (conv, *conv.messages):
        if item.created_at is not None and times.plausible(item.created_at) is None:
            item.created_at = None
            report.unknown_times += 1


def requests_for(conv: Conversation, sink: ImportSink) -> list:
    reqs = []
    for m in conv.messages if conv.ordered else tree.by_time(conv.messages, lambda m: m.created_at):
        meta = {"role": m.role, "conversation_id": conv.conversation_id, "conversation_title": conv.title,
                "message_id": m.message_id, "source": conv.source}
        if m.created_at is not None:
            meta["created_at"] = m.created_at
        reqs.append(sink.request(m.text, conv.kind, meta, conv.source,
                                 f"import:{conv.source}:{conv.conversation_id}:{m.message_id}", conv.tags or None))
    return reqs


def run_import(sink: ImportSink, path, fmt: str = "auto", *, progress: Progress | None = None, all_branches: bool = False,
               max_bytes: int = DEFAULT_MAX_BYTES, extract: bool = False, passphrase: str | None = None) -> ImportReport:
    from mnemosyne_app.core.archive import fidelity

    progress = progress or Progress(label="import")
    progress.update(message="reading the archive")
    contents = read_archive(Path(path), fmt, all_branches=all_branches, max_bytes=max_bytes, passphrase=passphrase)
    detected, parsed, docs = contents.format, contents.parsed, contents.docs
    report = ImportReport(format=detected, files_skipped=contents.files_skipped)
    if detected == "mnemosyne":
        return fidelity.import_export(sink, parsed_docs=docs, report=report,
                                      progress=progress)
    return import_parsed(sink, parsed, report, progress, extract, origin=Path(path).name, streams=contents.streams)


def import_parsed(sink: ImportSink, parsed: list[Parsed], report: ImportReport, progress: Progress,
                  extract: bool = False, origin: str | None = None, streams: list = ()) -> ImportReport:
    """Write parsed conversations, each atomically, into ``report``, then those of ``streams``
    (large files read a conversation at a time: one is in memory at once, and the group being
    written). A conversation that fails validation or its write is skipped with the reason; an
    environment error (disk full…) stops the import, since every later conversation would fail
    the same way."""
    total = len(parsed) + sum(s.count for s in streams)
    report.conversations += total
    progress.update(done=0, total=total, message=f"importing {total} conversations")
    group: list[tuple[Conversation, str, list]] = []
    in_hand = chars = 0  # messages and characters of text in the group
    try:
        for i, (conv, error, ident) in enumerate(itertools.chain(parsed, *(s.conversations() for s in streams))):
            progress.check()
            if conv is None:
                report.skip(ident, error or "unreadable")
                continue
            checked_times(conv, report)
            try:
                group.append((conv, ident, requests_for(conv, sink)))
                in_hand += len(group[-1][2])
                chars += sum(len(m.text) for m in conv.messages)
            except ValueError as exc:  # a message that fails validation: skip the conversation
                report.messages_seen += len(conv.messages)
                report.skip(ident, str(exc), len(conv.messages))
            if in_hand >= GROUP_MESSAGES or len(group) >= GROUP_CONVERSATIONS or chars >= GROUP_CHARS:
                _write_group(sink, group, report, extract, origin)
                group, in_hand, chars = [], 0, 0
                progress.update(done=i + 1)
        _write_group(sink, group, report, extract, origin)
        progress.update(done=total)
    except Cancelled:  # whole conversations only: what was written stays, the group in hand is not written
        report.cancelled = True
    progress.finish(report.summary())
    return report


# Conversations are written a group per transaction (each all or nothing inside it): one
# transaction per conversation made an archive of 100,000 one-message chats take two minutes.
GROUP_MESSAGES = 2000
GROUP_CONVERSATIONS = 500
GROUP_CHARS = 2_000_000  # and no more text than this in hand, so memory follows the largest conversation


def _write_group(sink: ImportSink, group: list[tuple[Conversation, str, list]], report: ImportReport, extract: bool,
                 origin: str | None) -> None:
    if not group:
        return
    try:
        written = sink.write_conversations([reqs for _, _, reqs in group], origin)
    except StoreEnvironmentError:
        raise
    except Exception as exc:  # the group's transaction failed as a whole: each says why
        written = [exc] * len(group)
    for (conv, ident, reqs), results in zip(group, written):
        report.messages_seen += len(conv.messages)
        if isinstance(results, Exception):
            report.skip(ident, in_words(results), len(conv.messages))
        else:
            _count(sink, reqs, results, report, extract)


def import_one(sink: ImportSink, conv: Conversation, ident: str, report: ImportReport, extract: bool) -> list[str]:
    """One conversation, atomically; returns the ids of the memories it added."""
    report.messages_seen += len(conv.messages)
    checked_times(conv, report)
    try:
        reqs = requests_for(conv, sink)
        results = sink.write_conversation(reqs)
    except StoreEnvironmentError:
        raise
    except ValueError as exc:  # a message that fails validation: skip the conversation
        report.skip(ident, str(exc), len(conv.messages))
        return []
    except Exception as exc:  # a write failed: that conversation is rolled back, whole
        report.skip(ident, in_words(exc), len(conv.messages))
        return []
    return _count(sink, reqs, results, report, extract)


def _count(sink: ImportSink, reqs: list, results: list, report: ImportReport, extract: bool) -> list[str]:
    """Account for one written conversation; returns the ids of the memories it added."""
    inserted = [(r, req) for r, req in zip(results, reqs) if r is not None and r.outcome == "inserted"]
    if extract and sink.can_extract:
        # Facts come from what the person said, through the queue: never blocking.
        report.extraction_queued += sink.queue_extraction(
            [(r.memory_ids[0], req.text) for r, req in inserted if req.metadata["role"] == "user"])
    report.inserted += len(inserted)
    report.already_present += len(results) - len(inserted)
    report.imported_conversations += 1
    return [r.memory_ids[0] for r, _ in inserted]


def paste(sink: ImportSink, text: str, kind, tags, extract: bool) -> list[str]:
    """A conversation pasted as text: one memory per turn, atomically; returns the new ids."""
    conv = generic.pasted(text)
    conv.kind, conv.tags = validate.kind(kind), validate.tags(tags)
    report = ImportReport(format="paste")
    ids = import_one(sink, conv, conv.title, report, extract)
    if report.skipped:
        raise ValueError(report.skipped[0][1])
    return ids
