"""Claude ``projects.json`` (in the same export as ``conversations.json``): a list of
``{uuid, name, description, prompt_template, created_at, docs: [{uuid, filename, content,
created_at}]}``. Each project document becomes a note, and the project's instructions a note
too (like ChatGPT's custom instructions, they say what the person wants); every note carries the
project's uuid and name as its conversation id and title, which links them to the project.
One note per unit, so a document too long to store is skipped alone, with its reason."""

from __future__ import annotations

from mnemosyne_app.core.archive.model import Conversation, Message
from mnemosyne_app.core.archive.times import when

Parsed = tuple[Conversation | None, str | None, str]


def sniff(data) -> float:
    items = data if isinstance(data, list) else [data]
    items = [p for p in items[:50] if isinstance(p, dict)]
    if not items:
        return 0.0
    ours = sum(1 for p in items if isinstance(p.get("docs"), list) and ("prompt_template" in p or "uuid" in p))
    return ours / len(items)


def parse_all(data, name: str) -> list[Parsed]:
    out: list[Parsed] = []
    for i, project in enumerate(data if isinstance(data, list) else [data]):
        ident = f"{name}#{i}"
        if not isinstance(project, dict) or not isinstance(project.get("uuid"), str) or not project["uuid"]:
            out.append((None, "project has no uuid", ident))
            continue
        uuid = project["uuid"]
        title = project.get("name") if isinstance(project.get("name"), str) and project["name"].strip() else "Project"
        created = when(project.get("created_at"))
        instructions = project.get("prompt_template")
        if isinstance(instructions, str) and instructions.strip():
            note = Message(f"{uuid}:instructions", "instructions", f"Project instructions ({title}) — {instructions.strip()}", created)
            out.append((Conversation("claude", uuid, title, [note], created, kind="note"), None, f"{uuid}:instructions"))
        docs = project.get("docs") if isinstance(project.get("docs"), list) else []
        for j, doc in enumerate(docs):
            if not isinstance(doc, dict) or not isinstance(doc.get("content"), str) or not doc["content"].strip():
                out.append((None, "project document has no content", f"{uuid}:doc#{j}"))
                continue
            doc_id = str(doc.get("uuid") or f"doc{j}")
            filename = doc.get("filename") if isinstance(doc.get("filename"), str) and doc["filename"] else f"document {j + 1}"
            note = Message(doc_id, "document", f"[document: {filename}]\n{doc['content']}",
                           when(doc.get("created_at")) or created)
            out.append((Conversation("claude", uuid, title, [note], created, kind="note"), None, f"{uuid}:{doc_id}"))
    return out
