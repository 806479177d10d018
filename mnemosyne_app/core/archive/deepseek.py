"""DeepSeek exports (``conversations.json`` from "Export all chats"): a list of
``{id, title, inserted_at, updated_at, mapping}`` where ``mapping`` is a tree like ChatGPT's
(``{id: {id, parent, children, message|null}}``, root ``"root"``), but a message is
``{model, inserted_at, files, fragments: [{type, content}]}``: REQUEST is what the person
wrote, RESPONSE the answer, THINK the model's reasoning and SEARCH its web results (both
skipped, as the ChatGPT importer skips thoughts and tool output). The thread is the newest
leaf back to the root; ``all_branches`` adds the edited and regenerated branches."""

from __future__ import annotations

from mnemosyne_app.core.archive import tree
from mnemosyne_app.core.archive.model import Conversation, Message
from mnemosyne_app.core.archive.times import when

ROLES = {"REQUEST": "user", "RESPONSE": "assistant"}


def _messages(conv) -> list[dict]:
    mapping = conv.get("mapping") if isinstance(conv, dict) else None
    nodes = mapping.values() if isinstance(mapping, dict) else []
    return [n["message"] for n in nodes if isinstance(n, dict) and isinstance(n.get("message"), dict)]


def sniff(data) -> float:
    sample = (data if isinstance(data, list) else [data])[:50]
    convs = [c for c in sample if isinstance(c, dict) and isinstance(c.get("mapping"), dict)]
    if not convs:
        return 0.0
    share = len(convs) / len(sample)
    messages = [m for c in convs for m in _messages(c)]
    if not messages:  # an empty tree: DeepSeek only if it has DeepSeek's own dates
        return (0.5 if any("inserted_at" in c for c in convs) else 0.3) * share
    ours = sum(1 for m in messages if isinstance(m.get("fragments"), list))
    return (0.5 + 0.5 * ours / len(messages)) * share if ours else 0.0


def _attachments(message: dict) -> list[str]:
    names = []
    for f in message.get("files") or []:
        if isinstance(f, dict):
            name = f.get("file_name") or f.get("name")
            names.append(f"[attachment: {name}]" if isinstance(name, str) and name else "[attachment]")
    return names


def _turns(node_id: str, message: dict) -> list[tuple[str, str, str]]:
    """(message id, role, text) for what the node says; a node holds one side of the talk."""
    by_role: dict[str, list[str]] = {}
    for fragment in message.get("fragments") or []:
        if not isinstance(fragment, dict):
            continue
        role = ROLES.get(str(fragment.get("type", "")).upper())
        content = fragment.get("content")
        if role and isinstance(content, str) and content.strip():
            by_role.setdefault(role, []).append(content.strip())
    extra = _attachments(message)
    if extra:
        by_role.setdefault("user" if "assistant" not in by_role else "assistant", []).extend(extra)
    several = len(by_role) > 1
    return [(f"{node_id}:{role}" if several else node_id, role, "\n".join(parts)) for role, parts in by_role.items()]


def parse(conv: dict, *, all_branches: bool = False) -> Conversation:
    if not isinstance(conv, dict) or not isinstance(conv.get("mapping"), dict):
        raise ValueError("conversation has no mapping")
    conv_id = conv.get("id")
    if not isinstance(conv_id, str) or not conv_id:
        raise ValueError("conversation has no id")
    mapping = conv["mapping"]
    parents = {k: (v.get("parent") if isinstance(v, dict) and isinstance(v.get("parent"), str) else None)
               for k, v in mapping.items()}
    messages = []
    for node_id in tree.ordered(parents, conv.get("current_node"), all_branches=all_branches):
        node = mapping[node_id]
        message = node.get("message") if isinstance(node, dict) else None
        if not isinstance(message, dict):
            continue
        created = when(message.get("inserted_at"))
        messages += [Message(str(mid), role, text, created) for mid, role, text in _turns(str(node_id), message)]
    title = conv.get("title") if isinstance(conv.get("title"), str) and conv["title"].strip() else "Untitled"
    return Conversation("deepseek", conv_id, title, messages, when(conv.get("inserted_at")), ordered=True)
