"""Messages that hold no lasting fact about the writer yield none (issue 28: "every no-fact message left empty"),
found by bench/probe_no_fact.py, a probe written without reading the rules: an opinion or a wish in German, French,
English or Chinese ("Ehrlich gesagt finde ich …", "Je trouve que …", "I wish I could speak Japanese", "真希望我会弹钢琴"),
a mood of now in the other languages ("Hoje tô morto de cansaço", "Sono stanchissimo", "J'ai le cafard"), a meal had
today ("Had pizza for lunch", "Almocei feijoada", "お昼にラーメン食べた"), a text given to translate, whatever person it
is in ("Traduce al inglés: «Vivo en Madrid y tengo un perro.»"), and code pasted in ("for i in range(10)"). A habit
of meals, a statement that names some code, and a quote of the person's own are still theirs. (Our own wording.)"""

import pytest

from mnemosyne_app.core.model.statements import statements


def facts(message):
    return [(s.text, s.attribute) for s in statements(message)]


@pytest.mark.parametrize("message", [
    "Ich finde, Homeoffice wird total überschätzt.",
    "Ehrlich gesagt finde ich die neue Regelung ziemlich unfair.",
    "Das Ende vom 'Vorleser' fand ich ziemlich bedrückend.",
    "Je trouve que le télétravail, c'est un peu surfait.",
    "I wish I could speak Japanese, it sounds so cool.",
    "Sometimes I wonder what it would be like to live on a farm.",
    "真希望我会弹钢琴。",
    "Ich wünschte, ich könnte Japanisch sprechen.",
    "Hoje tô morto de cansaço.",
    "Oggi sono stanchissimo.",
    "J'ai un peu le cafard ce soir.",
    "J'ai mangé une raclette hier soir, je suis encore barbouillé.",
    "Ich bin gerade ein bisschen genervt.",
    "Just got back from the gym and I'm starving.",
    "Had pizza for lunch and now I kind of regret it.",
    "Almocei feijoada e agora só quero dormir.",
    "お昼にラーメン食べた。",
    "Traduce al inglés: «Vivo en Madrid y tengo un perro.»",
    "Translate this: 'Vivo a Milano e ho un gatto.'",
    "这段代码哪里错了？for i in range(10) print(i)",
    "好的，我们再试一次。",
])
def test_a_message_with_no_lasting_fact_yields_none(message):
    assert facts(message) == [], facts(message)


@pytest.mark.parametrize("message, expected", [
    ("I have oatmeal for breakfast every day.", "User has oatmeal for breakfast every day"),
    ("I use numpy.array() a lot at work.", "User uses numpy.array() a lot at work"),
    ("Ich wohne in Köln.", "Der Nutzer wohnt in Köln"),
])
def test_a_habit_or_a_statement_naming_code_is_still_the_persons(message, expected):
    assert expected in [t for t, _ in facts(message)], facts(message)


def test_a_time_word_alone_drops_no_change():
    # (a mood needs a word of mood: "Oggi ho firmato il contratto" is a change told with its day)
    assert facts("Oggi ho firmato il contratto con la Ferrero.") != []
