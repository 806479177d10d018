"""The person's filters (kind, tag, source, time) as one SQL condition, shared by recall and by
browsing, so a filter means the same thing in the search box and in the table."""

from __future__ import annotations

import json
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
    conflict: bool = False  # only memories sync marked: concurrent edits met (core/replica/state.py, sync_heads)
    # Kinds and tags (lower case) an agent never sees (issue 34): left out before ranking, so a hidden
    # memory neither takes a result's place nor lifts its neighbours.
    hidden_kinds: tuple[str, ...] = ()
    hidden_tags: tuple[str, ...] = ()

    @property
    def narrowing(self) -> bool:
        """Whether the person narrowed the view (beyond hiding deleted and merged memories)."""
        return (self.conflict or bool(self.hidden_kinds or self.hidden_tags)
                or any(v is not None for v in (self.kind, self.tag, self.source, self.since, self.until)))

    def sql(self, alias: str = "m") -> tuple[str, list]:
        """(condition, parameters) over the memories table aliased ``alias``."""
        # Deleted memories may be listed on request; merged or archived ones never are. Asked for
        # conflicts, a deleted one is listed too: its delete met an edit made on another device, and
        # where it is listed is where the person settles it (issue 32).
        deleted_too = self.include_deleted or self.conflict
        where = [f"{alias}.superseded_by IS NULL" if deleted_too else memories.visible(alias)]
        params: list = []
        if not self.include_expired:
            where.append(memories.unexpired(alias))
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
        if self.hidden_kinds:
            where.append(f"lower({alias}.kind) NOT IN (SELECT value FROM json_each(?))")
            params.append(json.dumps(list(self.hidden_kinds)))
        if self.hidden_tags:
            where.append(f"NOT EXISTS (SELECT 1 FROM json_each({alias}.tags) WHERE lower(value) IN "
                         "(SELECT value FROM json_each(?)))")
            params.append(json.dumps(list(self.hidden_tags)))
        return " AND ".join(where), params
