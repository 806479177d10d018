"""Children said as boys and girls, or twins ("I have two boys", "I've got twin girls, Ava and Lily", "J'ai deux
garçons", "Ich habe zwei Jungs", "Tengo dos niñas") are family, as "two kids" was: the Profile shows them under
Family, not among the unplaced facts; only where nothing but their names or ages follows ("two girls in my class",
"two boys to babysit" are none) (issue 28, session 26; our own wording)."""

import pytest

from mnemosyne_app.core.model.attributes import attribute_of


@pytest.mark.parametrize("text", ["I have two boys", "I have twin daughters", "I have twins", "I have a little boy",
                                  "I've got twin girls, Ava and Lily", "I have two boys, 5 and 8", "J'ai deux garçons",
                                  "Ich habe zwei Jungs", "Tengo dos niñas"])
def test_children_as_boys_girls_or_twins_are_family(text):
    assert attribute_of(text) == "family"


@pytest.mark.parametrize("text", [
    "I coach two boys in tennis", "The boys are at school", "I babysit for two girls",
    # (what the adversarial review of the first cut found: boys and girls with more said of them than names or ages)
    "I've got a girls' night out tonight", "I have two boys to babysit tonight", "I have two girls in my class",
    "I have a girl crush on her", "I've got a girl's bike for sale", "I have two boys coming for a sleepover",
    "J'ai deux garçons dans ma classe", "Ich habe zwei Mädchen in meiner Klasse", "Tengo dos niñas en mi clase"])
def test_boys_and_girls_the_person_has_not_are_no_family(text):
    assert attribute_of(text) != "family"
