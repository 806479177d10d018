"""How to open a store, as one value: the CLI, the window's session and the services build a
``BrainOptions`` and open scopes with it, so an option of ``MemoryBrain`` is threaded through
in one place instead of three."""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mnemosyne_app import paths
from mnemosyne_app.core.brain import MemoryBrain

# Tuning knobs left to MemoryBrain's own defaults unless set (None): their defaults live in one
# place, the brain's signature.
_TUNING = ("queue_max_depth", "queue_when_full", "worker_delay",
           "max_text_chars", "key_ttl_s", "vfs", "passphrase")


@dataclass(frozen=True)
class BrainOptions:
    """Everything but the scope that ``MemoryBrain(...)`` takes.

    ``extractor``/``embedder`` are names ("auto", "bundled", "sentences", "minilm", "none"), a
    path to a GGUF file, or model objects. ``resume=False`` opens a scope without working the
    writes a previous process left queued (to look at the queue, not to run it)."""
    data_dir: str | os.PathLike | None = None
    synchronous: str = "NORMAL"
    extractor: Any = "auto"
    embedder: Any = "auto"
    resume: bool = True
    queue_max_depth: int | None = None
    queue_when_full: str | None = None
    worker_delay: float | None = None
    max_text_chars: int | None = None
    key_ttl_s: float | None = None
    vfs: str | None = None
    # Held in memory only; repr=False keeps it out of tracebacks and logs that print the options.
    passphrase: str | None = dataclasses.field(default=None, repr=False)

    @property
    def root(self) -> Path:
        """The data directory these options point at (resolved as MemoryBrain resolves it)."""
        return paths.data_dir(self.data_dir)

    def replace(self, **changes: Any) -> "BrainOptions":
        return dataclasses.replace(self, **changes)

    def brain(self, scope: str = "default") -> MemoryBrain:
        """A MemoryBrain for ``scope``, not opened yet: a bad scope name fails here, before any
        file is touched (the window swaps scopes this way, closing the old one in between)."""
        tuning = {name: getattr(self, name) for name in _TUNING if getattr(self, name) is not None}
        return MemoryBrain(self.data_dir, scope=scope, synchronous=self.synchronous,
                           extractor=self.extractor, embedder=self.embedder, resume=self.resume, **tuning)

    def open(self, scope: str = "default") -> MemoryBrain:
        """The MemoryBrain for ``scope``, its store created or migrated and ready."""
        return self.brain(scope).ensure_init()
