"""An English "-ly" adverb before the person's verb is no verb: "I rarely eat meat" was kept as "User rarelies
eat meat", "I totally love Rust" as "User totallies love Rust" (only a listed few adverbs were known). A verb
that ends as an adverb does ("apply", "rely", "fly") is still the verb."""

import pytest

from mnemosyne_app.core.model.normalise import normalise


@pytest.mark.parametrize("clause, fact", [
    ("I rarely eat meat", "User rarely eats meat"),
    ("I totally love Rust", "User totally loves Rust"),
    ("I barely sleep", "User barely sleeps"),
    ("I barely slept", "User barely slept"),
    ("I apply for jobs every week", "User applies for jobs every week"),
    ("I rely on my bike", "User relies on their bike"),
    ("I fly to Rome a lot", "User flies to Rome a lot"),
    ("I only eat fish", "User only eats fish"),
])
def test_an_adverb_before_the_verb_leaves_the_verb_to_agree(clause, fact):
    assert normalise(clause, "en") == fact
