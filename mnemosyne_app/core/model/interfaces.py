"""What the engine needs from a model, and nothing more."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol, Sequence, runtime_checkable


@dataclass(frozen=True)
class Extraction:
    facts: list[str] = field(default_factory=list)
    triples: list[tuple[str, str, str]] = field(default_factory=list)
    # Parallel to ``facts`` when given (else: no attribute, not a negation): which attribute of
    # the person each fact is about, and whether it says something stopped or is not so.
    attributes: list[str | None] = field(default_factory=list)
    negated: list[bool] = field(default_factory=list)
    # Parallel too: the attribute was read by meaning and is only a guess (core/model/change_meaning.py),
    # so what the fact would end is proposed to the person, not ended (core/write/supersede.py).
    guessed: list[bool] = field(default_factory=list)
    model_used: bool = True  # False when rules alone decided: no model call to count

    def attribute(self, i: int) -> str | None:
        return self.attributes[i] if i < len(self.attributes) else None

    def negates(self, i: int) -> bool:
        return self.negated[i] if i < len(self.negated) else False

    def guesses(self, i: int) -> bool:
        return self.guessed[i] if i < len(self.guessed) else False


from mnemosyne_app.core.errors import ExtractionError  # noqa: E402,F401  (with the other errors a face maps)


class Extractor(Protocol):
    name: str

    def extract(self, text: str) -> Extraction:
        """One model call. Raises ExtractionError on garbage or failure."""


class Embedder(Protocol):
    name: str
    dim: int

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per text, L2-normalised."""


@runtime_checkable
class Preparable(Protocol):
    """A model whose files are made once into the cache (core/model/prepared_files.py)."""

    def prepare(self) -> None:
        """Make its files and load it now, so the first write does not wait for it."""
