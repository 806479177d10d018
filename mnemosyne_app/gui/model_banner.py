"""A store whose extraction model cannot load (a moved or corrupt GGUF named in the settings)
still opens, with the model-free sentence rules in its place; this banner over the table says
what is wrong and offers the fix (the model setting), instead of an empty window."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from mnemosyne_app.gui.inputs import named


class ModelBanner(QFrame):
    def __init__(self, window) -> None:
        super().__init__()
        named(self, "modelBanner", "Model problem")
        self.window = window
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#modelBanner { background: palette(tool-tip-base); }")
        self.text = named(QLabel(wordWrap=True), "modelBannerText", "What is wrong with the model")
        self.fix = named(QPushButton("Choose a model…"), "modelBannerFix", "Open the model setting")
        self.fix.clicked.connect(self.open_setting)
        box = QHBoxLayout(self)
        box.setContentsMargins(8, 4, 8, 4)
        box.addWidget(self.text, 1)
        box.addWidget(self.fix)
        self.hide()
        window.session.changed.connect(lambda ch: self.refresh() if ch.scope else None)

    def refresh(self) -> None:
        problem = self.window.session.model_problem
        self.text.setText(f"⚠ The extraction model could not load: {problem}. Browsing, keyword search and "
                          "editing work; facts come from the model-free sentence rules until you choose a model."
                          if problem else "")
        self.setVisible(bool(problem))

    def open_setting(self) -> None:
        panel = self.window.settings_panel
        self.window.dock.show()
        self.window.panels.setCurrentWidget(panel)
        panel.model.setFocus()
        panel.model.lineEdit().selectAll() if panel.model.lineEdit() else None
