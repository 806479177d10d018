"""The agents the person let in (issue 34): add one (its token shown once), pause, resume or
remove it, change what it may do and which tags it never sees, and read what it read and wrote,
undoing a change it made. Every store or file call runs off the GUI thread through the session."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSplitter, QTableWidget, QTableWidgetItem, QVBoxLayout,
    QWidget,
)

from mnemosyne_app import qt_async
from mnemosyne_app.gui.agent_words import shown_query, tool_words
from mnemosyne_app.gui.inputs import ErrorLine, named

SEQ = Qt.ItemDataRole.UserRole
ABILITIES = ("read", "write", "edit", "forget")
UNDOABLE = ("update_memory", "forget_memory")
CHANGES = ("add_memory", "update_memory", "forget_memory")
# What the activity list can be narrowed to: a test of a log row each.
SHOWING = {"Everything": lambda e: True,
           "What it read": lambda e: e["tool"] not in CHANGES and e["outcome"] == "ok",
           "What it changed": lambda e: e["tool"] in CHANGES and e["outcome"] == "ok",
           "What was refused": lambda e: e["outcome"] != "ok"}


def _when(seconds: float) -> str:
    return dt.datetime.fromtimestamp(seconds).strftime("%Y-%m-%d %H:%M")


def _table(columns: list[str], widths: list[int], name: str, accessible: str) -> QTableWidget:
    table = named(QTableWidget(0, len(columns)), name, accessible)
    table.setHorizontalHeaderLabels(columns)
    for column, width in enumerate(widths):
        table.setColumnWidth(column, width)
    table.setWordWrap(False)
    table.horizontalHeader().setStretchLastSection(True)
    table.verticalHeader().hide()
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
    return table


class AgentsPanel(QWidget):
    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.agents: list = []
        self.table = _table(["Agent", "Status", "May", "Never sees", "Calls"], [130, 70, 170, 150],
                            "agentsTable", "Agents")
        self.name = named(QLineEdit(placeholderText="New agent's name, e.g. Claude Desktop"), "agentNameEdit",
                          "New agent's name")
        self.add = named(QPushButton("Add agent"), "addAgentButton", "Add agent",
                         "Create an agent with its own token: it reads and adds in this scope, nothing else")
        self.pause = named(QPushButton("Pause"), "pauseAgentButton", "Pause or resume the selected agent")
        self.remove = named(QPushButton("Remove"), "removeAgentButton", "Remove the selected agent",
                            "Its token is refused from its next call on")
        self.token = named(QLineEdit(readOnly=True), "agentToken", "The new agent's token, shown once")
        self.token.hide()
        # The token alone is a bare "mna_…" string: say in words what it is and that it goes away.
        self.token_note = named(QLabel(wordWrap=True), "agentTokenNote", "What the new agent's token is for")
        self.token_note.hide()
        self.grant_boxes = {a: named(QCheckBox(a.capitalize()), f"grant{a.capitalize()}", f"May {a}")
                            for a in ABILITIES}
        self.hidden = named(QLineEdit(placeholderText="tags it never sees, e.g. health, private"), "hiddenTagsEdit",
                            "Tags whose memories the agent never sees")
        self.save_grants = named(QPushButton("Save grants"), "saveGrantsButton", "Save the selected agent's grants")
        self.activity = _table(["When", "What", "Query", "Memories", "Outcome"], [120, 150, 130, 130],
                               "agentActivity",
                               "What the selected agent read and wrote")
        self.showing = named(QComboBox(), "activityFilter", "Show which of the agent's calls")
        self.showing.addItems(list(SHOWING))
        self.undo = named(QPushButton("Undo this change"), "undoAgentChangeButton", "Undo the agent's change",
                          "Bring back a memory it forgot, or return one it edited to the version before")
        self.error = ErrorLine("agentsError")

        left = QWidget()
        box = QVBoxLayout(left)
        box.setContentsMargins(0, 0, 0, 0)
        adding = QHBoxLayout()
        adding.addWidget(self.name, 1)
        adding.addWidget(self.add)
        box.addLayout(adding)
        box.addWidget(self.token_note)
        box.addWidget(self.token)
        box.addWidget(self.table, 1)
        grants = QHBoxLayout()
        for b in self.grant_boxes.values():
            grants.addWidget(b)
        grants.addWidget(self.hidden, 1)
        box.addLayout(grants)
        buttons = QHBoxLayout()
        for w in (self.save_grants, self.pause, self.remove):
            buttons.addWidget(w)
        buttons.addStretch(1)
        box.addLayout(buttons)
        box.addWidget(self.error)
        right = QWidget()
        rbox = QVBoxLayout(right)
        rbox.setContentsMargins(0, 0, 0, 0)
        heading = QHBoxLayout()
        heading.addWidget(QLabel("What it read and wrote (newest first)"), 1)
        heading.addWidget(self.showing)
        rbox.addLayout(heading)
        rbox.addWidget(self.activity, 1)
        rbox.addWidget(self.undo)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 1)  # the agents and their log share the room
        split.setStretchFactor(1, 1)
        QVBoxLayout(self).addWidget(split)

        self.add.clicked.connect(lambda: qt_async.spawn(self.add_agent(self.name.text())))
        self.pause.clicked.connect(lambda: qt_async.spawn(self.toggle_pause()))
        self.remove.clicked.connect(lambda: qt_async.spawn(self.remove_agent()))
        self.save_grants.clicked.connect(lambda: qt_async.spawn(self.store_grants()))
        self.undo.clicked.connect(lambda: qt_async.spawn(self.undo_change()))
        self.table.itemSelectionChanged.connect(lambda: qt_async.spawn(self.show_selected()))
        self.activity.itemSelectionChanged.connect(self._undo_state)
        self.showing.currentTextChanged.connect(lambda *_: qt_async.spawn(self.show_selected()))
        session.changed.connect(lambda changes: (changes.scope or changes.memories) and self.refresh_soon())
        self._selected_buttons()

    # -- reading ----------------------------------------------------------------------------
    def selected(self):
        row = self.table.currentRow()
        return self.agents[row] if 0 <= row < len(self.agents) else None

    def refresh_soon(self) -> None:
        qt_async.spawn(self.refresh())

    async def refresh(self) -> None:
        if not self.session.is_open:
            return
        keep = self.selected().name if self.selected() else None

        def read(brain):
            return brain.agents(brain.root).list(), brain.access_counts()

        self.agents, counts = await self.session.call(lambda: read(self.session.current()))
        self.table.setRowCount(len(self.agents))
        for row, agent in enumerate(self.agents):
            g = agent.grant
            cells = [agent.name, "paused" if agent.paused else "active",
                     ", ".join(a for a in ABILITIES if getattr(g, a)) or "nothing",
                     ", ".join([*g.hidden_tags, *(f"kind {k}" for k in g.hidden_kinds)]) or "-",
                     str(sum(counts.get(agent.name, {}).values()))]
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
            if agent.name == keep:
                self.table.selectRow(row)
        self._selected_buttons()

    async def show_selected(self) -> None:
        agent = self.selected()
        self._selected_buttons()
        if agent is None:
            self.activity.setRowCount(0)
            return
        for ability, box in self.grant_boxes.items():
            box.setChecked(getattr(agent.grant, ability))
        self.hidden.setText(", ".join(agent.grant.hidden_tags))
        self.pause.setText("Resume" if agent.paused else "Pause")
        rows = await self.session.call(lambda: self.session.current().access_log(agent=agent.name, limit=500))
        rows = [e for e in rows if SHOWING[self.showing.currentText()](e)]
        self.activity.setRowCount(len(rows))
        for r, entry in enumerate(rows):
            ids = entry["memory_ids"]
            cells = [_when(entry["at"]), tool_words(entry["tool"]), shown_query(entry["query"]),
                     f"{len(ids)}: {', '.join(i[-8:] for i in ids[:4])}{'…' if len(ids) > 4 else ''}" if ids else "—",
                     entry["outcome"]]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(SEQ, entry)
                self.activity.setItem(r, column, item)
        self._undo_state()

    def _selected_buttons(self) -> None:
        chosen = self.selected() is not None
        for w in (self.pause, self.remove, self.save_grants, *self.grant_boxes.values(), self.hidden):
            w.setEnabled(chosen)

    def _undo_state(self) -> None:
        item = self.activity.item(self.activity.currentRow(), 0)
        entry = item.data(SEQ) if item is not None else None
        self.undo.setEnabled(bool(entry) and entry["tool"] in UNDOABLE and entry["outcome"] == "ok")

    # -- changing ---------------------------------------------------------------------------
    async def _registry(self, change) -> bool:
        """Run a change of the agents file off the GUI thread; a refusal is said beside the buttons."""
        try:
            await self.session.quietly(lambda: change(self.session.current().agents(self.session.current().root)))
        except (ValueError, KeyError, OSError) as exc:
            self.error.say(str(exc.args[0]) if isinstance(exc, KeyError) else str(exc))
            return False
        self.error.say("")
        await self.refresh()
        return True

    async def add_agent(self, name: str) -> None:
        made: dict = {}

        def add(registry):
            made["agent"], made["token"] = registry.add(name)

        if await self._registry(add):
            self.name.clear()
            self.token.setText(made["token"])
            self.token.setToolTip(f"The token of {made['agent'].name!r}: copy it now, only its hash is kept")
            self.token_note.setText(f"Token for {made['agent'].name}: copy it into the agent's settings now. "
                                    "It is shown only once; Mnemosyne keeps only a hash of it.")
            self.token_note.show()
            self.token.show()
            self.error.say("")

    async def toggle_pause(self) -> None:
        agent = self.selected()
        if agent is not None:
            await self._registry(lambda r: (r.resume if agent.paused else r.pause)(agent.name))
            await self.show_selected()

    async def remove_agent(self) -> None:
        agent = self.selected()
        if agent is not None:
            await self._registry(lambda r: r.remove(agent.name))
            self.activity.setRowCount(0)

    async def store_grants(self) -> None:
        agent = self.selected()
        if agent is None:
            return
        changes = {a: box.isChecked() for a, box in self.grant_boxes.items()}
        changes["hidden_tags"] = [t.strip() for t in self.hidden.text().split(",") if t.strip()]
        await self._registry(lambda r: r.set_grant(agent.name, changes))

    async def undo_change(self) -> None:
        item = self.activity.item(self.activity.currentRow(), 0)
        if item is None:
            return
        seq = item.data(SEQ)["seq"]
        await self.session.undo_agent_change(seq)
        await self.show_selected()
