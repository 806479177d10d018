"""Search you can read: a hit's matched words highlighted in the Memory column, drawn by a
delegate, and a mark saying how it matched (its words, its meaning with the similarity, or both)
in the cell's tooltip, so that nothing stands in front of the text."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QAbstractTextDocumentLayout, QPalette, QTextDocument
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QToolTip

HIT_ROLE = Qt.ItemDataRole.UserRole + 10  # the model gives the RecallHit of a search row


def match_mark(hit) -> str:
    """"words", "meaning 0.62", or "words + meaning 0.62" (+ "words of its facts": core/store/fact_index.py,
    + "next to a hit": core/read/neighbours.py)."""
    parts = []
    if "words" in hit.matched:
        parts.append("words")
    if "facts" in hit.matched:
        parts.append("words of its facts")  # generated from it, so said as such
    if "meaning" in hit.matched and hit.similarity is not None:
        parts.append(f"meaning {hit.similarity:.2f}")
    if "context" in hit.matched:
        parts.append("next to a hit")
    return " + ".join(parts)


def _flat_spans(text: str, spans) -> tuple[str, list[tuple[int, int]]]:
    """``text`` with its whitespace made single spaces, and ``spans`` (words: no whitespace inside)
    moved to where they stand in it."""
    flat, starts = [], []  # the words, and (start in text, start in flat) of each
    at = 0
    for m in re.finditer(r"\S+", text):
        starts.append((m.start(), m.end(), at))
        flat.append(m.group(0))
        at += len(m.group(0)) + 1
    moved = []
    for start, end in spans:
        for w_start, w_end, f_start in starts:
            if w_start <= start < w_end:
                moved.append((f_start + start - w_start, f_start + end - w_start))
                break
    return " ".join(flat), moved


def highlighted(text: str, hit_text: str, spans, colour: str, ink: str) -> str:
    """``text`` (a cell: the hit's text, perhaps after who said it, with its whitespace made single
    spaces) as HTML with the words at ``spans`` of ``hit_text`` marked in ``ink`` on ``colour``:
    the words the engine says matched (RecallHit.spans, by the index's own tokenizer and stems,
    in every language), nothing guessed here. The mark keeps its own text colour, or a selected
    row's white would be drawn on the yellow."""
    shown = " ".join(text.split())[:300]
    flat, moved = _flat_spans(hit_text, spans)
    at = shown.find(flat[:60]) if flat else -1
    out, last = [], 0
    for start, end in moved if at >= 0 else []:
        start, end = at + start, min(at + end, len(shown))
        if start >= len(shown):
            break
        out.append(html.escape(shown[last:start]))
        out.append(f'<span style="background-color:{colour}; color:{ink}"><b>{html.escape(shown[start:end])}</b></span>')
        last = end
    out.append(html.escape(shown[last:]))
    return "".join(out)


def hit_html(text: str, hit, palette: QPalette) -> str:
    light = palette.color(QPalette.ColorRole.Base).lightness() > 128
    colour, ink = ("#f6d55c", "#000000") if light else ("#7a5c00", "#ffffff")
    return highlighted(text, hit.text, hit.spans, colour, ink)


def hit_tooltip(text: str, hit) -> str:
    mark = match_mark(hit)
    return (f"Matched by {mark}\n\n" if mark else "") + text


class HitDelegate(QStyledItemDelegate):
    """Draws the Memory cell of a search row as rich text; other rows as usual."""

    def paint(self, painter, option, index) -> None:
        hit = index.data(HIT_ROLE)
        if hit is None:
            return super().paint(painter, option, index)
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text = opt.text
        opt.text = ""
        style = opt.widget.style() if opt.widget else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        doc = QTextDocument()
        doc.setDefaultFont(opt.font)
        doc.setDocumentMargin(2)
        doc.setHtml(hit_html(text, hit, opt.palette))
        painter.save()
        painter.translate(opt.rect.topLeft())
        painter.setClipRect(QRectF(0, 0, opt.rect.width(), opt.rect.height()))
        ctx = QAbstractTextDocumentLayout.PaintContext()
        if opt.state & QStyle.StateFlag.State_Selected:
            ctx.palette.setColor(QPalette.ColorRole.Text, opt.palette.color(QPalette.ColorRole.HighlightedText))
        doc.documentLayout().draw(painter, ctx)
        painter.restore()

    def helpEvent(self, event, view, option, index) -> bool:
        hit = index.data(HIT_ROLE)
        if hit is None:
            return super().helpEvent(event, view, option, index)
        QToolTip.showText(event.globalPos(), hit_tooltip(index.data(Qt.ItemDataRole.ToolTipRole) or "", hit), view)
        return True

    def sizeHint(self, option, index) -> QSize:
        return super().sizeHint(option, index)
