"""Japanese chat's plain forms of a state are read as the polite ones the rules know (issue 28, session 27; our own
wording): "大阪に住んでるよ", "東京の出版社で編集の仕事をしてるよ", "看護師だよ", "前は銀行で働いてた" gave no fact at all
before, so a person who writes casually had an empty Profile and no later change could end anything. Only the ongoing
"-te iru", its past and the copula after a noun, with a particle of talk after them; the register changes, not the
meaning: someone else's state stays theirs, a question or the weather is no fact."""

import pytest

from mnemosyne_app import MemoryBrain
from tests.unit.test_fact_spans import RulesOnly, said
from tests.unit.test_household_listed_with_the_home import facts


@pytest.mark.parametrize("message, expected", [
    ("大阪に住んでるよ", [("ユーザーは大阪に住んでいます", "residence")]),
    ("看護師だよ", [("ユーザーは看護師です", "job")]),
    ("東京の出版社で編集の仕事をしてるよ。", [("ユーザーは東京の出版社で編集の仕事をしています", None)]),
    ("前は銀行で働いてた。", [("ユーザーは前は銀行で働いていました", None)]),
    ("彼氏と同棲してる", [("ユーザーは彼氏と同棲しています", None)]),
])
def test_a_plain_form_reads_as_the_polite(message, expected):
    assert [(t, a) for t, a in facts(message)] == expected or [t for t, _ in facts(message)] == [t for t, _ in expected]


@pytest.mark.parametrize("message", ["住んでるの？", "今日は雨だね", "それはいいね"])
def test_a_question_or_a_remark_in_plain_form_is_no_fact(message):
    assert facts(message) == []


def test_someone_elses_plain_form_stays_theirs():
    assert all(not text.startswith("ユーザーは") for text, _ in facts("友達が大阪に住んでるよ"))


def test_a_plain_home_is_ended_by_a_plain_move(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", "大阪に住んでるよ")
        said(brain, "2024-03-01", "先月福岡に引っ越したよ")
        current = [f["text"] for f in brain.profile()["current"]]
        assert "ユーザーは大阪に住んでいます" not in current
        assert any("福岡" in text for text in current)
