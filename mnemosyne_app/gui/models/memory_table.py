"""The memory table: holds the ids of the current view and fetches rows lazily, a page at a
time, on the store thread. Sorting and filtering are SQL (core/browse.py), so a 100k-memory
scope costs one id list and the pages actually on screen."""

from __future__ import annotations

import asyncio
import datetime as dt
import time

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QApplication

from mnemosyne_app import qt_async
from mnemosyne_app.core import errors

PAGE = 200
COLUMNS = [("Memory", "text"), ("Kind", "kind"), ("Tags", "tags"), ("Pinned", "pinned"), ("Updated", "updated"),
           ("Occurred", "occurred")]  # when it happened: an imported turn's original time
HIT_ROLE = Qt.ItemDataRole.UserRole + 10  # a search row's RecallHit (gui/views/hits.py draws it)
SPEAKERS = {"user": "You", "human": "You", "assistant": "Assistant", "model": "Assistant",
            "system": "Instructions", "instructions": "Instructions", "document": "Document"}
LOADING = "…"
CONFLICT_TIP = ("Edited on two devices at once: both versions are kept. Select it to keep this one, "
                "that one, or merge them by hand.")
TAMPERED_TIP = ("Changed outside Mnemosyne: this text is not what the audit ledger vouches for. "
                "The detail pane and the Integrity panel can restore the vouched version.")
NO_LONGER_TRUE = "[no longer true then] "  # a hit as of a day whose facts had ended by then (its tooltip says when)
WAITING = "event:"  # ids of rows for queued writes (their memory does not exist yet): "event:<id>"


class MemoryTableModel(QAbstractTableModel):
    loaded = Signal(int)  # number of ids after a reload

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.ids: list[str] = []
        self.rows: dict[str, dict] = {}
        self.scores: dict[str, float] = {}
        self._pending: set[int] = set()
        self.order, self.descending = "updated", True
        self.filters: dict = {}  # kind, tag, source, since: the same for browsing and for search
        self.query = ""
        self.as_of: str | None = None  # a day ("2025-05-03"): what the store knew to be true then; None: now
        self.search_order: tuple[str, bool] | None = None  # a header clicked during a search: (key, descending)
        self._generation = 0  # a reload invalidates pages still in flight
        self._updating: asyncio.Future | None = None  # the row update running (update_ids), if any
        self._again = False  # changes announced while it ran: it goes round once more
        self._changed_since: set[str] = set()
        # Expired memories leave the table as they leave search (README "Weights, pins and
        # expiry"): the view reloads when the soonest expiry among the rows it has read passes.
        self.expiry_timer = QTimer(self, singleShot=True)
        self.expiry_timer.timeout.connect(lambda: qt_async.spawn(self.reload()))

    # -- Qt model API ----------------------------------------------------------------------
    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.ids)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal and 0 <= section < len(COLUMNS):
            if section == 0 and self.query.strip() and self.search_order is None:
                return "Memory — most relevant first"
            return COLUMNS[section][0]
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not (0 <= index.row() < len(self.ids)):
            return None
        memory_id = self.ids[index.row()]
        if role == Qt.ItemDataRole.UserRole:
            return memory_id
        if memory_id.startswith(WAITING):
            return self._waiting_data(memory_id, index.column(), role)
        if role == HIT_ROLE:
            return self.session.last_hits.get(memory_id) if self.query.strip() and index.column() == 0 else None
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        row = self.rows.get(memory_id)
        if row is None:
            self._request_page(index.row() // PAGE)
            return LOADING
        key = COLUMNS[index.column()][1]
        if key == "text":
            text = row["text"]
            role_name = (row.get("metadata") or {}).get("role")
            who = SPEAKERS.get(str(role_name).lower(), str(role_name).capitalize()) if role_name else ""
            if "generated" in (row.get("metadata") or {}):  # made by the app (a summary): never "You"
                who = "Generated"
            badge = "⚠ " if row.get("tampered") else ""  # changed outside Mnemosyne (the last verify)
            conflict = "[conflict] " if row.get("conflict") else ""  # edited on two devices: settle it
            if row.get("deleted"):  # listed only by the conflicts filter: its delete met an edit elsewhere
                conflict += "[deleted] "
            # a hit of a search as of a day whose facts had all ended by then says so first (issue 28)
            hit = self.session.last_hits.get(memory_id) if self.query.strip() else None
            ended = hit.no_longer_true() if hit is not None else ""
            if role == Qt.ItemDataRole.ToolTipRole:
                return (TAMPERED_TIP + "\n\n" if badge else "") + (CONFLICT_TIP + "\n\n" if conflict else "") + \
                    (f"{ended[0].upper()}{ended[1:]}.\n\n" if ended else "") + text
            return badge + conflict + (NO_LONGER_TRUE if ended else "") + (f"{who}: " if who else "") + \
                " ".join(text.split())[:300]
        if key == "tags":
            return ", ".join(row["tags"])
        if key == "pinned":
            return "★" if row["pinned"] else ""
        if key in ("updated", "occurred"):
            try:
                return dt.datetime.fromtimestamp(row[f"{key}_at"]).strftime("%Y-%m-%d %H:%M")
            except (ValueError, OverflowError, OSError, TypeError):
                return "—"
        return str(row[key])

    def _waiting_data(self, key: str, column: int, role):
        """A queued write, shown at once in italics and in the muted colour, with its state in words."""
        row = self.rows.get(key)
        if row is None:
            return None
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            return QApplication.palette().color(QPalette.ColorRole.PlaceholderText)
        state = "saving now…" if row["waiting"] == "running" else "waiting to be saved"
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{row['text']}\n\n{state} (event {row['event_id']}); Ctrl+Z cancels it"
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        name = COLUMNS[column][1]
        if name == "text":
            return " ".join(row["text"].split())[:300]  # no emoji marker: many desktop fonts lack one
        if name == "updated":
            return state
        return {"kind": row["kind"], "tags": ", ".join(row["tags"]), "pinned": "★" if row["pinned"] else ""}.get(name, "")

    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        if not (0 <= column < len(COLUMNS)):
            return
        key, descending = COLUMNS[column][1], order == Qt.SortOrder.DescendingOrder
        if self.query.strip():
            # The hits are all on hand (one page): a header re-sorts them here; a new search is
            # by relevance again.
            self.search_order = (key, descending)
            self._sort_hits()
            return
        self.order, self.descending = key, descending
        qt_async.spawn(self.reload())

    def _sort_hits(self) -> None:
        key, descending = self.search_order
        field = {"updated": "updated_at", "occurred": "occurred_at", "tags": "tags"}.get(key, key)

        def value(mid):
            v = (self.rows.get(mid) or {}).get(field)
            return (v is None, str(v).lower() if isinstance(v, (str, list)) else (v or 0))

        self.layoutAboutToBeChanged.emit()
        self.ids.sort(key=value, reverse=descending)
        self.layoutChanged.emit()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 0)

    # -- loading ---------------------------------------------------------------------------
    async def reload(self) -> int:
        try:
            return await self._reload()
        except errors.ScopeClosedError:
            return len(self.ids)  # the window has moved to another scope; its own reload follows

    async def _reload(self) -> int:
        if not self.session.is_open:
            return 0
        self._generation += 1
        generation = self._generation
        query, filters = self.query.strip(), dict(self.filters)
        # A search shows its keyword hits at once and the fused ones when the model has embedded
        # the query (the model may be busy building vectors in the background for minutes).
        two_steps = bool(query) and self.session.has_embedder
        waiting = await self._waiting(query, filters)  # queued writes: on top, marked
        n = await self._show(generation, waiting, query, filters, meaning=not two_steps)
        if two_steps and generation == self._generation:
            n = await self._show(generation, waiting, query, filters, meaning=True)
        return n

    async def _waiting(self, query: str, filters: dict) -> dict[str, dict]:
        """Queued writes are said now: none was said by a past day picked."""
        return {} if self.as_of else await self.session.waiting(query, filters)

    async def _show(self, generation: int, waiting: dict, query: str, filters: dict, meaning: bool) -> int:
        ids, scores = await self.session.view_ids(query, self.order, self.descending, filters, meaning, self.as_of)
        first = await self.session.rows(ids[:PAGE])
        ids, first = [*waiting, *ids], {**waiting, **first}
        if generation != self._generation:
            return len(self.ids)  # a newer reload won
        self.beginResetModel()
        self.search_order = None  # a new search (or browsing) lists by relevance (or its own order)
        self.ids, self.scores, self.rows, self._pending = ids, scores, first, set()
        self.endResetModel()
        self._watch_expiry(first)
        self.loaded.emit(len(ids))
        return len(ids)

    async def apply(self, changes) -> None:
        """Show what an operation changed (``changes``: the session's announcement of the engine's
        change set) without starting over: edited rows are read again where they stand; rows that
        came or went are inserted and removed (``rowsInserted``/``rowsRemoved``), so the selection
        and scroll position stay. Another scope, or a search (its ranking moves), reloads."""
        if changes.in_place and not changes.scope and await self.refresh_rows(changes.memory_ids):
            return
        if changes.scope or self.query.strip():
            await self.reload()
            return
        await self.update_ids(changes.op.changed)

    async def update_ids(self, changed=()) -> None:
        """Bring the id list up to date by row inserts and removes (``_update_once``). One update
        runs at a time: changes announced meanwhile (a burst of queued writes landing) make it go
        round once more for all of them, and their callers return when it has."""
        self._changed_since.update(changed)
        if self._updating is not None:
            self._again = True
            await asyncio.shield(self._updating)
            return
        self._updating = qt_async.loop().create_future()
        try:
            while True:
                self._again = False
                changed, self._changed_since = self._changed_since, set()
                await self._update_once(changed)
                if not self._again:
                    return
        finally:
            done, self._updating = self._updating, None
            done.set_result(None)

    async def _update_once(self, changed) -> None:
        """The view's ids read again (one SQL id list): a memory that came (new, restored) is
        inserted where the order puts it, one that went is removed; ``changed`` memories are read
        again (moved if their place in the order changed). If the other rows' order moved as well
        (a time passing re-sorted them), it reloads."""
        if not self.session.is_open:
            return
        generation = self._generation
        waiting = await self._waiting(self.query.strip(), dict(self.filters))
        ids, _ = await self.session.view_ids("", self.order, self.descending, dict(self.filters), False, self.as_of)
        new = [*waiting, *ids]
        old_set, new_set, moved = set(self.ids), set(new), set(changed)
        kept_old = [m for m in self.ids if m in new_set and m not in moved]
        kept_new = [m for m in new if m in old_set and m not in moved]
        if kept_old != kept_new:
            await self.reload()
            return
        kept = set(kept_new)
        fresh = [m for m in new if m not in kept and not m.startswith(WAITING)][:PAGE]
        rows = await self.session.rows(fresh) if fresh else {}
        if generation != self._generation:  # a reload moved the rows meanwhile: read again
            self._changed_since.update(changed)
            self._again = True
            return
        self._generation += 1  # pages in flight were asked for by row numbers that move now
        self._pending = set()
        gone = [r for r, m in enumerate(self.ids) if m not in kept]
        for first, last in reversed(_runs(gone)):
            self.beginRemoveRows(QModelIndex(), first, last)
            for m in self.ids[first:last + 1]:
                self.rows.pop(m, None)
            del self.ids[first:last + 1]
            self.endRemoveRows()
        self.rows.update(rows)
        self.rows.update(waiting)
        came = [r for r, m in enumerate(new) if m not in kept]
        for first, last in _runs(came):
            self.beginInsertRows(QModelIndex(), first, last)
            self.ids[first:first] = new[first:last + 1]
            self.endInsertRows()
        still_waiting = [r for r, m in enumerate(self.ids[:len(waiting)]) if m in kept]
        if still_waiting:  # a queued write's state moved on ("saving now…"): its row is drawn again
            self.dataChanged.emit(self.index(still_waiting[0], 0), self.index(still_waiting[-1], len(COLUMNS) - 1))
        self._watch_expiry(rows)
        self.loaded.emit(len(self.ids))

    async def refresh_rows(self, memory_ids: list[str]) -> bool:
        """Read again the rows of memories that changed in place (an edit), keeping the order:
        the row the person is working on does not jump to the top of an "Updated" sort until
        the view is next reloaded. False if one of them is not in the view (reload instead)."""
        wanted = set(memory_ids)
        rows_of = {m: r for r, m in enumerate(self.ids) if m in wanted}
        if not wanted or len(rows_of) != len(wanted):
            return False
        generation = self._generation
        rows = await self.session.rows(list(rows_of))
        if generation != self._generation:
            return True  # a reload came first: it shows them
        if set(rows) != set(rows_of):
            return False  # one left the scope meanwhile (deleted): a reload says so
        self.rows.update(rows)
        for row in rows_of.values():
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))
        return True

    def _request_page(self, page: int) -> None:
        if page in self._pending:
            return
        self._pending.add(page)
        qt_async.spawn(self._load_page(page, self._generation))

    async def _load_page(self, page: int, generation: int) -> None:
        ids = [m for m in self.ids[page * PAGE:(page + 1) * PAGE] if not m.startswith(WAITING)]
        if not self.session.is_open or not ids:
            return
        try:
            rows = await self.session.rows(ids)
        except errors.ScopeClosedError:
            return
        if generation != self._generation:
            return
        self.rows.update(rows)
        self._watch_expiry(rows)
        first, last = page * PAGE, min(len(self.ids), (page + 1) * PAGE) - 1
        self.dataChanged.emit(self.index(first, 0), self.index(last, len(COLUMNS) - 1))

    def _watch_expiry(self, rows: dict[str, dict]) -> None:
        soonest = min((r["expires_at"] for r in rows.values() if r.get("expires_at") and not r.get("pinned")),
                      default=None)
        if soonest is None:
            return
        ms = max(0, int((soonest - time.time()) * 1000) + 50)
        if ms < 2**31 - 1 and (not self.expiry_timer.isActive() or ms < self.expiry_timer.remainingTime()):
            self.expiry_timer.start(ms)

    def clear(self) -> None:
        """Forget every row, search and filter (the window is locked); pages and reloads still
        in flight are dropped when they land."""
        self._generation += 1
        self.expiry_timer.stop()
        self.beginResetModel()
        self.ids, self.rows, self.scores, self._pending = [], {}, {}, set()
        self.query, self.filters, self.search_order, self.as_of = "", {}, None, None
        self.endResetModel()

    def memory_id_at(self, row: int) -> str | None:
        """The memory shown in ``row`` (None for a queued write: it has no memory yet)."""
        found = self.ids[row] if 0 <= row < len(self.ids) else None
        return None if found is None or found.startswith(WAITING) else found

    def event_id_at(self, row: int) -> int | None:
        """The queued write shown in ``row``, if it is one."""
        found = self.ids[row] if 0 <= row < len(self.ids) else None
        return int(found[len(WAITING):]) if found and found.startswith(WAITING) else None

    @property
    def waiting_count(self) -> int:
        return sum(1 for m in self.ids if m.startswith(WAITING))

    def row_of(self, memory_id: str) -> int:
        try:
            return self.ids.index(memory_id)
        except ValueError:
            return -1


def _runs(rows: list[int]) -> list[tuple[int, int]]:
    """Ascending row numbers as (first, last) runs of consecutive rows."""
    runs: list[tuple[int, int]] = []
    for r in rows:
        if runs and runs[-1][1] == r - 1:
            runs[-1] = (runs[-1][0], r)
        else:
            runs.append((r, r))
    return runs
