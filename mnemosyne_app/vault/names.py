"""Readable, stable file names for notes: the date it happened and a title ("2024-10-18 Bash
command for OpenAI API.md"). A name is chosen once and kept (the manifest remembers it), so
links and a person's bookmarks keep working when the text changes; two notes that would share
a name get " (2)", " (3)": neither overwrites the other."""

from __future__ import annotations

import datetime as dt
import re

MAX_TITLE_CHARS = 60
# Characters Obsidian refuses or reads as link syntax in a note name, and path separators.
_UNSAFE = re.compile(r'[\\/:*?"<>|#^\[\]\x00-\x1f\x7f]+')
CONVERSATIONS, MEMORIES = "Conversations", "Memories"
PROFILE = "Profile.md"


def day(ts: float) -> str:
    return dt.datetime.fromtimestamp(ts).strftime("%Y-%m-%d")


def title_of(text: str, words: int = 8) -> str:
    """A title from a text: its first words, without characters a file name must not hold."""
    cleaned = " ".join(_UNSAFE.sub(" ", text).split()[:words]).strip(" .")
    if len(cleaned) > MAX_TITLE_CHARS:
        cleaned = cleaned[:MAX_TITLE_CHARS].rsplit(" ", 1)[0].rstrip(" .")
    return cleaned or "Untitled"


def note_path(folder: str, ts: float, title: str, taken: set[str]) -> str:
    """A free relative path ``folder/<date> <title>.md`` (case-insensitively free: macOS and
    Windows folders are), which is then added to ``taken``."""
    stem = f"{day(ts)} {title_of(title)}"
    candidate, n = f"{folder}/{stem}.md", 1
    while candidate.casefold() in taken:
        n += 1
        candidate = f"{folder}/{stem} ({n}).md"
    taken.add(candidate.casefold())
    return candidate


def link(rel: str) -> str:
    """An Obsidian wiki-link to the note at ``rel`` (path without .md, which Obsidian resolves)."""
    return f"[[{rel[:-3] if rel.endswith('.md') else rel}]]"
