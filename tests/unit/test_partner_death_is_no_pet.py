"""A partner's death told by their name ("Günter ist im Februar gestorben" when "sein Mann Günter") is the couple's
end, placed on the relationship, not a pet's death shown under Pets; what it would end is still asked (a namesake is
possible), and a pet of that name keeps it a pet's (issue 28, session 26; our own wording)."""

import pytest

from mnemosyne_app import MemoryBrain
from tests.unit.test_fact_spans import RulesOnly, said


def _after(tmp_path, first: str, then: str):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", first)
        said(brain, "2024-03-01", then)
        assert brain.verify_integrity().valid
        current = {f["text"]: f["attribute"] for f in brain.profile()["current"]}
        return current, [p["ends_text"] for p in brain.proposals()]


@pytest.mark.parametrize("first, then, death, held", [
    ("Mein Mann Günter und ich sind beide Rentner und wohnen in Bremen.", "Günter ist im Februar gestorben.",
     "Günter ist im Februar gestorben", "Der Nutzer und sein Mann Günter sind beide Rentner und wohnen in Bremen"),
    ("My husband Tom and I live in York.", "Tom passed away in March.", "Tom passed away in March",
     "User and their husband Tom live in York"),
    ("I'm married to Tom.", "Tom passed away in March.", "Tom passed away in March", "User is married to Tom"),
    ("Ich bin mit Günter verheiratet.", "Günter ist im Februar gestorben.", "Günter ist im Februar gestorben",
     "Der Nutzer ist mit Günter verheiratet"),
])
def test_a_partners_death_is_on_the_relationship_and_its_ending_asked(tmp_path, first, then, death, held):
    current, asked = _after(tmp_path, first, then)
    assert current[death] == "relationship"
    assert held in current and held in asked


def test_a_pet_of_that_name_keeps_it_a_pets_death(tmp_path):
    current, _ = _after(tmp_path, "My husband is Tom and we have a dog called Rex.", "Rex died last week.")
    assert current.get("Rex died last week") == "pet"
    current, _ = _after(tmp_path / "b", "We have a dog called Rex.", "Rex died last week.")
    assert "User has a dog called Rex" not in current and current["Rex died last week"] == "pet"


def test_a_pets_death_with_the_partner_named_after_it_stays_a_pets(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", "I have a dog.")
        said(brain, "2024-02-01", "I'm married to Tom.")
        said(brain, "2024-03-01", "Our dog died yesterday, Tom is devastated.")
        current = {f["text"]: f["attribute"] for f in brain.profile()["current"]}
        assert current["User's dog died yesterday, Tom is devastated"] == "pet"
        assert "User has a dog" in [p["ends_text"] for p in brain.proposals()]


def test_a_parting_still_ends_outright(tmp_path):
    current, asked = _after(tmp_path, "I'm married to Tom.", "We got divorced.")
    assert "User is married to Tom" not in current and asked == []
