"""Italian clauses after "e" or a comma that open on the person's everyday verb are their own (issue 28).

A long chatty Italian message glued them onto the job before ("L'utente fa l'impiegata in una banca a Torino e
quasi ogni sera vado ad arrampicare …", "… e giro la città con il suo SH 125", "… e mi trovo bene", "L'utente è in
pensione da due anni, prima facevo la maestra"): a first-person verb left inside a fact about "L'utente", and the job's
fact carrying a hobby. Each case failed before its rule; the controls are what must stay as it was.
"""

import pytest

from mnemosyne_app.core.model.statements import statements


def facts(message: str) -> list[str]:
    return [s.text for s in statements(message)]


@pytest.mark.parametrize("message, expected", [
    ("Faccio l'impiegata in una banca a Torino e quasi ogni sera vado ad arrampicare in palestra.",
     ["L'utente fa l'impiegata in una banca a Torino", "L'utente quasi ogni sera va ad arrampicare in palestra"]),
    ("Lavoro come guida turistica e giro la città con il mio SH 125.",
     ["L'utente lavora come guida turistica", "L'utente gira la città con il suo SH 125"]),
    ("Adesso guido il furgone per una ditta di traslochi di Terni e mi trovo bene.",
     ["L'utente adesso guida il furgone per una ditta di traslochi di Terni", "L'utente si trova bene"]),
    ("Sono in pensione da due anni, prima facevo la maestra elementare.",
     ["L'utente è in pensione da due anni", "L'utente prima faceva la maestra elementare"]),
    # (a feeling after it, emoji and all, is no fact: "mi sento vecchissima 😅")
    ("Oggi compio 30 anni e mi sento vecchissima 😅", ["L'utente oggi compie 30 anni"]),
])
def test_the_persons_everyday_verb_opens_a_clause_of_its_own(message, expected):
    assert facts(message) == expected


@pytest.mark.parametrize("message, expected", [
    # controls: a noun in -o in a list of things done is no verb; a verb the table knew splits as before
    ("Faccio pilates, nuoto e vela.", ["L'utente fa pilates", "L'utente fa nuoto", "L'utente fa vela"]),
    ("Lavoro a Milano e studio la sera.", ["L'utente lavora a Milano", "L'utente studia la sera"]),
])
def test_a_list_or_a_companion_stays_whole(message, expected):
    assert facts(message) == expected
