"""Japanese chat's plain forms of the person's state are read as the polite ones the rules know (issue 28, session 27;
our own wording): "大阪に住んでるよ", "東京の出版社で編集の仕事をしてるよ", "前は銀行で働いてた", "先月福岡に引っ越したよ"
gave no fact at all before, so a person who writes casually had an empty Profile and no later change could end
anything. Only the ongoing "-te iru" of a verb whose te-form is plain to see, its past, and a particle of talk after a
plain past, in a clause with no one else's topic or subject. The review of the first cut found what it opened to the
rules: someone else's state by its topic ("彼氏は大阪に住んでるよ" ended the person's Tokyo), a tag question ("大阪に
住んでるよね"), a moment ("今電車に乗ってるよ"), a verb whose own stem ends in て ("家を建てた" read "建ていました"), and
a copula ("雨だよ", "元彼は医者だよ" replaced the person's job): each is left as before. (Since session 29 a noun with
the copula after the person's own word is read as "です" where that places a state: "私、看護師なんだ" is a job; a bare
"看護師だよ" still is not, tests/unit/test_plain_copulas_trades_and_lists.py.)"""

import pytest

from mnemosyne_app import MemoryBrain
from tests.unit.test_fact_spans import RulesOnly, said
from tests.unit.test_household_listed_with_the_home import facts


@pytest.mark.parametrize("message, expected", [
    ("大阪に住んでるよ", [("ユーザーは大阪に住んでいます", "residence")]),
    ("東京の出版社で編集の仕事をしてるよ。", [("ユーザーは東京の出版社で編集の仕事をしています", "job")]),
    ("前は銀行で働いてた。", [("ユーザーは前は銀行で働いていました", None)]),
    ("彼氏と同棲してる", [("ユーザーは彼氏と同棲しています", None)]),
])
def test_a_plain_form_reads_as_the_polite(message, expected):
    assert facts(message) == expected


@pytest.mark.parametrize("message", ["住んでるの？", "今日は雨だね", "それはいいね", "雨だよ", "今電車に乗ってるよ",
                                     "宝くじ当たったら家を建てるよ"])
def test_a_question_or_a_remark_in_plain_form_is_no_fact(message):
    assert facts(message) == []


@pytest.mark.parametrize("held, message", [
    ("東京に住んでいます。", "彼氏は大阪に住んでるよ"),
    ("東京に住んでいます。", "大阪に住んでるよね"),
    ("ソニーで働いています。", "彼氏は銀行で働いてるよ"),
    ("看護師です。", "元彼は医者だよ"),
    ("プリウスに乗っています。", "彼がプリウスに乗ってるよ"),
])
def test_someone_elses_plain_form_or_a_tag_question_ends_nothing(tmp_path, held, message):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", held)
        kept = [f["text"] for f in brain.profile()["current"]]
        said(brain, "2024-03-01", message)
        assert set(kept) <= {f["text"] for f in brain.profile()["current"]}


@pytest.mark.parametrize("message", ["家を建てた", "子供を育てる", "ゴミを捨てた"])
def test_a_verb_whose_stem_ends_in_te_is_left_as_said(message):
    assert all("ています" not in text and "ていました" not in text for text, _ in facts(message))


def test_a_plain_home_is_ended_by_a_plain_move(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", "大阪に住んでるよ")
        said(brain, "2024-03-01", "先月福岡に引っ越したよ")
        current = [f["text"] for f in brain.profile()["current"]]
        assert "ユーザーは大阪に住んでいます" not in current
        assert any("福岡" in text for text in current)
