"""A clause that names the place just said only by a word pointing back to it ("there", "y", "dort",
"ci", "allí", "lá", "そこ") describes that place: it is no new state, and must not replace the one
that names it (issue 28: the new state ended by its own description, "lives there" left current
instead of "moved to Leeds"). Each case failed before the rule; a second place said by its name
still replaces the first."""

import pytest

from tests.unit.test_state_changes import assert_current_after, read


@pytest.mark.parametrize("messages, current", [
    (["I live in London.", "I moved to Leeds in May, I live there with my partner now."],
     ["User moved to Leeds in May", "User lives there with their partner now"]),
    (["I moved to Leeds.", "I live there with my partner now."],
     ["User moved to Leeds", "User lives there with their partner now"]),
    (["Je vis à Paris.", "J'ai déménagé à Nantes, j'y habite avec ma copine."],
     ["L'utilisateur a déménagé à Nantes", "L'utilisateur y habite avec sa copine"]),
    (["Ich wohne in Hamburg.", "Ich bin nach Köln gezogen und wohne dort mit meiner Freundin."],
     ["Der Nutzer ist nach Köln gezogen", "Der Nutzer wohnt dort mit seiner Freundin"]),
    (["Vivo a Milano.", "Mi sono trasferito a Torino, ci vivo con la mia ragazza."],
     ["L'utente si è trasferito a Torino", "L'utente ci vive con la sua ragazza"]),
    (["東京に住んでいます。", "大阪に引っ越しました。そこで彼女と住んでいます。"],
     ["ユーザーは大阪に引っ越しました", "ユーザーはそこで彼女と住んでいます"]),
])
def test_a_place_said_again_by_a_word_pointing_back_keeps_the_place_it_names(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("messages, current", [
    (["I moved to Leeds.", "I live in York now."], ["User lives in York now"]),
    (["I live in London.", "I lived in Austin, now I live in Denver."], ["User lived in Austin", "User lives in Denver now"]),
    (["Ich wohne in Hamburg.", "Ich bin nach Köln gezogen."], ["Der Nutzer ist nach Köln gezogen"]),
])
def test_a_place_said_by_its_name_still_replaces_the_one_before(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


def test_a_german_clause_that_drops_ich_after_und_is_still_the_persons():
    # (its "meiner" made it the person's, but left "wohne" without its subject: "Wohne dort mit seiner Freundin")
    assert read("Ich bin nach Köln gezogen und wohne dort mit meiner Freundin.") == [
        ("Der Nutzer ist nach Köln gezogen", "residence", False),
        ("Der Nutzer wohnt dort mit seiner Freundin", "residence", False)]
