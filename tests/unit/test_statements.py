"""The deterministic half of extraction: clauses, normalisation, attributes (core/model/statements.py)
and supersession in the store (core/write/supersede.py), with the model's yes/no stood in."""

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.interfaces import ExtractionError
from mnemosyne_app.core.model.llama_extractor import LlamaExtractor, parse_answer
from mnemosyne_app.core.model.attributes import SINGLE_VALUED
from mnemosyne_app.core.model.statements import statements


def facts(message):
    return [(s.text, s.attribute) for s in statements(message)]


@pytest.mark.parametrize("message, expected", [
    ("I'm allergic to peanuts.", [("User is allergic to peanuts", "allergy")]),
    ("I moved to Berlin in March and started a new job at a startup.",
     [("User moved to Berlin in March", "residence"), ("User started a new job at a startup", "employer")]),
    ("I speak Spanish and Portuguese, and I'm learning Japanese.",
     # (one fact per language: a later change can end one and keep the other; tests/unit/test_one_fact_each.py)
     [("User speaks Spanish", "language"), ("User speaks Portuguese", "language"), ("User is learning Japanese", "language")]),
    ("My daughter Mia turns six in May. She loves horses.",
     [("User's daughter Mia turns six in May", "family"), ("User's daughter Mia loves horses", "family")]),
    ("我叫李雷，在上海做前端开发。", [("用户叫李雷", "name"), ("用户在上海做前端开发", None)]),
    ("我女儿今年五岁，喜欢画画。", [("用户的女儿今年五岁", "family"), ("用户的女儿喜欢画画", "family")]),
    ("J'habite à Lyon et je travaille comme infirmière.",
     [("L'utilisateur habite à Lyon", "residence"), ("L'utilisateur travaille comme infirmière", "job")]),
    ("Ma fille s'appelle Léa.", [("La fille de l'utilisateur s'appelle Léa", "family")]),
    ("Seit zwei Jahren wohne ich in Hamburg.", [("Der Nutzer wohnt seit zwei Jahren in Hamburg", "residence")]),
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
    ("I run my own business.", [("User runs their own business", "job")]),  # (a business run is work: session 29)
    ("I have lived in Oslo since 2019.", [("User has lived in Oslo since 2019", "residence")]),
    # Moving is a residence only to a place: a team, a shift or a language replaces no address.
    ("I'm moving from Python to Rust.", [("User is moving from Python to Rust", None)]),
    ("I'm moving to a new team next month.", [("User is moving to a new team next month", None)]),
    ("I moved to the night shift.", [("User moved to the night shift", None)]),
    ("I moved from Lyon to Montréal in 2020.", [("User moved from Lyon to Montréal in 2020", "residence")]),
    ("I moved back to Ohio.", [("User moved back to Ohio", "residence")]),
    ("We moved to a bigger apartment.", [("User moved to a bigger apartment", "residence")]),
    # Starting somewhere as a <job> is a job (it replaces the one before); as a beginner it is not.
    ("I started at a new hospital as a charge nurse.", [("User started at a new hospital as a charge nurse", "job")]),
    ("I started at the gym as a beginner.", [("User started at the gym as a beginner", None)]),
    # Learning or speaking is about a language only when one is named.
    ("I started learning the cello last autumn.", [("User started learning the cello last autumn", "hobby")]),
    ("I speak at conferences about Rust.", [("User speaks at conferences about Rust", None)]),
    ("I speak a little Portuguese.", [("User speaks a little Portuguese", "language")]),
    ("I speak three languages.", [("User speaks three languages", "language")]),
    ("Ich lerne Gitarre.", [("Der Nutzer lernt Gitarre", "hobby")]),
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
    out = ex.extract("I collect vintage stamps.")  # (no rule places it: "I drive a blue Volvo" is a vehicle now)
    assert ex.asked == ["User collects vintage stamps"] and out.model_used and out.attributes == [None]
    assert Asked("no").extract("I collect vintage stamps.").facts == []


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


def test_the_write_path_finds_current_facts_through_indexes_not_a_scan(tmp_path):
    from mnemosyne_app.core.store import memories
    from tests.store_access import conn_of

    with MemoryBrain(tmp_path, scope="m", extractor=Asked(), embedder="none") as brain:
        brain.retain("I live in Austin.")
        conn = conn_of(brain)
        traced = []
        conn.exec_trace = lambda _cursor, sql, _bindings: traced.append(sql) or True
        memories.current_facts_on(conn, "residence", "none")
        conn.exec_trace = None
        plan = " | ".join(r[3] for r in conn.execute("EXPLAIN QUERY PLAN " + traced[-1], {"a": "residence", "x": "none"}))
    # Every extracted fact with an attribute runs this: a scan of all facts would grow with the store.
    assert "SCAN f" not in plan and "facts_current" in plan and "facts_replaced" in plan, plan


def test_a_superseded_fact_survives_a_restore_and_a_person_editing_the_texts(tmp_path):
    def residences(brain):
        return [f["text"] for f in brain.view("profile")["current"] if f["attribute"] == "residence"]

    with MemoryBrain(tmp_path, scope="m", extractor=Asked(), embedder="none") as brain:
        first = brain.retain("I live in Austin and I'm allergic to cats.").memory_ids[0]
        denver = brain.retain("I live in Denver.").memory_ids[0]
        austin = {"text": "User lives in Austin", "attribute": "residence", "superseded_by": denver}
        # Returning to the version before the move keeps the move: one current residence.
        brain.restore(first, 1)
        assert brain.get(first).facts == ["User is allergic to cats"] and austin in brain.get(first).fact_records
        assert residences(brain) == ["User lives in Denver"]
        # The window lists only current facts: editing them keeps the replaced one as history.
        brain.update(first, facts=["User is allergic to cats and dogs"])
        assert austin in brain.get(first).fact_records and residences(brain) == ["User lives in Denver"]
        # Deleting the memory that replaced it makes it current again; a new move replaces it anew.
        brain.delete(denver)
        assert residences(brain) == ["User lives in Austin"] and "User lives in Austin" in brain.get(first).facts
        chicago = brain.retain("I live in Chicago.").memory_ids[0]
        assert residences(brain) == ["User lives in Chicago"]
        assert {**austin, "superseded_by": chicago} in brain.get(first).fact_records
        assert brain.verify_integrity().valid


def test_a_fact_typed_by_hand_gets_its_attribute_and_replaces_the_current_one(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=Asked(), embedder="none") as brain:
        brain.retain("I live in Austin.")
        note = brain.retain("Notes from the move", extract=False).memory_ids[0]
        brain.update(note, facts=["User lives in Boston"])  # typed in the window's Facts list
        assert brain.get(note).fact_records == [
            {"text": "User lives in Boston", "attribute": "residence", "superseded_by": None}]
        found = brain.view("profile")
        assert [f["text"] for f in found["current"]] == ["User lives in Boston"]
        assert [(f["text"], f["replaced_with"]) for f in found["replaced"]] == [
            ("User lives in Austin", "User lives in Boston")]
        brain.retain("I moved to Chicago.")  # and it is replaced in turn, like an extracted one
        assert [f["text"] for f in brain.view("profile")["current"]] == ["User moved to Chicago"]
        assert brain.verify_integrity().valid


def test_the_profile_never_shows_a_deleted_memorys_words(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=Asked(), embedder="none") as brain:
        brain.retain("I live in Austin.")
        denver = brain.retain("I moved to Denver last month.").memory_ids[0]
        brain.retain("In June I moved to Boston, and since October I live in Portland.")
        found = brain.view("profile")
        assert [f["text"] for f in found["current"]] == ["User lives in Portland since October"]
        # What replaced each is the current fact of the memory that replaced it, never the fact itself.
        assert {f["text"]: f["replaced_with"] for f in found["replaced"]} == {
            "User moved to Boston in June": "User lives in Portland since October",
            "User moved to Denver last month": "User lives in Portland since October",
            "User lives in Austin": "User moved to Denver last month"}
        brain.delete(denver)
        texts = [f.get("replaced_with") for f in brain.view("profile")["replaced"]] + [
            f["text"] for f in brain.view("profile")["replaced"]]
        assert not any("Denver" in (t or "") for t in texts)


def test_an_export_keeps_attributes_and_supersessions(tmp_path):
    with MemoryBrain(tmp_path, scope="a", extractor=Asked(), embedder="none") as brain:
        first = brain.retain("I live in Austin.").memory_ids[0]
        brain.retain("I live in Denver.")
        brain.export(tmp_path / "a.json", "json")
        before = brain.get(first).fact_records
    with MemoryBrain(tmp_path, scope="b", extractor=Asked(), embedder="none") as copy:
        copy.import_archive(tmp_path / "a.json")
        assert copy.get(first).fact_records == before and copy.verify_integrity().valid


# -- Found by the held-out cases (bench/extract_heldout.py): each failed before its fix ----------

@pytest.mark.parametrize("message", [
    'My boss wrote "I live in Dubai now, so meetings will be at 8am." How should I reply politely?',
    "Ma sœur m'a écrit « J'habite à Rome maintenant ».",
    "Translate to Spanish: I live in a small town and I have two dogs.",
    "帮我翻译：我住在纽约，我是一名律师。",
])
def test_quoted_words_and_text_given_to_work_on_are_not_the_persons_statements(message):
    assert statements(message) == []


@pytest.mark.parametrize("message", [
    "If I lived in Paris I'd probably bike everywhere. Is Vélib any good?",
    "Si j'habitais à Paris, je prendrais le métro tous les jours.",
    "Wenn ich in München wohnen würde, würde ich mir kein Auto kaufen.",
    "如果我住在上海，每个月房租大概要多少？",
    "もし東京に住んでいたら、毎日美術館に行きます。",
])
def test_a_supposition_is_no_fact(message):
    assert statements(message) == []


@pytest.mark.parametrize("message, expected", [
    ("I used to live in London but now I live in Bristol.",
     [("User used to live in London", None), ("User lives in Bristol now", "residence")]),
    ("J'habitais à Marseille avant, maintenant j'habite à Nice.",
     [("L'utilisateur habitait à Marseille avant", None), ("Maintenant l'utilisateur habite à Nice", "residence")]),
    ("Antes vivía en México, pero ahora vivo en Bogotá.",
     [("El usuario antes vivía en México", None), ("El usuario ahora vive en Bogotá", "residence")]),
    ("以前は名古屋に住んでいましたが、今は福岡に住んでいます。",
     [("ユーザーは以前は名古屋に住んでいました", None), ("ユーザーは今は福岡に住んでいます", "residence")]),
    ("我以前住在长沙。", [("用户以前住在长沙", None)]),
    ("I was a teacher for 10 years before I became a lawyer.",
     [("User was a teacher for 10 years", None), ("User became a lawyer", "job")]),
])
def test_a_past_state_is_kept_without_the_attribute_it_would_replace(message, expected):
    assert facts(message) == expected


def test_a_past_residence_does_not_supersede_the_current_one(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=Asked(), embedder="none") as brain:
        brain.retain("I live in Austin.")
        brain.retain("I used to live in Chicago.")
        assert current(brain) == ["User lives in Austin", "User used to live in Chicago"]


@pytest.mark.parametrize("message, expected", [
    ("My wife and I just moved to St. Louis from Chicago.",
     [("User and their wife just moved to St. Louis from Chicago", "residence")]),
    ("My husband and I are both vegetarian, but our son eats meat.",
     [("User and their husband are both vegetarian", "diet"), ("User's son eats meat", "family")]),
    ("Ma femme et moi habitons à Genève depuis 2019.",
     [("L'utilisateur et sa femme habitent à Genève depuis 2019", "residence")]),
    ("Meine Frau und ich wohnen seit 2020 in Zürich.",
     [("Der Nutzer und seine Frau wohnen seit 2020 in Zürich", "residence")]),
    ("Mi novio y yo vivimos en Barcelona desde hace tres años.",
     [("El usuario y su novio viven en Barcelona desde hace tres años", "residence")]),
    ("My brother and his wife live in Rome.", [("User's brother and his wife live in Rome", "family")]),
    ("I'm not vegan, but my wife is.", [("User is not vegan", "diet")]),
])
def test_the_person_with_someone_else_is_one_subject(message, expected):
    assert facts(message) == expected


@pytest.mark.parametrize("message, expected", [
    ("I have a 2015 Honda Civic with 120k miles, is it worth fixing the transmission?",
     [("User has a 2015 Honda Civic with 120k miles", "vehicle")]),  # how the person gets around (issue 28)
    ("ich bin laktoseintolerant, was kann ich zum frühstück essen", [("Der Nutzer ist laktoseintolerant", "health")]),
    ("je suis intolérante au lactose, tu peux adapter la recette ?",
     [("L'utilisateur est intolérante au lactose", "health")]),
    ("mi hermana es alérgica al marisco, qué le puedo cocinar?",
     [("La hermana del usuario es alérgica al marisco", "family")]),
    ("そばアレルギーがあるので、和食のおすすめを教えて", [("ユーザーはそばアレルギーがある", "allergy")]),
])
def test_a_statement_before_a_question_in_the_same_sentence_is_kept_whole(message, expected):
    assert facts(message) == expected


@pytest.mark.parametrize("message, expected", [
    ("Im 29 and I just got diagnosed with ADHD.", [("User is 29", "age"), ("User just got diagnosed with ADHD", "health")]),
    ("lol i'm such a night owl, i usually code til 3am",
     [("User is such a night owl", None), ("User usually codes til 3am", None)]),
    ("my name's Kev btw", [("User's name's Kev", "name")]),
    ("A few things about me:\n- I'm vegan\n- I live in Melbourne",
     [("User is vegan", "diet"), ("User lives in Melbourne", "residence")]),
    ("Note: I'm diabetic.", [("User is diabetic", "health")]),
    ("J'ai arrêté de fumer il y a deux ans 💪", [("L'utilisateur a arrêté de fumer il y a deux ans", "health")]),
    ("I live in Boston, if that matters.", [("User lives in Boston", "residence")]),
    ("I'm so done with this bug", [("User is so done with this bug", None)]),
    ("I grew up in Lyon, and then moved to Paris in 2010.",
     [("User grew up in Lyon", None), ("User then moved to Paris in 2010", "residence")]),
    ("Ya no fumo 🙂", [("El usuario ya no fuma", "health")]),
])
def test_chat_writing_lowercase_fillers_lists_and_emoji(message, expected):
    assert facts(message) == expected


@pytest.mark.parametrize("message, expected", [
    ("My daughter's name is Zoë and she's starting kindergarten in September",
     [("User's daughter's name is Zoë", "family"), ("User's daughter is starting kindergarten in September", "family")]),
    ("Ich bin 38 Jahre alt und spiele Handball im Verein.",
     [("Der Nutzer ist 38 Jahre alt", "age"), ("Der Nutzer spielt Handball im Verein", "hobby")]),
    ("I'm Dr. Ana Ruiz, a cardiologist at St. Mary's Hospital in Rochester.",
     [("User is Dr. Ana Ruiz", "name"), ("User is a cardiologist at St. Mary's Hospital in Rochester", "job")]),
    ("我以前是老师，现在是程序员。", [("用户以前是老师", None), ("用户现在是程序员", "job")]),
])
def test_a_clause_that_continues_another_gets_its_subject(message, expected):
    assert facts(message) == expected


@pytest.mark.parametrize("message, expected", [
    ("I'm Canadian.", [("User is Canadian", None)]),  # a nationality, not a name to replace the person's
    ("I quit my job at the bank last month.", [("User quit their job at the bank last month", "employer")]),
    ("I moved from Lyon to Montréal last year.", [("User moved from Lyon to Montréal last year", "residence")]),
    ("I work remotely for a Dutch fintech company.", [("User works remotely for a Dutch fintech company", "employer")]),
    ("I live alone in a studio in Brooklyn.", [("User lives alone in a studio in Brooklyn", "residence")]),
    ("Ich arbeite nicht mehr bei der Telekom.", [("Der Nutzer arbeitet nicht mehr bei der Telekom", "employer")]),
    ("I'm a 3rd year phd student in linguistics at McGill.",
     [("User is a 3rd year phd student in linguistics at McGill", "job")]),
    ("我同事说他对猫过敏。", []),  # the colleague's allergy
])
def test_attribute_rules_read_how_people_say_it(message, expected):
    assert facts(message) == expected


# -- Found by the second held-out set (bench/extract_heldout2.py) -----------------------------------

@pytest.mark.parametrize("message, expected", [
    # someone else's place is not where the person lives
    ("My manager lives in Boston.", [("User's manager lives in Boston", None)]),
    ("Mon chef habite à Lyon.", [("Le chef de l'utilisateur habite à Lyon", None)]),
    ("同僚は大阪に住んでいます。", [("ユーザーの同僚は大阪に住んでいます", None)]),
    # a place of work is no employer
    ("私は東京で働いています。", [("ユーザーは東京で働いています", None)]),
    ("我在深圳工作。", [("用户在深圳工作", None)]),
    # "we" after the person's workplace is that workplace
    ("I run IT for a small law firm and we're moving from Exchange to Google Workspace next week.",
     [("User runs IT for a small law firm", None)]),
    # an age is the whole clause, not the first words of one
    ("j'ai 42 ans et deux enfants", [("L'utilisateur a 42 ans", "age"), ("L'utilisateur a deux enfants", "family")]),
    ("I'm moving in with my partner Sam next month.",
     [("User is moving in with their partner Sam next month", "relationship")]),
    ("I bake bread for like three weeks now.", [("User bakes bread for like three weeks now", None)]),
])
def test_no_single_valued_attribute_from_someone_else_or_a_guess(message, expected):
    assert facts(message) == expected


@pytest.mark.parametrize("message", [
    "I live in the library lol",
    "Je vis à la bibliothèque en ce moment lol, partiels la semaine prochaine.",
])
def test_a_laughed_at_statement_replaces_nothing(message):
    assert facts(message) == []


@pytest.mark.parametrize("message, expected", [
    ("ich bin informatiker und arbeite bei sap in walldorf kannst du mir bei einer bewerbung helfen",
     [("Der Nutzer ist informatiker", "job"), ("Der Nutzer arbeitet bei sap in walldorf", "employer")]),
    ("i have exams in two weeks how do i stop procrastinating", [("User has exams in two weeks", None)]),
    ("I'm a Mandarin teacher in Vancouver. 我的学生大多是成年人。",
     [("User is a Mandarin teacher in Vancouver", "job"), ("用户的学生大多是成年人", None)]),
    ("I'm a physiotherapist from Ghent 🙂 I write a blog.",
     [("User is a physiotherapist from Ghent", "job"), ("User writes a blog", None)]),
    ("Meine Frau kommt aus Hamburg, aber wir wohnen in Stuttgart.",
     [("Die Frau des Nutzers kommt aus Hamburg", "family"), ("Der Nutzer wohnt in Stuttgart", "residence")]),
    ("Just got engaged to my girlfriend Aisling last weekend!!",
     [("User just got engaged to their girlfriend Aisling last weekend", "relationship")]),
    ("Been working remotely for a Berlin company since 2021 while living in Lisbon.",
     [("User has been working remotely for a Berlin company since 2021", "employer"),
      ("User is living in Lisbon", "residence")]),
    ("my boyfriend thinks he's gluten intolerant but honestly i think he just doesn't like bread", []),
    ("Honestly I hate running. But my cardiologist says I need cardio after my bypass last year.",
     [("User hates running", "preference")]),
    ("Since my stroke in 2022 I can only type with one hand, so keep replies short please.",
     [("User can only type with one hand since their stroke in 2022", None)]),
    ("I'm allergic to penicillin, fyi, in case you suggest anything.", [("User is allergic to penicillin", "allergy")]),
    ("FYI I'm colour-blind and left-handed, in case that matters for the lab setup.",
     [("User is colour-blind and left-handed", "health")]),
    ("I used to live in Chicago but that was ages ago, I'm in Phoenix now.",
     [("User used to live in Chicago", None), ("User is in Phoenix now", "residence")]),
    ("I mostly use Ruby and Go.", [("User mostly uses Ruby and Go", None)]),
    ("Mon mari est allergique aux arachides, donc je cuisine sans.",
     [("Le mari de l'utilisateur est allergique aux arachides", "family"), ("L'utilisateur cuisine sans", None)]),
    ("Mein Chef wohnt in Zürich und will, dass ich jede Woche pendle.", [("Der Chef des Nutzers wohnt in Zürich", None)]),
    ("この文章を英語に翻訳してください：私は京都に住んでいます。", []),
    ("Ya no soy vegetariano, volví a comer pollo.",
     [("El usuario ya no es vegetariano", "diet"), ("El usuario volvió a comer pollo", None)]),
    ("I'm the CTO of a 12-person fintech startup called Ledgerly, and we're hiring our first data scientist.",
     [("User is the CTO of a 12-person fintech startup called Ledgerly", "job"),
      ("User is hiring their first data scientist", None)]),
])
def test_long_chat_messages_give_whole_clean_statements(message, expected):
    assert facts(message) == expected


@pytest.mark.parametrize("message, expected", [
    ("As the only nurse on night shift at a 30-bed rehab unit, I need a checklist.",
     [("User is the only nurse on night shift at a 30-bed rehab unit", "job")]),
    ("My daughter, who is 14, was just diagnosed with ADHD.",
     [("User's daughter is 14", "family"), ("User's daughter was just diagnosed with ADHD", "family")]),
    ("I'm Zoë, 29, a physiotherapist from Ghent.",
     [("User is Zoë", None), ("User is 29", "age"), ("User is a physiotherapist from Ghent", "job")]),
    ("I'm 6'2\" and about 95 kg, training for a half marathon in October.",
     [("User is 6'2\" and about 95 kg", None), ("User is training for a half marathon in October", None)]),
    ("Sorry, I said earlier I was 32 — I'm actually 33.", [("User is actually 33", "age")]),
    ("Sorry, typo earlier: I'm 44.", [("User is 44", "age")]),
    ("El mes que viene me mudo a Lima por trabajo.",
     [("El usuario se muda a Lima por trabajo el mes que viene", "residence")]),
    ("Mi novio vive en Buenos Aires y yo en Madrid.",
     [("El novio del usuario vive en Buenos Aires", "family"), ("El usuario vive en Madrid", "residence")]),
    ("私の名前は田中花子です。三十五歳で、二人の子供がいます。",
     [("ユーザーの名前は田中花子です", "name"), ("ユーザーは三十五歳です", "age"), ("ユーザーは二人の子供がいます", "family")]),
    ("夫は札幌に住んでいて、私は東京で働いています。",
     [("ユーザーの夫は札幌に住んでいます", "family"), ("ユーザーは東京で働いています", None)]),
])
def test_statements_said_in_passing_or_with_words_left_out(message, expected):
    assert facts(message) == expected


@pytest.mark.parametrize("message, attribute", [
    ("Je suis serveur dans un restaurant à Nice.", "job"), ("私は銀行員です。", "job"),
    ("I got hired as a junior web developer.", "job"), ("Ich arbeite seit 2020 als Pflegefachkraft.", "job"),
    ("Trabajo en Telefónica desde 2017 como ingeniera de redes.", "job"),
    ("I'm in a relationship with Nadia.", "relationship"), ("Me divorcié el año pasado.", "relationship"),
    ("I smoke about a pack a day.", "health"), ("I'm colorblind.", "health"), ("猫を二匹飼っています。", "pet"),
])
def test_more_ways_to_say_a_job_a_relationship_health_or_a_pet(message, attribute):
    assert [a for _, a in facts(message)] == [attribute]


@pytest.mark.parametrize("message, expected", [
    ("I've been trying to get my sourdough to rise for three weeks. I live in Denver.",
     [("User lives in Denver", "residence")]),
    ("My name is Siobhán and I'm putting together a cover letter.", [("User's name is Siobhán", "name")]),
    ("I'm a physiotherapist 🙂 I want to start a blog about running injuries.", [("User is a physiotherapist", "job")]),
    ("j'ai deux enfants, je cherche un job moins stressant", [("L'utilisateur a deux enfants", "family")]),
    ("Mi hermana tiene diabetes y quiero cocinarle algo sano.", [("La hermana del usuario tiene diabetes", "family")]),
    ("我是程序员，想学一下Rust。", [("用户是程序员", "job")]),
])
def test_a_wish_a_task_in_hand_or_a_plan_is_no_lasting_fact(message, expected):
    assert facts(message) == expected


def test_giving_up_smoking_supersedes_the_smoking(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=Asked(), embedder="none") as brain:
        brain.retain("I smoke about a pack a day.")
        brain.retain("I no longer smoke.")
        assert current(brain) == ["User no longer smokes"]
        assert brain.verify_integrity().valid


# -- Found in review: a rule must not put a wrong value on a single-valued attribute -----------------

@pytest.mark.parametrize("message, expected", [
    ("My name is on the lease, so I have to sign.", [("User's name is on the lease", None)]),
    ("My name's not important, but my dog is called Biscuit.",
     [("User's name's not important", None), ("User's dog is called Biscuit", "pet")]),
    ("mon nom est sur la liste", [("Le nom de l'utilisateur est sur la liste", None)]),
    # a name still names: capitalised, in CJK, or in a message written all in lower case
    ("My name is Siobhán.", [("User's name is Siobhán", "name")]),
    ("my name's kev", [("User's name's kev", "name")]),
])
def test_my_name_is_a_name_only_when_a_name_follows(message, expected):
    assert facts(message) == expected


@pytest.mark.parametrize("message", [
    "I live in hope that the bus will come on time.", "I live in fear of spiders.", "I live in denial.",
    "I live in the moment.", "I live in the past.", "I live in a bubble.", "I live in my head.",
])
def test_living_in_a_state_of_mind_is_no_residence(message):
    assert all(a != "residence" for _, a in facts(message))


@pytest.mark.parametrize("message", [
    "I'm working at the library today.", "I'm eating keto this month to test something.",
    "I'm in Lyon right now.", "I'm a barista for now.", "I live in Leeds at the moment.",
    "I'm vegan for a while.",
])
def test_a_state_said_to_hold_only_for_now_replaces_no_single_valued_fact(message):
    assert all(a not in SINGLE_VALUED for _, a in facts(message))


@pytest.mark.parametrize("message, expected", [
    # a change made today lasts
    ("I turned 30 today.", [("User turned 30 today", "age")]),
    ("I quit my job at Google today.", [("User quit their job at Google today", "employer")]),
    # and what has lasted for a while is no passing state
    ("I've been vegan for a while.", [("User has been vegan for a while", "diet")]),
])
def test_a_change_made_today_or_a_state_that_has_lasted_is_still_a_fact(message, expected):
    assert facts(message) == expected


@pytest.mark.parametrize("message, expected", [
    ("I'm a vegetarian cook at a steakhouse.", [("User is a vegetarian cook at a steakhouse", "job")]),
    ("I work at a vegan bakery.", [("User works at a vegan bakery", "employer")]),
    ("I'm a strict vegetarian.", [("User is a strict vegetarian", "diet")]),
])
def test_a_diet_word_before_a_job_or_a_business_is_the_work_not_the_diet(message, expected):
    assert facts(message) == expected


def test_a_residence_given_up_is_followed_by_the_new_one():
    assert facts("I don't live in Paris anymore, I'm in Lyon now.") == [
        ("User doesn't live in Paris anymore", "residence"), ("User is in Lyon now", "residence")]


@pytest.mark.parametrize("message", ["I'm in HR now.", "I'm in Tokyo for a conference now."])
def test_in_a_department_or_on_a_trip_is_no_residence(message):
    assert all(a != "residence" for _, a in facts(message))


def test_the_place_the_person_lives_in_with_someone_is_their_residence():
    # (the partner lived with apart, so a move ends the home and keeps the partner)
    assert facts("I live with my boyfriend in a tiny apartment in Brooklyn.") == [
        ("User lives in a tiny apartment in Brooklyn", "residence"), ("User lives with their boyfriend", "relationship")]


def test_an_aside_after_a_dash_is_cut_and_does_not_negate():
    found = statements("We just moved into a flat in Hackney — finally no more commuting from Croydon!")
    assert [(s.text, s.attribute, s.negated) for s in found] == [
        ("User just moved into a flat in Hackney", "residence", False)]


@pytest.mark.parametrize("message, expected", [
    ("Vivo en Valencia con mi pareja, y trabajo de profesora.",
     [("El usuario vive en Valencia", "residence"), ("El usuario vive con su pareja", "relationship"),
      ("El usuario trabaja de profesora", "job")]),
    ("I just started as head of product at a fintech called Monzo.",
     [("User just started as head of product at a fintech called Monzo", "job")]),
    ("我叫李明，今年二十八岁。", [("用户叫李明", "name"), ("用户今年二十八岁", "age")]),
    ("私は大阪に住んでいて、エンジニアとして働いています。",
     [("ユーザーは大阪に住んでいます", "residence"), ("ユーザーはエンジニアとして働いています", "job")]),
    # (a guard: the fact keeps the message's own gender, it passed before)
    ("Je suis végétarienne depuis dix ans.", [("L'utilisateur est végétarienne depuis dix ans", "diet")]),
])
def test_more_ways_to_say_a_job_an_age_or_a_residence(message, expected):
    assert facts(message) == expected


@pytest.mark.parametrize("message, expected", [
    ("Je me suis installée à Lille le mois dernier.", "L'utilisateur s'est installée à Lille le mois dernier"),
    ("Je ne me suis pas marié.", "L'utilisateur ne s'est pas marié"),
    ("Je me lève tôt.", "L'utilisateur se lève tôt"),
])
def test_a_french_reflexive_before_a_vowel_is_elided(message, expected):
    # (was "L'utilisateur se est installée")
    from mnemosyne_app.core.model.normalise import normalise

    assert normalise(message.rstrip("."), "fr") == expected


@pytest.mark.parametrize("clause, fact", [
    # a heading set off by a dash is no part of the fact (it was moved after it, as a time phrase is)
    ("big news lol - my new manager at Harbour House is lovely", "User's new manager at Harbour House is lovely"),
    ("ok so news - I quit my job", "User quit their job"),
    # a time said before the person still goes after the statement
    ("Last year I moved to Leeds", "User moved to Leeds last year"),
])
def test_a_heading_before_the_statement_is_dropped_and_a_time_moved(clause, fact):
    from mnemosyne_app.core.model.normalise import normalise

    assert normalise(clause, "en") == fact


@pytest.mark.parametrize("message, expected", [
    ("I just don't eat red meat", "User just doesn't eat red meat"),
    ("I really don’t like cats", "User really doesn't like cats"),
    ("I still don't drive", "User still doesn't drive"),
    ("I just can't eat gluten", "User just can't eat gluten"),
    ("I also work at Tesco", "User also works at Tesco"),
])
def test_a_verb_after_an_adverb_takes_its_ending_whole(message, expected):
    # (was "User just dons't eat red meat": the contraction was cut at its apostrophe)
    assert [s.text for s in statements(message)] == [expected]


@pytest.mark.parametrize("message", [
    "My flight got delayed", "My phone died", "My car needs new tyres", "My laptop broke", "My package arrived",
    "Mon vol a été retardé", "Mein Zug ist verspätet", "Il mio volo è in ritardo", "我的航班延误了",
])
def test_a_mishap_of_a_thing_is_no_lasting_fact(message):
    assert statements(message) == []


@pytest.mark.parametrize("message", ["I work for a train company", "My car was stolen", "I sold my laptop"])
def test_a_thing_worked_for_lost_or_sold_is_still_read(message):
    assert statements(message) != []


@pytest.mark.parametrize("message, expected", [
    # what followed a mishap is said: the clause is kept
    ("My laptop died so I bought a ThinkPad", "User's laptop died so User bought a ThinkPad"),
    # a verb between "my …" and "and I" makes two clauses, no companion ("User and their laptop broke" was written)
    ("My laptop broke and I switched to a Mac", "User's laptop broke and User switched to a Mac"),
])
def test_a_mishap_with_what_followed_is_kept_in_the_persons_words(message, expected):
    assert [s.text for s in statements(message)] == [expected]


@pytest.mark.parametrize("message", ["我家有人怕狗", "我们的猫粮快吃完了"])
def test_someone_of_the_household_or_a_pets_food_is_no_pet(message):
    assert all(s.attribute != "pet" for s in statements(message))
