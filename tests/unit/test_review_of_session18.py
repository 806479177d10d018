"""The second review of session 18's merges: wrong endings and lost facts it found, mended, each with a
control that still works. (Our own wording, none from a bench set.)"""

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.statements import statements
from mnemosyne_app.core.model.stopping import lost_surely, named_one_rehomed
from tests.unit.test_fact_spans import RulesOnly, said


def _current_after(tmp_path, first: str, then: str) -> list[str]:
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", first)
        said(brain, "2024-02-01", then)
        return [f["text"] for f in brain.profile()["current"]]


@pytest.mark.parametrize("clause", [
    "The Golf in front of me on the motorway was written off",   # whose, no possessive says
    "The garage says the Civic is probably a write-off",         # supposed
    "The Civic repairs totalled 3000 pounds",                    # an amount
    "Would the Golf be a write-off?",                            # asked
])
def test_a_write_off_not_said_of_the_persons_own_is_not_sure(clause):
    assert not lost_surely(clause)


def test_a_write_off_of_the_persons_own_is_sure():
    assert lost_surely("My Golf was written off after the crash")


@pytest.mark.parametrize("clause", [
    "Bella moved in with us after her divorce",                       # into the home, a person
    "Luna se fue a vivir con su novio a Valencia",                     # a person's life
    "Rex went to live with my parents for the summer while we travel",  # a stay
    "Minou est parti vivre chez ma sœur pendant mes vacances",          # a stay
])
def test_a_stay_or_a_persons_move_is_no_pet_rehomed(clause):
    assert not named_one_rehomed(clause)


def test_a_pet_rehomed_still_is():
    assert named_one_rehomed("Al final Toby se fue a vivir con mis suegros al pueblo")


def test_a_household_we_after_someone_elses_clause_goes_on_with_them(tmp_path):
    current = _current_after(tmp_path, "J'habite à Nantes.", "Ma sœur habite à Lille, on a une maison là-bas pour l'été.")
    assert "L'utilisateur habite à Nantes" in current
    assert not any("Lille-bas" in f for f in current)


def test_a_household_we_after_the_persons_own_clause_is_its_own_fact():
    texts = [s.text for s in statements("Je suis mariée à Claire depuis 2019, on a une fille.")]
    assert "L'utilisateur a une fille" in texts


@pytest.mark.parametrize("message, fact", [
    ("Io lavoro in banca.", "L'utente lavora in banca"),
    ("Mio marito fa il cuoco, io lavoro in banca.", "L'utente lavora in banca"),
])
def test_an_italian_io_clause_is_no_object_taken_up(message, fact):
    assert fact in [s.text for s in statements(message)]


@pytest.mark.parametrize("message", [
    "The new house in York that my parents bought has a huge garden.",
    "The new flat in Soho where the party was has a rooftop bar.",
    "Da quando stiamo a Bologna per le vacanze, mangio benissimo.",
])
def test_someone_elses_new_house_or_a_stay_is_no_home(message):
    assert not [s for s in statements(message) if s.attribute == "residence"]


@pytest.mark.parametrize("message", ["会社を辞めて、カフェを開くのが夢だ。", "会社を辞めて、世界一周したいと思った。"])
def test_a_japanese_te_clause_before_a_dream_or_a_thought_ends_no_work(tmp_path, message):
    assert "ユーザーは銀行で働いています" in _current_after(tmp_path, "銀行で働いています。", message)


def test_the_impersonal_on_of_a_theft_is_never_the_person():
    texts = [s.text for s in statements("On a volé le vélo de ma voisine.")]
    assert not any(t.startswith("L'utilisateur a volé") for t in texts)
    # (the household's "on" of anything else is still the person: "On a vendu la voiture")
    assert "L'utilisateur a vendu la voiture" in [s.text for s in statements("On a vendu la voiture.")]
