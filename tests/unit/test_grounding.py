"""The grounding filter that keeps only facts the source states (core/model/grounding.py)."""

from mnemosyne_app.core.model.grounding import grounded


def test_grounding_reads_kana_and_hangul_as_the_index_does():
    # Facts are checked against the source's CJK bigrams, the same units the index searches;
    # a fact whose kana words the source never said is dropped even if it shares a kanji pair.
    source = "すしが大好きです。"
    assert grounded(["すしが大好き"], source) == ["すしが大好き"]
    assert grounded(["てんぷらが大好き"], source) == []
    assert grounded(["김치를 좋아해요"], "저는 김치를 좋아해요.") == ["김치를 좋아해요"]
