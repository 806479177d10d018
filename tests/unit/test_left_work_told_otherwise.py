"""Work left told in other ways (issue 28): a job lost, said in each language; a pronominal verb of
the person's ("Me quedé sin trabajo", "Despedi-me da Sonae"); studies finished with new work said
after them ("I graduated in July and now I work as a nurse"). Each ends the work before it. And a
promotion to a role in each language is the person's new job ("J'ai été promu chef comptable")."""

import pytest

from tests.unit.test_state_changes import assert_current_after, read


@pytest.mark.parametrize("message, expected", [
    ("I lost my job in May.", [("User lost their job in May", "job", True)]),
    ("Me quedé sin trabajo en marzo.", [("El usuario se quedó sin trabajo en marzo", "job", True)]),
    ("Ich habe meinen Job verloren.", [("Der Nutzer hat seinen Job verloren", "job", True)]),
    ("Sono rimasto senza lavoro.", [("L'utente è rimasto senza lavoro", "job", True)]),
    ("Fiquei sem emprego.", [("O utilizador ficou sem emprego", "job", True)]),
    ("Saí do emprego na escola.", [("O utilizador saiu do emprego na escola", "job", True)]),
    ("Ho lasciato il posto in banca.", [("L'utente ha lasciato il posto in banca", "job", True)]),
    ("Despedi-me da Sonae e agora trabalho na Galp.",
     [("O utilizador despediu-se da Sonae", "employer", True), ("O utilizador agora trabalha na Galp", "employer", False)]),
    # a pronominal verb of the person's in the past is theirs, whatever the verb
    ("Me inscribí en un gimnasio.", [("El usuario se inscribió en un gimnasio", None, False)]),
    # studies finished, with new work said after them
    ("I graduated in July and now I work as a nurse in Leeds.",
     [("User graduated in July", "job", True), ("User works as a nurse in Leeds now", "job", False)]),
    ("Me gradué en junio y ahora trabajo en Repsol.",
     [("El usuario se graduó en junio", "job", True), ("El usuario ahora trabaja en Repsol", "employer", False)]),
    # (alone, a graduation is a fact of its own, on education: it ends the person's being a student and
    # no other work, test_state_changes.py)
    ("I graduated in July.", [("User graduated in July", "education", True)]),
])
def test_work_left_told_otherwise(message, expected):
    assert read(message) == expected


@pytest.mark.parametrize("messages, current", [
    (["Trabajo en Mercadona como cajera.", "Me quedé sin trabajo en marzo."], ["El usuario se quedó sin trabajo en marzo"]),
    (["I work as a barista.", "I lost my job in May."], ["User lost their job in May"]),
    (["Trabalho numa escola.", "Saí do emprego na escola."], ["O utilizador saiu do emprego na escola"]),
    (["Trabalho na Sonae como analista.", "Despedi-me da Sonae e agora trabalho na Galp."],
     ["O utilizador agora trabalha na Galp"]),
    (["I'm a nursing student at the University of Leeds.", "I graduated in July and now I work as a nurse in Leeds."],
     ["User works as a nurse in Leeds now"]),
])
def test_the_work_before_ends(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("message, expected", [
    ("J'ai été promu chef comptable en mars.", [("L'utilisateur a été promu chef comptable en mars", "job", False)]),
    ("Ich wurde zum Abteilungsleiter befördert.", [("Der Nutzer wurde zum Abteilungsleiter befördert", "job", False)]),
    ("Fui promovido a consultor em janeiro.", [("O utilizador foi promovido a consultor em janeiro", "job", False)]),
    ("Sono stato promosso a responsabile.", [("L'utente è stato promosso a responsabile", "job", False)]),
    ("我被提拔为店长了。", [("用户被提拔为店长了", "job", False)]),
    # someone else's promotion is theirs
    ("Mi hermano fue ascendido a capitán.", [("El hermano del usuario fue ascendido a capitán", "family", False)]),
])
def test_a_promotion_to_a_role_is_the_persons_job_in_each_language(message, expected):
    assert read(message) == expected


def test_a_promotion_replaces_the_job_before(tmp_path):
    assert_current_after(tmp_path, ["Je suis infirmière à Bordeaux.", "J'ai été promue cadre de santé en janvier."],
                         ["L'utilisateur a été promue cadre de santé en janvier"])
