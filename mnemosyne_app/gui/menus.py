"""The menu bar, the shortcuts it shows, and keyboard reach: every view and action of the window
is in a menu with its shortcut (a person finds Conversations or Verify without knowing the
toolbar), the toolbar's buttons are in the Tab chain with names a screen reader says, and Esc
closes the secondary windows."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QScrollArea, QToolBar, QToolButton

# Shortcuts of the actions built outside main_window.SHORTCUTS (views, panels, lock).
MORE_SHORTCUTS = {
    "conversations": "Ctrl+1", "profile": "Ctrl+2", "duplicates": "Ctrl+3", "panels": "Ctrl+4",
    "entities": "Ctrl+5", "agents": "Ctrl+6", "vault": "Ctrl+7", "extract_facts": "Ctrl+Shift+X",
    "import": "Ctrl+I", "export": "Ctrl+E", "settings": "Ctrl+,", "bulk_edit": "Ctrl+Shift+E",
}

MENUS = (
    ("&File", ("import", "export", None, "lock", None, "quit")),
    ("&Edit", ("new", "paste", "save", "delete", None, "undo", "redo", None, "bulk_edit", "delete_conversation",
               "delete_source")),
    ("&View", ("search", None, "conversations", "profile", "duplicates", "entities", None, "panels", "agents",
               "vault", "settings")),
    ("&Tools", ("verify", "flush", "async", None, "extract_facts")),
)

# Texts an action takes besides its first one: its button is made wide enough for the longest.
OTHER_TEXTS = {"lock": "Unlock…"}


def _panel_action(window, name: str, text: str, panel, focus=None) -> QAction:
    action = QAction(text, window)

    def show():
        window.dock.show()
        window.panels.setCurrentWidget(panel)
        (focus or panel).setFocus()

    action.triggered.connect(show)
    window.addAction(action)
    window.actions_by_name[name] = action
    return action


def _scroll_to(widget) -> None:
    area = widget.parentWidget()
    while area is not None and not isinstance(area, QScrollArea):
        area = area.parentWidget()
    if area is not None:
        area.ensureWidgetVisible(widget, 0, 30)  # (after the dock is laid out: a hidden one has no height)


def build(window) -> None:
    """Called once every action exists (the views, the lock and the curation menu add theirs)."""
    _panel_action(window, "import", "Import…", window.archive, window.archive.import_button)
    _panel_action(window, "export", "Export…", window.archive, window.archive.export_button)
    _panel_action(window, "settings", "Settings", window.settings_panel)
    _panel_action(window, "agents", "Agents", window.agents_panel, window.agents_panel.name)
    # the vault lives in Settings: the action shows that panel scrolled to the vault's folder
    vault = _panel_action(window, "vault", "Markdown vault…", window.settings_panel,
                          window.settings_panel.vault_section.folder)
    folder = window.settings_panel.vault_section.folder
    vault.triggered.connect(lambda: QTimer.singleShot(0, lambda: _scroll_to(folder)))
    actions = window.actions_by_name
    for name, keys in MORE_SHORTCUTS.items():
        if name in actions and actions[name].shortcut().isEmpty():
            actions[name].setShortcut(QKeySequence(keys))
            if name in ("conversations", "profile", "duplicates", "entities"):
                window.addAction(actions[name])
    bar = window.menuBar()
    bar.setObjectName("menuBar")
    bar.setAccessibleName("Menu bar")
    for title, names in MENUS:
        menu = bar.addMenu(title)
        menu.setObjectName(title.strip("&").lower() + "Menu")
        for name in names:
            if name is None:
                menu.addSeparator()
            elif name in actions:
                menu.addAction(actions[name])
    for action in actions.values():  # the tooltip says the shortcut, as the menu does
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        tip = action.toolTip().split(" (")[0] if action.toolTip() else action.text()
        if keys and keys not in tip:
            action.setToolTip(f"{tip} ({keys})")
    _toolbar_reach(window)
    for view in (window.conversations, window.profile, window.duplicates, window.entities):
        close = QShortcut(QKeySequence(Qt.Key.Key_Escape), view, view.close)
        close.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)


def _toolbar_reach(window) -> None:
    """The toolbar's buttons: in the Tab chain, named, and each of a fixed width (wide enough for
    every text it takes), so no button moves when another one's state changes."""
    bar = window.findChild(QToolBar, "actions")
    if bar is None:
        return
    bar.setAccessibleName("Actions")
    by_action = {id(a): n for n, a in window.actions_by_name.items()}
    for action in bar.actions():
        button = bar.widgetForAction(action)
        if not isinstance(button, QToolButton):
            continue
        name = by_action.get(id(action), action.text().lower().replace(" ", "_"))
        button.setObjectName(f"{name}ToolButton")
        button.setAccessibleName(action.text().replace("&", ""))
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        width = button.sizeHint().width()
        if name in OTHER_TEXTS:
            width += button.fontMetrics().horizontalAdvance(OTHER_TEXTS[name]) - \
                button.fontMetrics().horizontalAdvance(action.text())
        button.setFixedWidth(max(width, button.sizeHint().width()))
