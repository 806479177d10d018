"""A fact kept in the person's words, read as a person would: no "I" left in a clause the rules
did not rewrite, no reason or aside glued on, numbers kept whole (core/model/asides.py,
wording.py, normalise.py)."""

from __future__ import annotations

from mnemosyne_app.core.model.statements import statements


def _texts(message: str) -> list[str]:
    return [s.text for s in statements(message)]


# -- a number with a colon in it is no heading ("16:8", "9:30") -----------------------------

def test_a_ratio_with_a_colon_is_kept_whole_in_chinese():
    assert "用户在做16:8轻断食" in _texts("我在做16:8轻断食。")


def test_a_ratio_with_a_colon_is_kept_whole_in_spanish():
    assert any("16:8" in t and t.startswith("El usuario hace") for t in _texts("Hago ayuno intermitente 16:8 desde hace un año."))


def test_a_heading_before_a_colon_is_still_dropped():
    assert _texts("Quick update: I live in Leeds now") == ["User lives in Leeds now"]


# -- a trailing clause that still holds the speaker: cut, or a statement of its own -------------

def test_a_reason_holding_the_speaker_is_cut_from_a_spanish_fact():
    assert _texts("Al final vendí el Ibiza, no me compensaba el seguro.") == ["El usuario al final vendió el Ibiza"]


def test_a_relative_clause_with_the_persons_verb_is_cut_from_a_portuguese_fact():
    assert _texts("Tenho um Gol 2012 que uso pra tudo.") == ["O utilizador tem um Gol 2012"]


def test_a_reason_with_a_dropped_subject_is_cut_from_a_stop():
    assert _texts("Não jogo mais futebol, rompi o ligamento.") == ["O utilizador não joga mais futebol"]


def test_an_aside_with_the_persons_possessive_is_cut_in_german():
    assert _texts("Wir sind im Herbst nach Dresden gezogen, näher an meine Eltern.") == [
        "Der Nutzer ist im Herbst nach Dresden gezogen"]


def test_a_tail_that_is_the_persons_own_clause_becomes_its_own_fact():
    assert _texts("Da ottobre non lavoro più in banca: ho aperto una libreria con mia sorella.") == [
        # (the sister stays, as the person told it: one_fact_each._with_company takes out a pet or a partner only)
        "L'utente da ottobre non lavora più in banca", "L'utente ha aperto una libreria con sua sorella"]


def test_a_tail_that_names_what_the_person_has_is_kept():
    # (the names kept, one pet each: core/model/one_fact_each.py, so a later death ends one of them)
    assert _texts("I have two cats, Caramel and Réglisse.") == ["User has a cat, Caramel", "User has a cat, Réglisse"]


def test_a_tail_that_names_someone_is_kept():
    assert _texts("Mi sono trasferito a Torino, vicino a mia sorella Giulia.") == [
        "L'utente si è trasferito a Torino, vicino a sua sorella Giulia"]


def test_a_relative_clause_of_someone_else_is_kept():
    assert _texts("Tengo un perro que se llama Rex.") == ["El usuario tiene un perro que se llama Rex"]


def test_what_is_instead_after_a_negation_is_kept():
    # (not said of the weekend: an exception on an occasion that comes back is no fact, core/model/occasions.py)
    assert _texts("Ich arbeite nicht mehr in Freiburg, sondern bei meinen Eltern im Schwarzwald.") == [
        "Der Nutzer arbeitet nicht mehr in Freiburg, sondern bei seinen Eltern im Schwarzwald"]


def test_a_main_clause_after_a_subordinate_one_is_kept():
    assert any("Bosch" in t for t in _texts("Nachdem ich 2012 Siemens verlassen hatte, bin ich zu Bosch gegangen."))


def test_a_couples_we_going_on_after_the_comma_stays_one_statement():
    said = _texts("Marta y yo nos separamos en agosto, ya firmamos el divorcio.")
    assert len(said) == 1 and "Marta" in said[0] and "divorcio" in said[0]


# -- German chat drops the "-e" of the person's verb ("ich ess", "fahr ich") -------------------

def test_a_german_verb_without_its_e_is_put_in_the_third_person():
    assert _texts("Ich ess wieder ganz normal.") == ["Der Nutzer isst wieder ganz normal"]


def test_a_german_verb_without_its_e_before_ich_is_put_in_the_third_person():
    assert _texts("Seitdem fahr ich nur noch mit dem Deutschlandticket.") == [
        "Der Nutzer fährt seitdem nur noch mit dem Deutschlandticket"]


def test_a_german_word_after_ich_that_is_no_verb_is_left_alone():
    assert _texts("Ich bin seit Mai in Rente.") == ["Der Nutzer ist seit Mai in Rente"]


# -- a reason told by something else's clause after the comma ("…, die Zähne machen nicht mit") ---

def test_a_german_reason_with_its_own_subject_is_cut():
    assert _texts("Ich ess wieder ganz normal, die Zöliakie-Diagnose war falsch.") == ["Der Nutzer isst wieder ganz normal"]


def test_an_english_reason_with_its_own_subject_is_cut():
    assert _texts("I take the bus to work now, the car was too expensive.") == ["User takes the bus to work now"]


def test_a_naming_after_the_comma_is_kept():
    assert _texts("Ich habe einen Hund, der Kleine heißt Bello.")[0] == "Der Nutzer hat einen Hund, der Kleine heißt Bello"


def test_a_relative_clause_in_german_is_kept():
    assert _texts("Ich habe einen Hund, der gerne schwimmt.") == ["Der Nutzer hat einen Hund, der gerne schwimmt"]


# -- "there" standing for the place named just before ("… in Mainz und wohne auch dort") -------

def test_there_is_the_place_named_just_before_in_german():
    assert "Der Nutzer wohnt auch in Mainz" in _texts("Ich habe eine Eigentumswohnung in Mainz und wohne auch dort.")


def test_there_is_the_place_named_just_before_in_english():
    assert "User works in Leeds" in _texts("I rent a flat in Leeds and I work there.")


def test_there_with_no_place_named_before_is_left_alone():
    assert all("in " not in t for t in _texts("I love it there."))


def test_there_is_no_month_named_before():
    assert "User loved it in Paris" in _texts("I spent a week in Paris in May and I loved it there.")


def test_the_english_there_of_being_is_no_place():
    assert all("in Leeds is" not in t for t in _texts("I moved to Leeds and there is a park near my flat."))


def test_there_after_a_move_to_a_place_is_left_as_said():
    # ("nach Leipzig" says where to, not where: the fact would say "in", a word the message never wrote)
    assert any("dort" in t for t in _texts("Nächsten Monat ziehe ich nach Leipzig, weil ich dort eine Stelle bekommen habe."))


# -- an English tail with its "I" dropped that only goes on about the thing ("…, got a decent price for it") --

def test_a_dropped_i_tail_about_the_thing_just_named_is_cut():
    assert _texts("Sold the Civic last weekend, got a decent price for it.") == ["User sold the Civic last weekend"]


def test_a_dropped_i_tail_naming_the_thing_is_kept():
    assert any("Rex" in t for t in _texts("Adopted a puppy last week, named him Rex."))


def test_a_dropped_i_tail_with_a_thing_of_its_own_is_kept():
    assert any("Leeds" in t for t in _texts("Sold the Civic last weekend, moved to Leeds."))
