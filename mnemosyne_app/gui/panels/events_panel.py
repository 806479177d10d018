"""What happened, in plain words: one row per thing the person (or an agent) did, with its date
and time and what came of it, live while the queue works. An import is one row naming its file,
however many transactions it took; a paste is a paste; double-click opens the memory."""

from __future__ import annotations


from PySide6.QtCore import QItemSelectionModel, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QHBoxLayout, QLabel, QPushButton, QSplitter, QTableWidget, QTableWidgetItem, QTreeWidget,
    QTreeWidgetItem, QVBoxLayout, QWidget,
)

from mnemosyne_app import qt_async
from mnemosyne_app.core import errors
from mnemosyne_app.core.types import shown_time
from mnemosyne_app.gui.inputs import named

STATUSES = ["all", "pending", "running", "succeeded", "failed", "cancelled"]
EVENT_ID, EVENT_STATUS = Qt.ItemDataRole.UserRole, Qt.ItemDataRole.UserRole + 1
EVENT_IDS, MEMORY_IDS = Qt.ItemDataRole.UserRole + 2, Qt.ItemDataRole.UserRole + 3
IS_IMPORT = Qt.ItemDataRole.UserRole + 4  # an import or a paste: its memories go by conversation


class EventsPanel(QWidget):
    open_memory = Signal(str)  # double-click: the memory the operation made or changed
    delete_import = Signal(list, str)  # an import's event ids, and what to call it

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.status = QComboBox()
        self.status.addItems(STATUSES)
        self.retry = QPushButton("Retry failed write")
        self.retry.setToolTip("Run the selected failed writes again (their text was kept)")
        self.retry.setEnabled(False)
        named(self.retry, "retryButton", "Retry failed writes")
        self.api_toggle = QCheckBox("Let agents write (HTTP API on 127.0.0.1)")
        self.api_label = QLabel()
        self.api = None
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels(["What", "Status", "When", "Result", "Problem"])
        named(self.table, "eventsTable", "Events", "What was done, when, and what came of it; "
                                                    "double-click a row to open its memory")
        named(self.status, "eventStatusFilter", "Show events with this status")
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        # When: a whole time to the second, in this font (130 px cut the seconds off)
        stamp = self.table.fontMetrics().horizontalAdvance("2026-12-02 14:05:29") + 16
        for column, width in ((0, 260), (1, 80), (2, stamp), (3, 280)):
            self.table.setColumnWidth(column, width)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        top = QHBoxLayout()
        top.addWidget(QLabel("Status:"))
        top.addWidget(self.status)
        top.addStretch(1)
        top.addWidget(self.api_toggle)
        top.addWidget(self.api_label)
        top.addWidget(self.retry)
        box = QVBoxLayout(self)
        box.addLayout(top)
        # An import's row opens out to its conversations, listed beside the table when picked.
        self.conversations = named(QTreeWidget(), "importConversations", "Conversations of the selected import")
        self.conversations.setHeaderLabels(["Conversations of this import", "Turns"])
        self.conversations.setColumnWidth(0, 260)
        self.conversations.setRootIsDecorated(False)
        self.conversations.itemActivated.connect(self._open_conversation)
        self.conversations.hide()
        split = QSplitter()
        split.addWidget(self.table)
        split.addWidget(self.conversations)
        split.setSizes([700, 320])
        box.addWidget(split, 1)
        self._shown_import: list[int] | None = None
        self.status.currentTextChanged.connect(lambda *_: self.refresh_soon())
        self.retry.clicked.connect(self.retry_selected)
        self.table.itemSelectionChanged.connect(self._update_retry)
        self.table.itemSelectionChanged.connect(self._show_import_soon)
        self.table.itemDoubleClicked.connect(self._open)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.delete_import_action = QAction("Delete everything from this import…", self)
        self.delete_import_action.triggered.connect(self._delete_import)
        self.table.addAction(self.delete_import_action)
        self.api_toggle.toggled.connect(self.set_api)
        # Live: the queue's finished writes reach the session's change signal (no polling).
        session.changed.connect(lambda ch: self.refresh_soon() if ch.events or ch.scope else None)
        self._loading = self._again = False
        self._rows: list[tuple[int, tuple | None]] = []  # each row's operation key and what it shows

    def set_api(self, on: bool, port: int = 8765) -> None:
        """Serve the loopback HTTP API on this window's store; agents' writes then show up here.
        Starting it enables the hot path (a PRAGMA) and may create the token file, so that runs
        on the store thread, not here."""
        if self.api is not None:
            self.api.stop()
            self.api = None
            self.api_label.setText("")
        if on and self.session.is_open:
            self.api_label.setText("starting…")
            qt_async.spawn(self._start_api(port))

    async def _start_api(self, port: int) -> None:
        from mnemosyne_app.service.http_api import token_path

        try:
            self.api = await self.session.start_api(port)
        except (OSError, errors.ScopeClosedError) as exc:  # a port in use; or the scope changed meanwhile
            self.api_label.setText(f"cannot listen: {exc.strerror}" if isinstance(exc, OSError) else "")
            self.api_toggle.blockSignals(True)
            self.api_toggle.setChecked(False)
            self.api_toggle.blockSignals(False)
            return
        self.api_label.setText(f"{self.api.url} · token in {token_path(self.session.data_dir)}")

    def refresh_soon(self) -> None:
        if self._loading:  # a change while reading: read once more afterwards, or it would be missed
            self._again = True
            return
        self._loading, self._again = True, False
        qt_async.spawn(self.refresh())

    async def refresh(self) -> None:
        try:
            if not self.session.is_open:
                return
            status = None if self.status.currentText() == "all" else self.status.currentText()
            events = await self.session.events(status=status, limit=500)
            self._show(operations(events))
            self._update_retry()
        finally:
            self._loading = False
        if self._again:
            self.refresh_soon()

    def _show(self, ops: list[Operation]) -> None:
        """Put ``ops`` in the table, touching only the rows that changed: while the queue works this
        runs after every few writes, and rebuilding 500 rows each time stalled the window (a profile of
        a 500-write flush spent its GUI time here). Rows picked stay picked."""
        keys = [op.event_ids[0] for op in ops]
        rows = self._rows
        if len(set(keys)) != len(keys) or self.table.rowCount() != len(rows):
            rows = self._rows = []  # something unexpected: rebuild from nothing
            self.table.setRowCount(0)
        wanted = set(keys)
        self.table.setUpdatesEnabled(False)
        try:
            for r in reversed(range(len(rows))):  # rows no longer listed go
                if rows[r][0] not in wanted:
                    self.table.removeRow(r)
                    del rows[r]
            kept = {k for k, _ in rows}
            for i, (key, op) in enumerate(zip(keys, ops)):  # newest first: new rows go in where they belong
                shape = (op.what, op.status, op.at, op.result, op.problem, tuple(op.event_ids), tuple(op.memory_ids))
                if i >= len(rows) or rows[i][0] != key:
                    if key in kept:  # a listed operation moved: rebuild from nothing
                        self._rows = []
                        self.table.setRowCount(0)
                        return self._show(ops)
                    self.table.insertRow(i)
                    rows.insert(i, (key, None))
                if rows[i][1] != shape:
                    self._fill(i, op)
                    rows[i] = (key, shape)
        finally:
            self.table.setUpdatesEnabled(True)

    def _fill(self, i: int, op: Operation) -> None:
        cells = [op.what, op.status, when(op.at), op.result, op.problem]
        for j, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setToolTip(text)  # a result or a problem is often longer than its column
            # The row's events and status as data: the cells are words for people,
            # not something to parse back.
            item.setData(EVENT_ID, op.event_ids[0])
            item.setData(EVENT_IDS, op.event_ids)
            item.setData(EVENT_STATUS, op.status)
            item.setData(MEMORY_IDS, op.memory_ids)
            item.setData(IS_IMPORT, op.is_import)
            self.table.setItem(i, j, item)

    def selected_failed(self) -> list[int]:
        rows = sorted({i.row() for i in self.table.selectedIndexes()})
        items = [self.table.item(r, 0) for r in rows]
        return [e for i in items if i is not None and i.data(EVENT_STATUS) == "failed" for e in i.data(EVENT_IDS)]

    def _show_import_soon(self) -> None:
        item = self.table.item(self.table.currentRow(), 0)
        events = item.data(EVENT_IDS) if item is not None and item.data(IS_IMPORT) else None
        if events != self._shown_import:
            self._shown_import = events
            qt_async.spawn(self.show_import(events))

    async def show_import(self, event_ids: list[int] | None) -> int:
        """List the conversations an import (its events) wrote; hidden for other rows."""
        if not event_ids:
            self.conversations.hide()
            return 0
        try:
            convs = await self.session.view("written_by", event_ids=event_ids)
        except errors.ScopeClosedError:
            return 0
        self.conversations.clear()
        for c in convs:
            item = QTreeWidgetItem([c["title"] or "(untitled)", f"{len(c['memory_ids']):,}"])
            item.setToolTip(0, c["title"])
            item.setData(0, Qt.ItemDataRole.UserRole, c["memory_ids"][0])
            self.conversations.addTopLevelItem(item)
        self.conversations.setHeaderLabels([f"{len(convs):,} conversation" + ("" if len(convs) == 1 else "s")
                                            + " of this import (double-click to open)", "Turns"])
        self.conversations.show()
        return len(convs)

    def _open_conversation(self, item: QTreeWidgetItem, _column: int) -> None:
        self.open_memory.emit(item.data(0, Qt.ItemDataRole.UserRole))

    def _delete_import(self) -> None:
        item = self.table.item(self.table.currentRow(), 0)
        if item is not None and item.data(IS_IMPORT):
            self.delete_import.emit(item.data(EVENT_IDS), item.text().replace("Imported ", "the import of ", 1))

    def _open(self, item: QTableWidgetItem) -> None:
        ids = item.data(MEMORY_IDS) or []
        if ids:
            self.open_memory.emit(ids[0])

    def _update_retry(self) -> None:
        n = len(self.selected_failed())
        self.retry.setEnabled(n > 0)
        self.retry.setText(f"Retry {n} failed" if n > 1 else "Retry failed write")

    def retry_selected(self) -> None:
        ids = self.selected_failed()
        if not self.session.is_open or not ids:
            return

        async def run():
            try:
                await self.session.retry(ids)
            except errors.ScopeClosedError:
                pass  # the window moved to another scope meanwhile

        qt_async.spawn(run())


def describe_failures(result: dict) -> str:
    """For the Error column: which items of a batch or import failed, and why (the event itself
    succeeded for the others)."""
    return "; ".join(f"item {f['item']}: {f['error']}" for f in result.get("failed") or [])


def describe_result(result: dict) -> str:
    """One line for the Result column: a batch or an import says what became of its items."""
    if "inserted" in result:  # a retain_batch chunk or an imported conversation: what stored always
        counts = ((result["inserted"], "stored"), (result.get("already_complete") or 0, "already stored"),
                  (len(result.get("failed") or []), "failed"))
        return ", ".join(f"{n:,} {what}" for i, (n, what) in enumerate(counts) if n or i == 0)
    outcome = {"inserted": "stored", "already_complete": "already stored", "resumed": "stored after a restart",
               "queued": "waiting to be written", "extracted": "no facts found"}.get(result.get("outcome", ""),
                                                                                 result.get("outcome", ""))
    facts = result.get("facts") or []  # (a look for facts with none: "no facts found" above)
    if facts:
        return f"{len(facts)} fact{'' if len(facts) == 1 else 's'}: " + "; ".join(facts)
    return outcome


def when(ts: float) -> str:
    return shown_time(ts, missing="—")


class Operation:
    """One row: a person's operation, made of one or more events (an import of many groups)."""

    def __init__(self, event) -> None:
        self.event_ids = [event.event_id]
        self.at = event.created_at
        self.status = event.status
        self.what = describe_event(event)
        self.memory_ids = list((event.result or {}).get("memory_ids") or [])
        self.problem = event.error or describe_failures(event.result or {})
        self.counts = dict.fromkeys(("conversations", "inserted", "already_complete", "failed"), 0)
        self._add_counts(event)
        self.file = event.payload.get("file") if event.op == "import" else None
        self.is_import = event.op == "import"
        self.result = self._result(event)

    def _add_counts(self, event) -> None:
        r = event.result or {}
        self.counts["conversations"] += int(event.payload.get("conversations") or 0)
        self.counts["inserted"] += int(r.get("inserted") or 0)
        self.counts["already_complete"] += int(r.get("already_complete") or 0)
        self.counts["failed"] += len(r.get("failed") or [])

    def absorbs(self, event) -> bool:
        """Whether ``event`` is another part of the same import (the same file, next to it)."""
        return self.file is not None and event.op == "import" and event.payload.get("file") == self.file

    def add(self, event) -> None:
        self.event_ids.append(event.event_id)
        self.at = min(self.at, event.created_at)
        if event.status != "succeeded":
            self.status = event.status
        self._add_counts(event)
        self.problem = "; ".join(p for p in (self.problem, event.error or describe_failures(event.result or {})) if p)
        self.result = self._result(event)

    def _result(self, event) -> str:
        if event.op == "import":
            c = self.counts
            parts = []
            if event.payload.get("source") != "paste":
                parts.append(f"{c['conversations']:,} conversation" + ("" if c["conversations"] == 1 else "s"))
            parts.append(f"{c['inserted']:,} message" + ("" if c["inserted"] == 1 else "s") + " stored")
            if c["already_complete"]:
                parts.append(f"{c['already_complete']:,} already there")
            if c["failed"]:
                parts.append(f"{c['failed']:,} failed")
            return ", ".join(parts)
        return describe_result(event.result or {}) if event.status == "succeeded" else STATUS_WORDS[event.status]


STATUS_WORDS = {"pending": "waiting to be written", "running": "being written", "succeeded": "done",
                "failed": "not written", "cancelled": "cancelled before it was written (undone)"}


def operations(events) -> list[Operation]:
    """Events (newest first) as the operations a person did: the consecutive events of one
    import are one row."""
    out: list[Operation] = []
    for e in events:
        if out and out[-1].absorbs(e):
            out[-1].add(e)
        else:
            out.append(Operation(e))
    return out


def describe_event(e) -> str:
    """What was done, as a person would say it."""
    p = e.payload or {}
    if e.op == "import":
        if p.get("source") == "paste":
            return "Pasted a conversation"
        if p.get("file"):
            return f"Imported {p['file']}"
        return f"Imported a {p.get('source') or 'chat'} archive"
    if e.op == "retain":
        who = f" from {p['source']}" if p.get("source") else ""
        return f"Added a {p.get('kind') or 'note'}{who}" + (" (and looked for facts)" if p.get("extract") else "")
    if e.op == "retain_batch":
        n = p.get("items") or 0
        return f"Added {n:,} memories at once" if n != 1 else "Added a memory"
    if e.op == "extract":  # (journaled done when a person's edit of the text had them read again)
        return "Read a memory's facts again after its text was edited" if p.get("on") == "edit" else \
            "Looked for facts in a memory"
    if e.op == "compact":  # an earlier version's automatic compaction (closed without running now)
        return "Summarised the oldest turns of a long conversation (earlier version)"
    if e.op == "repair":
        return "Brought back turns an earlier version had archived; marked its summaries generated"
    if e.op == "restore vouched":
        return "Restored the version the audit ledger vouches for"
    return e.op.replace("_", " ").capitalize()
