"""An adverb of when inside the verb ("mi sono appena trasferita a Genova", "ho appena lasciato il
lavoro") no longer hides the change from the attribute rules (attributes.attribute_of); each ending
failed before. The control: the adverb alone changes nothing the rules did not read before."""

import pytest

from mnemosyne_app.core.model.attributes import attribute_of
from tests.unit.test_state_changes import assert_current_after


@pytest.mark.parametrize("messages, current", [
    (["Vivo a Bologna.", "Mi sono appena trasferita a Genova."], ["L'utente si è appena trasferita a Genova"]),
    (["Lavoro come cuoca.", "Ho appena lasciato il lavoro."], ["L'utente ha appena lasciato il lavoro"]),
])
def test_a_change_with_an_adverb_inside_its_verb_ends_the_old_state(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("clause", ["I just got back from the shops", "Ho appena mangiato una pizza", "Ya estoy cansada"])
def test_an_adverb_left_out_places_nothing_the_rules_do_not_know(clause):
    assert attribute_of(clause) is None
