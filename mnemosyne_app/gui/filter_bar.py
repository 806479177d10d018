"""The filters under the search box: kind, tag, source and time. They narrow the table and the
search alike (core/filters.py builds the SQL for both)."""

from __future__ import annotations

import time

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QPushButton, QWidget

# (label, seconds back from now; None = any time)
PERIODS = [("any time", None), ("last 24 hours", 86400), ("last 7 days", 7 * 86400),
           ("last 30 days", 30 * 86400), ("last 365 days", 365 * 86400)]


class FilterBar(QWidget):
    changed = Signal()  # the person picked another value

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.kind = self._facet("all kinds", "Only memories of this kind", "kindFilter")
        self.tag = self._facet("all tags", "Only memories with this tag", "tagFilter")
        self.source = self._facet("all sources", "Only memories from this source (an import, an agent, paste…)",
                                  "sourceFilter")
        self.period = QComboBox(objectName="periodFilter")
        self.period.addItems([label for label, _ in PERIODS])
        self.period.setToolTip("Only memories created in this period")
        self.period.activated.connect(lambda *_: self.changed.emit())
        # Memories where edits from two devices met (sync); the other version is in the history.
        self.conflict = QCheckBox("has a conflict", objectName="conflictFilter")
        self.conflict.setToolTip("Only memories edited on two devices at once (the other version is in its history)")
        self.conflict.toggled.connect(lambda *_: self.changed.emit())
        self.clear_button = QPushButton("Clear filters", objectName="clearFilters")
        self.clear_button.setAccessibleName("Clear filters")
        self.clear_button.clicked.connect(self.clear)
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(QLabel("Show"))
        for w in (self.kind, self.tag, self.source, self.period, self.conflict, self.clear_button):
            box.addWidget(w)
        box.addStretch(1)

    def _facet(self, everything: str, tip: str, name: str) -> QComboBox:
        box = QComboBox(minimumContentsLength=8)
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        box.addItem(everything)
        box.setToolTip(tip)
        box.setObjectName(name)
        box.setAccessibleName(tip)
        box.activated.connect(lambda *_: self.changed.emit())
        return box

    def values(self) -> dict:
        """Keyword arguments for recall and memory_ids (core/filters.py)."""
        out = {}
        for name, box in (("kind", self.kind), ("tag", self.tag), ("source", self.source)):
            if box.currentIndex() > 0:
                out[name] = box.currentText()
        seconds = PERIODS[self.period.currentIndex()][1]
        if seconds is not None:
            out["since"] = time.time() - seconds
        if self.conflict.isChecked():
            out["conflict"] = True
        return out

    def set_choices(self, facets: dict, merge: bool = False) -> None:
        """New lists of kinds, tags and sources (with ``merge``, added to the ones shown); a
        chosen value that is still there stays chosen."""
        for name, box in (("kinds", self.kind), ("tags", self.tag), ("sources", self.source)):
            chosen = box.currentText() if box.currentIndex() > 0 else None
            everything = box.itemText(0)
            values = set(facets.get(name, []))
            if merge:
                values.update(box.itemText(i) for i in range(1, box.count()))
            box.blockSignals(True)
            box.clear()
            box.addItems([everything, *sorted(values)])
            box.setCurrentIndex(max(0, box.findText(chosen)) if chosen else 0)
            box.blockSignals(False)

    def choices(self) -> dict[str, list[str]]:
        """The scope's kinds, tags and sources as offered (what the editors complete from)."""
        return {name: [box.itemText(i) for i in range(1, box.count())]
                for name, box in (("kinds", self.kind), ("tags", self.tag), ("sources", self.source))}

    def clear(self) -> None:
        for box in (self.kind, self.tag, self.source, self.period):
            box.setCurrentIndex(0)
        self.conflict.blockSignals(True)
        self.conflict.setChecked(False)
        self.conflict.blockSignals(False)
        self.changed.emit()
