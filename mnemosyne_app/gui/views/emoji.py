"""Colour emoji: Qt draws an emoji with the first font that has it, and a system without a colour
emoji font shows empty boxes. Nothing is bundled (the app ships no font it cannot license);
a colour font the system has is chosen, and a missing one is said once, with the package that
brings it (Debian/Ubuntu: fonts-noto-color-emoji, SIL Open Font License)."""

from __future__ import annotations

import logging

from PySide6.QtGui import QFontDatabase

log = logging.getLogger("mnemosyne.gui")

COLOUR_FONTS = ("Noto Color Emoji", "Twemoji", "JoyPixels", "Apple Color Emoji", "Segoe UI Emoji",
                "EmojiOne Color")
_chosen: list[str | None] = []


def select_emoji_font() -> str | None:
    """The colour emoji family the app uses (set once per process), or None when there is none."""
    if _chosen:
        return _chosen[0]
    families = set(QFontDatabase.families())
    found = next((f for f in COLOUR_FONTS if f in families), None)
    if found:
        QFontDatabase.setApplicationEmojiFontFamilies([found])
    else:
        log.info("no colour emoji font is installed: emoji show as boxes "
                 "(on Debian or Ubuntu: sudo apt-get install fonts-noto-color-emoji)")
    _chosen.append(found)
    return found
