"""What is not the person's lasting state stays out (issue 28, "a fact nobody stated kept"), and ends nothing:

- an exception to a habit on an occasion that comes back (core/model/occasions.py): "Every winter I stop
  cycling", "下雨天我一般不骑车，改打车";
- someone's words, reported (core/model/others.py): "Mein Vater hat gesagt, er zieht nach Köln";
- a polite request in Japanese (core/model/clauses.py, _NOT_A_FACT): "…を見てほしいです";
- time on one's hands (core/model/attributes.py, is_transient): "now that I have time".

Each has controls that are still kept: a dated change, a habit with no departure, a state of the person's,
what someone did (not said), a state said with "time" in it.
"""

import pytest

from mnemosyne_app.core.model.statements import statements
from tests.unit.test_state_changes import assert_current_after


def texts(message):
    return [s.text for s in statements(message)]


@pytest.mark.parametrize("message", [
    "In winter I don't cycle, I take the bus instead.",
    "When it snows I never drive, I walk.",
    "Quand il pleut, je ne prends pas le vélo.",
    "Im Winter fahre ich nicht mit dem Rad, sondern mit der Bahn.",
    "En invierno no voy en bici al trabajo.",
    "D'inverno non vado in bici, prendo l'autobus.",
    "Nos fins de semana não trabalho.",
    "周末我一般不在家，去父母那里。",
    "雨の日は自転車に乗らないで、バスで行きます。",
])
def test_an_exception_on_a_recurring_occasion_is_no_fact(message):
    assert texts(message) == []


@pytest.mark.parametrize("message", [
    "Every winter I go skiing in the Alps.",         # a habit with no departure from another
    "Im Winter bin ich nach Köln gezogen.",          # a change dated on the occasion
    "Last winter I stopped cycling.",                # a dated change, not a recurring occasion
    "In winter I don't cycle. I live in Leeds.",     # (the next sentence is a statement of its own)
])
def test_a_habit_a_dated_change_or_a_new_sentence_is_still_read(message):
    assert texts(message)


def test_the_exception_ends_nothing(tmp_path):
    assert_current_after(tmp_path, ["I cycle to work.", "In winter I don't cycle, I take the bus instead."],
                         ["User cycles to work"])
    assert_current_after(tmp_path / "zh", ["我每天骑电动车上班。", "下雨天我一般不骑车，改打车。"], ["用户每天骑电动车上班"])


@pytest.mark.parametrize("message", [
    "Mein Vater hat gesagt, er zieht nach Köln.",
    "Ma mère dit qu'elle va vendre la maison.",
    "Mi hermana dice que se muda a Lisboa.",
    "Mia sorella ha detto che si trasferisce a Roma.",
    "Minha irmã disse que vai se mudar.",
    "我爸说要搬去上海。",
    "兄が「会社を辞めて大阪に戻る」と言っています。",
])
def test_someones_words_reported_are_no_fact(message):
    assert texts(message) == []


@pytest.mark.parametrize("message", [
    "Mi hermana se mudó a Lisboa.",   # what a sister did, kept as the family's (the sets write it so)
    "Mein Vater wohnt in Köln.",
    "Je dis toujours la vérité.",      # the person's own verb of saying: no one else's words
])
def test_what_someone_did_or_the_persons_own_saying_is_still_read(message):
    assert texts(message)


@pytest.mark.parametrize("message", [
    "職務経歴書の書き方を見てほしいです。",
    "この資料を確認してもらえますか。",
])
def test_a_polite_request_in_japanese_is_no_fact(message):
    assert texts(message) == []


def test_a_japanese_state_is_still_kept():
    assert texts("東京に住んでいます。") == ["ユーザーは東京に住んでいます"]


@pytest.mark.parametrize("message", [
    "Now that I have some free time, what should I read?",
    "Adesso che ho tempo, cosa posso seminare?",
    "Maintenant que j'ai enfin du temps, je voudrais jardiner.",
    "Jetzt habe ich endlich Zeit.",
    "Ahora que tengo tiempo libre, ¿qué curso me recomiendas?",
    "我终于有时间了。",
])
def test_time_on_ones_hands_is_no_fact(message):
    assert texts(message) == []


@pytest.mark.parametrize("message", [
    "I have a full-time job at Tesco.",
    "Ho un lavoro a tempo pieno.",
    "Trabajo a tiempo completo en Zara.",
])
def test_a_state_said_with_time_is_still_kept(message):
    assert texts(message)


@pytest.mark.parametrize("message, kept", [
    # a pro-verb with nothing it stands for is no fact; the clause after it is
    ("We finally did it and moved up to Harrogate over Easter.", ["User moved up to Harrogate over Easter"]),
    ("I made it to the final.", ["User made it to the final"]),  # (something after "it": kept)
    # the household's feeling, like the person's own, is of the moment
    ("Pepper passed away on Sunday, we're heartbroken.", ["Pepper passed away on Sunday"]),
    ("We're vegan.", ["User is vegan"]),  # (a state with the same copula: kept)
])
def test_a_pro_verb_or_a_households_feeling_is_no_fact(message, kept):
    assert texts(message) == kept


@pytest.mark.parametrize("clause, lang", [
    # a change told in the past on a dated season or a single weekend is no exception (occasions._DONE, _NOT_DATED)
    ("No inverno passado vendi o carro e já não tenho carro.", "pt"),
    ("No fim de semana mudei-me para Braga, já não vivo em Lisboa.", "pt"),
    ("En invierno vendí la moto y ya no tengo moto.", "es"),
    ("L'inverno scorso ho venduto la Vespa, non ho più la moto.", "it"),
    ("Il weekend ho lasciato il lavoro, non lavoro più in banca.", "it"),
])
def test_a_change_told_on_a_dated_occasion_is_no_exception(clause, lang):
    from mnemosyne_app.core.model.occasions import is_exception
    assert not is_exception(clause, lang, clause, clause)


@pytest.mark.parametrize("clause, lang", [
    ("No inverno não ando de bicicleta, vou de autocarro.", "pt"),
    ("Aos fins de semana não trabalho.", "pt"),
    ("En invierno no voy en bici, cojo el bus.", "es"),
    ("D'inverno non vado in bici, prendo l'autobus.", "it"),
    ("L'été, je ne prends pas le vélo.", "fr"),
])
def test_the_occasion_that_comes_back_is_still_an_exception(clause, lang):
    from mnemosyne_app.core.model.occasions import is_exception
    assert is_exception(clause, lang, clause, clause)
