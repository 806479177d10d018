"""What people write after a statement that is not part of it (issue 28: "new state extracted in
other words"): the conjunction that led into a question to the assistant ("I moved to Leeds, so
what should I see?" kept "…, so"), and a word of how they feel about it ("Just started at Shopify,
loving it so far"). And settling somewhere is where the person lives. Each failed before its rule."""

import pytest

from tests.unit.test_state_changes import assert_current_after, read


@pytest.mark.parametrize("message, expected", [
    ("I moved to Leeds, so what should I see?", [("User moved to Leeds", "residence", False)]),
    ("Quick update: I've relocated to Denver for my wife's job, so can you update my location?",
     [("User has relocated to Denver for their wife's job", "residence", False)]),
    ("Just started at Shopify, loving it so far.", [("User just started at Shopify", "employer", False)]),
    ("I adopted a puppy last week, absolutely loving it.", [("User adopted a puppy last week", "pet", False)]),
    ("We've settled in Porto.", [("User has settled in Porto", "residence", False)]),
])
def test_what_trails_a_statement_is_left_out_of_it(message, expected):
    assert read(message) == expected


def test_a_gerund_that_says_something_of_its_own_stays():
    # (a gerund with its own object and no feeling in it: what the person does with the flat)
    assert read("I bought a flat in Leeds, renting it out now.") == [
        ("User bought a flat in Leeds, renting it out now", "residence", False)]


def test_settling_somewhere_replaces_where_the_person_lived(tmp_path):
    assert_current_after(tmp_path, ["I live in Lisbon.", "We've settled in Porto."], ["User has settled in Porto"])
