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

# Characters of grammar and of keeping, not of what is kept: "用户养了一只狗" and "用户又养了一只猫" share "养了", "了一", "一只"
# and name nothing in common (a bigram with one of these names no thing). Read by core/write/supersede.py and stopped.py.
CJK_GRAMMAR = frozenset("了的是在有一只个也又还很都和与把被着过吗呢吧啊这那们养飼")
# Characters of doing, negating and counting, not of what is done: around a one-character object (抽烟, 戒烟, 没有车,
# 一辆车, 吃素) they leave the object standing alone.
CJK_VERBS = frozenset("吃喝抽吸住开骑戒停卖丢有没不别再会要想去来用说学爱喜欢穿带戴买做当养持乗飲止売辆台条本件头匹张部")
# The counters among them, and "会": nouns after a name ("Pythonの本", "iPadの台", "Spotify会员").
CJK_COUNTERS = frozenset("辆台条本件头匹张部会")
