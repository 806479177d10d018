"""The person's filters (kind, tag, source, time) as one SQL condition, shared by recall and by
browsing, so a filter means the same thing in the search box and in the table."""

from __future__ import annotations

import time
from dataclasses import dataclass

from mnemosyne_app.core.store import memories


@dataclass(frozen=True)
class Filters:
    kind: str | None = None
    tag: str | None = None
    source: str | None = None
    since: float | None = None  # occurred at or after (Unix time): an imported turn by its original time
    until: float | None = None  # occurred before
    include_deleted: bool = False
    include_expired: bool = False  # expired memories leave recall at once; browsing may show them
    conflict: bool = False  # only memories sync marked: concurrent edits met (sync/local.py, sync_heads)

    @property
    def narrowing(self) -> bool:
        """Whether the person narrowed the view (beyond hiding deleted and merged memories)."""
        return self.conflict or any(v is not None for v in (self.kind, self.tag, self.source, self.since, self.until))

    def sql(self, alias: str = "m") -> tuple[str, list]:
        """(condition, parameters) over the memories table aliased ``alias``."""
        # Deleted memories may be listed on request; merged or archived ones never are.
        where = [f"{alias}.superseded_by IS NULL" if self.include_deleted else memories.visible(alias)]
        params: list = []
        if not self.include_expired:
            where.append(f"({alias}.expires_at IS NULL OR {alias}.expires_at > ? OR {alias}.pinned = 1)")
            params.append(time.time())
        if self.kind:
            where.append(f"{alias}.kind = ?"); params.append(self.kind)
        if self.tag:
            where.append(f"EXISTS (SELECT 1 FROM json_each({alias}.tags) WHERE value = ?)"); params.append(self.tag)
        if self.source:
            where.append(f"{alias}.source = ?"); params.append(self.source)
        if self.since is not None:
            where.append(f"{alias}.occurred_at >= ?"); params.append(self.since)
        if self.until is not None:
            where.append(f"{alias}.occurred_at < ?"); params.append(self.until)
        if self.conflict:
            where.append(f"EXISTS (SELECT 1 FROM sync_heads h WHERE h.memory_id = {alias}.memory_id AND h.conflict = 1)")
        return " AND ".join(where), params
