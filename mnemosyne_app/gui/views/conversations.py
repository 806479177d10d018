"""Conversations as conversations: the imported and pasted chats listed by title, app, original
date and turns, and a thread view with speaker, original time and Markdown. A thread shows a
window of turns around the one asked for (links bring the earlier or later ones), so a
2,000-turn conversation opens as fast as a short one (bench/bench_gui.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QLineEdit, QPushButton, QSplitter, QTextBrowser, QTreeWidget, QTreeWidgetItem, QVBoxLayout,
    QWidget,
)

from mnemosyne_app import qt_async
from mnemosyne_app.core import errors
from mnemosyne_app.gui.columns import fit_tree
from mnemosyne_app.gui.inputs import named
from mnemosyne_app.gui.long_words import fill_wrapping
from mnemosyne_app.gui.views.emoji import select_emoji_font
from mnemosyne_app.gui.views.markdown import escape, speaker, to_html, when
from mnemosyne_app.gui.views.summary_preview import SummaryPreview

WINDOW = 100  # turns rendered at once; links page through the rest
# Links a chat may hold that lead somewhere a person can go (not "sandbox:", ChatGPT's own files).
WEB_SCHEMES = ("http", "https", "mailto")
SUMMARISE_TIP = "Preview a summary quoting sentences said in it; keep it as a generated memory"


class ThreadView(QTextBrowser):
    """One conversation's turns. ``open_memory`` asks the main window to select a turn's memory."""
    open_memory = Signal(str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setObjectName("threadView")
        self.setAccessibleName("Conversation")
        self.anchorClicked.connect(self._link)
        self.turns: list[dict] = []
        self.first = 0  # index of the first turn on screen
        self.current: str | None = None
        select_emoji_font()

    def show_thread(self, turns: list[dict], at: str | None = None) -> None:
        """Show ``turns`` (core/read/views.py thread), centred on memory ``at`` when given."""
        self.turns, self.current = turns, at
        index = next((i for i, t in enumerate(turns) if t["memory_id"] == at), 0)
        self._render(max(0, index - WINDOW // 3))
        self.scrollToAnchor(f"t{index}")

    def _render(self, first: int) -> None:
        self.first = first
        pal = self.palette()
        mine = pal.color(QPalette.ColorRole.AlternateBase).name()
        marked = pal.color(QPalette.ColorRole.Highlight).name()
        dim = pal.color(QPalette.ColorRole.PlaceholderText).name()
        parts = []
        if first > 0:
            parts.append(f'<p align="center"><a href="more:{max(0, first - WINDOW)}">Show {min(first, WINDOW)} '
                         f'earlier turns (of {first})</a></p>')
        last = min(len(self.turns), first + WINDOW)
        for i in range(first, last):
            t = self.turns[i]
            who = speaker(t["role"]) or "—"
            border = f"border-left: 4px solid {marked};" if t["memory_id"] == self.current else ""
            bg = f"background-color: {mine};" if who == "You" else ""
            parts.append(
                f'<a name="t{i}"></a><div style="{bg}{border} padding: 4px 8px; margin-bottom: 6px;">'
                f'<b>{escape(who)}</b> <span style="color:{dim}">· {when(t["occurred_at"])} · '
                f'<a href="memory:{t["memory_id"]}">select</a></span>{to_html(t["text"])}</div>')
        if last < len(self.turns):
            parts.append(f'<p align="center"><a href="more:{last}">Show the next '
                         f'{min(WINDOW, len(self.turns) - last)} turns (of {len(self.turns) - last})</a></p>')
        if not self.turns:
            parts.append("<p>This conversation has no turns left (all deleted or merged).</p>")
        # One pasted blob in a turn froze the thread's opening for seconds (gui/long_words.py).
        fill_wrapping(self, (t["text"] or "" for t in self.turns[first:last]), lambda: self.setHtml("".join(parts)))

    def _link(self, url: QUrl) -> None:
        kind, _, rest = url.toString().partition(":")
        if kind == "more" and rest.isdigit():
            self._render(int(rest))
            self.scrollToAnchor(f"t{int(rest)}")
        elif kind == "memory":
            self.open_memory.emit(rest)
        elif url.scheme() in WEB_SCHEMES:  # a link said in the chat: where it points, in the browser
            QDesktopServices.openUrl(url)

    def spoken(self) -> list[tuple[str, str]]:
        """(speaker, text) of the turns on screen, in order (for tests and screen readers)."""
        return [(speaker(t["role"]), t["text"]) for t in self.turns[self.first:self.first + WINDOW]]


class ConversationsWindow(QWidget):
    """The list of conversations beside the thread of the one selected."""
    open_memory = Signal(str)

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle("Conversations — Mnemosyne")
        self.setObjectName("conversationsWindow")
        self.resize(1100, 720)
        self.session = session
        self.filter = named(QLineEdit(placeholderText="Filter by title or words said", clearButtonEnabled=True),
                            "conversationFilter", "Filter conversations by title or by words said in them")
        self.list = named(QTreeWidget(), "conversationList", "Conversations")
        self.list.setHeaderLabels(["Title", "From", "Started", "Turns"])
        self.list.setRootIsDecorated(False)
        self.list.setSortingEnabled(True)
        fit_tree(self.list, stretch=0)  # the title takes what the date, source and turns leave
        self.list.setUniformRowHeights(True)
        self.count = QLabel()
        self.title = named(QLabel(wordWrap=True), "threadTitle", "Conversation title")
        self.summarise = named(QPushButton("Summarise…"), "summariseConversation", "Summarise this conversation",
                               SUMMARISE_TIP)
        self.summarise.setEnabled(False)
        self.extract = named(QPushButton("Extract facts"), "extractConversationFacts",
                             "Extract facts from this conversation",
                             "Facts from your messages in this conversation, in the background (each once per model)")
        self.extract.setEnabled(False)
        self.extract.clicked.connect(lambda: self.conversation_id and qt_async.spawn(self._extract(self.conversation_id)))
        self.summarise.clicked.connect(lambda: self.conversation_id and qt_async.spawn(self.preview_summary()))
        self.preview: SummaryPreview | None = None
        self.conversation_id: str | None = None
        self.thread = ThreadView()
        self.thread.open_memory.connect(self.open_memory)
        left = QWidget()
        lbox = QVBoxLayout(left)
        lbox.setContentsMargins(0, 0, 0, 0)
        lbox.addWidget(self.filter)
        lbox.addWidget(self.list, 1)
        lbox.addWidget(self.count)
        right = QWidget()
        rbox = QVBoxLayout(right)
        rbox.setContentsMargins(0, 0, 0, 0)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.extract)
        head.addWidget(self.summarise)
        rbox.addLayout(head)
        rbox.addWidget(self.thread, 1)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(right)
        split.setSizes([420, 680])
        box = QHBoxLayout(self)
        box.addWidget(split)
        self.filter.textChanged.connect(self._filter_changed)
        self.list.currentItemChanged.connect(lambda item, _prev: item and qt_async.spawn(
            self.open_thread(item.data(0, Qt.ItemDataRole.UserRole))))
        self.conversations: list[dict] = []
        self._said: tuple[str, set] = ("", set())  # (filter text, conversations whose turns hold its words)

    async def reload(self) -> int:
        try:
            found = await self.session.view("conversations")
        except errors.ScopeClosedError:
            found = []
        self.show_conversations(found)
        return len(found)

    def show_conversations(self, found: list[dict]) -> None:
        self.conversations = found
        self.list.blockSignals(True)
        self.list.setSortingEnabled(False)
        self.list.clear()
        items = []
        for c in found:
            item = QTreeWidgetItem([c["title"], c["source"], when(c["started_at"]), ""])
            item.setData(3, Qt.ItemDataRole.DisplayRole, c["turns"])  # sorts as a number
            item.setData(2, Qt.ItemDataRole.UserRole + 1, c["started_at"])
            item.setData(0, Qt.ItemDataRole.UserRole, c["conversation_id"])
            item.setToolTip(0, c["title"])
            items.append(item)
        self.list.addTopLevelItems(items)
        self.list.setSortingEnabled(True)
        self.list.sortItems(2, Qt.SortOrder.DescendingOrder)
        self.list.blockSignals(False)
        self._filter_changed(self.filter.text())  # a reload keeps what the filter hides, and the count says so
        if not found:
            self.title.setText("No conversations yet: import a chat archive (Panels → Import / Export) "
                               "or paste one (Paste conversation).")
            self.thread.show_thread([])

    def _filter_changed(self, text: str) -> None:
        self._filter(text)  # titles and sources at once; the turns' words when the store answers
        qt_async.spawn(self._search_turns(text))

    async def _search_turns(self, text: str) -> None:
        try:
            found = await self.session.view("conversations_matching", query=text) if text.strip() else []
        except Exception:  # a closed scope, or said in the status bar: the title filter still works
            found = []
        if self.filter.text() == text:  # not a filter typed over since
            self._said = (text, set(found))
            self._filter(text)

    def _filter(self, text: str) -> None:
        needle, shown, total = text.strip().lower(), 0, self.list.topLevelItemCount()
        said = self._said[1] if self._said[0] == text else set()
        for i in range(total):
            item = self.list.topLevelItem(i)
            hidden = (bool(needle) and needle not in f"{item.text(0)} {item.text(1)}".lower()  # title or source
                      and item.data(0, Qt.ItemDataRole.UserRole) not in said)  # or words said in it
            item.setHidden(hidden)
            shown += not hidden
        # the count follows the filter ("3 of 120 conversations")
        self.count.setText((f"{shown:,} of " if needle else "") + f"{total:,} conversation" + ("" if total == 1 else "s"))

    async def open_thread(self, conversation_id: str | None, at: str | None = None) -> int:
        if not conversation_id:
            return 0
        try:
            turns = await self.session.view("thread", conversation_id=conversation_id)
        except errors.ScopeClosedError:
            return 0
        c = next((c for c in self.conversations if c["conversation_id"] == conversation_id), None)
        title = c["title"] if c else next((t.get("title") for t in turns if t.get("title")), "Conversation")
        started = when(turns[0]["occurred_at"]) if turns else "—"
        source = f" · {escape(c['source'])}" if c and c["source"] else ""
        self.title.setText(f"<b>{escape(title)}</b>{source} · started {started} · {len(turns)} turns")
        self.thread.show_thread(turns, at)
        self._select(conversation_id)
        self.conversation_id = conversation_id
        # A summary quotes the chat's turns (core/lifecycle/compaction.py): notes listed here by
        # their import (a Markdown folder) have none to quote.
        chat = any(t.get("kind") == "history" for t in turns)
        self.summarise.setEnabled(chat)
        self.summarise.setToolTip(SUMMARISE_TIP if chat else "Only a chat's turns are summarised; this one holds notes")
        self.extract.setEnabled(bool(turns))
        return len(turns)

    async def preview_summary(self) -> SummaryPreview | None:
        """What a summary of the open conversation would say; kept only if the person says so."""
        conversation_id = self.conversation_id
        try:
            found = await self.session.summarise(conversation_id)
        except Exception:  # the scope closed, or the session said why in words
            return None
        dialog = SummaryPreview(found, self)
        dialog.accepted.connect(lambda: qt_async.spawn(self._keep(conversation_id)))
        dialog.open()
        self.preview = dialog
        return dialog

    async def _extract(self, conversation_id: str) -> None:
        try:
            await self.session.extract_facts(conversation_id=conversation_id)
        except Exception:  # no model set, or the scope closed: the session said why in words
            return

    async def _keep(self, conversation_id: str) -> None:
        try:
            await self.session.summarise(conversation_id, keep=True)
        except Exception:  # said in words by the session
            return

    def _select(self, conversation_id: str) -> None:
        for i in range(self.list.topLevelItemCount()):
            item = self.list.topLevelItem(i)
            if item.data(0, Qt.ItemDataRole.UserRole) == conversation_id:
                self.list.blockSignals(True)
                self.list.setCurrentItem(item)
                self.list.blockSignals(False)
                return

    async def open_at(self, memory_id: str) -> bool:
        """Open the thread that ``memory_id`` is a turn of, at that turn; False if it is none."""
        conversation_id = await self.session.view("conversation_of", memory_id=memory_id)
        if not conversation_id:
            return False
        if not self.conversations:
            await self.reload()
        await self.open_thread(conversation_id, at=memory_id)
        from mnemosyne_app.gui.views.wiring import bring_forward
        bring_forward(self)
        return True
