"""The deterministic half of extraction: clauses, normalisation, attributes (core/model/statements.py)
and supersession in the store (core/write/supersede.py), with the model's yes/no stood in."""

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.interfaces import ExtractionError
from mnemosyne_app.core.model.llama_extractor import LlamaExtractor, parse_answer
from mnemosyne_app.core.model.statements import statements


def facts(message):
    return [(s.text, s.attribute) for s in statements(message)]


@pytest.mark.parametrize("message, expected", [
    ("I'm allergic to peanuts.", [("User is allergic to peanuts", "allergy")]),
    ("I moved to Berlin in March and started a new job at a startup.",
     [("User moved to Berlin in March", "residence"), ("User started a new job at a startup", "employer")]),
    ("I speak Spanish and Portuguese, and I'm learning Japanese.",
     [("User speaks Spanish and Portuguese", "language"), ("User is learning Japanese", "language")]),
    ("My daughter Mia turns six in May. She loves horses.",
     [("User's daughter Mia turns six in May", "family"), ("User's daughter Mia loves horses", "family")]),
    ("我叫李雷，在上海做前端开发。", [("用户叫李雷", "name"), ("用户在上海做前端开发", None)]),
    ("我女儿今年五岁，喜欢画画。", [("用户的女儿今年五岁", "family"), ("用户的女儿喜欢画画", "family")]),
    ("J'habite à Lyon et je travaille comme infirmière.",
     [("L'utilisateur habite à Lyon", "residence"), ("L'utilisateur travaille comme infirmière", "job")]),
    ("Ma fille s'appelle Léa.", [("La fille de l'utilisateur s'appelle Léa", "family")]),
    ("Seit zwei Jahren wohne ich in Hamburg.", [("Seit zwei Jahren wohnt der Nutzer in Hamburg", "residence")]),
    ("Ich esse kein Fleisch mehr.", [("Der Nutzer isst kein Fleisch mehr", "diet")]),
    ("Ya no como carne.", [("El usuario ya no come carne", "diet")]),
    ("Me gusta el café solo.", [("Al usuario le gusta el café solo", "preference")]),
    ("卵アレルギーがあります。", [("ユーザーは卵アレルギーがあります", "allergy")]),
    ("私は東京に住んでいます。", [("ユーザーは東京に住んでいます", "residence")]),
    # Found in use: an abbreviation's period is no sentence end, "my own" stays in its place, and
    # living "on my own" is no address (it must not supersede where the person lives).
    ("I work as a nurse at St. David's. My daughter Emma is 7.",
     [("User works as a nurse at St. David's", "job"), ("User's daughter Emma is 7", "family")]),
    ("My doctor is Dr. Okafor.", [("User's doctor is Dr. Okafor", None)]),
    ("I live at No. 5 Elm Street. I said no. I like tea.",
     [("User lives at No. 5 Elm Street", "residence"), ("User likes tea", "preference")]),
    ("I take vitamin C. I have a cat.", [("User takes vitamin C", None), ("User has a cat", "pet")]),
    ("I live on my own.", [("User lives on their own", None)]),
    ("I run my own business.", [("User runs their own business", None)]),
    ("I have lived in Oslo since 2019.", [("User has lived in Oslo since 2019", "residence")]),
    # Learning or speaking is about a language only when one is named.
    ("I started learning the cello last autumn.", [("User started learning the cello last autumn", None)]),
    ("I speak at conferences about Rust.", [("User speaks at conferences about Rust", None)]),
    ("I speak a little Portuguese.", [("User speaks a little Portuguese", "language")]),
    ("I speak three languages.", [("User speaks three languages", "language")]),
    ("Ich lerne Gitarre.", [("Der Nutzer lernt Gitarre", None)]),
    ("J'apprends l'espagnol.", [("L'utilisateur apprend l'espagnol", "language")]),
])
def test_first_person_clauses_are_normalised_with_their_attribute(message, expected):
    assert facts(message) == expected


@pytest.mark.parametrize("message", [
    "What's the weather like today?", "Please answer in bullet points from now on.", "haha thanks, that was great",
    "I think that's a good idea.", "I'm tired today.", "My friend says Rust is hard. Is that true?",
    "今天天气怎么样？", "以后请用简短的回答。", "Merci beaucoup !", "Kannst du mir ein Rezept geben?",
    "¿Qué hora es?", "おすすめの本を教えてください。", "",
])
def test_questions_small_talk_and_instructions_have_no_statement(message):
    assert statements(message) == []


def test_a_question_keeps_only_the_context_before_it():
    assert facts("I live in Seattle and I'm thinking about buying a bike. Which one is best for rain?") == [
        ("User lives in Seattle", "residence")]
    assert facts("我儿子对牛奶过敏，有什么早餐推荐吗？") == [("用户的儿子对牛奶过敏", "family")]


def test_a_daughters_allergy_is_not_the_persons():
    assert facts("My daughter is allergic to eggs.") == [("User's daughter is allergic to eggs", "family")]


def test_negations_are_marked():
    (s,) = statements("I'm not allergic to cats anymore.")
    assert s.negated and s.attribute == "allergy"
    assert not statements("I'm allergic to cats.")[0].negated


class Asked(LlamaExtractor):
    """The real extractor with the model's answer stood in (and counted)."""

    def __init__(self, answer="yes"):
        super().__init__()
        self.answer, self.asked = answer, []

    def complete(self, statement):
        self.asked.append(statement)
        return self.answer


def test_the_model_is_asked_only_about_statements_no_rule_places():
    ex = Asked()
    assert ex.extract("What's the weather like today?").facts == [] and ex.asked == []
    out = ex.extract("I live in Porto and I'm allergic to peanuts.")
    assert out.facts == ["User lives in Porto", "User is allergic to peanuts"] and not out.model_used
    assert ex.asked == []
    out = ex.extract("I drive a blue Volvo.")
    assert ex.asked == ["User drives a blue Volvo"] and out.model_used and out.attributes == [None]
    assert Asked("no").extract("I drive a blue Volvo.").facts == []


def test_an_answer_that_is_not_yes_or_no_is_an_extraction_error():
    for raw in ["maybe", "", '{"facts": []}']:
        with pytest.raises(ExtractionError):
            parse_answer(raw)


def current(brain):
    return sorted(f for m in brain.list_memories() for f in brain.get(m.memory_id).facts)


def test_a_new_fact_on_a_single_valued_attribute_supersedes_the_old_one(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=Asked(), embedder="none") as brain:
        first = brain.retain("I live in Austin and I'm allergic to cats.")
        second = brain.retain("I moved to Denver last month.")
        assert current(brain) == ["User is allergic to cats", "User moved to Denver last month"]
        old = brain.get(first.memory_ids[0])
        assert old.version == 2 and old.facts == ["User is allergic to cats"]
        assert {"text": "User lives in Austin", "attribute": "residence",
                "superseded_by": second.memory_ids[0]} in old.fact_records  # kept, marked, visible
        assert [v.op for v in brain.history(first.memory_ids[0])] == ["add", "supersede"]
        assert brain.verify_integrity().valid
        assert brain.stats()["model_calls"] == 0  # rules placed every statement


def test_the_profile_shows_current_facts_by_attribute_and_replaced_ones_as_history(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=Asked(), embedder="none") as brain:
        brain.retain("I live in Austin and I'm allergic to cats.")
        brain.retain("I moved to Denver last month.")
        found = brain.view("profile")
    assert [(f["text"], f["attribute"]) for f in found["current"]] == [
        ("User is allergic to cats", "allergy"), ("User moved to Denver last month", "residence")]
    assert [(f["text"], f["replaced_with"]) for f in found["replaced"]] == [
        ("User lives in Austin", "User moved to Denver last month")]
    assert found["earlier"] == []  # superseded is not "edited away": listed once


def test_multi_valued_attributes_accumulate_and_a_negation_supersedes_the_matching_fact(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=Asked(), embedder="none") as brain:
        brain.retain("I'm allergic to cats.")
        brain.retain("I'm also allergic to peanuts.")
        assert current(brain) == ["User is allergic to cats", "User is also allergic to peanuts"]
        brain.retain("I'm not allergic to cats anymore.")
        assert current(brain) == ["User is also allergic to peanuts", "User is not allergic to cats anymore"]
        assert brain.verify_integrity().valid


def test_a_superseded_fact_survives_a_restore_and_a_person_editing_the_texts(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=Asked(), embedder="none") as brain:
        first = brain.retain("I live in Austin.").memory_ids[0]
        brain.retain("I live in Denver.")
        brain.restore(first, 1)  # back to the state before it was superseded: a new version
        assert brain.get(first).facts == ["User lives in Austin"]
        brain.update(first, facts=["User lives in Austin"])
        assert brain.get(first).fact_records[0]["attribute"] == "residence"
        assert brain.verify_integrity().valid


def test_an_export_keeps_attributes_and_supersessions(tmp_path):
    with MemoryBrain(tmp_path, scope="a", extractor=Asked(), embedder="none") as brain:
        first = brain.retain("I live in Austin.").memory_ids[0]
        brain.retain("I live in Denver.")
        brain.export(tmp_path / "a.json", "json")
        before = brain.get(first).fact_records
    with MemoryBrain(tmp_path, scope="b", extractor=Asked(), embedder="none") as copy:
        copy.import_archive(tmp_path / "a.json")
        assert copy.get(first).fact_records == before and copy.verify_integrity().valid
