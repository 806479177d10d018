"""Fact extraction: candidate statements by rule, a local GGUF model (llama.cpp) as the judge.

The facts are the message's own first-person clauses, normalised by rule (core/model/
statements.py): the model never writes a fact. It answers one question a 270M model answers
well, "is this a lasting fact about the person? yes/no", for the statements the attribute rules
could not place. A message with no candidate statement, or whose statements the rules all
placed, costs no model call. The few-shot prefix is the same for every question, so llama.cpp
reuses its evaluated prefix and each question costs only its own tokens: one forward pass, after
which the answer is read from the logits (see ``_judge``) rather than sampled. The model is
loaded lazily, once per process and path, and used by one thread at a time (the lock belongs to
the loaded model, which every extractor for that path shares).
"""

from __future__ import annotations

import atexit
import ctypes
import logging
import threading
import time
from pathlib import Path
from typing import Sequence

import numpy as np

from mnemosyne_app.core.model.change_meaning import ChangeMeaning, shared_change_meaning
from mnemosyne_app.core.model.interfaces import Extraction, ExtractionError
from mnemosyne_app.core.model.minilm import EmbedderUnavailable
from mnemosyne_app.core.model.prompts import ANSWERS, LASTING_GRAMMAR, lasting_prompt
from mnemosyne_app.core.model.statements import statements

log = logging.getLogger("mnemosyne.model")

_MODELS: dict[str, object] = {}
_IN_USE: dict[str, threading.Lock] = {}  # one per loaded model: a llama.cpp context is not thread-safe
_MODELS_LOCK = threading.Lock()


@atexit.register
def _close_models() -> None:
    # Free the models while llama_cpp's module globals still exist; left to the garbage
    # collector at interpreter exit, Llama.__del__ fails on half-torn-down modules.
    with _MODELS_LOCK:
        for llm in _MODELS.values():
            try:
                llm.close()
            except Exception:
                pass
        _MODELS.clear()
        _IN_USE.clear()


def _quiet_llama_logs() -> None:
    """llama.cpp writes its loader chatter to stderr; send it to our logger at debug level."""
    import llama_cpp

    @ctypes.CFUNCTYPE(None, ctypes.c_int, ctypes.c_char_p, ctypes.c_void_p)
    def to_logger(level, text, user_data):
        log.debug("llama.cpp: %s", text.decode("utf-8", "replace").rstrip())

    _quiet_llama_logs.callback = to_logger  # keep a reference: C holds only the pointer
    llama_cpp.llama_log_set(to_logger, ctypes.c_void_p(0))


def load_llama(path: Path, n_ctx: int = 2048, threads: int | None = None) -> tuple[object, threading.Lock]:
    """One Llama per model path per process (loading costs a second and ~300 MB), with the lock
    to hold while using it."""
    key = str(Path(path).resolve())
    with _MODELS_LOCK:
        if key not in _MODELS:
            from llama_cpp import Llama

            _quiet_llama_logs()
            start = time.monotonic()
            try:
                _MODELS[key] = Llama(model_path=key, n_ctx=n_ctx, n_threads=threads, verbose=False)
            except Exception as exc:  # llama.cpp reports a bad file as a bare ValueError
                raise ExtractionError(f"could not load model {key}: {exc}") from exc
            _IN_USE[key] = threading.Lock()
            log.info("loaded %s in %.2f s", key, time.monotonic() - start)
        return _MODELS[key], _IN_USE[key]


def answer_tokens(llm) -> dict[str, list[int]]:
    """For "yes" and "no", the tokens that can start it under the grammar: each non-empty prefix
    of the word ("y", "ye", "yes") that the vocabulary holds as one token."""
    out: dict[str, list[int]] = {}
    for word in ANSWERS:
        ids = (llm.tokenize(word[:n].encode(), add_bos=False, special=False) for n in range(1, len(word) + 1))
        out[word] = [t[0] for t in ids if len(t) == 1]
        if not out[word]:
            raise ExtractionError(f"the model's vocabulary has no token for {word!r}")
    return out


def pick_answer(logits: Sequence[float], tokens: dict[str, list[int]]) -> str:
    """The answer whose best starting token scores highest: the first token greedy decoding under
    the yes/no grammar would take (the grammar then forces the rest of that word)."""
    return max(ANSWERS, key=lambda word: max(logits[t] for t in tokens[word]))


def _judge(llm, prompt: str, tokens: dict[str, list[int]]) -> str:
    """Evaluate only what follows the already evaluated prefix, then read the next-token logits.

    Sampling under a grammar costs more than the forward pass here (the sampler walks Gemma's
    262k-token vocabulary, twice: the word and the end), so the answer is read directly.
    """
    import llama_cpp

    ids = llm.tokenize(prompt.encode("utf-8"), special=True)
    # keep at least the last token to evaluate, so the logits are this prompt's
    reuse = min(llm.longest_token_prefix(llm.input_ids[:llm.n_tokens].tolist(), ids), len(ids) - 1)
    llm.n_tokens = reuse
    llm.eval(ids[reuse:])
    logits = np.ctypeslib.as_array(llama_cpp.llama_get_logits_ith(llm.ctx, -1), shape=(llm.n_vocab(),))
    return pick_answer(logits, tokens)


def parse_answer(raw: str) -> bool:
    """The model's yes/no; ExtractionError when the output is neither."""
    answer = raw.strip().lower()
    if answer not in ("yes", "no"):
        raise ExtractionError(f"model output is not yes or no: {raw[:120]!r}")
    return answer == "yes"


class LlamaExtractor:
    def __init__(self, model_path: Path | None = None, threads: int | None = None,
                 meaning: ChangeMeaning | None | str = "shared") -> None:
        """``meaning``: the stage that reads a change of state the rules left unplaced by what it
        means (core/model/change_meaning.py); "shared" is the one on the app's multilingual
        embedder (none when that is not installed), None the rules alone."""
        self._path = model_path
        self.threads = threads
        self._meaning = meaning
        self._grammar = None
        self._tokens: dict[str, list[int]] | None = None

    @property
    def name(self) -> str:
        return Path(self.model_path).name

    @property
    def model_path(self) -> Path:
        if self._path is None:
            from mnemosyne_app.core.model.bundled import ensure_bundled_model

            self._path = ensure_bundled_model()
        return self._path

    def prepare(self) -> None:
        """Assemble the bundled model file (interfaces.Preparable); loading it waits for a write."""
        self._path = self.model_path

    def load(self) -> tuple[object, threading.Lock]:
        """The shared model and its lock (loading it first if needed)."""
        llm, in_use = load_llama(self.model_path, threads=self.threads)
        if self._grammar is None:
            from llama_cpp import LlamaGrammar

            self._grammar = LlamaGrammar.from_string(LASTING_GRAMMAR, verbose=False)
        return llm, in_use

    def complete(self, statement: str) -> str:
        """The model's answer, "yes" or "no", to "is ``statement`` a lasting fact about the user?"."""
        llm, in_use = self.load()
        with in_use:
            return _judge(llm, lasting_prompt(statement), self._answer_tokens(llm))

    def complete_sampled(self, statement: str) -> str:
        """The same answer by sampling under the yes/no grammar: the reference ``complete`` must
        agree with (tests/model), at about five times its cost."""
        llm, in_use = self.load()
        with in_use:
            out = llm.create_completion(lasting_prompt(statement), max_tokens=2, temperature=0.0,
                                        grammar=self._grammar)
        return out["choices"][0]["text"]

    def _answer_tokens(self, llm) -> dict[str, list[int]]:
        if self._tokens is None:
            self._tokens = answer_tokens(llm)
        return self._tokens

    @property
    def meaning(self) -> ChangeMeaning | None:
        if self._meaning == "shared":
            self._meaning = shared_change_meaning()
        return self._meaning

    def extract(self, text: str) -> Extraction:
        try:
            found = statements(text, self.meaning)
        except EmbedderUnavailable as exc:  # (damaged weights: the rules alone, not every write failing)
            log.warning("the meaning stage is off: %s", exc)
            self._meaning = None
            found = statements(text)
        asked = [s for s in found if s.needs_model]
        kept = [s for s in found if not s.needs_model or parse_answer(self.complete(s.text))]
        facts = [s.text for s in kept]
        return Extraction(facts=facts, triples=[t for t in map(_triple, facts) if t],
                          attributes=[s.attribute for s in kept], negated=[s.negated for s in kept],
                          guessed=[s.guessed for s in kept], model_used=bool(asked))


def _triple(fact: str) -> tuple[str, str, str] | None:
    """A (subject, predicate, object) split of simple "User <verb> <rest>" facts."""
    words = fact.split()
    if len(words) >= 3 and words[0].lower() in ("user", "user's"):
        if words[0].lower() == "user's" and len(words) >= 4:
            return (f"user's {words[1]}", words[2], " ".join(words[3:]))
        return ("user", words[1], " ".join(words[2:]))
    return None
