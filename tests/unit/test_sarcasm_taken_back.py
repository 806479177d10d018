"""A sentence sarcasm takes back is no statement (issue 28, session 31; found on the rule-blind probe of no-fact
messages 2, bench/probe_no_fact2.py): "Ich freu mich riesig. Nicht." kept "Der Nutzer freut sich riesig", "Tô radiante.
Só que não." kept "O utilizador está radiante", and "I love Mondays. NOT." made a preference. The taking back is a
sentence of its own ("Not.", "Nicht.", "Ou pas.", "Ma anche no.", "才怪。", "なんてね") or the sentence's own last words
after a comma or dots ("I love my job... not!"); a "not" that says something ("Not London.", "Not a doctor.", "Not bad!")
takes nothing back. Nor does sarcasm take back what the sentence names of the person's own (an employer, a town: "I
love my new job at Siemens. Not." still works at Siemens), nor an answer to a question asked with a full stop ("I
moved to Leeds last month, do I like it. Not really."): the third review's."""

import pytest

from mnemosyne_app.core.model.statements import statements


@pytest.mark.parametrize("message", [
    "Na toll, schon wieder Montag. Ich freu mich riesig. Nicht.",
    "Ótimo, mais uma segunda-feira. Tô radiante. Só que não.",
    "I love Mondays. NOT.",
    "I love my job... not!",
    "Je vais arrêter de fumer. Ou pas.",
    "Adoro fare la spesa il sabato. Ma anche no.",
    "我最喜欢加班了。才怪。",
    "Me encanta madrugar. Sólo que no.",
])
def test_a_sentence_taken_back_is_no_statement(message):
    assert statements(message) == [], statements(message)


@pytest.mark.parametrize("message, kept", [
    ("I live in Leeds. Not London.", "User lives in Leeds"),
    ("I'm a nurse. Not a doctor.", "User is a nurse"),
    ("My son passed his exam. Not bad! I'm a teacher.", "User is a teacher"),
    ("Are you still vegan? Not really. I eat fish now.", "User eats fish now"),
    # (the review's: what the sarcasm is about names the person's employer or home, which still hold; a question asked
    # with a full stop and answered)
    ("I love my new job at Siemens. Not.", "User loves their new job at Siemens"),
    ("I just love living in Slough. Yeah right.", "User just loves living in Slough"),
    ("I moved to Leeds last month, do I like it. Not really.", "User moved to Leeds last month"),
    ("I work as a nurse at St Mary's, am I happy. Not really.", "User works as a nurse at St Mary's"),
])
def test_a_not_that_says_something_takes_nothing_back(message, kept):
    assert any(s.text.startswith(kept) for s in statements(message)), statements(message)
