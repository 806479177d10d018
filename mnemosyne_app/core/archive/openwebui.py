"""Open WebUI chat exports ("Export chat" or "Export all chats", JSON): a list of records
``{id, title, created_at, updated_at, chat: {title, history: {messages: {id: {id, parentId,
childrenIds, role, content, timestamp}}, currentId}, messages: [...]}}`` (a single chat may
also come as the bare ``chat`` object). ``history`` is the full tree, ``currentId`` the leaf
the person last saw; ``chat.messages`` is only that thread. Answers embed the model's reasoning
and tool calls as ``<details type="reasoning|tool_calls|code_interpreter">`` blocks: skipped,
as the ChatGPT importer skips thoughts and tool output. Attached files become placeholders."""

from __future__ import annotations

import re

from mnemosyne_app.core.archive import tree
from mnemosyne_app.core.archive.model import Conversation, Message
from mnemosyne_app.core.archive.times import when

ROLES = {"user": "user", "assistant": "assistant", "system": "system"}
_HIDDEN_DETAILS = re.compile(r"<details\b[^>]*\btype=\"(?:reasoning|tool_calls|code_interpreter)\"[^>]*>.*?(</details>|\Z)",
                             re.S | re.I)
_THINK = re.compile(r"<think>.*?(</think>|\Z)", re.S)


def _chat(record) -> dict | None:
    if not isinstance(record, dict):
        return None
    if isinstance(record.get("chat"), dict):
        return record["chat"]
    history = record.get("history")
    if isinstance(history, dict) and isinstance(history.get("messages"), dict):
        return record
    return None


def sniff(data) -> float:
    records = data if isinstance(data, list) else [data]
    records = records[:50]
    if not records:
        return 0.0
    ours = 0.0
    for r in records:
        chat = _chat(r)
        if chat is None:
            continue
        history = chat.get("history")
        if isinstance(history, dict) and isinstance(history.get("messages"), dict):
            ours += 1.0 if chat is not r else 0.9
        elif isinstance(chat.get("messages"), list) and chat is not r:
            ours += 0.8
    return ours / len(records)


def records(data) -> list:
    return data if isinstance(data, list) else [data]


def _text(message: dict) -> str:
    content = message.get("content")
    if isinstance(content, list):  # OpenAI-style parts
        content = "\n".join(p.get("text", "") for p in content if isinstance(p, dict) and isinstance(p.get("text"), str))
    text = _THINK.sub("", _HIDDEN_DETAILS.sub("", content if isinstance(content, str) else "")).strip()
    files = []
    for f in message.get("files") or []:
        if isinstance(f, dict):
            name = f.get("name")
            if not name and isinstance(f.get("file"), dict):
                name = f["file"].get("filename")
            files.append(f"[{f.get('type') or 'file'}: {name}]" if isinstance(name, str) and name else f"[{f.get('type') or 'file'}]")
    return "\n".join([text] + files).strip() if files else text


def parse(record: dict, *, all_branches: bool = False) -> Conversation:
    chat = _chat(record)
    if chat is None:
        raise ValueError("record has no chat")
    conv_id = record.get("id") or chat.get("id")
    if not isinstance(conv_id, str) or not conv_id:
        raise ValueError("chat has no id")
    history = chat.get("history") if isinstance(chat.get("history"), dict) else {}
    nodes = history.get("messages") if isinstance(history.get("messages"), dict) else None
    if nodes is not None:
        parents = {k: (v.get("parentId") if isinstance(v, dict) and isinstance(v.get("parentId"), str) else None)
                   for k, v in nodes.items()}
        items = [(k, nodes[k]) for k in tree.ordered(parents, history.get("currentId"), all_branches=all_branches)]
    elif isinstance(chat.get("messages"), list):
        items = [(m.get("id") if isinstance(m, dict) else None, m) for m in chat["messages"]]
    else:
        raise ValueError("chat has neither history nor messages")
    messages = []
    for i, (key, m) in enumerate(items):
        if not isinstance(m, dict) or m.get("role") not in ROLES:
            continue
        text = _text(m)
        if text:
            messages.append(Message(str(m.get("id") or key or f"{conv_id}:{i}"), ROLES[m["role"]], text,
                                    when(m.get("timestamp"))))
    title = record.get("title") if isinstance(record.get("title"), str) and record["title"].strip() else chat.get("title")
    created = when(record.get("created_at")) or when(chat.get("timestamp"))
    return Conversation("openwebui", conv_id, title if isinstance(title, str) and title.strip() else "Untitled",
                        messages, created, ordered=True)
