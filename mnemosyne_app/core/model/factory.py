"""Choosing the extractor and the embedder from a short spec.

Specs: extractor ``"bundled"`` (Gemma 3 270M), ``"sentences"`` (model-free; ``"sentences:0.03"``
waits 0.03 s per text, standing in for a model's latency so a drill's kill lands mid-extraction),
``"none"``, or a path to any GGUF; embedder ``"multilingual"`` (Universal Sentence Encoder multilingual v3: one
meaning space for 16 languages), ``"minilm"`` (English MiniLM on onnxruntime, int8, the previous
default), ``"minilm-numpy"`` (the same model in float32 on our own numpy code, slower) or
``"none"``. ``"auto"`` reads ``MNEMOSYNE_MODEL`` and ``MNEMOSYNE_EMBEDDER`` (defaults: bundled,
``DEFAULT_EMBEDDER``). Nothing is loaded until first used."""

from __future__ import annotations

import os
from pathlib import Path

from mnemosyne_app.core.model.interfaces import Embedder, Extractor

EXTRACTOR_ENV, EMBEDDER_ENV = "MNEMOSYNE_MODEL", "MNEMOSYNE_EMBEDDER"
# Chosen by measurement (README, Models): recall in eight languages both ways, LoCoMo, speed.
DEFAULT_EMBEDDER = "multilingual"
EMBEDDERS = ("multilingual", "minilm", "minilm-numpy", "none")


MODEL_NAMES = ("auto", "bundled", "sentences", "none")  # anything else is the path of a GGUF file


def is_model_name(spec: str) -> bool:
    """A name this factory knows (``"sentences:0.03"`` included), not the path of a GGUF file."""
    if spec.startswith("sentences:"):
        _delay(spec)  # a bad delay is said in words here, not taken for a missing file
        return True
    return spec in MODEL_NAMES


def make_extractor(spec: str | os.PathLike | Extractor | None = "auto") -> Extractor | None:
    if spec is None or not isinstance(spec, (str, os.PathLike)):
        return spec
    spec = str(spec)
    if spec == "auto":
        spec = os.environ.get(EXTRACTOR_ENV, "bundled")
    if spec == "none":
        return None
    if spec == "sentences" or spec.startswith("sentences:"):
        from mnemosyne_app.core.model.sentences import SentenceExtractor

        return SentenceExtractor(delay=_delay(spec))
    from mnemosyne_app.core.model.llama_extractor import LlamaExtractor

    if spec == "bundled":
        return LlamaExtractor()
    from mnemosyne_app.core.model.bundled import check_model_file

    return LlamaExtractor(check_model_file(Path(spec)))


def _delay(spec: str) -> float:
    _, _, text = spec.partition(":")
    try:
        delay = float(text or 0)
    except ValueError:
        delay = -1.0
    if not 0 <= delay <= 60:
        raise ValueError(f"extractor {spec!r}: the delay after 'sentences:' must be seconds from 0 to 60")
    return delay


def make_embedder(spec: str | Embedder | None = "auto") -> Embedder | None:
    if spec is None or not isinstance(spec, str):
        return spec
    if spec == "auto":
        spec = os.environ.get(EMBEDDER_ENV, DEFAULT_EMBEDDER)
    if spec == "none":
        return None
    if spec == "multilingual":
        from mnemosyne_app.core.model.use_multilingual import UseMultilingualEmbedder

        return UseMultilingualEmbedder()
    if spec == "minilm":
        from mnemosyne_app.core.model.onnx_minilm import OnnxMiniLMEmbedder

        return OnnxMiniLMEmbedder()
    if spec == "minilm-numpy":
        from mnemosyne_app.core.model.minilm import MiniLMEmbedder

        return MiniLMEmbedder()
    raise ValueError(f"unknown embedder {spec!r}; choose {', '.join(EMBEDDERS)}")
