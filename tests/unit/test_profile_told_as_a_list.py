"""A profile told as a comma list (issue 28, core/model/profile_list.py): each piece a fact of its own, said with
the verb the list left out, so that a move ends the home and keeps the job. Before, "I'm a nurse, been working at
St Mary's, live in Oxford" gave "User is been working at …" and "User is live in Oxford", and a list with no
subject at all ("Divorced, two kids, live in Leeds") gave nothing. Each kind of list has a control beside it that
must stay as it was: a detail of the piece before, someone else described, no one's words."""

import pytest

from mnemosyne_app.core.model.statements import statements
from tests.unit.test_state_changes import assert_current_after


def read(message):
    return [(s.text, s.attribute) for s in statements(message)]


@pytest.mark.parametrize("message, expected", [
    # after "I'm": a verb of the person's own goes on with "I", a perfect with "I've", not with "I'm"
    ("I'm a nurse, been working at St Mary's for 3 years, live in Oxford with my dog Rex.",
     [("User is a nurse", "job"), ("User has been working at St Mary's for 3 years", "employer"),
      ("User lives in Oxford", "residence"), ("User has a dog, Rex", "pet")]),
    ("I'm 41, work from home as a copywriter, live in Leeds.",
     [("User is 41", "age"), ("User works from home as a copywriter", "job"), ("User lives in Leeds", "residence")]),
    ("I'm 29, nurse at the Royal Free, live in Camden.",
     [("User is 29", "age"), ("User is a nurse at the Royal Free", "job"), ("User lives in Camden", "residence")]),
    # after the person's own verb: the next verbs are theirs too, even where the first says nothing the rules place
    ("I teach English at Oakwood Primary in Bath, live in Frome, and I sing in a choir.",
     [("User teaches English at Oakwood Primary in Bath", None), ("User lives in Frome", "residence"),
      ("User sings in a choir", None)]),
    ("I moved to Leeds in May, work at Asda now.",
     [("User moved to Leeds in May", "residence"), ("User works at Asda now", "employer")]),
    # a state carried over from the sentence before is the state, not a verb: "I married to Tom"
    ("I'm a lawyer at Hogan Lovells, been there since 2015. Married to Tom, three kids.",
     [("User is a lawyer at Hogan Lovells, been there since 2015", "job"), ("User is married to Tom", "relationship"),
      ("User has three kids", "family")]),
    # with no subject at all
    ("Divorced, two kids, live in Leeds, work as a plumber.",
     [("User is divorced", "relationship"), ("User has two kids", "family"), ("User lives in Leeds", "residence"),
      ("User works as a plumber", "job")]),
    ("Retired teacher, live in Devon with my wife Sue.",
     [("User is a retired teacher", "job"), ("User lives in Devon", "residence"),
      ("User lives with their wife Sue", "relationship")]),
    ("Married, two kids, live in Leeds, any tips for a weekend in Rome?",
     [("User is married", "relationship"), ("User has two kids", "family"), ("User lives in Leeds", "residence")]),
    ("Married Tom in 2019, live in Leeds.", [("User married Tom in 2019", "relationship"), ("User lives in Leeds", "residence")]),
    # a denial of the person's own is said with "I", not "I'm"
    ("I'm 40, don't drink, don't smoke.",
     [("User is 40", "age"), ("User doesn't drink", "health"), ("User doesn't smoke", "health")]),
    # in the other languages written with spaces
    ("Je suis infirmière, travaille à l'hôpital Necker depuis 2019, habite à Montreuil.",
     [("L'utilisateur est infirmière", "job"), ("L'utilisateur travaille à l'hôpital Necker depuis 2019", "employer"),
      ("L'utilisateur habite à Montreuil", "residence")]),
    ("Mariée, deux enfants, j'habite à Lyon.",
     [("L'utilisateur est mariée", "relationship"), ("L'utilisateur a deux enfants", "family"),
      ("L'utilisateur habite à Lyon", "residence")]),
    ("Verheiratet, zwei Kinder, wohne in Köln.",
     [("Der Nutzer ist verheiratet", "relationship"), ("Der Nutzer hat zwei Kinder", "family"),
      ("Der Nutzer wohnt in Köln", "residence")]),
    ("Casada, dos hijos, vivo en Sevilla.",
     [("El usuario es casada", "relationship"), ("El usuario tiene dos hijos", "family"),
      ("El usuario vive en Sevilla", "residence")]),
    # (an age after the work said with the person's own verb is no detail of it: it ends on a birthday, the work on a
    # new job)
    ("Faccio l'infermiera, 34 anni.", [("L'utente fa l'infermiera", "job"), ("L'utente ha 34 anni", "age")]),
    ("Sono ingegnere, sposato, due figli.",
     [("L'utente è ingegnere", "job"), ("L'utente è sposato", "relationship"), ("L'utente ha due figli", "family")]),
    # a state with how long it has held, and pets counted
    ("I'm 45, divorced since 2020, two cats, live in Manchester.",
     [("User is 45", "age"), ("User has been divorced since 2020", "relationship"), ("User has two cats", "pet"),
      ("User lives in Manchester", "residence")]),
    ("I'm 40, never been married, live in York.",
     [("User is 40", "age"), ("User has never been married", "relationship"), ("User lives in York", "residence")]),
    # children counted, or someone the person lives with, name no one whom what follows describes
    ("I'm 38, two kids, divorced, work as a nurse.",
     [("User is 38", "age"), ("User has two kids", "family"), ("User is divorced", "relationship"), ("User works as a nurse", "job")]),
    # a partner's description right after the name is theirs, the person's own verb after it still the person's
    ("I'm engaged to Ana, a nurse, live in Leeds.", [("User is engaged to Ana, a nurse", "relationship"), ("User lives in Leeds", "residence")]),
    # what is no more, and a wish, are pieces of their own, not details of the job or the age
    ("I'm 45, used to be married, live in Crewe.",
     [("User is 45", "age"), ("User used to be married", None), ("User lives in Crewe", "residence")]),
    ("I'm an accountant, want to be a chef, live in Bath.", [("User is an accountant", "job"), ("User lives in Bath", "residence")]),
    # an age said with "have" is no list of things had; an age keeps its unit
    ("J'ai 34 ans, mariée, j'habite à Lyon.",
     [("L'utilisateur a 34 ans", "age"), ("L'utilisateur est mariée", "relationship"), ("L'utilisateur habite à Lyon", "residence")]),
    ("Tengo 29 años, soltera, vivo en Vigo.",
     [("El usuario tiene 29 años", "age"), ("El usuario es soltera", "relationship"), ("El usuario vive en Vigo", "residence")]),
    # a heading of the person's own is no frame
    ("Profile: 34, divorced, live in Leeds, work as a nurse.",
     [("User is 34", "age"), ("User is divorced", "relationship"), ("User lives in Leeds", "residence"), ("User works as a nurse", "job")]),
    # a question to the assistant after the list leaves it the person's
    ("Geschieden, zwei Kinder, arbeite als Elektriker. Wie finde ich eine neue Partnerin?",
     [("Der Nutzer ist geschieden", "relationship"), ("Der Nutzer hat zwei Kinder", "family"),
      ("Der Nutzer arbeitet als Elektriker", "job")]),
])
def test_each_piece_of_the_list_is_a_fact_of_its_own(message, expected):
    assert read(message) == expected


@pytest.mark.parametrize("message, expected", [
    # a piece the rules cannot place is a detail of the one before it
    ("I'm a teacher, a good one.", [("User is a teacher, a good one", "job")]),
    ("I'm a nurse, mostly nights, live in Leeds.", [("User is a nurse, mostly nights", "job"), ("User lives in Leeds", "residence")]),
    # a state after someone the person named may be theirs: left as said
    ("I met Sarah, married to Tom.", [("User met Sarah, married to Tom", "relationship")]),
    # after someone the person has or is tied to, what follows tells of them
    ("I have a sister, lives in Leeds, married to Tom.", [("User has a sister, lives in Leeds, married to Tom", "family")]),
    ("I'm married to Tom, a plumber, 45.", [("User is married to Tom, a plumber, 45", "relationship")]),
    ("J'ai un frère, 40 ans, marié, habite à Lyon.", [("L'utilisateur a un frère, 40 ans, marié, habite à Lyon", "family")]),
    # a likeness is no liking, and the role stays the person's
    ("I'm a nurse, like my mum, live in Leeds.", [("User is a nurse, like their mum", "job"), ("User lives in Leeds", "residence")]),
    # no subject, and nothing in it the person's by its form: no one's
    ("Sunny, 34.", []),
    ("Lives in Leeds, works as a plumber.", []),
    ("Married, two kids, any tips for a weekend in Rome?", []),
    # someone else described, a label, a joke taken back
    ("What's he like? Married, two kids, works at Google.", []),
    ("Ma voisine ? Divorcée, deux enfants, habite à Lyon.", []),
    ("In 10 years: married, two kids, live in Spain.", []),
    ("Married, two kids, live in Leeds... not!", []),
    # the sentence before is about someone else, the next one takes it back or gives it to someone else
    ("So my brother just moved. 34, single, live in Bath. What should I get him?", [("User's brother just moved", "family")]),
    ("Married, two kids, live in Leeds. That's the dream.", []),
    ("Married, two kids, live in Leeds. Me? Single, no kids.", []),
    ("Casado, dos hijos, vivo en Madrid. Bueno, eso era antes.", [("El usuario vive en Madrid", "residence")]),
    # a label that frames it as a plan
    ("Plan for next year: quit my job, move to Spain, learn Spanish.",
     [("User quit their job, move to Spain, learn Spanish", "residence")]),
    # a partner had, not a tie of the person's, is introduced: the age after it is theirs
    ("I have a boyfriend, 30, live in Leeds.", [("User has a boyfriend, 30, live in Leeds", "residence")]),
    # a past state in the list is no piece of now; a verb the rules cannot place is no detail of the piece before
    ("I used to live in Paris, worked as a chef, now in London.",
     [("User used to live in Paris, worked as a chef, now in London", None)]),
    ("I'm stressed, work in finance, live in London.", [("User is stressed, work in finance, live in London", "residence")]),
])
def test_a_list_that_is_not_the_persons_pieces_stays_as_it_was(message, expected):
    assert read(message) == expected


@pytest.mark.parametrize("messages, current", [
    # a move ends the home the list told, and keeps the job and the dog told beside it
    (["I'm a nurse, been working at St Mary's for 3 years, live in Oxford with my dog Rex.", "I moved to Reading last week."],
     ["User is a nurse", "User has been working at St Mary's for 3 years", "User has a dog, Rex", "User moved to Reading last week"]),
    (["Divorced, two kids, live in Leeds, work as a plumber.", "I'm an electrician now."],
     ["User is divorced", "User has two kids", "User lives in Leeds", "User is an electrician now"]),
    (["Profile: 34, divorced, live in Leeds, work as a nurse.", "Moved to York last month, same job."],
     ["User is 34", "User is divorced", "User works as a nurse", "User moved to York last month, same job"]),
])
def test_a_change_ends_one_piece_of_the_list(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("message, expected", [
    # what the person is, and where they live said after it: two facts, the detail after the place with the work
    ("Hiya, I'm a freelance graphic designer living in Leeds, mostly doing labels for local breweries.",
     [("User is a freelance graphic designer, mostly doing labels for local breweries", "job"),
      ("User lives in Leeds", "residence")]),
    ("I'm a nurse living in Bristol.", [("User is a nurse", "job"), ("User lives in Bristol", "residence")]),
    # controls: no role of its own, and one statement with its relative
    ("I'm an expat living in Lisbon.", [("User is an expat living in Lisbon", "residence")]),
    ("I'm a nurse who is living in Bristol.", [("User is a nurse who is living in Bristol", "residence")]),
])
def test_a_role_and_the_home_said_after_it_are_two_facts(message, expected):
    assert read(message) == expected
