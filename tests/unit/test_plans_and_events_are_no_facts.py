"""Plans, thoughts and one-off events are no lasting facts (issue 28, "a fact nobody stated kept"):
a verb of thinking or intending with the act after it, or the near future by its grammar, in
each language (core/model/plans.py); a one-off event of a recent day, whichever extractor reads the
statements (statements.py). Each has a control that is still kept, or still ends what it ends."""

import pytest

from mnemosyne_app.core.model.statements import statements
from tests.unit.test_state_changes import assert_current_after


def texts(message):
    return [s.text for s in statements(message)]


@pytest.mark.parametrize("message", [
    "Je pense reprendre le piano.",
    "仕事を辞めようと思っています。",
    "我在考虑换个工作。",
    "Voy a tener una entrevista en un banco.",
])
def test_a_thought_or_a_plan_to_come_is_no_fact(message):
    assert texts(message) == []


@pytest.mark.parametrize("message", [
    "Mañana tengo una entrevista en un banco.",
    "Domani ho un colloquio in banca.",
])
def test_a_time_word_alone_makes_no_plan(message):
    # (left to the judge and the rules, as before this module: dated ahead, a change is told in words no
    # table of beginnings holds, and dropping by the time word cost right states, README)
    assert texts(message)


@pytest.mark.parametrize("message, kept", [
    # (a doing begun, said in the same grammar without the thinking verb: kept)
    ("Ho iniziato a lavorare in un bar.", "L'utente ha iniziato a lavorare in un bar"),
    # ("vor" of time is no plan: "two years ago")
    ("Ich habe vor zwei Jahren geheiratet.", "Der Nutzer hat vor zwei Jahren geheiratet"),
    # (a plan of moving, decided, is left to the model and asked, as before; one only weighed is none:
    # test_a_move_only_considered_is_no_fact)
    ("Wir ziehen nächstes Jahr nach Hamburg.", "Der Nutzer zieht nächstes Jahr nach Hamburg"),
])
def test_what_was_done_and_a_move_thought_of_are_kept(message, kept):
    assert any(kept in t for t in texts(message)), texts(message)


def test_a_thought_of_leaving_the_job_ends_no_job(tmp_path):
    assert_current_after(tmp_path, ["看護師として働いています。", "仕事を辞めようと思っています。"],
                         ["ユーザーは看護師として働いています"])


def test_leaving_the_job_still_ends_it():
    assert [(s.attribute, s.negated) for s in statements("仕事を辞めました。")] == [("job", True)]


def test_a_recent_one_off_event_is_no_fact_for_any_extractor():
    # (the rules alone read it too: it was dropped only inside the llama extractor)
    assert texts("I went to the beach with my sister last weekend.") == []


def test_a_recent_change_that_begins_a_state_is_kept():
    assert texts("I joined a choir yesterday.") == ["User joined a choir yesterday"]


@pytest.mark.parametrize("message", [
    "Estou arrasada.", "Estoy destrozada.", "Sono distrutta.", "Je suis dévastée.", "Ich bin total erschöpft.",
    "I'm heartbroken.", "我很难过。", "本当に悲しいです。",
])
def test_a_feeling_is_no_fact(message):
    assert texts(message) == []


def test_a_feeling_after_a_loss_leaves_only_the_loss():
    # ("Estou arrasada" was read by meaning as a change of job)
    assert [(s.attribute, s.negated) for s in statements("O Frajola morreu essa madrugada. Estou arrasada.")] == [("pet", True)]


@pytest.mark.parametrize("message, kept", [
    ("Estou casada.", "O utilizador está casada"),   # (a state said with the same copula)
    ("I'm downsizing.", "User is downsizing"),      # (a word that begins like one of feeling)
])
def test_a_state_said_with_the_copula_of_feeling_is_kept(message, kept):
    assert texts(message) == [kept]


@pytest.mark.parametrize("message", [
    "Je peux enfin partir à la retraite.", "Ahora puedo trabajar desde casa.", "Posso finalmente smettere di lavorare.",
])
def test_what_the_person_may_now_do_is_no_fact(message):
    assert texts(message) == []


def test_a_retirement_allowed_ends_no_job_and_one_taken_is_kept(tmp_path):
    assert "L'utilisateur est partie à la retraite" in texts("Je suis partie à la retraite.")
    assert_current_after(tmp_path, ["Je travaille comme infirmière.", "Je peux enfin partir à la retraite."],
                         ["L'utilisateur travaille comme infirmière"])


def test_a_japanese_sentence_ending_on_a_te_form_is_a_request():
    assert texts("ピアノはもうやめました。コード進行の練習法を教えて") == ["ユーザーはピアノはもうやめました"]


@pytest.mark.parametrize("message, kept", [
    ("銀行を辞めて、今はカフェで働いています。", "ユーザーは銀行を辞めた"),   # (the te-form that joins clauses, done before "now")
    ("今は大阪に住んでいて", "ユーザーは今は大阪に住んでいます"),              # (the progressive, trailing off)
])
def test_a_te_form_that_joins_or_goes_on_is_kept(message, kept):
    assert kept in texts(message)


@pytest.mark.parametrize("message", [
    "Je vais quitter mon boulot.", "Voy a dejar el gimnasio.", "Vou deixar o emprego.", "Ich werde kündigen.",
    "Sto per lasciare il lavoro.",
])
def test_an_act_in_the_near_future_is_no_fact(message):
    assert texts(message) == []


@pytest.mark.parametrize("messages, current", [
    (["I work as a nurse.", "I'm going to quit my job."], ["User works as a nurse"]),
    (["我在银行工作。", "我要辞职。"], ["用户在银行工作"]),
])
def test_quitting_said_as_to_come_ends_no_job(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("message, kept", [
    ("I'm going to Paris in May.", "User is going to Paris in May"),      # (a trip planned is kept as one)
    ("Je vais au bureau à vélo.", "L'utilisateur va au bureau à vélo"),    # ("aller" of going somewhere)
])
def test_going_somewhere_is_kept(message, kept):
    assert texts(message) == [kept]


@pytest.mark.parametrize("message", [
    "Je pensais déménager à Montpellier l'an prochain.", "I was thinking of moving to Leeds.",
])
def test_a_thought_told_as_past_is_no_fact_a_move_included(message):
    assert texts(message) == []


def test_a_past_thought_of_moving_ends_no_home(tmp_path):
    assert_current_after(tmp_path, ["I live in York.", "I was thinking of moving to Leeds."], ["User lives in York"])


@pytest.mark.parametrize("message, kept", [
    # (a beginning already decided, dated ahead, is read as the new state by the sets: left as before)
    ("Mañana empiezo en Mercadona.", "El usuario mañana empieza en Mercadona"),
    ("Je commence chez Airbus demain.", "L'utilisateur commence chez Airbus demain"),
    ("I'm going to start a new job at Shopify.", "User is going to start a new job at Shopify"),
])
def test_a_beginning_decided_ahead_is_kept(message, kept):
    assert texts(message) == [kept]


@pytest.mark.parametrize("held, message", [
    # a Japanese sentence that ends on a plan plans its te-clauses too: nothing is quit or moved yet
    ("会社員です。", "会社を辞めて、カフェを開く予定です。"),
    ("東京に住んでいます。", "来年は大阪に引っ越して、転職するつもりです。"),
])
def test_a_japanese_te_clause_before_a_plan_ends_nothing(tmp_path, held, message):
    from mnemosyne_app import MemoryBrain
    from tests.unit.test_fact_spans import RulesOnly, said

    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", held)
        before = [f["text"] for f in brain.profile()["current"]]
        said(brain, "2024-02-01", message)
        after = [f["text"] for f in brain.profile()["current"]]
        assert before and all(f in after for f in before)


def test_a_japanese_te_clause_before_a_past_is_done():
    from mnemosyne_app.core.model.statements import statements

    assert "ユーザーは会社を辞めた" in [s.text for s in statements("会社を辞めて、カフェを開きました。")]
