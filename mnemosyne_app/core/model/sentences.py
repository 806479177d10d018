"""A model-free extractor: each sentence of the text becomes a fact.

It is what Mnemosyne uses when no GGUF model is available or wanted, and it is cheap and
deterministic, which is what the recovery drills need to count model calls exactly. An
optional delay stands in for the latency of a real model."""

from __future__ import annotations

import re
import time

from mnemosyne_app.core.model.interfaces import Extraction

_SENTENCE = re.compile(r"[^.!?。！？\n]+[.!?。！？]?")


class SentenceExtractor:
    name = "sentences"

    def __init__(self, delay: float = 0.0, max_facts: int = 8) -> None:
        self.delay, self.max_facts = delay, max_facts

    def extract(self, text: str) -> Extraction:
        if self.delay:
            time.sleep(self.delay)
        facts = [s.strip() for s in _SENTENCE.findall(text) if len(s.strip()) > 3]
        return Extraction(facts=facts[: self.max_facts])
