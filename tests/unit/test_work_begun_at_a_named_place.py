"""New work begun at a named workplace is the person's employer, however it is told (issue 28:
"new state under another attribute"): a verb of starting, being hired or finding work, with a
workplace by its name, in each language. Left unplaced before, such a fact stayed current beside
the employer it replaces. A name after the same verbs that is no workplace places nothing."""

import pytest

from tests.unit.test_state_changes import assert_current_after, read


@pytest.mark.parametrize("old, new", [
    ("I work at Google.", "I've been hired by Stripe."),
    ("I work at Google.", "I accepted an offer from Stripe."),
    ("Je travaille chez Renault.", "J'ai commencé chez Airbus lundi."),
    ("Je travaille chez Renault.", "J'ai été embauchée chez Airbus."),
    ("Je travaille chez Renault.", "J'ai trouvé un travail chez Airbus."),
    ("Je travaille chez Renault.", "Je bosse chez Airbus maintenant."),
    ("Je travaille chez Renault.", "J'ai rejoint Airbus en mars."),
    ("Ich arbeite bei Siemens.", "Ich habe bei SAP angefangen."),
    ("Ich arbeite bei Siemens.", "Ich habe einen neuen Job bei SAP angefangen."),
    ("Ich arbeite bei Siemens.", "Ich habe eine Stelle bei SAP bekommen."),
    ("Trabajo en Mercadona.", "Conseguí trabajo en Inditex."),
    ("Trabajo en Mercadona.", "Entré a trabajar en Inditex."),
    ("Lavoro alla Barilla.", "Sono stata assunta dalla Ferrero."),
    ("Trabalho na Galp.", "Comecei um novo emprego na EDP."),
    ("Trabalho na Galp.", "Arranjei emprego na EDP."),
    ("Trabalho na Galp.", "Fui contratada pela EDP."),
    ("我在百度工作。", "我入职了腾讯。"),
    ("楽天で働いています。", "ソニーに就職しました。"),
])
def test_new_work_begun_at_a_named_place_replaces_the_employer(tmp_path, old, new):
    [(text, attribute, negated)] = read(new)
    assert (attribute, negated) == ("employer", False)
    assert_current_after(tmp_path, [old, new], [text])


@pytest.mark.parametrize("message", [
    "J'ai commencé à Lyon un cours de poterie.",   # a city where something began, no workplace
    "Ich habe bei Null angefangen.",               # from scratch
    "I've been hired by my neighbour to walk his dog.",  # no name: a chore, not an employer
    "Empecé en Madrid un curso de cocina.",
])
def test_a_name_after_a_verb_of_starting_that_is_no_workplace_is_no_employer(message):
    assert all(attribute != "employer" for _, attribute, _ in read(message))
