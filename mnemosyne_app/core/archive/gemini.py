"""Gemini Apps activity from Google Takeout ("My Activity" JSON): an array, newest first, of
``{header: "Gemini Apps", title: "Prompted <prompt>", time, safeHtmlItem: [{html}]}``. There are
no conversation ids: each prompt and its answer become one two-message conversation, oldest
first, keyed by time and prompt."""

from __future__ import annotations

import hashlib
import html
import re

from mnemosyne_app.core.archive.claude import when
from mnemosyne_app.core.archive.model import Conversation, Message

_TAG = re.compile(r"<[^>]+>")
_BREAK = re.compile(r"<\s*(br|/p|/li|/h[1-6]|/div)\s*/?>", re.I)


def looks_like(data) -> bool:
    return (isinstance(data, list) and bool(data) and isinstance(data[0], dict)
            and "Gemini" in str(data[0].get("header", "")) and "title" in data[0])


def html_to_text(markup: str) -> str:
    text = _BREAK.sub("\n", markup)
    text = _TAG.sub("", text)
    return re.sub(r"\n{3,}", "\n\n", html.unescape(text)).strip()


def parse_all(entries: list) -> list[tuple[Conversation | None, str | None, str]]:
    """(conversation, error, id) per entry, oldest first."""
    out = []
    for entry in reversed(entries):
        if not isinstance(entry, dict) or "Gemini" not in str(entry.get("header", "")):
            continue
        title = entry.get("title")
        ts = when(entry.get("time"))
        key = hashlib.sha256(f"{entry.get('time')}|{title}".encode()).hexdigest()[:16]
        if not isinstance(title, str) or not title.startswith("Prompted"):
            continue  # other activity (feedback, settings changes)
        prompt = title[len("Prompted"):].strip()
        answers = [html_to_text(h.get("html", "")) for h in entry.get("safeHtmlItem") or [] if isinstance(h, dict)]
        messages = [Message(f"{key}:prompt", "user", prompt, ts)] if prompt else []
        answer = "\n\n".join(a for a in answers if a)
        if answer:
            messages.append(Message(f"{key}:answer", "assistant", answer, ts))
        if not messages:
            out.append((None, "entry has neither a prompt nor an answer", key))
            continue
        out.append((Conversation("gemini", key, prompt[:80] or "Gemini", messages, ts), None, key))
    return out
