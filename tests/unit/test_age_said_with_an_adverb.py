"""An age said with a word between the verb and the number ("Jetzt bin ich offiziell 50", "I'm officially
50 now") is the person's age, surely (issue 28: "a proposal left waiting": read only by meaning, it asked
whether it ends the age before). The German case failed before the rule (the English one held already, kept
beside it as the same statement in English); a number of something else is no age."""

import pytest

from tests.unit.test_state_changes import assert_current_after, read


@pytest.mark.parametrize("messages, current", [
    (["Ich bin 49.", "Jetzt bin ich offiziell 50."], ["Der Nutzer ist jetzt offiziell 50"]),
    (["I'm 49.", "I'm officially 50 now."], ["User is officially 50 now"]),
])
def test_an_age_with_an_adverb_replaces_the_age_before(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("message", ["Ich bin seit 20 Jahren Lehrer.", "I'm really into 80s music."])
def test_a_number_of_something_else_is_no_age(message):
    assert all(attribute != "age" for _, attribute, _ in read(message))
