"""ChatGPT exports: ``conversations.json`` (or split ``conversations-NNN.json``), an array or
``{"conversations": [...]}``. The displayed thread is ``current_node`` → parent → … → root,
reversed; other branches are alternatives the person did not keep (``all_branches`` imports them
too). Hidden, system (except custom instructions), tool-call and tool messages are skipped;
non-text parts become short placeholders, never silently dropped."""

from __future__ import annotations

from mnemosyne_app.core.archive import textclean, tree
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
    return sniff(data) >= 0.5


def _messages(conv) -> list[dict]:
    mapping = conv.get("mapping") if isinstance(conv, dict) else None
    nodes = mapping.values() if isinstance(mapping, dict) else []
    return [n["message"] for n in nodes if isinstance(n, dict) and isinstance(n.get("message"), dict)]


def sniff(data) -> float:
    """How sure this is a ChatGPT export: conversations with a ``mapping`` tree whose messages
    have an ``author`` (DeepSeek's tree looks the same, but its messages carry ``fragments``)."""
    try:
        convs = conversations_of(data)
    except ValueError:
        return 0.0
    sample = convs[:50]
    convs = [c for c in sample if isinstance(c, dict) and isinstance(c.get("mapping"), dict)]
    if not convs:
        return 0.0
    share = len(convs) / len(sample)  # a list that is half something else is not surely ours
    messages = [m for c in convs for m in _messages(c)]
    if not messages:
        return 0.5 * share  # a tree with no message to tell ChatGPT from DeepSeek
    ours = sum(1 for m in messages if "author" in m or "content" in m)
    return (0.5 + 0.5 * ours / len(messages)) * share if ours else 0.1


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


def parents_of(mapping: dict) -> dict:
    """{node id: parent id}: newer exports give only ``parent`` (no ``children``), so the tree is
    always read from the parents."""
    out = {}
    for key, node in mapping.items():
        parent = node.get("parent") if isinstance(node, dict) else None
        out[key] = parent if isinstance(parent, str) else None
    return out


def parse(conv: dict, *, all_branches: bool = False, include_hidden: bool = False) -> Conversation:
    if not isinstance(conv, dict) or not isinstance(conv.get("mapping"), dict):
        raise ValueError("conversation has no mapping")
    mapping = conv["mapping"]
    conv_id = str(conv.get("conversation_id") or conv.get("id") or "")
    if not conv_id:
        raise ValueError("conversation has no id")
    order = tree.ordered(parents_of(mapping), conv.get("current_node"), all_branches=all_branches)
    messages = []
    for node_id in order:
        node = mapping.get(node_id)
        message = node.get("message") if isinstance(node, dict) else None
        if not isinstance(message, dict) or not _keep(message, include_hidden):
            continue
        text = _text_of(message)
        if text:
            text = textclean.chatgpt_citations(text, (message.get("metadata") or {}).get("content_references")).strip()
        if not text:
            continue
        role = (message.get("author") or {}).get("role", "user")
        created = message.get("create_time")
        messages.append(Message(str(message.get("id") or node_id), "instructions" if role == "system" else role,
                                text, float(created) if isinstance(created, (int, float)) else None))
    created = conv.get("create_time")
    return Conversation("chatgpt", conv_id, str(conv.get("title") or "Untitled"), messages,
                        float(created) if isinstance(created, (int, float)) else None, ordered=True)
