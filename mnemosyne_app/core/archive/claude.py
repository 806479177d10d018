"""Claude exports: an array of ``{uuid, name, created_at, chat_messages: [...]}`` (tools that
re-save it may wrap it as ``{"conversations": [...], ...}`` with keys of their own). Old exports
carry only ``text`` (with inline ``<antArtifact>``/``<antThinking>`` tags), new ones
``content[]`` blocks; text is kept, thinking and tool blocks are skipped."""

from __future__ import annotations

import datetime as dt
import re

from mnemosyne_app.core.archive import tree
from mnemosyne_app.core.archive.model import Conversation, Message

_THINKING = re.compile(r"<antThinking>.*?</antThinking>", re.S)
_ARTIFACT = re.compile(r"<antArtifact\b([^>]*)>.*?</antArtifact>", re.S)
_TITLE = re.compile(r'title="([^"]*)"')


def conversations_of(data) -> list:
    """The conversations of a plain, wrapped or single-conversation export."""
    if isinstance(data, dict) and isinstance(data.get("conversations"), list):
        return data["conversations"]
    if isinstance(data, dict) and "chat_messages" in data:
        return [data]
    if isinstance(data, list):
        return data
    raise ValueError("a Claude export is a list of conversations")


def sniff(data) -> float:
    """The share of conversations (of the first 50) that carry ``chat_messages``."""
    try:
        convs = conversations_of(data)[:50]
    except ValueError:
        return 0.0
    if not convs:
        return 0.0
    ours = sum(1 for c in convs if isinstance(c, dict) and "chat_messages" in c)
    return ours / len(convs)


def looks_like(data) -> bool:
    return sniff(data) >= 0.5


def when(value) -> float | None:
    if not isinstance(value, str):
        return None
    try:
        return dt.datetime.fromisoformat(value.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return None


def _clean(text: str) -> str:
    text = _THINKING.sub("", text)
    return _ARTIFACT.sub(lambda m: f"[artifact: {(_TITLE.search(m.group(1)) or [None, 'untitled'])[1]}]", text).strip()


def _text_of(msg: dict) -> str:
    blocks = msg.get("content")
    if isinstance(blocks, list) and blocks:
        out = []
        for block in blocks:
            if not isinstance(block, dict):
                continue
            if block.get("type") == "text" and isinstance(block.get("text"), str):
                out.append(block["text"])
            elif block.get("type") not in ("thinking", "tool_use", "tool_result", "redacted_thinking"):
                out.append(f"[{block.get('type', 'block')}]")
        text = "\n".join(out)
    else:
        text = msg.get("text") if isinstance(msg.get("text"), str) else ""
    text = _clean(text)
    files = [f.get("file_name") for f in (msg.get("files") or []) + (msg.get("attachments") or [])
             if isinstance(f, dict) and f.get("file_name")]
    if files:
        text += ("\n" if text else "") + "".join(f"[attachment: {name}]" for name in files)
    return text.strip()


def in_true_order(conv_id: str, raw: list) -> list[tuple[str, dict]]:
    """The messages in the order they were said. Exports do not keep it (a real one lists a
    03:37 message before the 03:28 opening prompt): newer ones link each message to its parent
    (``parent_message_uuid``), so the thread is read from the links, siblings (an edited prompt,
    a retried answer) by time; without links, by ``created_at``, ties in the file's order."""
    for i, msg in enumerate(raw):
        if not isinstance(msg, dict):
            raise ValueError(f"message {i} is not an object")
    ids = [str(m.get("uuid") or f"{conv_id}:{i}") for i, m in enumerate(raw)]
    by_id = dict(zip(ids, raw))  # (ids as the file gives them: a re-import finds the same keys)
    if len(by_id) == len(raw) and any(isinstance(m.get("parent_message_uuid"), str) for m in raw):
        parents = {k: m.get("parent_message_uuid") for k, m in by_id.items()}
        return [(k, by_id[k]) for k in tree.by_structure(parents, {k: when(m.get("created_at"))
                                                                    for k, m in by_id.items()})]
    return tree.by_time(list(by_id.items()), lambda pair: when(pair[1].get("created_at")))


def parse(conv: dict) -> Conversation:
    if not isinstance(conv, dict) or not isinstance(conv.get("chat_messages"), list):
        raise ValueError("conversation has no chat_messages")
    conv_id = conv.get("uuid")
    if not isinstance(conv_id, str) or not conv_id:
        raise ValueError("conversation has no uuid")
    messages = []
    for message_id, msg in in_true_order(conv_id, conv["chat_messages"]):
        text = _text_of(msg)
        if not text:
            continue
        role = {"human": "user", "assistant": "assistant"}.get(msg.get("sender"), "user")
        messages.append(Message(message_id, role, text, when(msg.get("created_at"))))
    return Conversation("claude", conv_id, str(conv.get("name") or "Untitled"), messages, when(conv.get("created_at")),
                        ordered=True)
