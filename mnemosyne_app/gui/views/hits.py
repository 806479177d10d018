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


def _forms(term: str) -> str:
    """A regex for ``term`` and the English endings the index's Porter stemmer takes off ("garden":
    "gardens", "gardening"; "run": "running"; "allergy": "allergies"; "smoke": "smoking"). Any
    longer run of letters would mark a word the search did not match ("de" in "decimal")."""
    t, last, stem = re.escape(term), re.escape(term[-1]), re.escape(term[:-1])
    forms = [rf"{t}(?:{last}?(?:ing|ings|ed|er|ers|est)|s|es|ly)?"]
    if term.endswith("y"):
        forms.append(rf"{stem}(?:ies|ied|ier|iest|ily)")
    if term.endswith("e"):
        forms.append(rf"{stem}(?:ing|ings|ed|er|ers|est)")
    return "|".join(forms)


def highlighted(text: str, terms: list[str], colour: str, ink: str) -> str:
    """``text`` as HTML with each word that is a query term, or one of its English forms, marked
    in ``ink`` on ``colour``: the mark keeps its own text colour, or a selected row's white would
    be drawn on the yellow."""
    flat = " ".join(text.split())[:300]
    words = sorted({t for t in terms if len(t) > 1}, key=len, reverse=True)
    if not words:
        return html.escape(flat)
    pattern = re.compile(r"\b(?:" + "|".join(_forms(w) for w in words) + r")\b", re.IGNORECASE)
    out, last = [], 0
    for m in pattern.finditer(flat):
        out.append(html.escape(flat[last:m.start()]))
        out.append(f'<span style="background-color:{colour}; color:{ink}"><b>{html.escape(m.group(0))}</b></span>')
        last = m.end()
    out.append(html.escape(flat[last:]))
    return "".join(out)


def hit_html(text: str, hit, palette: QPalette) -> str:
    light = palette.color(QPalette.ColorRole.Base).lightness() > 128
    colour, ink = ("#f6d55c", "#000000") if light else ("#7a5c00", "#ffffff")
    return highlighted(text, hit.terms, colour, ink)


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
