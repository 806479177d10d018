"""Clauses with no "I" that are the person's (issue 28: "new state never extracted"): a verb of the
person's that no table holds, known by its ending (Spanish "-é"/"-í", Portuguese "-ei" in the simple
past), and English chat that leaves out "I'm" before a state ("Now living in Leeds", "Not working at
Acme anymore"). Each case failed before its rule; the controls keep what is no such clause out."""

import pytest

from mnemosyne_app.core.model.clauses import language
from mnemosyne_app.core.model.statements import statements
from tests.unit.test_state_changes import assert_current_after


@pytest.mark.parametrize("messages, current", [
    (["Trabajo en Inditex.", "Encontré trabajo en una panadería."], ["El usuario encontró trabajo en una panadería"]),
    (["I live in York.", "Now living in Leeds."], ["User is now living in Leeds"]),
    (["I work at Acme.", "Not working at Acme anymore."], ["User is not working at Acme anymore"]),
])
def test_a_change_said_without_i_ends_the_old_state(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("message, fact", [
    ("Por fin encontré piso en Valencia.", "El usuario por fin encontró piso en Valencia"),
    # (dated by no recent day: "ayer" makes it a one-off event, no fact for any extractor)
    ("Busqué piso en Valencia en marzo.", "El usuario buscó piso en Valencia en marzo"),
    ("Arranjei emprego numa escola.", "O utilizador arranjou emprego numa escola"),
    ("Aceitei uma oferta da Galp.", "O utilizador aceitou uma oferta da Galp"),
    ("No longer with Dan.", "User is no longer with Dan"),
    ("Living in Berlin these days.", "User is living in Berlin these days"),
])
def test_a_verb_no_table_holds_or_a_dropped_im_is_still_the_persons(message, fact):
    assert [s.text for s in statements(message)] == [fact]


@pytest.mark.parametrize("message", [
    "Living in Berlin is expensive.",  # a gerund that is the subject of its own verb
    "Morning in Leeds, rainy.",        # a noun in -ing
    "Café con leche, por favor.",      # a noun in "-é", and a request
    "Désolé pour le retard.",          # French, accented inside the word
    "A lei mudou.",                    # a noun in "-ei"
])
def test_words_of_those_endings_that_are_no_verb_of_the_persons_make_no_statement(message):
    assert statements(message) == []


def test_a_french_word_in_e_acute_does_not_make_a_message_spanish():
    assert language("Désolé pour le retard, je suis arrivé à Lyon hier.") == "fr"


def test_a_gerund_subject_leaves_where_the_person_lives(tmp_path):
    assert_current_after(tmp_path, ["I live in Leeds.", "Living in Berlin is expensive."], ["User lives in Leeds"])


# A past said without its "I" in chat, known by its form ("-ed", the common irregular pasts, a past negated).
@pytest.mark.parametrize("messages, current", [
    (["I'm vegan.", "Gave up being vegan."], ["User gave up being vegan"]),
    (["I smoke.", "Haven't smoked in a month."], ["User hasn't smoked in a month"]),
    (["I'm 34.", "Just had my 35th birthday."], ["User just had their 35th birthday"]),
])
def test_a_past_said_without_i_ends_the_old_state(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("message", ["Tired of this weather.", "Excited to start at Globex.", "Got it, thanks."])
def test_a_mood_or_a_reply_in_the_past_form_is_no_statement(message):
    assert statements(message) == []


# German chat that leaves out "ich" before its verb.
@pytest.mark.parametrize("messages, current", [
    (["Ich wohne in Berlin.", "Wohne jetzt in Hamburg."], ["Der Nutzer wohnt jetzt in Hamburg"]),
    (["Ich arbeite bei Siemens.", "Arbeite seit Mai bei Bosch."], ["Der Nutzer arbeitet seit Mai bei Bosch"]),
])
def test_a_german_change_said_without_ich_ends_the_old_state(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


def test_a_german_message_without_ich_is_read_as_german():
    assert language("Hab keinen Hund mehr.") == "de"


@pytest.mark.parametrize("message", ["Woche in Berlin war toll.", "Danke für die Hilfe."])
def test_a_german_noun_in_e_opening_a_sentence_is_no_verb_of_the_persons(message):
    assert statements(message) == []


# A Chinese clause with no subject at all, which the attribute rules place: the person's, as in Japanese.
@pytest.mark.parametrize("messages, current", [
    (["我在腾讯工作。", "不在腾讯了。"], ["用户不在腾讯了"]),
    (["我抽烟。", "戒烟了。"], ["用户戒烟了"]),
    (["我单身。", "上个月结婚了。"], ["用户上个月结婚了"]),
])
def test_a_chinese_change_said_without_wo_ends_the_old_state(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


def test_a_chinese_clause_without_subject_after_someone_else_is_theirs(tmp_path):
    assert [s.attribute for s in statements("我妹妹刚毕业。上个月结婚了。")] == ["family", "family"]
    # (a later clause of the sentence goes on with its subject: "叫豆豆" names the dog, not the person, and stays with it)
    assert [s.text for s in statements("我从2018年开始养了一只柯基，叫豆豆。")] == ["用户从2018年开始养了一只柯基，叫豆豆"]
    assert_current_after(tmp_path, ["我单身。", "他结婚了。"], ["用户单身"])


# A Japanese sentence with no subject, said as a statement, in a message that named no one else: the person's.
def test_a_japanese_state_said_without_a_subject_is_the_persons():
    assert [s.text for s in statements("最近はスペイン語を始めました。")] == ["ユーザーは最近はスペイン語を始めました"]
    assert [s.text for s in statements("福岡在住で、マツダのCX-5に乗っています。")] == [
        "ユーザーは福岡在住です", "ユーザーはマツダのCX-5に乗っています"]


def test_graduating_ends_japanese_studies_said_without_a_subject(tmp_path):
    assert_current_after(tmp_path, ["大学で経済学を勉強しています。", "三月に大学を卒業して、四月から銀行で働いています。"],
                         ["ユーザーは四月から銀行で働いています"])


@pytest.mark.parametrize("message", ["いい天気ですね。", "おすすめの本を教えてください。"])
def test_japanese_small_talk_or_a_request_is_no_statement_of_the_persons(message):
    assert statements(message) == []


# The person's clause lost before the rules read it: a German message read as English (two "in"), a
# sentence opening on a conjunction or a sentence adverb, the person as the object opening the clause.
@pytest.mark.parametrize("messages, current", [
    (["Ich wohne in Leipzig.", "Ich arbeite als Pflegerin in einem Altenheim in Dresden."],
     ["Der Nutzer wohnt in Leipzig", "Der Nutzer arbeitet als Pflegerin in einem Altenheim in Dresden"]),
    (["Ich arbeite als Koch.", "Mir wurde letzte Woche betriebsbedingt gekündigt."],
     ["Dem Nutzer wurde letzte Woche betriebsbedingt gekündigt"]),
    (["Parlo inglese.", "Però sto imparando il cinese da gennaio!"],
     ["L'utente parla inglese", "L'utente sta imparando il cinese da gennaio"]),
])
def test_a_clause_lost_before_the_rules_is_the_persons(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("message", ["Mir geht es gut.", "Ma dai, davvero?"])
def test_a_mood_or_a_question_after_those_openings_is_no_statement(message):
    assert statements(message) == []


def test_a_chinese_clause_after_a_friend_named_without_de_is_the_friends(tmp_path):
    # (the friend's move from Nanjing ended the person's home there: "我闺蜜" was read as "I"; the
    # friend's divorce and move are a friend's doings, no fact of the person's: test_whose_fact.py)
    assert_current_after(tmp_path, ["我住在南京。", "我闺蜜刚离婚，还从南京搬回老家了，我该怎么安慰她？"],
                         ["用户住在南京"])


@pytest.mark.parametrize("message, lang", [
    # (an English "I" is said: no German chat with "ich" left out, though "Here in" looks like "Wohne in")
    ("Here in Leeds I cycle everywhere.", "en"),
    # short messages with no verb of the person's, read by their own words
    ("O meu senhorio aqui no Porto quer a renda sempre até dia 8.", "pt"),
    ("O novo apartamento no Porto tem varanda.", "pt"),
    ("La nuova casa a Bologna ha un terrazzo.", "it"),
    ("La palestra l'ho mollata.", "it"),
    # and none read as another for a word they share
    ("Nova Scotia winters are brutal.", "en"), ("Wohne jetzt in Hamburg.", "de"), ("Je l'ai vendue.", "fr"),
])
def test_a_short_message_is_read_in_its_language(message, lang):
    from mnemosyne_app.core.model.clauses import language

    assert language(message) == lang
