"""Cleaning what exports leave in the text: ChatGPT's private-use citation markers and the
script/style content of Takeout's HTML. Everything else (emoji, non-Latin scripts, combining
marks, other private-use characters) passes through exactly as written."""

from __future__ import annotations

import html
import json
import re

# ChatGPT wraps rich references as U+E200 <kind> U+E202 <arg> [U+E202 <arg>…] U+E201, and
# highlighted spans as U+E203 … U+E204 (U+E206 also appears as a stray separator).
_COMPOSITE = re.compile(r"[ \t]*\ue200([^\ue200\ue201]*)\ue201")
_STRAY = re.compile("[\ue200-\ue206]")


def _reference(ref: dict) -> str:
    alt = ref.get("alt")
    if isinstance(alt, str) and _STRAY.sub("", alt).strip():
        return _STRAY.sub("", alt).strip()
    for item in ref.get("items") or []:
        if isinstance(item, dict) and isinstance(item.get("url"), str):
            title = item.get("title") if isinstance(item.get("title"), str) else ""
            return f"([{title.strip() or item['url']}]({item['url']}))"
    return ""


def _entity(args: list[str]) -> str:
    """``entity`` markers carry a JSON array such as ``["people", "Ada Lovelace", …]``: the
    second element is the name the answer showed."""
    try:
        value = json.loads(args[0]) if args else None
    except ValueError:
        return ""
    if isinstance(value, list) and len(value) > 1 and isinstance(value[1], str):
        return value[1]
    return ""


def chatgpt_citations(text: str, references=None) -> str:
    """Each citation marker becomes the readable reference the message's
    ``metadata.content_references`` gives for it (its ``alt`` or ``([title](url))``), an entity
    marker its name, anything else nothing; leftover marker characters are removed."""
    if not _STRAY.search(text):
        return text
    by_marker = {}
    for ref in references if isinstance(references, list) else []:
        if isinstance(ref, dict) and isinstance(ref.get("matched_text"), str):
            by_marker.setdefault(ref["matched_text"].strip(), ref)

    def replace(m: re.Match) -> str:
        kind, *args = m.group(1).split("\ue202")
        lead = m.group(0)[: len(m.group(0)) - len(m.group(0).lstrip(" \t"))]
        ref = by_marker.get(m.group(0).strip())
        readable = _reference(ref) if ref else (_entity(args) if kind == "entity" else "")
        return f"{lead}{readable}" if readable else ""

    return _STRAY.sub("", _COMPOSITE.sub(replace, text))


_SCRIPTS = re.compile(r"<(script|style|template|noscript)\b[^>]*>.*?(</\1\s*>|\Z)", re.I | re.S)
_COMMENT = re.compile(r"<!--.*?(-->|\Z)", re.S)
_TAG = re.compile(r"<[^>]+>")
_BREAK = re.compile(r"<\s*(br|/p|/li|/h[1-6]|/div|/tr)\s*/?>", re.I)


def html_to_text(markup: str) -> str:
    """Readable text of an HTML fragment: no scripts, styles or comments, line breaks kept."""
    text = _COMMENT.sub("", _SCRIPTS.sub("", markup))
    text = _TAG.sub("", _BREAK.sub("\n", text))
    return re.sub(r"\n{3,}", "\n\n", html.unescape(text)).strip()
