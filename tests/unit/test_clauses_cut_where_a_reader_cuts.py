"""Statements joined by a comma are cut where a reader cuts them (issue 28, fresh-tune2): a clause that
opens on the household's "we" by its verb ("…, abitiamo a Verona", "…, moramos perto do rio"), on the
person's own verb ("…, condivido casa con …"), after "then" ("…, aí adotei …"); several things the person
is, said with one "I am" ("I'm 41, paramedic in Bristol"); a clause put first, in German with its verb
last ("Seitdem wir nach Kiel gezogen sind, fahre ich …") and in French with no comma ("Depuis que je me
suis installé à Brest je fais du kayak"). Controls: a name set beside the person's partner between
commas ("My wife, Priya, and I") is no clause of its own; someone else's fronted clause is not read as
the person's; an "I am" list whose pieces are no facts of their own kinds stays whole."""

import pytest

from mnemosyne_app.core.model.statements import statements
from tests.unit.test_one_fact_each import read


@pytest.mark.parametrize("message, expected", [
    # the household's "we" by its verb after a comma (Italian "-iamo", Portuguese "-amos/-emos/-imos")
    # (a couple together: the relationship, core/model/attributes._TOGETHER; was None before issue 28's durations)
    ("Io e Marco stiamo insieme da due anni, abitiamo a Verona.",
     [("L'utente e Marco stanno insieme da due anni", "relationship"), ("L'utente abita a Verona", "residence")]),
    ("Sou professor em Braga, moramos perto do rio.",
     [("O utilizador é professor em Braga", "job"), ("O utilizador mora perto do rio", "residence")]),
    # the person's own verb after a comma
    ("Sono infermiera a Parma, condivido casa con due colleghe.",
     [("L'utente è infermiera a Parma", "job"), ("L'utente condivide casa con due colleghe", None)]),
    # after "then", as Brazilian speech says it (the clause before it is someone else's)
    ("Depois que a nossa cadela morreu a casa ficou muito vazia, aí adotei um cachorro, o Tião.",
     [("O utilizador adotou um cachorro, o Tião", "pet")]),
])
def test_a_clause_after_a_comma_that_opens_on_the_persons_verb_is_its_own(message, expected):
    assert read(message) == expected


@pytest.mark.parametrize("message, expected", [
    ("My wife, Priya, and I live in Bristol.", [("User and their wife, Priya, live in Bristol", "residence")]),
    ("Ma femme, Inès, et moi habitons à Rennes.", [("L'utilisateur et sa femme, Inès, habitent à Rennes", "residence")]),
    ("Meine Frau, Jana, und ich wohnen in Graz.", [("Der Nutzer und seine Frau, Jana, wohnen in Graz", "residence")]),
    ("Mi mujer, Lucía, y yo vivimos en Vigo.", [("El usuario y su mujer, Lucía, viven en Vigo", "residence")]),
    ("Io e mia moglie, la Sara, viviamo a Como.", [("L'utente e sua moglie, la Sara, vivono a Como", "residence")]),
    ("Minha esposa, a Clara, e eu moramos em Santos.", [("O utilizador e sua esposa, a Clara, moram em Santos", "residence")]),
    # control: someone else's, with a name beside them, stays theirs
    ("My sister, Priya, lives in Bristol.", [("User's sister, Priya, lives in Bristol", "family")]),
])
def test_a_name_set_beside_the_persons_companion_is_part_of_the_subject(message, expected):
    assert read(message) == expected


@pytest.mark.parametrize("message, expected", [
    ("I'm 41, paramedic in Bristol.", [("User is 41", "age"), ("User is a paramedic in Bristol", "job")]),
    ("Ich bin 38, geschieden.", [("Der Nutzer ist 38", "age"), ("Der Nutzer ist geschieden", "relationship")]),
    ("Je suis boulangère, divorcée.", [("L'utilisateur est boulangère", "job"), ("L'utilisateur est divorcée", "relationship")]),
    ("Sono vedova, vegetariana.", [("L'utente è vedova", "relationship"), ("L'utente è vegetariana", "diet")]),
    # controls: a piece that is no fact of its own, two of one kind, someone else's "is"
    ("I'm a plumber, a good one.", [("User is a plumber, a good one", "job")]),
    ("I'm a nurse, mostly nights.", [("User is a nurse, mostly nights", "job")]),
    ("I'm 34, 35 next month.", [("User is 34, 35 next month", None)]),
    ("My brother is 41, paramedic in Bristol.", [("User's brother is 41, paramedic in Bristol", "family")]),
])
def test_several_things_the_person_is_said_with_one_i_am_are_one_fact_each(message, expected):
    assert read(message) == expected


@pytest.mark.parametrize("message, expected", [
    ("Seitdem wir nach Kiel gezogen sind, fahre ich mit der Fähre.",
     [("Der Nutzer ist nach Kiel gezogen", "residence"), ("Der Nutzer fährt mit der Fähre", None)]),
    # (no comma, an aside in brackets after the fronted clause's verb)
    ("Seit ich in Rente bin (seit März) spiele ich Golf.",
     [("Der Nutzer ist in Rente (seit März)", "job"), ("Der Nutzer spielt Golf", "hobby")]),
    ("Depuis que je me suis installé à Brest je fais du kayak.",
     [("L'utilisateur s'est installé à Brest", "residence"), ("L'utilisateur fait du kayak", None)]),
    # (a "je" inside the fronted clause, after "que", is no main clause)
    ("Depuis que je sais que je suis allergique je ne mange plus de noix.",
     [("L'utilisateur sait que l'utilisateur est allergique", "allergy"), ("L'utilisateur ne mange plus de noix", None)]),
])
def test_a_fronted_clause_of_the_persons_is_a_statement_of_its_own(message, expected):
    assert read(message) == expected


@pytest.mark.parametrize("message", [
    "Seit meine Schwester ausgezogen ist, wohne ich allein.",  # someone else's fronted clause
    "Depuis que mon frère est parti je vis seul.",
    "Seit ich weiß, dass ich allergisch bin, esse ich keine Nüsse.",  # a clause inside the fronted one
])
def test_a_fronted_clause_not_the_persons_own_is_not_cut(message):
    assert len(statements(message)) == 1
