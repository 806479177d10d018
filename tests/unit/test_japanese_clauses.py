"""A Japanese sentence of two clauses joined at a te-form ("…退職して、今は楽天で働いています"): Japanese
says the subject once, so the clause after the comma is the person's too, unless it names someone
else (issue 28: the new state itself was lost, only the te-form clause kept)."""

import pytest

from mnemosyne_app.core.model.statements import statements
from tests.unit.test_state_changes import assert_current_after


def texts(message):
    return [s.text for s in statements(message)]


@pytest.mark.parametrize("message, expected", [
    ("先月ソニーを退職して、今は楽天で働いています。", ["ユーザーは先月ソニーを退職した", "ユーザーは今は楽天で働いています"]),
    ("私は東京に住んでいて、毎日電車で通勤しています。", ["ユーザーは東京に住んでいます", "ユーザーは毎日電車で通勤しています"]),
    # someone else's clause after the comma stays theirs
    ("大阪に住んでいて、妻は東京で働いています。", ["ユーザーは大阪に住んでいます", "ユーザーの妻は東京で働いています"]),
    ("大阪に住んでいて、彼は東京で働いています。", ["ユーザーは大阪に住んでいます"]),
])
def test_the_clause_after_a_te_form_keeps_the_persons_subject(message, expected):
    assert texts(message) == expected


def test_the_new_state_after_a_te_form_replaces_the_old(tmp_path):
    assert_current_after(tmp_path, ["毎日車で通勤しています。", "車を売って、今は電車で通勤しています。"],
                         ["ユーザーは今は電車で通勤しています"])


@pytest.mark.parametrize("message, expected", [
    # the next sentence, or a clause about something the person named, is not the person's (the dog's
    # name is kept as said, the pet's: core/write/supersede.py makes it the dog's fact)
    ("犬を飼っています。名前はポチです。", ["ユーザーは犬を飼っています", "名前はポチです"]),
    ("犬を飼っていて、名前はポチです。", ["ユーザーは犬を飼っています", "名前はポチです"]),
])
def test_a_clause_about_something_else_inherits_no_subject(message, expected):
    assert texts(message) == expected
    assert not any(t.startswith("ユーザーは名前") for t in texts(message))
