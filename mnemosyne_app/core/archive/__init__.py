"""Conversation archives in and out: ChatGPT, Claude, Gemini (Takeout), generic JSON/JSONL
(OpenAI messages, ShareGPT) and folders of Markdown notes; export as JSON, JSONL, Markdown."""

from mnemosyne_app.core.archive.model import ArchiveError, Conversation, ImportReport, Message

__all__ = ["ArchiveError", "Conversation", "ImportReport", "Message"]
