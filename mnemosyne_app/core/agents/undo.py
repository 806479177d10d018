"""Undoing what an agent's logged call changed (issue 34): the memory it forgot comes back, the one
it updated returns to the version before the agent's. Both go through the facade's ``restore``
(a new, ledgered version); this says which memory and which version."""

from __future__ import annotations

from typing import Callable

from mnemosyne_app.core.types import Version


def restore_point(entry: dict, history: Callable[[str], list[Version]]) -> tuple[str, int | None]:
    """(memory id, version to return to) for the access log row ``entry``; version None: bring the
    forgotten memory back. ``history(memory_id)`` gives the memory's versions."""
    if entry["tool"] not in ("update_memory", "forget_memory") or entry["outcome"] != "ok":
        raise ValueError(f"access log row {entry['seq']} ({entry['tool']}) changed nothing to undo")
    memory_id = entry["memory_ids"][0]
    if entry["tool"] == "forget_memory":
        return memory_id, None
    made = [v for v in history(memory_id) if v.changed_at <= entry["at"]]
    while made and made[-1].generated:  # facts drawn again after its edit: Mnemosyne's, not the agent's
        made.pop()
    if len(made) < 2:
        raise ValueError(f"memory {memory_id} has no version from before the agent's change")
    return memory_id, made[-1].version - 1
