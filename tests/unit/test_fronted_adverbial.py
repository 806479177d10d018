"""A phrase of when or of circumstance before the person's verb, in the languages that say "I" by the
verb alone (issue 28): "Desde março trabalho na Galp", "Questo fine settimana vado a Bari". Read
from its first word, such a clause had no first person, and the message no language of its own:
the new state was never extracted. Each case failed before core/model/fronted.after_adverbial."""

import pytest

from mnemosyne_app.core.model.clauses import language
from mnemosyne_app.core.model.statements import statements
from tests.unit.test_state_changes import assert_current_after


@pytest.mark.parametrize("messages, current", [
    (["Trabalho na Sonae.", "Desde março trabalho na Galp."], ["O utilizador desde março trabalha na Galp"]),
    (["Vivo a Bologna.", "Dall'anno scorso abito a Torino."], ["L'utente dall'anno scorso abita a Torino"]),
    (["Vivo en Sevilla.", "Tras la boda vivo en Granada."], ["El usuario tras la boda vive en Granada"]),
])
def test_a_new_state_after_a_fronted_phrase_ends_the_old_one(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


def test_a_visit_after_a_fronted_phrase_is_kept_beside_where_the_person_lives(tmp_path):
    assert_current_after(tmp_path, ["Vivo a Bologna.", "Questo fine settimana vado a trovare i miei a Bari."],
                         ["L'utente vive a Bologna", "L'utente questo fine settimana va a trovare i suoi a Bari"])


@pytest.mark.parametrize("message", [
    "Dopo cena mio fratello lavora ancora alla Ferrari.",  # someone else's verb after the phrase
    "Desde el lunes mi hermana vive en Granada.",
])
def test_someone_elses_clause_after_a_fronted_phrase_is_no_statement(message):
    assert statements(message) == []


def test_a_noun_after_an_article_is_not_taken_for_the_persons_verb(tmp_path):
    # ("il lavoro" is work, not "I work": the clause's verb is "vado", and the workplace stays)
    assert [s.text for s in statements("Dopo il lavoro vado in palestra.")] == ["L'utente dopo il lavoro va in palestra"]
    assert_current_after(tmp_path, ["Lavoro alla Fiat.", "Dopo il lavoro vado in palestra."],
                         ["L'utente lavora alla Fiat", "L'utente dopo il lavoro va in palestra"])


@pytest.mark.parametrize("message, lang", [
    ("Dopo aver lasciato la Pirelli nel 2011 sono entrato in Eni.", "it"),
    ("Questo fine settimana vado a trovare i miei a Bari.", "it"),
    ("Desde março trabalho na Galp.", "pt"),
])
def test_the_language_is_read_from_the_verb_after_the_phrase(message, lang):
    assert language(message) == lang
