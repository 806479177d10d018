"""SillyTavern chats (``.jsonl``, one chat per file): a first line of metadata
``{user_name, character_name, create_date, chat_metadata}``, then one message a line:
``{name, is_user, is_system, send_date, mes, extra, swipes, swipe_id}``. ``send_date`` is
a humanized date ("2023-4-21 @20h 02m 47s 124ms", older "April 21, 2023 8:02pm") or epoch
milliseconds. ``mes`` is the answer the person kept; the other ``swipes`` are regenerated
alternatives (imported with ``all_branches``). Hidden system notes (``is_system``) and the
model's reasoning (``extra.reasoning``) are skipped."""

from __future__ import annotations

import hashlib

from mnemosyne_app.core.archive.model import Conversation, Message
from mnemosyne_app.core.archive.times import when


def _is_message(m) -> bool:
    return isinstance(m, dict) and "mes" in m and ("is_user" in m or "send_date" in m)


def sniff(data) -> float:
    if not isinstance(data, list) or not data:
        return 0.0
    lines = data[:50]
    header = 1 if isinstance(lines[0], dict) and ("character_name" in lines[0] or "chat_metadata" in lines[0]) else 0
    body = lines[header:]
    if not body:
        return 0.9 if header else 0.0  # a chat with no message yet: still a SillyTavern file
    return sum(1 for m in body if _is_message(m)) / len(body)


def _key(*parts) -> str:
    return hashlib.sha256("|".join(str(p) for p in parts).encode()).hexdigest()[:16]


def parse(lines: list, name: str, *, all_branches: bool = False) -> Conversation:
    if not isinstance(lines, list) or not lines:
        raise ValueError("the chat file is empty")
    header = lines[0] if isinstance(lines[0], dict) and not _is_message(lines[0]) else {}
    body = lines[1:] if header else lines
    character = header.get("character_name") if isinstance(header.get("character_name"), str) else ""
    user = header.get("user_name") if isinstance(header.get("user_name"), str) else ""
    created = when(header.get("create_date"))
    # The same chat exported twice (or renamed) keeps its id: who talked, and when it began.
    conv_id = _key(user, character, header.get("create_date")) if header.get("create_date") else _key(name)
    messages, seen = [], set()
    for i, m in enumerate(body):
        if not isinstance(m, dict) or not isinstance(m.get("mes"), str) or m.get("is_system"):
            continue
        role = "user" if m.get("is_user") else "assistant"
        mid = _key(m.get("send_date"), m.get("name"), role) if m.get("send_date") is not None else f"line{i + 1}"
        if mid in seen:
            mid = f"{mid}:{i + 1}"
        seen.add(mid)
        sent = when(m.get("send_date"))
        if m["mes"].strip():
            messages.append(Message(mid, role, m["mes"].strip(), sent))
        swipes = m.get("swipes")
        if all_branches and isinstance(swipes, list):
            for k, alt in enumerate(swipes):
                if isinstance(alt, str) and alt.strip() and alt.strip() != m["mes"].strip():
                    messages.append(Message(f"{mid}:swipe{k}", role, alt.strip(), sent))
    title = f"Chat with {character}" if character else (name.rsplit("/", 1)[-1].rsplit(".", 1)[0] or "SillyTavern chat")
    # A chat file is a log written as the chat went (a line per message): its order is the thread's,
    # while its dates mix local "humanized" times with epoch ones, so they do not reorder it.
    return Conversation("sillytavern", conv_id, title, messages, created or (messages[0].created_at if messages else None),
                        ordered=True)
