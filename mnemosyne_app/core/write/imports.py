"""The engine's side of the archive import port (core/archive/sink.py ``ImportSink``): what an
archive import may do to a scope, and nothing more: turn messages into requests,
write one conversation atomically, queue fact extraction, and restore a full-fidelity export
into an empty scope."""

from __future__ import annotations

import contextlib
from typing import Any, Callable, Iterable, Iterator

import apsw

from mnemosyne_app.core.store import touched
from mnemosyne_app.core.types import RetainResult
from mnemosyne_app.core.write import batch, request
from mnemosyne_app.core.write.request import WriteRequest
from mnemosyne_app.core.write.writer import Writer


class ImportWriter:
    def __init__(self, writer: Callable[[], Writer], scope: str, max_chars: int,
                 run_later: Callable[[Iterable[int]], int], can_extract: bool) -> None:
        # ``writer`` is asked for at the first write: the store is opened (and a new scope's file
        # created) only then, so an archive that is refused does not create the scope it names.
        self._writer_of, self.scope, self._max_chars, self._run_later = writer, scope, max_chars, run_later
        self.can_extract = can_extract

    @property
    def _writer(self) -> Writer:
        return self._writer_of()

    def request(self, text: Any, kind: Any, metadata: Any, source: Any, key: str, tags: Any) -> WriteRequest:
        """A validated request for one message (no extraction: imports never wait for the model)."""
        return request.build(self.scope, self._max_chars, text, kind, metadata, source, None, tags, extract=False,
                             internal_key=key)

    def write_conversation(self, reqs: list[WriteRequest]) -> list[RetainResult]:
        return batch.write_conversation(self._writer, reqs)

    def write_conversations(self, conversations: list[list[WriteRequest]],
                            origin: str | None = None) -> list[list[RetainResult] | Exception]:
        """Several conversations in one transaction, each all or nothing (its error in its place);
        ``origin`` is the name of the file being imported, for their events."""
        return batch.write_conversations(self._writer, conversations, origin)

    def queue_extraction(self, memory_ids_and_texts: list[tuple[str, str]]) -> int:
        """Journal fact extraction for stored memories and hand it to the worker; returns how
        many were queued (a memory asked for before is not asked for again)."""
        ids = [self._writer.journal_extract(memory_id, text) for memory_id, text in memory_ids_and_texts]
        return self._run_later([i for i in ids if i is not None])

    @contextlib.contextmanager
    def transaction(self) -> Iterator[apsw.Connection]:
        """One write transaction for restoring an export's rows as they were."""
        with self._writer.lock, self._writer.txn() as conn:
            yield conn
        if self._writer.embedder is not None:
            touched.backlog()  # rows restored without vectors: the background lane builds them
