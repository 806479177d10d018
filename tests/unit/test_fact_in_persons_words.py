"""A fact kept in the person's words, read as a person would: no "I" left in a clause the rules
did not rewrite, no reason or aside glued on, numbers kept whole (core/model/wording.py)."""

from __future__ import annotations

from mnemosyne_app.core.model.statements import statements


def _texts(message: str) -> list[str]:
    return [s.text for s in statements(message)]


# -- a number with a colon in it is no heading ("16:8", "9:30") -----------------------------

def test_a_ratio_with_a_colon_is_kept_whole_in_chinese():
    assert "用户在做16:8轻断食" in _texts("我在做16:8轻断食。")


def test_a_ratio_with_a_colon_is_kept_whole_in_spanish():
    assert any("16:8" in t and t.startswith("El usuario hace") for t in _texts("Hago ayuno intermitente 16:8 desde hace un año."))


def test_a_heading_before_a_colon_is_still_dropped():
    assert _texts("Quick update: I live in Leeds now") == ["User lives in Leeds now"]
