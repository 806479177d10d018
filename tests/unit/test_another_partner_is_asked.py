"""A partner named who is not the held couple's, with no change said ("I went hiking with my girlfriend Priya"
when "married to Sam"), or a parting from someone named who is not the held partner ("Tom and I split up" when
"married to Sam"): what they would end is asked, never ended in silence (core/write/supersede.py). A parting or a
couple said of the same partner ends as before; a partner lived with is a fact of its own ("lives with their wife
Sara", core/model/one_fact_each.py), so a parting from them ends it and keeps the home. (Our own wording.)"""

import pytest

from mnemosyne_app import MemoryBrain
from tests.unit.test_fact_spans import RulesOnly, said


def _after(tmp_path, first: str, then: str) -> tuple[list[str], list[str]]:
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", first)
        said(brain, "2024-02-01", then)
        assert brain.verify_integrity().valid
        return [f["text"] for f in brain.profile()["current"]], [p["ends_text"] for p in brain.proposals()]


@pytest.mark.parametrize("first, then, held", [
    ("I'm married to Sam.", "I went hiking with my girlfriend Priya.", "User is married to Sam"),
    # (a parting from someone named who is not the held partner: perhaps one never told of)
    ("I'm married to Sam.", "Tom and I split up.", "User is married to Sam"),
    ("I'm married to Sam.", "Tom and I are over.", "User is married to Sam"),
    ("Je suis en couple avec Julien.", "Karim et moi, c'est fini.", "L'utilisateur est en couple avec Julien"),
    ("I live in Leeds with my wife Sara.", "Tom and I split up.", "User lives with their wife Sara"),
])
def test_what_it_would_end_is_asked(tmp_path, first, then, held):
    current, asked = _after(tmp_path, first, then)
    assert held in current and held in asked


@pytest.mark.parametrize("first, then, gone", [
    ("I'm single.", "I went hiking with my girlfriend Priya.", "User is single"),
    # (the partner lived with is cut from the home, "lives with their wife Sara": a parting from her ends it, the home
    # stays; before, the home and the partner were one fact, and its ending was asked)
    ("I live in Leeds with my wife Sara.", "Sara and I got divorced.", "User lives with their wife Sara"),
    ("Vivo en Sevilla con mi marido Andrés.", "Andrés y yo nos hemos separado.", "El usuario vive con su marido Andrés"),
    ("I have a boyfriend, Tom.", "Tom and I got engaged!", "User has a boyfriend, Tom"),
    ("I'm married to Sam.", "Sam and I got divorced last year.", "User is married to Sam"),
    # (a partner had, said with a naming word; a parting said as things ended or called off)
    ("I have a girlfriend named Priya.", "Priya and I ended things in March.", "User has a girlfriend named Priya"),
    ("I have a boyfriend called Tom.", "I'm single now.", "User has a boyfriend called Tom"),
    ("I'm engaged to Priya.", "The wedding's off. Priya and I called it off in March.", "User is engaged to Priya"),
    # (a couple said over, the partner named beside the person, with no "I" in Italian, Spanish, German)
    ("Je suis en couple avec Julien.", "Julien et moi, c'est fini depuis l'été.", "L'utilisateur est en couple avec Julien"),
    ("Sto con Luca da due anni.", "Con Luca è finita a Natale. Adesso vivo da sola.", "L'utente sta con Luca da due anni"),
    ("Tengo novio, Andrés.", "Con Andrés se acabó.", "El usuario tiene novio, Andrés"),
    ("I'm married to Sam.", "Sam and I are over.", "User is married to Sam"),
])
def test_the_same_partner_or_being_single_ends_as_before(tmp_path, first, then, gone):
    current, asked = _after(tmp_path, first, then)
    assert gone not in current and gone not in asked


@pytest.mark.parametrize("then", ["My sister Sara got divorced.", "Sara's brother Tom split up with his wife."])
def test_someone_elses_parting_asks_nothing_of_the_partner(tmp_path, then):
    current, asked = _after(tmp_path, "I live in Leeds with my wife Sara.", then)
    assert {"User lives in Leeds", "User lives with their wife Sara"} <= set(current) and asked == []


def test_a_parting_from_the_partner_lived_with_keeps_the_home(tmp_path):
    current, asked = _after(tmp_path, "I live in Leeds with my wife Sara.", "Sara and I got divorced.")
    assert "User lives in Leeds" in current and "User lives with their wife Sara" not in current and asked == []


@pytest.mark.parametrize("message, fact", [
    ("Andrés y yo nos hemos separado.", "El usuario y Andrés se han separado"),
    ("Mi novia Lucía y yo fuimos al cine.", "El usuario y su novia Lucía fueron al cine"),
])
def test_spanish_we_in_the_perfect_and_irregular_preterite(message, fact):
    from mnemosyne_app.core.model.statements import statements

    assert fact in [s.text for s in statements(message)]


@pytest.mark.parametrize("then", ["Nos separamos después de Navidad.", "Ci siamo lasciati da Natale."])
def test_a_parting_dated_by_a_holiday_ends_the_couple(tmp_path, then):
    current, asked = _after(tmp_path, "Estoy casada con Andrés." if "Navidad" in then else "Sono sposata con Marco.", then)
    assert not any("casad" in c or "sposata" in c for c in current) and asked == [], (current, asked)


@pytest.mark.parametrize("message", ["Con Marco è finito il progetto.", "Mia sorella dice che con Marco è finita.",
                                     "We're done with dinner.", "We're over the moon!", "Tom and I are over budget.",
                                     "Con Marco è finita in pareggio.", "Le tabac et moi, c'est fini.",
                                     "Nous, c'est fini les vacances.", "Mit Netflix ist jetzt Schluss.",
                                     "We called it off because of the rain.", "I ended things with my therapist.",
                                     "Sto con Luca da mia nonna oggi."])
def test_a_thing_finished_or_someone_elses_couple_is_no_parting(message):
    from mnemosyne_app.core.model.statements import statements

    assert all(s.attribute != "relationship" for s in statements(message)), [(s.text, s.attribute) for s in statements(message)]
