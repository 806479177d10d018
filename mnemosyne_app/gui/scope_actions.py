"""Managing scopes from the window: rename, remove (to the removed folder, never deleted),
restore, and moving a damaged one aside. Each asks first where it should, runs off the GUI
thread, and pushes an undo step once done."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QInputDialog, QMessageBox

from mnemosyne_app import qt_async
from mnemosyne_app.core import library
from mnemosyne_app.gui import undo
from mnemosyne_app.gui.inputs import named


class ScopeActions:
    def __init__(self, window) -> None:
        self.window = window  # the MainWindow: its session, scope picker, undo stack, status bar
        self.session = window.session

    def offer_to_move_aside(self, scope: str, exc: Exception) -> None:
        """A damaged scope cannot be opened, so Remove… cannot reach it: offer it here."""
        box = QMessageBox(QMessageBox.Icon.Warning, "Damaged scope",
                          f"{exc}\n\nMove \u201c{scope}\u201d out of the scope list? Its file goes to the "
                          "\u201cremoved\u201d folder of the data directory as it is, nothing deleted.",
                          QMessageBox.StandardButton.Cancel, self.window)
        named(box, "moveAsideBox", "Move the damaged scope aside")
        move = box.addButton("Move aside", QMessageBox.ButtonRole.DestructiveRole)
        box.finished.connect(lambda *_: box.clickedButton() is move and qt_async.spawn(self.move_aside(scope)))
        box.open()

    async def move_aside(self, scope: str) -> None:
        folder = await self.session.call(library.remove, self.session.data_dir, scope)
        self.window.show_scopes(await self.session.scopes())
        self.window.statusBar().showMessage(f"damaged scope {scope} moved to {folder}", 10000)

    def remove(self) -> None:
        """Ask first; then move the open scope aside and open another (undo: restore it)."""
        scope = self.session.scope
        if not scope:
            return
        box = QMessageBox(QMessageBox.Icon.Question, "Remove scope",
                          f"Move the scope \u201c{scope}\u201d out of the scope list?\n\nIts database file is moved "
                          "to the \u201cremoved\u201d folder of the data directory, not deleted: Ctrl+Z (or "
                          "`mnemosyne scopes --restore`) brings it back.",
                          QMessageBox.StandardButton.Cancel, self.window)
        named(box, "removeScopeBox", "Remove scope")
        remove = box.addButton("Remove", QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.finished.connect(lambda *_: box.clickedButton() is remove and qt_async.spawn(self.do_remove(scope)))
        box.open()  # not exec(): the asyncio loop keeps running

    async def do_remove(self, scope: str) -> None:
        others = [n for n in await self.session.scopes() if n != scope]
        self.window.stop_api()
        try:
            folder = await self.session.remove_scope(scope)
        except Exception as exc:  # put the scope back on screen, then say why
            await self.window.switch_to(scope)
            self.window.statusBar().showMessage(f"⚠ scope not removed: {exc}", 10000)
            return
        if await self.window.switch_to(others[0] if others else "default"):
            self.window.undo_stack.push(undo.RemoveScope(self, scope, folder))
            self.window.statusBar().showMessage(f"scope {scope} moved to {folder} (Ctrl+Z to bring it back)", 10000)

    def rename(self) -> None:
        scope = self.session.scope
        if not scope:
            return
        ask = named(QInputDialog(self.window), "renameScopeDialog", "Rename scope")
        ask.setWindowTitle("Rename scope")
        ask.setLabelText(f"New name for \u201c{scope}\u201d (letters, digits, '.', '-', '_'):")
        ask.setTextValue(scope)
        ask.textValueSelected.connect(
            lambda name: name.strip() and name.strip() != scope and qt_async.spawn(self.do_rename(scope, name.strip())))
        ask.open()  # not exec(): the asyncio loop keeps running

    async def do_rename(self, scope: str, new_name: str, undoable: bool = True) -> None:
        self.window.stop_api()
        try:
            await self.session.rename_scope(scope, new_name)
        except Exception as exc:  # a taken or bad name: reopen the old one, then say why
            await self.window.switch_to(scope)
            self.window.statusBar().showMessage(f"⚠ scope not renamed: {exc}", 10000)
            return
        if await self.window.switch_to(new_name) and undoable:
            self.window.undo_stack.push(undo.RenameScope(self, scope, new_name))
            self.window.statusBar().showMessage(f"scope {scope} is now {new_name} (Ctrl+Z to undo)", 8000)

    async def restore(self, folder: Path) -> None:
        scope = await self.session.restore_scope(folder)
        await self.window.switch_to(scope)
        self.window.statusBar().showMessage(f"scope {scope} restored", 5000)
