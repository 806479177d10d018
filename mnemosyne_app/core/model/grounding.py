"""Keep only facts the source text supports.

A 270M base model invents: asked "What's the weather like today?" it answers with a sunny day.
Two rules stop that. Facts are grounded only in the *declarative* sentences of the source
(questions and requests to the assistant state nothing about the person), and a fact is kept
only if most of its content words (CJK: character bigrams, as the search index splits them)
occur in those sentences.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.scripts import HAN
from mnemosyne_app.core.textindex import STOPWORDS, cjk_units

MIN_SUPPORT = 0.75
_SENTENCES = re.compile(r"[^.!?。！？\n]+[.!?。！？]?")
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_HAN = HAN  # (where Chinese question/request patterns apply)
_QUESTION_START = re.compile(
    r"^(what|what's|whats|how|why|when|where|who|which|can|could|would|will|should|do|does|did|is|are|"
    r"am|was|were|have|has|shall|may)\b", re.I)
_REQUEST_START = re.compile(
    r"^(please|pls|remind me|tell me|show me|give me|help me|write|explain|summarize|summarise|translate|"
    r"let's|lets|ok|okay|thanks|thank you|haha|lol|hi|hello|hey|good (morning|afternoon|evening|night)|"
    r"bye|goodbye|see you)\b", re.I)
_ZH_QUESTION = re.compile(r"(吗|呢|什么|怎么|怎样|为什么|哪|几|多少|能不能|可不可以|是否)")
_ZH_REQUEST = re.compile(r"^(请|帮我|给我|告诉我|提醒我|以后请|麻烦|谢谢|哈哈|你好|早上好|早安|晚上好|晚安|再见)")
# Words that only say whose fact it is.
_PERSON = {"user", "user's", "users", "the", "a", "an", "is", "has", "have", "had", "was", "were", "be", "am",
           "are", "does", "did", "do"}
_ZH_PERSON = ("用户的", "用户")


def declarative(text: str) -> str:
    """The sentences of ``text`` that state something (not questions, not requests)."""
    kept = []
    for sentence in _SENTENCES.findall(text):
        s = sentence.strip()
        if not s:
            continue
        if s.endswith(("?", "？")) or _QUESTION_START.match(s) or _REQUEST_START.match(s):
            continue
        if _HAN.search(s) and (_ZH_QUESTION.search(s) and s.endswith(("?", "？", "吗", "呢")) or _ZH_REQUEST.match(s)):
            continue
        kept.append(s)
    return " ".join(kept)


def _stem(word: str) -> str:
    word = word.removesuffix("'s")
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def content_units(text: str) -> set[str]:
    low = text.lower()
    for marker in _ZH_PERSON:
        low = low.replace(marker, " ")
    units = {_stem(w) for w in _WORD.findall(low) if w not in STOPWORDS and w not in _PERSON}
    return units | set(cjk_units(low))


def support(fact: str, source_units: set[str]) -> float:
    units = content_units(fact)
    if not units:
        return 0.0
    return len(units & source_units) / len(units)


def grounded(facts: list[str], source: str, limit: int = 4) -> list[str]:
    stated = declarative(source)
    if not stated:
        return []
    source_units = content_units(stated)
    kept: list[str] = []
    for fact in facts:
        fact = " ".join(fact.split()).strip(" .;,")
        if 3 <= len(fact) <= 200 and fact not in kept and support(fact, source_units) >= MIN_SUPPORT:
            kept.append(fact)
    return kept[:limit]
