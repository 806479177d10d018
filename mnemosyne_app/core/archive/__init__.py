"""Conversation archives in and out: ChatGPT, Claude (conversations and projects), DeepSeek,
Gemini (Takeout, AI Studio), Open WebUI, LibreChat, SillyTavern, generic JSON/JSONL (OpenAI
messages, ShareGPT) and folders of Markdown notes; export as JSON, JSONL, Markdown.
reader.py reads and detects an archive (formats.py), importer.py writes it."""

from mnemosyne_app.core.archive.model import ArchiveError, Conversation, ImportReport, Message

__all__ = ["ArchiveError", "Conversation", "ImportReport", "Message"]
