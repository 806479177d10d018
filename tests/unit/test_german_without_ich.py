"""German chat leaves out "ich" ("Bin nicht mehr vegan", "Hab bei RheinEnergie gekündigt", "…, wohne in
Köln"): the clause is still the person's, with their verb (issue 28: "new state extracted in other
words": "Der Nutzer ist 41, wohne in Köln" kept two statements in one, "Bin nicht mehr vegan, esse …"
was kept as said). Each failed before the rule; a clause opening on a noun stays someone else's."""

import pytest

from tests.unit.test_state_changes import assert_current_after, read


@pytest.mark.parametrize("message, texts", [
    ("Bin nicht mehr vegan, esse jetzt wieder Fisch wegen meiner Eisenwerte.",
     # (the reason cut, as every case writer cuts it: core/model/asides.py without_reason)
     ["Der Nutzer ist nicht mehr vegan", "Der Nutzer isst jetzt wieder Fisch"]),
    ("Kurz zu mir: ich bin 41, wohne in Köln und arbeite als Elektriker bei RheinEnergie.",
     ["Der Nutzer ist 41", "Der Nutzer wohnt in Köln", "Der Nutzer arbeitet als Elektriker bei RheinEnergie"]),
    ("Hab bei RheinEnergie gekündigt.", ["Der Nutzer hat bei RheinEnergie gekündigt"]),
    # (a date written day.month. ends no sentence: "Hab zum 30.6." was read as an age)
    ("Hab zum 30.6. bei RheinEnergie gekündigt, ab Juli bin ich selbstständig.",
     ["Der Nutzer hat zum 30.6. bei RheinEnergie gekündigt", "Der Nutzer ist ab Juli selbstständig"]),
])
def test_a_german_clause_without_ich_is_the_persons(message, texts):
    assert [t for t, _, _ in read(message)] == texts


def test_a_german_diet_given_up_without_ich_ends_the_diet(tmp_path):
    assert_current_after(tmp_path, ["Ich ernähre mich vegan.", "Bin nicht mehr vegan."], ["Der Nutzer ist nicht mehr vegan"])


def test_a_german_clause_on_a_noun_after_a_comma_is_not_split_as_the_persons():
    # (the control: "eine" after the comma opens no clause of the person's)
    assert [t for t, _, _ in read("Ich habe zwei Katzen, eine heißt Mia.")][0].startswith("Der Nutzer hat zwei Katzen")
