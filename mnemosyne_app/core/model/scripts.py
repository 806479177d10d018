"""Which writing system a text holds: Chinese characters (Japanese kanji among them), Japanese kana, or either.

Chinese and Japanese are read apart from the spaced languages (no spaces between words, no capitals on names, no
word bounds for a regular expression), so several modules ask first whether a text holds them. One table here, so
they all ask the same question."""

from __future__ import annotations

import re

# Han characters: the unified block, its extension A and the compatibility block.
HAN_CHARS = r"\u3400-\u9fff\uf900-\ufaff"
# Hiragana and katakana (with the long-vowel mark and the middle dot).
KANA_CHARS = r"\u3040-\u30ff"

HAN = re.compile(f"[{HAN_CHARS}]")
KANA = re.compile(f"[{KANA_CHARS}]")
CJK = re.compile(f"[{KANA_CHARS}{HAN_CHARS}]")
