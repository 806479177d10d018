"""Generic chat logs: JSON or JSONL of OpenAI-style ``{"messages": [{role, content}]}``, ShareGPT
``{"conversations": [{from, value}]}``, or a bare list of messages; and Markdown notes."""

from __future__ import annotations

import hashlib
import re

from mnemosyne_app.core.archive.model import Conversation, Message

ROLES = {"user": "user", "human": "user", "assistant": "assistant", "gpt": "assistant", "model": "assistant",
         "bot": "assistant", "system": "system"}


def _content(value) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, list):  # OpenAI content parts
        return "\n".join(p.get("text", f"[{p.get('type', 'part')}]") if isinstance(p, dict) else str(p) for p in value)
    return ""


def _turns_readable(turns) -> bool:
    return isinstance(turns, list) and all(
        isinstance(t, dict) and (("role" in t and "content" in t) or ("from" in t and "value" in t)) for t in turns[:20])


def sniff(data) -> float:
    """OpenAI messages and ShareGPT records are generic shapes other apps' exports resemble, so
    even a perfect match is less sure than a format with its own markers."""
    if not looks_like(data):
        return 0.0
    items = records(data)[:50]
    readable = sum(1 for r in items if isinstance(r, dict) and _turns_readable(
        r.get("messages") if "messages" in r else r.get("conversations")))
    return 0.3 + 0.3 * readable / len(items)


def looks_like(data) -> bool:
    items = data if isinstance(data, list) else [data]
    return bool(items) and isinstance(items[0], dict) and (
        "messages" in items[0] or "conversations" in items[0] or ("role" in items[0] and "content" in items[0]))


def records(data) -> list:
    if isinstance(data, list) and data and isinstance(data[0], dict) and "role" in data[0]:
        return [{"messages": data}]  # one conversation given as a bare list of messages
    return data if isinstance(data, list) else [data]


def parse(record: dict, index: int, name: str) -> Conversation:
    if not isinstance(record, dict):
        raise ValueError("record is not an object")
    turns = record.get("messages") if "messages" in record else record.get("conversations")
    if not isinstance(turns, list):
        raise ValueError("record has no messages or conversations list")
    conv_id = str(record.get("id") or record.get("conversation_id") or
                  hashlib.sha256(f"{name}:{index}:{turns!r}".encode()).hexdigest()[:16])
    messages = []
    for i, turn in enumerate(turns):
        if not isinstance(turn, dict):
            raise ValueError(f"turn {i} is not an object")
        role = ROLES.get(str(turn.get("role", turn.get("from", ""))).lower())
        text = _content(turn.get("content", turn.get("value"))).strip()
        if role is None or role == "system" or not text:
            continue
        messages.append(Message(str(turn.get("id") or f"{conv_id}:{i}"), role, text))
    return Conversation("generic", conv_id, str(record.get("title") or name), messages)


def markdown_note(name: str, text: str) -> Conversation:
    """A Markdown note is one memory of kind "note", titled by its first heading or file name."""
    title = next((line.lstrip("# ").strip() for line in text.splitlines() if line.startswith("#")), name)
    key = hashlib.sha256(name.encode()).hexdigest()[:16]
    return Conversation("markdown", key, title, [Message(key, "user", text.strip())], kind="note")


# "user: …", "Assistant: …", and the "You said: …" / "ChatGPT said: …" a copied web chat gives.
_TURN = re.compile(r"^\s*(user|me|human|you|assistant|ai|bot|gpt|chatgpt|claude|gemini|copilot|model)"
                   r"(?:\s+said)?\s*[:：]\s?(.*)$", re.I)
_SPEAKERS = {"user": "user", "me": "user", "human": "user", "you": "user"}


def pasted(text: str) -> Conversation:
    """A conversation pasted as text: a line starting with a speaker ("user:", "assistant:",
    "You said:", "ChatGPT said:") starts a turn, other lines continue it. Text with no speaker
    lines is one message from the person. Its id is its content's hash, so pasting the same
    conversation twice adds nothing."""
    turns: list[list] = []  # [role, lines]
    for line in text.splitlines():
        m = _TURN.match(line)
        if m:
            turns.append([_SPEAKERS.get(m.group(1).lower(), "assistant"), [m.group(2)]])
        elif turns:
            turns[-1][1].append(line)
        elif line.strip():
            turns.append(["user", [line]])
    conv_id = hashlib.sha256(" ".join(text.split()).encode()).hexdigest()[:16]
    messages = [Message(f"{conv_id}:{i}", role, "\n".join(lines).strip())
                for i, (role, lines) in enumerate(turns) if "\n".join(lines).strip()]
    title = next((m.text.splitlines()[0][:60] for m in messages), "Pasted conversation")
    return Conversation("paste", conv_id, title, messages)
