"""A place said once for two verbs, and clauses cut short kept out (issue 28, session 33; our own wording, found reading
the facts kept on the tuning set bench/extract_fresh_tune6.py):

- a place said once for two verbs ("Vivo y trabajo en Sevilla", "Ich wohne und arbeite in Kassel") is each verb's: the
  first was left "El usuario vive", a fact saying nowhere;
- a verb of staying, switching, thinking or saying with nothing it needs ("Hab gewechselt, …", "A minha avó acha que
  …") is no fact; German "aber" after the verb is a particle, no place to cut ("ich bleib aber bei meinem Tee")."""

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.statements import statements
from tests.unit.test_fact_spans import RulesOnly, said


def _texts(message):
    return [s.text for s in statements(message)]


def _after(tmp_path, *messages):
    """The current facts after the messages in turn."""
    with MemoryBrain(tmp_path, scope="j", extractor=RulesOnly(), embedder="none") as brain:
        for k, message in enumerate(messages):
            said(brain, f"2024-0{k + 1}-01", message)
        return [f["text"] for f in brain.profile()["current"]]


@pytest.mark.parametrize("message, first, second", [
    ("I live and work in Swansea.", "User lives in Swansea", "User works in Swansea"),
    ("Je vis et travaille à Rennes.", "L'utilisateur vit à Rennes", "L'utilisateur travaille à Rennes"),
    ("Ich wohne und arbeite in Kassel.", "Der Nutzer wohnt in Kassel", "Der Nutzer arbeitet in Kassel"),
    ("Vivo y trabajo en Sevilla.", "El usuario vive en Sevilla", "El usuario trabaja en Sevilla"),
    ("Vivo e lavoro a Padova.", "L'utente vive a Padova", "L'utente lavora a Padova"),
    ("Moro e trabalho no Recife.", "O utilizador mora no Recife", "O utilizador trabalha no Recife"),
])
def test_a_place_said_once_is_both_verbs(message, first, second):
    assert _texts(message)[:2] == [first, second]


@pytest.mark.parametrize("message, kept", [
    # (no place by its name: the bare verb is no fact at all, not one given a manner)
    ("I live and work remotely.", "User works remotely"),
    # (each verb has its own place)
    ("I live in Swansea and work in Cardiff.", "User works in Cardiff"),
])
def test_no_place_borrowed_where_none_is_shared(message, kept):
    texts = _texts(message)
    assert kept in texts
    assert "User lives in Cardiff" not in texts and "User lives remotely" not in texts


def test_a_move_ends_the_home_said_with_the_work(tmp_path):
    current = _after(tmp_path, "Vivo y trabajo en Sevilla.", "Me he mudado a Cádiz.")
    assert not any("vive en Sevilla" in c for c in current)


@pytest.mark.parametrize("message", [
    "Hab gewechselt, seit Montag arbeite ich im Hotel Adler.",
    "A minha avó acha que eu trabalho demais.",
    "Mi jefe dice que soy el mejor.",
    "Ma sœur pense que je devrais déménager.",
    "I think so.",
])
def test_a_verb_left_with_nothing_it_needs_is_no_fact(message):
    texts = _texts(message)
    assert not any(t.split()[-1] in ("gewechselt", "acha", "dice", "pense", "thinks") for t in texts), texts


@pytest.mark.parametrize("message, fact", [
    ("I'm pregnant.", "User is pregnant"),
    ("I smoke.", "User smokes"),
    ("Ich bleibe in Bremen.", "Der Nutzer bleibt in Bremen"),
    ("I decided to stay.", "User decided to stay"),
])
def test_a_short_state_with_its_complement_is_kept(message, fact):
    assert fact in _texts(message)


def test_german_aber_after_the_verb_is_no_cut():
    texts = _texts("Mein Bruder trinkt nur Kaffee, ich bleib aber bei meinem Tee.")
    assert not any(t.startswith("Bei ") for t in texts), texts
    assert "Der Nutzer bleibt" not in texts
