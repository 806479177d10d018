"""The person's pronoun on a Spanish infinitive becomes theirs in the fact ("Acabo de divorciarme" →
"El usuario acaba de divorciarse"; was "acaba de divorciarme"); a verb that merely ends in "-erme"
("duerme") or an adjective ("firme") is left as said."""

import pytest

from mnemosyne_app.core.model.statements import statements


@pytest.mark.parametrize("message, fact", [
    ("Acabo de divorciarme.", "El usuario acaba de divorciarse"),
    ("Voy a mudarme a Valencia en marzo.", "El usuario va a mudarse a Valencia en marzo"),
])
def test_the_persons_pronoun_on_an_infinitive_is_theirs(message, fact):
    assert [s.text for s in statements(message)] == [fact]


def test_a_verb_ending_like_one_is_left_as_said():
    texts = " ".join(s.text for s in statements("Mi hijo duerme poco y tengo una opinión firme sobre eso."))
    assert "duerse" not in texts and "firse" not in texts
