"""Google AI Studio chats (Gemini): one JSON object per chat, as AI Studio keeps them in Drive
(Takeout puts them in ``Drive/Google AI Studio/``, often without a file extension):
``{id, displayName, createTime, systemInstruction, chunkedPrompt: {chunks: [...]}}``.

Each chunk is a turn: ``role`` "user" or "model", its words in ``text`` or ``parts[].text``.
As with ChatGPT exports, the model's thinking (``isThought``) and tool output
(``codeExecutionResult``) are left out, the code it ran is kept, and an attachment becomes a
short placeholder so nothing vanishes silently. Alternative answers of a branched chat are all
kept, in the order the file lists them: each is something that was said."""

from __future__ import annotations

import hashlib

from mnemosyne_app.core.archive.claude import when
from mnemosyne_app.core.archive.model import Conversation, Message

ROLES = {"user": "user", "model": "assistant"}


def looks_like(data) -> bool:
    return (isinstance(data, dict) and isinstance(data.get("chunkedPrompt"), dict)
            and isinstance(data["chunkedPrompt"].get("chunks"), list))


def _words(block) -> str:
    """The text of a chunk or of a systemInstruction: ``text`` or its ``parts``."""
    if not isinstance(block, dict):
        return ""
    parts = [block.get("text")] + [p.get("text") for p in block.get("parts") or [] if isinstance(p, dict)]
    return "\n".join(p.strip() for p in parts if isinstance(p, str) and p.strip())


def _placeholders(chunk: dict) -> list[str]:
    out = []
    if isinstance(chunk.get("driveDocument"), dict):
        out.append(f"[document: {chunk['driveDocument'].get('name') or 'untitled'}]")
    if isinstance(chunk.get("driveImage"), dict):
        out.append(f"[image: {chunk['driveImage'].get('name') or 'untitled'}]")
    if isinstance(chunk.get("inlineFile"), dict):
        out.append(f"[file: {chunk['inlineFile'].get('mimeType') or 'unknown type'}]")
    if isinstance(chunk.get("youtubeVideo"), dict):
        out.append("[YouTube video]")
    return out


def _text_of(chunk: dict) -> str:
    pieces = [_words(chunk)]
    code = chunk.get("executableCode")
    if isinstance(code, dict) and isinstance(code.get("code"), str) and code["code"].strip():
        pieces.append(f"```{code.get('language', '').lower()}\n{code['code'].strip()}\n```")
    pieces += _placeholders(chunk)
    return "\n".join(p for p in pieces if p).strip()


def parse(doc: dict, name: str) -> Conversation:
    """One chat. Raises ValueError when it holds no turn with words."""
    created = when(doc.get("createTime"))
    conv_id = str(doc.get("id") or hashlib.sha256(f"{name}|{doc.get('createTime')}".encode()).hexdigest()[:16])
    messages = []
    system = _words(doc.get("systemInstruction"))
    if system:  # like ChatGPT's custom instructions: it says who the person is and what they want
        messages.append(Message(f"{conv_id}:system", "instructions", f"System instructions — {system}", created))
    for i, chunk in enumerate(doc["chunkedPrompt"]["chunks"]):
        if not isinstance(chunk, dict) or chunk.get("isThought") or chunk.get("role") not in ROLES:
            continue
        text = _text_of(chunk)
        if text:
            chunk_id = str(chunk.get("id") or i)
            messages.append(Message(f"{conv_id}:{chunk_id}", ROLES[chunk["role"]], text,
                                    when(chunk.get("createTime")) or created))
    if not any(m.role != "instructions" for m in messages):
        raise ValueError("the chat has no turn with words")
    title = doc.get("displayName") if isinstance(doc.get("displayName"), str) else ""
    # The chunks are the chat as AI Studio shows it, in order; most carry no time of their own.
    return Conversation("gemini", conv_id, title or "AI Studio chat", messages, created, ordered=True)
