"""The household listed after a home ("I live in Leeds with my wife and our son") is the home and each one lived with,
a fact each, as one of them alone already was: a move keeps whom the person lives with, a parting ends the partner
alone, and no bare "User's son" is left over from the list cut at "and" (issue 28, session 26; our own wording). A list
of anyone else ("with my mum and my aunt") or someone's own doing after "and" ("… and my dog died") is as before."""

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.statements import statements
from tests.unit.test_fact_spans import RulesOnly, said


def facts(message: str) -> list[tuple[str, str | None]]:
    return [(s.text, s.attribute) for s in statements(message)]


@pytest.mark.parametrize("message, expected", [
    ("I live in Leeds with my wife and our son.", [("User lives in Leeds", "residence"),
                                                   ("User lives with their wife", "relationship"),
                                                   ("User lives with their son", "family")]),
    ("I live in Leeds with my wife Sara and our two kids.", [("User lives in Leeds", "residence"),
                                                             ("User lives with their wife Sara", "relationship"),
                                                             ("User lives with their two kids", "family")]),
    ("Abito a Rieti con mia moglie e nostro figlio.", [("L'utente abita a Rieti", "residence"),
                                                       ("L'utente vive con sua moglie", "relationship"),
                                                       ("L'utente vive con suo figlio", "family")]),
    ("Vivo en Sevilla con mi marido y mis dos hijas.", [("El usuario vive en Sevilla", "residence"),
                                                        ("El usuario vive con su marido", "relationship"),
                                                        ("El usuario vive con sus dos hijas", "family")]),
    ("J'habite à Lyon avec ma femme et mon fils.", [("L'utilisateur habite à Lyon", "residence"),
                                                    ("L'utilisateur vit avec sa femme", "relationship"),
                                                    ("L'utilisateur vit avec son fils", "family")]),
    ("Ich wohne in Köln mit meiner Frau und meinem Sohn.", [("Der Nutzer wohnt in Köln", "residence"),
                                                            ("Der Nutzer wohnt mit seiner Frau", "relationship"),
                                                            ("Der Nutzer wohnt mit seinem Sohn", "family")]),
    ("Moro em Braga com a minha mulher e o nosso filho.", [("O utilizador mora em Braga", "residence"),
                                                           ("O utilizador mora com a sua mulher", "relationship"),
                                                           ("O utilizador mora com o seu filho", "family")]),
    ("I live with my partner and my two kids.", [("User lives with their partner", "relationship"),
                                                 ("User lives with their two kids", "family")]),
    # (the household's "our" for a child lived with)
    ("I live with our son.", [("User lives with their son", "family")]),
    # (three of them, by commas or one owner carried: "our son and daughter")
    ("I live in Leeds with my wife, my son and my daughter.", [("User lives in Leeds", "residence"),
                                                               ("User lives with their wife", "relationship"),
                                                               ("User lives with their son", "family"),
                                                               ("User lives with their daughter", "family")]),
    ("I live in Leeds with my wife and our son and daughter.", [("User lives in Leeds", "residence"),
                                                                ("User lives with their wife", "relationship"),
                                                                ("User lives with their son", "family"),
                                                                ("User lives with their daughter", "family")]),
    # (a list with anyone else in it stays with the home as said, no bare "User's sister" left over)
    ("I live in Bristol with my parents and my sister.", [("User lives in Bristol with their parents and their sister",
                                                            "residence")]),
    # (not the household, or someone's own doing after "and": as before)
    ("I broke up with my boyfriend and my dog died.", [("User broke up with their boyfriend", "relationship"),
                                                       ("User's dog died", "pet")]),
    ("I'm living with my parents and my brother smokes.", [("User is living with their parents", None),
                                                           ("User's brother smokes", "family")]),
])
def test_each_one_lived_with_is_a_fact(message, expected):
    assert facts(message) == expected


@pytest.mark.parametrize("then, gone, kept", [
    ("We moved to York.", "User lives in Leeds", ["User lives with their wife", "User lives with their son"]),
    ("My wife and I split up.", "User lives with their wife", ["User lives in Leeds", "User lives with their son"]),
])
def test_a_move_keeps_the_household_and_a_parting_ends_the_partner_alone(tmp_path, then, gone, kept):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", "I live in Leeds with my wife and our son.")
        said(brain, "2024-03-01", then)
        current = [f["text"] for f in brain.profile()["current"]]
        assert gone not in current and set(kept) <= set(current)
        assert brain.verify_integrity().valid


@pytest.mark.parametrize("message", [
    # what the adversarial review of the first cut found: only the person's own living now, said plainly, is cut so
    "I had dinner with my wife and my son.",
    "I don't live with my wife and my son.",
    "Ya no vivo con mi marido y mi hijo.",
    "Trabajo en Sevilla con mi marido y mi hijo.",
    "My ex lives with our son and our daughter.",
    "I'm in Spain with my wife and our kids.",
    "I lived in Leeds with my wife and our son.",
])
def test_no_one_is_lived_with_but_by_the_persons_living_now(message):
    assert not any(text.startswith(("User lives with", "El usuario vive con")) and not negated
                   for text, negated in [(s.text, s.negated) for s in statements(message)])
