"""Every format the importer reads, and how sure each is that a decoded file is its own.

Each reader's ``sniff`` looks at the content (never the file name) and answers 0..1: 1 for a
file carrying the format's own markers (``chat_messages``, ``fragments``, ``isCreatedByUser``…),
about 0.5 for a shape several apps share. ``detect`` takes the surest; when a reader of another
family is nearly as sure, the file is ambiguous and is reported, not guessed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from mnemosyne_app.core.archive import (aistudio, chatgpt, claude, claude_projects, deepseek, gemini, generic,
                                        librechat, openwebui, sillytavern)
from mnemosyne_app.core.archive.model import ArchiveError, Conversation
from mnemosyne_app.core.errors import in_words

Parsed = tuple[Conversation | None, str | None, str]  # (conversation, error, id for the report)
SURE = 0.5  # below this a file is not taken for the format
MARGIN = 0.2  # a second family this close to the best makes the file ambiguous

PARSE_ERRORS = (ValueError, TypeError, KeyError, AttributeError, RecursionError)


class MarkdownText(str):
    """The text of a .md file, so that a .json file holding a bare JSON string is not taken for
    a Markdown note."""


def each(name: str, items: list, parse: Callable, start: int = 0) -> list[Parsed]:
    """Parse every conversation of a file on its own: a broken one is skipped with its reason.
    (``start``: the first item's place in the file, when a file is read a conversation at a time.)"""
    out: list[Parsed] = []
    for i, item in enumerate(items, start):
        ident = f"{name}#{i}"
        if isinstance(item, dict):
            for key in ("id", "uuid", "conversationId"):
                if isinstance(item.get(key), (str, int)) and not isinstance(item.get(key), bool) and str(item[key]):
                    ident = str(item[key])
                    break
        try:
            out.append((parse(item, i), None, ident))
        except PARSE_ERRORS as exc:
            out.append((None, in_words(exc), ident))
    return out


def _one(name: str, parse: Callable) -> list[Parsed]:
    try:
        return [(parse(), None, name)]
    except PARSE_ERRORS as exc:
        return [(None, in_words(exc), name)]


def _chatgpt(name, doc, all_branches):
    try:
        items = chatgpt.conversations_of(doc)
    except ValueError as exc:
        raise ArchiveError(f"{name}: {exc}") from None
    return each(name, items, lambda c, i: chatgpt.parse(c, all_branches=all_branches))


def _claude(name, doc, all_branches):
    try:
        items = claude.conversations_of(doc)
    except ValueError as exc:
        raise ArchiveError(f"{name}: {exc}") from None
    return each(name, items, lambda c, i: claude.parse(c))


def _gemini(name, doc, all_branches):
    if not isinstance(doc, list):
        raise ArchiveError(f"{name}: a Gemini export is a Takeout activity list or an AI Studio chat")
    return gemini.parse_all(doc)


def _list_of(doc) -> list:
    if isinstance(doc, dict) and isinstance(doc.get("conversations"), list):
        return doc["conversations"]
    return doc if isinstance(doc, list) else [doc]


@dataclass(frozen=True)
class Reader:
    name: str  # what the report says it found
    family: str  # the --format choice and the report's format
    sniff: Callable[[object], float]
    parse: Callable[[str, object, bool], list[Parsed]]


def _mnemosyne_sniff(doc) -> float:
    return 1.0 if isinstance(doc, dict) and doc.get("format") == "mnemosyne-export" else 0.0


READERS = (
    Reader("a Mnemosyne export", "mnemosyne", _mnemosyne_sniff, lambda n, d, b: []),
    Reader("ChatGPT conversations", "chatgpt", chatgpt.sniff, _chatgpt),
    Reader("DeepSeek conversations", "deepseek", deepseek.sniff,
           lambda n, d, b: each(n, _list_of(d), lambda c, i: deepseek.parse(c, all_branches=b))),
    Reader("Claude conversations", "claude", claude.sniff, _claude),
    Reader("Claude projects", "claude", claude_projects.sniff, lambda n, d, b: claude_projects.parse_all(d, n)),
    Reader("Gemini activity (Takeout)", "gemini", gemini.sniff, _gemini),
    Reader("an AI Studio chat", "gemini", lambda d: 1.0 if aistudio.looks_like(d) else 0.0,
           lambda n, d, b: _one(n, lambda: aistudio.parse(d, n))),
    Reader("Open WebUI chats", "openwebui", openwebui.sniff,
           lambda n, d, b: each(n, openwebui.records(d), lambda c, i: openwebui.parse(c, all_branches=b))),
    Reader("a LibreChat conversation", "librechat", librechat.sniff,
           lambda n, d, b: each(n, librechat.exports(d), lambda c, i: librechat.parse(c, all_branches=b))),
    Reader("a SillyTavern chat", "sillytavern", sillytavern.sniff,
           lambda n, d, b: _one(n, lambda: sillytavern.parse(d, n, all_branches=b))),
    Reader("generic chat records", "generic", generic.sniff,
           lambda n, d, b: each(n, generic.records(d), lambda c, i: generic.parse(c, i, n))),
)
FAMILIES = ("chatgpt", "claude", "deepseek", "gemini", "openwebui", "librechat", "sillytavern", "generic",
            "markdown", "mnemosyne")
LABELS = {"chatgpt": "ChatGPT", "claude": "Claude", "deepseek": "DeepSeek", "gemini": "Gemini",
          "openwebui": "Open WebUI", "librechat": "LibreChat", "sillytavern": "SillyTavern",
          "generic": "generic chat", "markdown": "Markdown", "mnemosyne": "Mnemosyne"}


@dataclass(frozen=True)
class Detection:
    reader: Reader | None
    confidence: float
    why: str = ""  # when reader is None: not recognised, or ambiguous between which formats


def detect(doc, family: str = "auto") -> Detection:
    """The reader for a decoded file: the surest one (of ``family`` when the format is forced).
    Two families about equally sure make the file ambiguous."""
    if doc in ([], {}, None, ""):
        return Detection(None, 0.0, "empty: no conversations in it")
    candidates = [r for r in READERS if family == "auto" or r.family == family]
    scored = []
    for r in candidates:
        try:
            score = float(r.sniff(doc))
        except PARSE_ERRORS:
            score = 0.0
        scored.append((score, r))
    scored.sort(key=lambda s: -s[0])
    if not scored or scored[0][0] < (SURE if family == "auto" else 0.01):
        what = "a chat export" if family == "auto" else f"a {LABELS.get(family, family)} export"
        return Detection(None, scored[0][0] if scored else 0.0, f"not recognised as {what}")
    best, reader = scored[0]
    rivals = [r for s, r in scored[1:] if s >= SURE and s >= best - MARGIN and r.family != reader.family]
    if rivals:
        names = " or ".join([reader.name] + [r.name for r in rivals])
        return Detection(None, best, f"ambiguous: it could be {names}; import it alone with --format")
    return Detection(reader, best)
