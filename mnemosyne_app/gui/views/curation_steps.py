"""Undo steps of curation (issue 17): merging duplicates, unmerging, a bulk edit. Each is pushed
once its operation has run (gui/undo.py AlreadyDone); undoing one is a new version of every
memory it touched, never a hard delete, so the ledger stays whole either way."""

from __future__ import annotations

from mnemosyne_app import qt_async
from mnemosyne_app.gui.undo import AlreadyDone, BulkStep


class MergeDuplicates(BulkStep):
    """Undo brings back every memory the merge absorbed; redo merges the same groups again.
    Each merge is its own transaction, so this one runs to its end (no Cancel)."""

    cancellable = False

    def __init__(self, session, groups: list[list[str]], merges: list[dict]) -> None:
        n = sum(len(m["absorbed"]) for m in merges)
        super().__init__(f"merge {n} duplicate" + ("" if n == 1 else "s"))
        self.session, self.groups, self.merges = session, [list(g) for g in groups], merges

    async def forward(self, progress) -> None:
        self.merges = (await self.session.merge(self.groups))["merges"]

    async def backward(self, progress) -> None:
        await self.session.unmerge_many([m["survivor"] for m in self.merges])


class Unmerge(AlreadyDone):
    """Undo merges the survivor and what it had absorbed again (consolidate picks the survivor
    by the same rule, so it is the same memory unless one of them was edited meanwhile)."""

    def __init__(self, session, survivor: str, absorbed: list[str]) -> None:
        super().__init__("unmerge")
        self.session, self.survivor, self.absorbed = session, survivor, list(absorbed)

    def again(self) -> None:
        qt_async.spawn(self.session.unmerge_many([self.survivor]))

    def undo(self) -> None:
        qt_async.spawn(self.session.merge([[self.survivor, *self.absorbed]]))


class BulkEdit(BulkStep):
    """Tags or kind of many memories: ``after`` and ``before`` map each memory to its fields,
    applied in one transaction each way."""

    def __init__(self, session, after: dict[str, dict], before: dict[str, dict], text: str) -> None:
        super().__init__(text)
        self.session, self.after, self.before = session, after, before

    async def forward(self, progress) -> None:
        await self.session.update_many(self.after, progress)

    async def backward(self, progress) -> None:
        await self.session.update_many(self.before, progress)
