"""Keyword search across scripts: what a person types finds a note in the same language however
it is written (no model is involved: these hold with the embedder off)."""

import pytest

from mnemosyne_app import MemoryBrain

NOTES = {
    "ja": "私はピーナッツアレルギーがあります",
    "zh": "我对花生过敏",
    "ko": "저는 땅콩 알레르기가 있어요",
    "ru": "У меня аллергия на арахис",
    "hi": "मुझे मूंगफली से एलर्जी है",
    "th": "ฉันแพ้ถั่วลิสง",
    "km": "ខ្ញុំអាឡែហ្ស៊ីសណ្តែកដី",
    "en": "peanut allergy, carry the pen",
    "fullwidth": "ＡＬＬＥＲＧＹ card in the wallet",
}


@pytest.fixture
def brain(data_home):
    with MemoryBrain(scope="scripts", extractor="none", embedder="none") as b:
        for lang, text in NOTES.items():
            b.retain(text, extract=False, metadata={"lang": lang})
        yield b


@pytest.mark.parametrize("query, lang", [
    ("アレルギー", "ja"), ("过敏", "zh"), ("알레르기", "ko"), ("аллергия", "ru"), ("एलर्जी", "hi"),
    ("แพ้", "th"),  # Thai has no spaces between words: a word inside a sentence
    ("អាឡែហ្ស៊ី", "km"),  # Khmer likewise
    ("ｱﾚﾙｷﾞｰ", "ja"),  # half-width katakana finds the ordinary form
])
def test_a_word_finds_the_note_written_in_its_script(brain, query, lang):
    assert [h.metadata["lang"] for h in brain.recall(query, k=5)][:1] == [lang]


def test_full_width_latin_is_the_same_word(brain):
    assert {h.metadata["lang"] for h in brain.recall("allergy", k=5)} == {"en", "fullwidth"}
    assert {h.metadata["lang"] for h in brain.recall("ＡＬＬＥＲＧＹ", k=5)} == {"en", "fullwidth"}
