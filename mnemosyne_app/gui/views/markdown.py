"""Markdown to the HTML subset Qt's rich text shows. markdown-it-py (already pinned in
requirements.lock) renders each turn on its own, so an unclosed code fence in one
turn cannot swallow the next, and raw HTML in a message is shown as text (``html=False``), never
interpreted. Qt's own QTextDocument.setMarkdown would need a document per turn and gives no such
isolation per block of a combined page."""

from __future__ import annotations

import datetime as dt
import html
from functools import lru_cache

from markdown_it import MarkdownIt

_MD = MarkdownIt("commonmark", {"html": False, "linkify": False, "breaks": True}).enable("table").enable("strikethrough")


@lru_cache(maxsize=4096)
def to_html(text: str) -> str:
    return _MD.render(text)


def when(ts: float | None, seconds: bool = False) -> str:
    """A date and time a person reads (local time), or a dash for none or nonsense."""
    if ts is None:
        return "—"
    try:
        return dt.datetime.fromtimestamp(ts).strftime("%Y-%m-%d %H:%M" + (":%S" if seconds else ""))
    except (ValueError, OverflowError, OSError):
        return "—"


SPEAKERS = {"user": "You", "human": "You", "assistant": "Assistant", "model": "Assistant", "ai": "Assistant",
            "bot": "Assistant", "system": "Instructions", "instructions": "Instructions", "document": "Document",
            "tool": "Tool"}


def speaker(role: str | None) -> str:
    role = (role or "").strip()
    return SPEAKERS.get(role.lower(), role.capitalize() if role else "")


def escape(text: str) -> str:
    return html.escape(text, quote=False)
