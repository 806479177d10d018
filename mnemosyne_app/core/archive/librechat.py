"""LibreChat conversation exports (JSON): ``{conversationId, title, endpoint, exportAt,
branches, recursive, options, messages: [...]}``. A message is ``{messageId, parentMessageId,
sender, isCreatedByUser, text, content?, createdAt, files?}``; with ``recursive`` the messages
are nested in ``children``. The thread is the newest leaf back to the root (LibreChat marks no
current leaf); ``all_branches`` adds edits and regenerations. ``content`` parts of type
``think`` and tool calls are skipped, images become placeholders."""

from __future__ import annotations

from mnemosyne_app.core.archive import tree
from mnemosyne_app.core.archive.model import Conversation, Message
from mnemosyne_app.core.archive.times import when


def exports(data) -> list:
    return data if isinstance(data, list) else [data]


def _is_message(m) -> bool:
    return isinstance(m, dict) and ("isCreatedByUser" in m or "parentMessageId" in m)


def sniff(data) -> float:
    items = exports(data)[:50]
    if not items:
        return 0.0
    ours = 0
    for e in items:
        msgs = e.get("messages") if isinstance(e, dict) else None
        if isinstance(msgs, list) and msgs and all(_is_message(m) for m in msgs[:20]):
            ours += 1
        elif isinstance(msgs, list) and not msgs and "conversationId" in e:
            ours += 1
    return ours / len(items)


def _flatten(messages: list, out: list) -> None:
    """Recursive exports nest replies in ``children``; walked with a stack, not recursion."""
    stack = list(reversed(messages))
    while stack:
        m = stack.pop()
        if not isinstance(m, dict):
            continue
        out.append(m)
        children = m.get("children")
        if isinstance(children, list):
            stack.extend(reversed(children))


def _text(m: dict) -> str:
    parts = m.get("content")
    if isinstance(parts, list) and parts:
        out = []
        for p in parts:
            if not isinstance(p, dict):
                continue
            kind = p.get("type")
            value = p.get("text")
            if kind == "text":
                value = value.get("value") if isinstance(value, dict) else value
                if isinstance(value, str):
                    out.append(value)
            elif kind in ("image_file", "image_url"):
                out.append("[image]")
            # think, tool_call, error parts: the model's reasoning and tool traffic, skipped
        text = "\n".join(out)
    else:
        text = m.get("text") if isinstance(m.get("text"), str) else ""
    files = [f.get("filename") for f in m.get("files") or [] if isinstance(f, dict) and isinstance(f.get("filename"), str)]
    return "\n".join([text.strip()] + [f"[attachment: {n}]" for n in files]).strip()


def parse(export: dict, *, all_branches: bool = False) -> Conversation:
    if not isinstance(export, dict) or not isinstance(export.get("messages"), list):
        raise ValueError("export has no messages")
    flat: list[dict] = []
    _flatten(export["messages"], flat)
    conv_id = export.get("conversationId") or next((m.get("conversationId") for m in flat if m.get("conversationId")), None)
    if not isinstance(conv_id, str) or not conv_id:
        raise ValueError("export has no conversationId")
    by_id = {}
    for i, m in enumerate(flat):
        key = m.get("messageId") if isinstance(m.get("messageId"), str) else f"{conv_id}:{i}"
        by_id.setdefault(key, m)
    parents = {k: (m.get("parentMessageId") if isinstance(m.get("parentMessageId"), str) else None)
               for k, m in by_id.items()}
    # LibreChat marks no current leaf: the thread shown is the one with the latest message.
    named = set(parents.values())
    leaves = [(when(m.get("createdAt")) or 0.0, i, k) for i, (k, m) in enumerate(by_id.items()) if k not in named]
    leaf = max(leaves)[2] if leaves else None
    messages = []
    for key in tree.ordered(parents, leaf, all_branches=all_branches):
        m = by_id[key]
        text = _text(m)
        if text:
            messages.append(Message(key, "user" if m.get("isCreatedByUser") else "assistant", text,
                                    when(m.get("createdAt"))))
    title = export.get("title") if isinstance(export.get("title"), str) and export["title"].strip() else "Untitled"
    created = min((m.created_at for m in messages if m.created_at), default=None)
    return Conversation("librechat", conv_id, title, messages, created, ordered=True)
