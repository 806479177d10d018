"""Gemini Apps activity from Google Takeout ("My Activity" JSON): an array, newest first, of
``{header: "Gemini Apps", title: "Prompted <prompt>", time, safeHtmlItem: [{html}]}``. There are
no conversation ids: each prompt and its answer become one two-message conversation, oldest
first, keyed by time and prompt. Takeout localises the records ("Gemini-Apps",
"Eingegebener Prompt: …"); the answer's HTML loses its scripts and styles."""

from __future__ import annotations

import hashlib

from mnemosyne_app.core.archive.model import Conversation, Message
from mnemosyne_app.core.archive.textclean import html_to_text
from mnemosyne_app.core.archive.times import when

# What the title of a prompt record starts with, by Takeout language.
PROMPT_PREFIXES = ("Prompted", "Eingegebener Prompt:", "Eingegebener Prompt")


def _ours(entry) -> bool:
    if not isinstance(entry, dict) or "title" not in entry:
        return False
    header = str(entry.get("header", ""))
    products = entry.get("products") if isinstance(entry.get("products"), list) else []
    return "Gemini" in header or "Bard" in header or any("Gemini" in str(p) for p in products)


def sniff(data) -> float:
    if not isinstance(data, list) or not data:
        return 0.0
    entries = data[:50]
    return sum(1 for e in entries if _ours(e)) / len(entries)


def looks_like(data) -> bool:
    return sniff(data) >= 0.5


def _prompt(title: str, has_answer: bool) -> str | None:
    """The prompt of a record, or None for other activity (feedback, settings). A record in a
    language we do not know the prefix of is still a prompt when it has an answer: its title is
    kept whole rather than losing the conversation."""
    for prefix in PROMPT_PREFIXES:
        if title.startswith(prefix):
            return title[len(prefix):].strip()
    return title.strip() if has_answer else None


def parse_all(entries: list) -> list[tuple[Conversation | None, str | None, str]]:
    """(conversation, error, id) per entry, oldest first."""
    out = []
    for entry in reversed(entries):
        if not _ours(entry):
            continue
        title = entry.get("title")
        ts = when(entry.get("time"))
        key = hashlib.sha256(f"{entry.get('time')}|{title}".encode()).hexdigest()[:16]
        items = entry.get("safeHtmlItem") if isinstance(entry.get("safeHtmlItem"), list) else []
        answers = [html_to_text(h["html"]) for h in items if isinstance(h, dict) and isinstance(h.get("html"), str)]
        prompt = _prompt(title, any(answers)) if isinstance(title, str) else None
        if prompt is None:
            continue  # other activity (feedback, settings changes)
        messages = [Message(f"{key}:prompt", "user", prompt, ts)] if prompt else []
        answer = "\n\n".join(a for a in answers if a)
        if answer:
            messages.append(Message(f"{key}:answer", "assistant", answer, ts))
        if not messages:
            out.append((None, "entry has neither a prompt nor an answer", key))
            continue
        out.append((Conversation("gemini", key, prompt[:80] or "Gemini", messages, ts), None, key))
    return out
