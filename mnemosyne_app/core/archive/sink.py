"""The port an archive import writes through: what an import may do to a scope, and nothing more.

The importer (importer.py) and the full-fidelity restore (fidelity.py) are written against this
Protocol; the engine hands them its implementation (core/write/imports.py ``ImportWriter``). A
structural type rather than a base class, so the write layer below need not know the archive
layer exists, and a test may hand in any object of the same shape."""

from __future__ import annotations

import contextlib
from typing import Any, Protocol, runtime_checkable

import apsw

from mnemosyne_app.core.types import RetainResult
from mnemosyne_app.core.write.request import WriteRequest


@runtime_checkable
class ImportSink(Protocol):
    scope: str
    can_extract: bool  # a fact extractor is loaded: imported turns may be queued for it

    def request(self, text: Any, kind: Any, metadata: Any, source: Any, key: str, tags: Any) -> WriteRequest:
        """A validated request for one message; raises ValueError when the message is refused."""
        ...

    def write_conversation(self, reqs: list[WriteRequest]) -> list[RetainResult]:
        """One conversation, all or nothing."""
        ...

    def write_conversations(self, conversations: list[list[WriteRequest]],
                            origin: str | None = None) -> list[list[RetainResult] | Exception]:
        """Several conversations in one transaction, each all or nothing (its error in its place);
        ``origin`` names the file they came from, for the events."""
        ...

    def queue_extraction(self, memory_ids_and_texts: list[tuple[str, str]]) -> int:
        """Queue fact extraction for stored memories; how many were queued."""
        ...

    def transaction(self) -> contextlib.AbstractContextManager[apsw.Connection]:
        """One write transaction, for restoring an export's rows as they were."""
        ...
