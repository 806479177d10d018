"""ChatGPT exports: ``conversations.json`` (or split ``conversations-NNN.json``), an array or
``{"conversations": [...]}``. The displayed thread is ``current_node`` → parent → … → root,
reversed; other branches are alternatives the person did not keep (``all_branches`` imports them
too). Hidden, system (except custom instructions), tool-call and tool messages are skipped;
non-text parts become short placeholders, never silently dropped."""

from __future__ import annotations

from mnemosyne_app.core.archive.model import Conversation, Message

SKIP_CONTENT = {"thoughts", "reasoning_recap", "execution_output", "tether_browsing_display",
                "tether_quote", "system_error", "computer_output"}


def conversations_of(data) -> list:
    if isinstance(data, dict) and isinstance(data.get("conversations"), list):
        return data["conversations"]
    if isinstance(data, dict) and "mapping" in data:
        return [data]
    if isinstance(data, list):
        return data
    raise ValueError("not a ChatGPT export: expected a list of conversations")


def looks_like(data) -> bool:
    try:
        convs = conversations_of(data)
    except ValueError:
        return False
    return bool(convs) and isinstance(convs[0], dict) and "mapping" in convs[0]


def _text_of(message: dict) -> str | None:
    content = message.get("content") or {}
    ctype = content.get("content_type", "text")
    if ctype in SKIP_CONTENT:
        return None
    if ctype == "user_editable_context":  # custom instructions: kept, they say who the person is
        parts = [f"{k.replace('_', ' ')}: {v}" for k, v in content.items()
                 if k in ("user_profile", "user_instructions") and isinstance(v, str) and v.strip()]
        return "Custom instructions — " + "; ".join(parts) if parts else None
    if ctype == "code":
        return content.get("text")
    out = []
    for part in content.get("parts") or []:
        if isinstance(part, str):
            out.append(part)
        elif isinstance(part, dict):
            kind = part.get("content_type", "attachment")
            out.append(f"[{kind.replace('_', ' ')}]")  # a placeholder, so nothing vanishes silently
    text = "\n".join(p for p in out if p is not None).strip()
    return text or None


def _keep(message: dict, include_hidden: bool) -> bool:
    meta = message.get("metadata") or {}
    role = (message.get("author") or {}).get("role")
    if not include_hidden and meta.get("is_visually_hidden_from_conversation"):
        return False
    if message.get("recipient", "all") != "all":  # a tool call
        return False
    if role == "tool":
        return False
    if role == "system":
        return (message.get("content") or {}).get("content_type") == "user_editable_context" or bool(
            meta.get("is_user_system_message"))
    return role in ("user", "assistant")


def _path(mapping: dict, leaf: str) -> list[str]:
    """Node ids from the root to ``leaf``; stops at a cycle or a dangling parent."""
    path, seen, node = [], set(), leaf
    while node is not None and node in mapping and node not in seen:
        seen.add(node)
        path.append(node)
        node = mapping[node].get("parent")
    return path[::-1]


def parse(conv: dict, *, all_branches: bool = False, include_hidden: bool = False) -> Conversation:
    if not isinstance(conv, dict) or not isinstance(conv.get("mapping"), dict):
        raise ValueError("conversation has no mapping")
    mapping = conv["mapping"]
    conv_id = str(conv.get("conversation_id") or conv.get("id") or "")
    if not conv_id:
        raise ValueError("conversation has no id")
    leaf = conv.get("current_node")
    if leaf not in mapping:  # no current node: take the newest leaf
        leaves = [k for k, v in mapping.items() if isinstance(v, dict) and not v.get("children")]
        leaf = leaves[-1] if leaves else None
    order = _path(mapping, leaf) if leaf else []
    if all_branches:
        kept = set(order)
        order += [k for k in mapping if k not in kept]
    messages = []
    for node_id in order:
        node = mapping.get(node_id)
        message = node.get("message") if isinstance(node, dict) else None
        if not isinstance(message, dict) or not _keep(message, include_hidden):
            continue
        text = _text_of(message)
        if not text:
            continue
        role = (message.get("author") or {}).get("role", "user")
        created = message.get("create_time")
        messages.append(Message(str(message.get("id") or node_id), "system" if role == "system" else role,
                                text, float(created) if isinstance(created, (int, float)) else None))
    created = conv.get("create_time")
    return Conversation("chatgpt", conv_id, str(conv.get("title") or "Untitled"), messages,
                        float(created) if isinstance(created, (int, float)) else None)
