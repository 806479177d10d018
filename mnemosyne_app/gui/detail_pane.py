"""The selected memory: edit text, kind, tags, pin and expiry, and its facts; its history, newest
first with what changed; where it came from; and, for a turn, its conversation."""

from __future__ import annotations

import difflib
import html
import urllib.parse

from PySide6.QtCore import QDateTime, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView, QCheckBox, QDateTimeEdit, QFormLayout, QFrame, QHBoxLayout, QLabel, QListWidget,
    QListWidgetItem, QPushButton, QScrollArea, QTabWidget, QTextBrowser, QVBoxLayout, QWidget,
)

from mnemosyne_app import qt_async
from mnemosyne_app.core import errors
from mnemosyne_app.core.types import short_id, shown_time
from mnemosyne_app.gui.agent_words import read_by_text
from mnemosyne_app.gui.conflict_box import ConflictBox
from mnemosyne_app.gui.inputs import ErrorLine, KindBox, TagsEdit, named
from mnemosyne_app.gui.long_words import MemoryTextEdit, fill_wrapping
from mnemosyne_app.gui.tamper_warning import TamperWarning


def _when(ts: float | None) -> str:
    return shown_time(ts or None, missing="—")


EDITOR_MIN_HEIGHT = 100  # px: about five lines of text

_OPS = {"add": "added", "edit": "edited", "delete": "deleted", "restore": "restored", "merge": "merged",
        "unmerge": "merge undone", "extract": "facts drawn by Mnemosyne", "archive": "archived", "purge": "removed",
        "unarchive": "archive undone", "mark generated": "marked generated",
        "vault_edit": "edited in the vault", "conflict": "kept (a conflict)", "merged": "merged from two devices",
        "resolve": "conflict settled", "reopen": "conflict back (settling undone)",
        "supersede": "a later memory ended its fact",
        "keep fact": "a fact kept current (“No, keep it” on one device)"}
_FIELDS = {"kind": "kind", "tags": "tags", "pinned": "pinned", "expires_at": "expires", "source": "source",
           "facts": "facts", "deleted": "deleted", "superseded_by": "merged into", "weight": "weight"}


def _made_by(v) -> str:
    """What made a version, in words; one Mnemosyne made is said to be generated, and from what
    (the memory that ended its fact, whose link the version's diff holds)."""
    what = f"facts drawn by {v.drawn_by}" if v.drawn_by else _OPS.get(v.op, v.op)
    if v.holds:  # (before 1.22: the person's change and the facts drawn beside it, in one version)
        what = f"{_OPS.get(v.holds, v.holds)}; {what}"
    if v.ended_by:
        what += ": " + ", ".join(short_id(m) for m in v.ended_by)
    return f"{what} (generated)" if v.generated else what


def ended_by_links(v) -> str:
    """HTML links to the memories that ended a fact in version ``v`` (opened in the table)."""
    if not v.ended_by:
        return ""
    links = ", ".join(f'<a href="memory:{m}">{short_id(m)}</a>' for m in v.ended_by)
    return f"<p>Generated: a later memory ended its fact: {links}</p>"


def version_diff(before: dict | None, after: dict) -> str:
    """HTML of what changed from state ``before`` to ``after`` (None: the first version)."""
    if before is None:
        return f"<p><b>First version</b></p><p>{html.escape(after.get('text', ''))}</p>"
    a, b = before.get("text", "").split(), after.get("text", "").split()
    words = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op in ("delete", "replace"):
            words.append(f"<s style='color:#c0392b'>{html.escape(' '.join(a[i1:i2]))}</s>")
        if op in ("insert", "replace"):
            words.append(f"<b style='color:#27ae60'>{html.escape(' '.join(b[j1:j2]))}</b>")
        if op == "equal":
            words.append(html.escape(" ".join(a[i1:i2])))
    fields = []
    for key, label in _FIELDS.items():
        if before.get(key) != after.get(key):
            fields.append(f"<li>{label}: {html.escape(_shown(before.get(key)))} → {html.escape(_shown(after.get(key)))}</li>")
    text = "<p>" + " ".join(words) + "</p>" if a != b else "<p><i>Text unchanged.</i></p>"
    return text + (f"<ul>{''.join(fields)}</ul>" if fields else "")


def _fact_words(value) -> str:
    if isinstance(value, dict):
        text = str(value.get("text", ""))
        return f"{text} (replaced)" if value.get("superseded_by") else text
    return " ".join(map(str, value)) if isinstance(value, (list, tuple)) else str(value)


def _shown(value) -> str:
    if value is None or value == [] or value == "":
        return "none"
    if isinstance(value, list):  # facts are stored as {"text", "attribute", ...}: show what they say
        return "; ".join(_fact_words(v) for v in value)
    if isinstance(value, bool) or value in (0, 1) and not isinstance(value, float):
        return "yes" if value else "no"
    if isinstance(value, float) and value > 1e8:
        return _when(value)
    return str(value)


class DetailPane(QTabWidget):
    save_requested = Signal(str, dict)  # memory_id, changed fields
    restore_requested = Signal(str, int)  # memory_id, version
    unmerge_requested = Signal(str)  # survivor memory_id
    thread_requested = Signal(str)  # memory_id of a turn: open its conversation there
    entity_requested = Signal(str)  # an entity its facts name: open its page (gui/views/entities.py)
    open_memory = Signal(str)  # a memory a version names (the one that ended its fact): select it in the table

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.memory = None
        self._shown_request = 0  # only the latest load() may fill the pane

        self.text = named(MemoryTextEdit(), "memoryText", "Memory text")
        # Five lines at least: a taller Panels dock, or a smaller window, takes its height from
        # the panels rather than from the text being edited.
        self.text.setMinimumHeight(EDITOR_MIN_HEIGHT)
        self.kind = KindBox()
        self.tags = TagsEdit()
        self.pinned = named(QCheckBox("Pinned"), "pinnedBox", "Pinned")
        self.expires = named(QCheckBox("Expires"), "expiresBox", "Expires")
        self.expiry = named(QDateTimeEdit(calendarPopup=True), "expiryEdit", "Expiry date")
        self.expiry.setEnabled(False)
        self.expires.toggled.connect(self.expiry.setEnabled)
        self.save = named(QPushButton("Save (Ctrl+S)"), "saveButton", "Save")
        self.save.clicked.connect(self._save)
        self.revert = named(QPushButton("Revert"), "revertButton", "Revert",
                            "Throw away the unsaved changes to this memory")
        self.revert.clicked.connect(lambda: self.show_memory(self.memory, self._history))
        self.error = ErrorLine("detailError")
        self.provenance = named(QLabel(wordWrap=True), "provenance", "Where this memory came from")
        self.tamper = TamperWarning(session)
        self.conflict = ConflictBox()  # a sync conflict on it: both sides and how to settle it
        self.unmerge = QPushButton("Undo merge (bring back the absorbed memories)")
        self.unmerge.clicked.connect(lambda: self.memory and self.unmerge_requested.emit(self.memory.memory_id))
        # Facts: each can be edited (double-click) or deleted; the change is saved at once as a
        # new version (ledgered; Ctrl+Z brings the old facts back).
        self.facts = named(QListWidget(), "factList", "Facts drawn from this memory")
        self.facts.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.facts.itemChanged.connect(self._fact_edited)
        self.delete_fact = named(QPushButton("Delete fact"), "deleteFactButton", "Delete the selected fact")
        self.delete_fact.clicked.connect(self._delete_fact)
        self.add_fact = named(QPushButton("Add fact"), "addFactButton", "Add a fact by hand")
        self.add_fact.clicked.connect(self._add_fact)
        self.open_thread = named(QPushButton("Open conversation"), "openThreadButton",
                                 "Open the conversation this turn is part of, at this turn")
        self.open_thread.clicked.connect(lambda: self.memory and self.thread_requested.emit(self.memory.memory_id))
        form = QFormLayout()
        form.addRow("Kind", self.kind)
        form.addRow("Tags", self.tags)
        expiry_row = QHBoxLayout()
        expiry_row.addWidget(self.pinned)
        expiry_row.addWidget(self.expires)
        expiry_row.addWidget(self.expiry, 1)
        form.addRow("", expiry_row)
        edit = QWidget()
        box = QVBoxLayout(edit)
        box.addWidget(self.tamper)
        box.addWidget(self.conflict)
        box.addWidget(self.text, 1)
        box.addLayout(form)
        box.addWidget(self.open_thread)
        box.addWidget(self.error)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save, 1)
        buttons.addWidget(self.revert)
        box.addLayout(buttons)
        # Where it came from, its facts and merges can run long: they scroll, so the text
        # above keeps its room on a small screen.
        about = QScrollArea(widgetResizable=True, frameShape=QFrame.Shape.NoFrame, maximumHeight=64)
        about.setWidget(self.provenance)
        about.setObjectName("detailAbout")  # a Tab stop: the arrows scroll what does not fit
        about.setAccessibleName("Where this memory came from, its facts and merges")
        about.viewport().setAutoFillBackground(False)
        self.provenance.setAutoFillBackground(False)
        self.provenance.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        box.addWidget(about)
        # Which agents were given this memory (issue 34's "memory sources"), read with the memory.
        self.read_by = named(QLabel(wordWrap=True), "readBy", "Agents that read this memory")
        self.read_by.setTextFormat(Qt.TextFormat.PlainText)
        self.read_by.hide()  # shown only when an agent read the memory: the editor keeps its room
        box.addWidget(self.read_by)
        box.addWidget(self.unmerge)
        self.addTab(edit, "Memory")

        # Facts in a tab of their own: the Memory tab keeps its room on a small screen.
        fact_buttons = QHBoxLayout()
        fact_buttons.addWidget(self.add_fact)
        fact_buttons.addWidget(self.delete_fact)
        fact_buttons.addStretch(1)
        self.facts_label = QLabel("Facts (double-click to edit)")
        # Facts a later memory replaced (a move, a new job): history, shown but not editable, so
        # the list above holds only what is true now.
        self.replaced_facts = named(QLabel(wordWrap=True), "replacedFacts", "Facts a later memory replaced")
        self.replaced_facts.setTextFormat(Qt.TextFormat.PlainText)
        self.replaced_facts.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        # The people, places and things its facts name, each a link to its page in Entities (whose
        # pages list the memories naming them: the way back).
        self.named = named(QLabel(wordWrap=True), "factEntities", "People, places and things its facts name")
        self.named.setTextFormat(Qt.TextFormat.RichText)
        self.named.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                           | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.named.linkActivated.connect(lambda link: self.entity_requested.emit(urllib.parse.unquote(link)))
        self.named.hide()
        facts_tab = QWidget()
        fbox = QVBoxLayout(facts_tab)
        fbox.addWidget(self.facts_label)
        fbox.addWidget(self.facts, 1)
        fbox.addWidget(self.replaced_facts)
        fbox.addWidget(self.named)
        fbox.addLayout(fact_buttons)
        self.addTab(facts_tab, "Facts")

        self.versions = named(QListWidget(), "versionList", "Versions of this memory")
        self.restore_button = named(QPushButton("Restore selected version"), "restoreButton", "Restore version")
        self.restore_button.clicked.connect(self._restore)
        self.diff = named(QTextBrowser(), "versionDiff", "What changed in the selected version")
        self.versions.currentRowChanged.connect(self._show_diff)
        # a generated version's cause, the memory that ended its fact, is a link to it
        self.diff.setOpenLinks(False)
        self.diff.anchorClicked.connect(self._link_clicked)
        hist = QWidget()
        hbox = QVBoxLayout(hist)
        hbox.addWidget(self.versions, 1)
        hbox.addWidget(self.diff, 1)
        hbox.addWidget(self.restore_button)
        self.addTab(hist, "History")
        self._history = None
        for w in (self.text, self.pinned, self.expires):
            signal = w.textChanged if w is self.text else w.toggled
            signal.connect(self._edited)
        self.kind.editTextChanged.connect(self._edited)
        self.tags.textChanged.connect(self._edited)
        self.expiry.dateTimeChanged.connect(self._edited)
        self.show_memory(None)

    def _edited(self, *_) -> None:
        """Save and Revert are there only while something is unsaved."""
        dirty = self.is_dirty()
        self.save.setEnabled(dirty)
        self.revert.setEnabled(dirty)

    def is_dirty(self) -> bool:
        return self.memory is not None and bool(self.changes())

    def set_choices(self, kinds, tags) -> None:
        """The scope's kinds and tags, offered by the kind box and the tags completer."""
        dirty_kind = self.kind.currentText()
        self.kind.set_kinds(kinds)
        self.kind.setEditText(dirty_kind)
        self.tags.set_known(tags)

    def show_memory(self, memory, history=None) -> None:
        self.memory = memory
        self._history = history
        self.read_by.clear()  # load() fills it for the memory shown
        self.read_by.hide()
        self.show_entities([])  # and this
        self.conflict.show_conflict(None)  # load() fills it too
        self.error.say("")
        enabled = memory is not None and not memory.deleted  # a deleted one is settled, not edited
        for w in (self.text, self.kind, self.tags, self.pinned, self.expires, self.restore_button, self.facts,
                  self.add_fact, self.delete_fact):
            w.setEnabled(enabled)
        self.versions.clear()
        self.diff.clear()
        self._show_facts(memory.facts if memory is not None else [])
        replaced = [r["text"] for r in (memory.fact_records if memory is not None else []) if r.get("superseded_by")]
        self.replaced_facts.setText("Replaced by a later memory (history, not current):\n"
                                    + "\n".join(f"• {t}" for t in replaced) if replaced else "")
        self.replaced_facts.setVisible(bool(replaced))
        self.open_thread.setVisible(memory is not None and bool(memory.metadata.get("conversation_id")))
        record = self.session.broken.get(memory.memory_id) if memory is not None else None
        self.tamper.show_record(record)
        if memory is None:
            self.unmerge.setVisible(False)
            self.text.setPlainText("")
            self.kind.setEditText(""); self.tags.clear()
            self.pinned.setChecked(False); self.expires.setChecked(False)
            self.expiry.setDateTime(QDateTime.currentDateTime().addDays(30))
            self.provenance.setText("Select a memory to see and edit it.")
            self._edited()
            return
        self.text.setPlainText(memory.text)
        self.kind.set_kind(memory.kind)
        self.tags.setText(", ".join(memory.tags))
        self.pinned.setChecked(memory.pinned)
        self.expires.setChecked(memory.expires_at is not None)
        self.expiry.setDateTime(QDateTime.fromSecsSinceEpoch(int(memory.expires_at)) if memory.expires_at
                                else QDateTime.currentDateTime().addDays(30))
        absorbed = memory.metadata.get("merged_from") or []
        self.unmerge.setVisible(bool(absorbed))
        merged = "".join(f"<br>↳ absorbed {short_id(m['memory_id'])}: {m['text'][:80]}" for m in absorbed)
        superseded = (f"<br><b>merged into {memory.superseded_by}</b>" if memory.superseded_by else "")
        if memory.deleted:  # shown only while a conflict keeps it (load): its delete met an edit elsewhere
            superseded += "<br><b>deleted: settle the conflict above (Keep that brings it back)</b>"
        self.provenance.setText(
            f"<small>{self._when_text(memory)}<br>id {memory.memory_id}<br>source: {memory.source or '—'} · event {memory.event_id or '—'}"
            f"<br>created {_when(memory.created_at)} · updated {_when(memory.updated_at)} · version {memory.version}"
            f"{merged}{superseded}</small>")
        # Newest first; the current version is marked; selecting one shows what it changed.
        if record is not None and record.get("text") is not None:  # beside the vouched version below
            item = QListWidgetItem(f"⚠ now · changed outside Mnemosyne (not in the ledger)\n{record['text'][:200]}")
            item.setData(Qt.ItemDataRole.UserRole, None)
            self.versions.addItem(item)
        for v in reversed(history or []):
            mark = "  ← current" if v.version == memory.version else ""
            text = v.state["text"]
            if record is not None and v.version == memory.version:
                mark = "  ← what the ledger vouches for"
                text = record.get("vouched_text") or "(no copy the ledger vouches for is kept)"
            item = QListWidgetItem(f"v{v.version} · {_made_by(v)} · {_when(v.changed_at)}{mark}\n{text[:200]}")
            item.setData(Qt.ItemDataRole.UserRole, v.version)
            self.versions.addItem(item)
        if self.versions.count():
            self.versions.setCurrentRow(0)
        self._edited()

    @staticmethod
    def _when_text(memory) -> str:
        if memory is None:
            return "—"
        made = memory.metadata.get("generated")
        if isinstance(made, dict):  # the app made it: when, by what, from how many turns; never "said"
            return (f"generated {_when(memory.created_at)} by {html.escape(str(made.get('by', 'Mnemosyne')))} "
                    f"from {len(made.get('from') or [])} turns")
        said = memory.metadata.get("role")
        who = f" · said by {html.escape(str(said))}" if said else ""
        if abs(memory.occurred_at - memory.created_at) > 1:
            return f"{_when(memory.occurred_at)} (original time){who}; stored {_when(memory.created_at)}"
        return f"{_when(memory.occurred_at)}{who}"

    # -- facts -----------------------------------------------------------------------------
    def _show_facts(self, facts: list[str]) -> None:
        self.facts.blockSignals(True)
        self.facts.clear()
        for fact in facts:
            item = QListWidgetItem(fact)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            self.facts.addItem(item)
        self.facts.blockSignals(False)
        self.facts_label.setText("Facts (double-click to edit)" if facts else "Facts: none drawn from this memory")
        self.setTabText(1, f"Facts ({len(facts)})" if facts else "Facts")

    def fact_texts(self) -> list[str]:
        return [t for t in (self.facts.item(i).text().strip() for i in range(self.facts.count())) if t]

    def _fact_edited(self, _item) -> None:
        self._save()

    def _delete_fact(self) -> None:
        row = self.facts.currentRow()
        if self.memory is None or row < 0:
            return
        self.facts.takeItem(row)
        self._save()

    def _add_fact(self) -> None:
        item = QListWidgetItem("")
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
        self.facts.blockSignals(True)
        self.facts.addItem(item)
        self.facts.blockSignals(False)
        self.facts.setCurrentItem(item)
        self.facts.editItem(item)

    # -- history ---------------------------------------------------------------------------
    def _show_diff(self, row: int) -> None:
        """What the selected version changed from the one before it: the text word by word
        (removed struck through, added bold) and every field that differs."""
        item = self.versions.item(row) if row >= 0 else None
        record = self.session.broken.get(self.memory.memory_id) if self.memory is not None else None
        if item is not None and item.data(Qt.ItemDataRole.UserRole) is None and record is not None:
            # the text now beside the vouched one: what changed outside Mnemosyne
            vouched, now = {"text": record.get("vouched_text") or ""}, {"text": record["text"] or ""}
            self._fill_diff([vouched, now], version_diff(vouched, now))
            return
        versions = {v.version: v for v in self._history or []}
        if item is None or not versions:
            self.diff.clear()
            return
        this = versions.get(item.data(Qt.ItemDataRole.UserRole))
        before = versions.get(this.version - 1) if this else None
        self._fill_diff([v.state for v in (before, this) if v is not None],
                        version_diff(before.state if before else None, this.state) + ended_by_links(this)
                        if this else "")

    def _fill_diff(self, states: list[dict], shown: str) -> None:
        # A long word in either text froze the History tab's layout (gui/long_words.py).
        fill_wrapping(self.diff, [str((state or {}).get("text") or "") for state in states],
                      lambda: self.diff.setHtml(shown))

    def _link_clicked(self, url) -> None:
        link = url.toString()
        if link.startswith("memory:"):
            self.open_memory.emit(link[len("memory:"):])

    def changes(self) -> dict:
        """The fields the person changed, normalised as they will be stored."""
        m = self.memory
        out = {}
        if self.fact_texts() != list(m.facts):
            out["facts"] = self.fact_texts()
        if self.text.toPlainText() != m.text:
            out["text"] = self.text.toPlainText()
        if self.kind.kind() != m.kind:
            out["kind"] = self.kind.kind()
        tags = self.tags.tags()
        if tags != sorted(m.tags):
            out["tags"] = tags
        if self.pinned.isChecked() != m.pinned:
            out["pinned"] = self.pinned.isChecked()
        expiry = float(self.expiry.dateTime().toSecsSinceEpoch()) if self.expires.isChecked() else None
        if (expiry is None) != (m.expires_at is None) or (expiry and abs(expiry - (m.expires_at or 0)) > 1):
            out["expires_at"] = expiry
        return out

    def _save(self) -> None:
        if self.memory is not None and (changes := self.changes()):
            self.save_requested.emit(self.memory.memory_id, changes)

    def _restore(self) -> None:
        item = self.versions.currentItem()
        if self.memory is not None and item is not None and item.data(Qt.ItemDataRole.UserRole) is not None:
            self.restore_requested.emit(self.memory.memory_id, item.data(Qt.ItemDataRole.UserRole))

    async def load(self, memory_id: str | None) -> None:
        """Show ``memory_id`` (None: nothing). Loads can overlap (rows clicked quickly, a reload
        after a change): the latest request wins, whatever order they finish in."""
        self._shown_request += 1
        request = self._shown_request
        if memory_id is None or not self.session.is_open:
            self.show_memory(None)
            return
        try:
            memory, history = await self.session.memory(memory_id)
        except (KeyError, errors.ScopeClosedError):
            memory, history = None, None  # gone meanwhile (another process, another scope)
        try:
            conflict = await self.session.conflict(memory_id) if memory is not None else None
            if memory is not None and memory.deleted and conflict is None:
                # deleted: it left the table, so it leaves the pane. One whose delete met an edit on
                # another device stays until the person settles it (the conflicts filter lists it).
                memory, history = None, None
            readers = await self.session.readers(memory_id) if memory is not None else []
            entities = await self.session.view("entities_of_memory", memory_id=memory_id) if memory else []
        except (KeyError, errors.ScopeClosedError):
            readers, conflict, entities = [], None, []
        if request == self._shown_request:
            self.show_memory(memory, history)
            self.conflict.show_conflict(conflict)
            self.read_by.setText(read_by_text(readers, _when))
            self.read_by.setVisible(bool(readers))
            self.show_entities(entities)

    def show_entities(self, names: list[str]) -> None:
        """Links to the pages of the entities its facts name (none: the line hides)."""
        links = ", ".join(f'<a href="{urllib.parse.quote(n)}">{html.escape(n)}</a>' for n in names)
        self.named.setText(f"Names: {links}" if names else "")
        self.named.setToolTip("Open the page of a person, place or thing in Entities" if names else "")
        self.named.setVisible(bool(names))

    def load_soon(self, memory_id: str | None) -> None:
        qt_async.spawn(self.load(memory_id))
