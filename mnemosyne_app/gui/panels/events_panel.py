"""The operation log: each write with its status, live while the queue works."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QHBoxLayout, QLabel, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from mnemosyne_app import qt_async
from mnemosyne_app.core import errors
from mnemosyne_app.core.types import short_id
from mnemosyne_app.gui.inputs import named

STATUSES = ["all", "pending", "running", "succeeded", "failed", "cancelled"]
EVENT_ID, EVENT_STATUS = Qt.ItemDataRole.UserRole, Qt.ItemDataRole.UserRole + 1


class EventsPanel(QWidget):
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
        self.table.setHorizontalHeaderLabels(["Event", "Status", "When", "Result", "Error"])
        named(self.table, "eventsTable", "Events", "Every write with its status, result and error")
        named(self.status, "eventStatusFilter", "Show events with this status")
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        for column, width in ((0, 150), (1, 90), (2, 80), (3, 260)):  # "12345 retain_batch" fits
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
        box.addWidget(self.table, 1)
        self.status.currentTextChanged.connect(lambda *_: self.refresh_soon())
        self.retry.clicked.connect(self.retry_selected)
        self.table.itemSelectionChanged.connect(self._update_retry)
        self.api_toggle.toggled.connect(self.set_api)
        # Live: the queue's finished writes reach the session's change signal (no polling).
        session.changed.connect(lambda ch: self.refresh_soon() if ch.events or ch.scope else None)
        self._loading = self._again = False

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
            # Refreshed every second while writes are queued: the rows picked stay picked.
            chosen = {i.data(EVENT_ID) for i in self.table.selectedItems()}
            self.table.clearSelection()
            self.table.setRowCount(len(events))
            for i, e in enumerate(events):
                cells = [f"{e.event_id} {e.op}", e.status, dt.datetime.fromtimestamp(e.created_at).strftime("%H:%M:%S"),
                         describe_result(e.result or {}), e.error or describe_failures(e.result or {})]
                for j, text in enumerate(cells):
                    item = QTableWidgetItem(text)
                    item.setToolTip(text)  # an error is often longer than its column
                    # The row's event and status as data: the cells are words for people
                    # ("2 extract"), not something to parse back.
                    item.setData(EVENT_ID, e.event_id)
                    item.setData(EVENT_STATUS, e.status)
                    self.table.setItem(i, j, item)
                if e.event_id in chosen:
                    self.table.selectionModel().select(
                        self.table.model().index(i, 0),
                        QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows)
            self._update_retry()
        finally:
            self._loading = False
        if self._again:
            self.refresh_soon()

    def selected_failed(self) -> list[int]:
        rows = sorted({i.row() for i in self.table.selectedIndexes()})
        items = [self.table.item(r, 0) for r in rows]
        return [i.data(EVENT_ID) for i in items if i is not None and i.data(EVENT_STATUS) == "failed"]

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
    if "inserted" in result:  # a retain_batch chunk or an imported conversation
        parts = [f"{result['inserted']:,} inserted"]
        if result.get("already_complete"):
            parts.append(f"{result['already_complete']:,} already stored")
        if result.get("failed"):
            parts.append(f"{len(result['failed']):,} failed")
        return ", ".join(parts)
    return f"{result.get('outcome', '')} {', '.join(map(short_id, result.get('memory_ids', [])))}".strip()
