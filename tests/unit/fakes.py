"""Stand-ins for the model, for speed (tests/model runs the same paths on the real one)."""

import threading

from mnemosyne_app.core.model.interfaces import Extraction, ExtractionError


class CountingExtractor:
    """Counts its calls; one fact per text; fails like a model returning garbage on ``fail_on``."""
    name = "counting"

    def __init__(self, fail_on=None):
        self.calls = 0
        self.fail_on = fail_on
        self.lock = threading.Lock()

    def extract(self, text):
        with self.lock:
            self.calls += 1
        if self.fail_on and self.fail_on in text:
            raise ExtractionError("model returned garbage: '}}{{'")
        return Extraction(facts=[f"fact: {text}"])
