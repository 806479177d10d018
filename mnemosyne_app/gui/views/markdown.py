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
# ChatGPT links the files its assistant made as "sandbox:/mnt/data/<name>": they live in
# ChatGPT's sandbox and never came with the export, so a link would lead nowhere.
SANDBOX = "sandbox:"


def _stayed(href: str) -> str:
    name = href[len(SANDBOX):].rstrip("/").rsplit("/", 1)[-1] or "a file"
    return f' <i>(file \u201c{escape(name)}\u201d: it stayed in ChatGPT)</i>'


def _link_open(renderer, tokens, idx, options, env):
    href = tokens[idx].attrGet("href") or ""
    if not href.startswith(SANDBOX):
        return renderer.renderToken(tokens, idx, options, env)
    close = next(i for i in range(idx + 1, len(tokens)) if tokens[i].type == "link_close")  # links never nest
    tokens[close].meta["stayed"] = _stayed(href)
    return ""  # the words stay, as plain text


def _link_close(renderer, tokens, idx, options, env):
    stayed = tokens[idx].meta.get("stayed")
    return stayed if stayed is not None else renderer.renderToken(tokens, idx, options, env)


def _image(renderer, tokens, idx, options, env):
    src = tokens[idx].attrGet("src") or ""
    if not src.startswith(SANDBOX):
        return renderer.image(tokens, idx, options, env)
    return escape(tokens[idx].content) + _stayed(src)


_MD.add_render_rule("link_open", _link_open)
_MD.add_render_rule("link_close", _link_close)
_MD.add_render_rule("image", _image)


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
