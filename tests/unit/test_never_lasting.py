"""What is never a lasting fact (issue 28): a one-off event of a recent day (core/model/episodes.py)
and a wish or a plan (attributes.is_wish). Kept, such a statement stays current for good as "a fact
nobody stated", or ends a fact that still holds. The extractor here is the real one with the
model's yes/no answered "yes" (the 270M judge says yes to nearly every such statement), so what
these tests hold is decided before the model is asked."""

import pytest

from mnemosyne_app import MemoryBrain
from tests.unit.test_fact_spans import RulesOnly, said
from tests.unit.test_state_changes import assert_current_after


@pytest.mark.parametrize("message", [
    "We went to the beach last weekend and it was lovely.",
    "I saw my old roommate the other day.",
    "J'ai passé une super soirée avec des amis hier.",
    "Ich war gestern beim Zahnarzt.",
    "Ieri sono andata al mare con mia madre.",
    "Ontem fui ao médico.",
    "我昨天去看了电影。",
])
def test_an_event_of_a_recent_day_is_no_fact(message):
    assert RulesOnly().extract(message).facts == []


@pytest.mark.parametrize("message, fact", [
    # a change of state placed by its attribute is a new state, whatever day it happened
    ("I moved to Leeds yesterday.", "User moved to Leeds yesterday"),
    ("I turned 35 yesterday!", "User turned 35 yesterday"),
    # a verb that begins a state: what it begins lasts
    ("I joined a choir last weekend.", "User joined a choir last weekend"),
    ("Ayer compré una bicicleta.", "El usuario ayer compró una bicicleta"),
    # no recent day: left to the model as before
    ("I play the cello in a community orchestra.", "User plays the cello in a community orchestra"),
])
def test_a_change_or_a_state_begun_on_a_recent_day_is_kept(message, fact):
    assert fact in RulesOnly().extract(message).facts


def test_an_evening_out_with_a_partner_leaves_only_the_lasting_facts_and_asks_nothing(tmp_path):
    # (read by meaning, the outing was a guess at the relationship: kept, it stayed current and asked)
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", "Vivo en Sevilla.")
        said(brain, "2024-02-01", "Ayer fui al cine con mi novia.")
        assert [f["text"] for f in brain.profile()["current"]] == ["El usuario vive en Sevilla"]
        assert brain.proposals() == []


@pytest.mark.parametrize("message", [
    "Just got back from the gym.",
    "I just finished the report, finally.",
    "Je viens de finir le rapport.",
    "Acabo de volver del gimnasio.",
    "Sono appena tornata dal lavoro.",
    "Acabei de chegar em casa.",
    "我刚到家。",
])
def test_the_recent_past_said_by_its_grammar_is_no_fact(message):
    assert RulesOnly().extract(message).facts == []


@pytest.mark.parametrize("message, fact", [
    # (a family member's, as the sets keep it; a friend's doing is no fact of the person's: test_whose_fact.py)
    ("My sister just moved to Oslo.", "User's sister just moved to Oslo"),
    ("Mon frère vient d'acheter une maison.", "Le frère de l'utilisateur vient d'acheter une maison"),
    ("我刚买了一辆电动车。", "用户刚买了一辆电动车"),
    ("I just got a puppy named Biscuit.", "User just got a puppy named Biscuit"),
])
def test_a_state_begun_just_now_is_kept(message, fact):
    assert fact in RulesOnly().extract(message).facts


@pytest.mark.parametrize("message", [
    "Quero finalmente aprender a nadar.",
    "Voglio imparare a nuotare.",
    "Ho bisogno di una vacanza.",
])
def test_a_wish_in_italian_or_portuguese_is_no_fact_as_in_the_other_languages(message):
    assert RulesOnly().extract(message).facts == []


def test_a_wish_said_with_a_lasting_fact_leaves_the_fact():
    assert RulesOnly().extract("Moro em Curitiba e quero aprender a nadar.").facts == ["O utilizador mora em Curitiba"]


@pytest.mark.parametrize("wish", [
    "Thinking about handing in my notice and going freelance.",
    "I want to quit my job.",
    "我想辞职。",
])
def test_a_job_wished_away_stays_current(tmp_path, wish):
    # (read as a leaving of the job, the wish ended the job the person still has)
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", "I work as a nurse.")
        said(brain, "2024-02-01", wish)
        assert [f["text"] for f in brain.profile()["current"]] == ["User works as a nurse"]
        assert brain.proposals() == []


@pytest.mark.parametrize("messages, current", [
    (["I'm vegetarian.", "I want to go vegan."], ["User is vegetarian"]),
    # a need already met is done: the job is left
    (["I work as a nurse.", "I had to quit my job."], ["User had to quit their job"]),
])
def test_a_diet_wished_for_replaces_nothing_and_a_job_quit_of_need_is_ended(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)

