"""A question, a request or an exclamation is no fact; the person's own words are, however they say "I".

Questions typed without "?" (core/model/questions.py), requests glued on after a space, laughter typed
where a full stop would be, the person named by another word for "I" ("本人", "俺"), what others did to
the person ("me han hecho coordinadora"), "j'ai" left out before a participle, and the wording of the
facts so read ("n'est plus", "コタロウは…", "吸っています"). Examples of our own wording, with controls
that must not change.
"""

import pytest

from mnemosyne_app.core.model.clauses import clauses, is_question
from mnemosyne_app.core.model.questions import asks
from mnemosyne_app.core.model.statements import statements


def facts(message):
    return [s.text for s in statements(message)]


def attrs(message):
    return [(s.text, s.attribute) for s in statements(message)]


# -- questions without their mark -----------------------------------------------------------------

@pytest.mark.parametrize("clause, lang", [
    ("手机是不是该换了", "zh"), ("有没有适合新手的跑鞋推荐", "zh"), ("周末能不能带狗去", "zh"),
    ("考研英语怎么准备", "zh"), ("想问下公积金可以提取吗", "zh"), ("哪家健身房比较好", "zh"),
    ("この薬は飲んでも大丈夫かな", "ja"), ("締め切りはいつだっけ", "ja"), ("引っ越しの手続きはどうすれば", "ja"),
    ("whats a good budget for a used car", "en"), ("any recs for a cheap gym", "en"),
    ("dois-je prévenir mon assurance", "fr"), ("c'est normal ou je consulte", "fr"),
    ("hast du eine Idee für ein Geschenk", "de"), ("lohnt sich das für mich", "de"),
    ("alguna idea para la cena", "es"), ("qualche consiglio per dormire meglio", "it"),
    ("alguma dica pra economizar", "pt"),
])
def test_a_question_without_its_mark_is_read_as_one(clause, lang):
    assert asks(clause, lang)
    assert is_question(clause, lang)


@pytest.mark.parametrize("clause, lang", [
    # an interrogative word that asks nothing: "any-", "some-", "no-", or a "how" the person knows
    ("我什么都吃", "zh"), ("我不怎么喝酒", "zh"), ("我没什么朋友在这边", "zh"), ("我知道怎么滑雪", "zh"),
    ("我多少会一点日语", "zh"), ("我会说英语", "zh"), ("哪怕下雨我也跑步", "zh"), ("我在一家银行上班", "zh"),
    ("東京に住んでいます", "ja"), ("何年も住んでいます", "ja"),
    ("I know how to ski", "en"), ("I work at a bakery", "en"), ("I'm a nurse", "en"),
    ("j'habite à Lyon", "fr"), ("je suis infirmière", "fr"),
    ("ich wohne in Köln", "de"), ("bin jetzt in Rente", "de"),
    ("vivo en Sevilla", "es"), ("abito a Torino", "it"), ("moro em Recife", "pt"),
])
def test_a_statement_is_no_question(clause, lang):
    assert not asks(clause, lang)


def test_a_chinese_question_after_the_statements_is_dropped_and_they_stay():
    found = facts("每天骑自行车上班，骑了两年了，链条是不是该换了")
    assert not any("是不是" in f for f in found)
    assert "用户每天骑自行车上班" in found
    found = facts("我在苏州一家工厂做质检，有没有适合夜班的零食推荐")
    assert found == ["用户在苏州一家工厂做质检"]


def test_a_chinese_question_before_a_statement_is_dropped_too():
    found = facts("护照是不是要提前办，我住在青岛")
    assert found == ["用户住在青岛"]


def test_a_japanese_wondering_is_no_fact():
    assert facts("会社の健康診断、受けたほうがいいかな") == []


# -- requests glued on after a space --------------------------------------------------------------

def test_a_chinese_request_after_a_space_is_cut_from_the_statement():
    found = facts("我在成都做程序员 帮我写个请假条")
    assert found == ["用户在成都做程序员"]
    assert not any("帮" in f for f in facts("我养了一只猫 帮我想个名字"))


def test_a_japanese_request_after_a_space_is_no_fact():
    assert not any("作って" in f for f in facts("週3でジムに通っています 献立を作ってくれる"))


# -- laughter where a full stop would be ----------------------------------------------------------

def test_a_laugh_between_two_statements_ends_the_first():
    assert [c.text for c in clauses("fiz 30 ontem kkk a turma fez um bolo")] == ["fiz 30 ontem"]
    assert facts("fiz 30 ontem kkk a turma fez um bolo") == ["O utilizador fez 30 ontem"]


def test_a_laugh_at_the_question_after_a_statement_is_the_questions():
    assert attrs("I live in a narrow houseboat in Bristol, any tips for damp lol") == [
        ("User lives in a narrow houseboat in Bristol", "residence")]
    # control: a laugh at the statement itself still keeps it from replacing where the person lives
    assert all(a != "residence" for _, a in attrs("I live in the library lol"))


# -- the person by another word for "I" ------------------------------------------------------------

@pytest.mark.parametrize("message, fact", [
    ("本人在一家医院做护士", "用户在一家医院做护士"),
    ("俺在工地上班", "用户在工地上班"),
])
def test_the_person_named_without_wo_is_the_person(message, fact):
    assert fact in facts(message)


def test_someone_elses_benren_is_no_person():
    assert facts("他本人在北京工作") == []
    assert facts("咱们聊聊别的吧") == []


def test_what_others_did_to_the_person_is_the_persons_state():
    assert facts("Me han hecho jefa de sala en el restaurante") == ["Me han hecho jefa de sala en el restaurante"]
    assert facts("Me contrataram numa padaria") == ["Me contrataram numa padaria"]
    # controls: what someone said or asked of the person is no state of theirs
    assert facts("Me han dicho que es un buen barrio") == []
    assert facts("Me perguntaram se eu gosto do bairro") == []


def test_french_chat_leaves_out_jai_before_its_participle():
    assert attrs("Enfin! fêté mes 40 ans samedi") == [("L'utilisateur a fêté ses 40 ans samedi", "age")]
    # controls: an exclamation with no one in it is no fact; "ma" is no "majeur", "mes" no "message"
    assert facts("Enfin majeur !!") == []
    assert facts("Message reçu") == []
    assert facts("Ici ma vie est calme") == ["Ici la vie de l'utilisateur est calme"]


def test_a_bare_age_with_today_is_the_age_reached():
    assert attrs("41 today 🎉") == [("User is 41", "age")]
    assert facts("30 today, so hot") == []


# -- wording ------------------------------------------------------------------------------------

def test_french_ne_elides_before_the_verb_it_now_precedes():
    assert facts("Je ne suis plus en colocation") == ["L'utilisateur n'est plus en colocation"]
    assert facts("Je ne vais plus au club") == ["L'utilisateur ne va plus au club"]


def test_a_french_heading_with_its_space_before_the_colon_is_cut():
    assert facts("Petit rappel : je suis allergique aux noix") == ["L'utilisateur est allergique aux noix"]


def test_a_japanese_pet_made_the_subject_with_a_comma_is_the_pets():
    assert attrs("うちの三毛猫のミケ、もう12歳です") == [("ユーザーの三毛猫のミケはもう12歳です", "pet")]
    # control: the person's own age is still the person's; a child's age is no age of the person's
    assert attrs("私は35歳です") == [("ユーザーは35歳です", "age")]
    assert all(a != "age" for _, a in attrs("うちの娘、もう10歳です"))


def test_the_casual_japanese_ongoing_form_is_written_politely():
    assert facts("駅前のカフェでバイトしてて") == ["ユーザーは駅前のカフェでバイトしています"]
    assert facts("大阪に住んでて") == ["ユーザーは大阪に住んでいます"]


def test_a_couples_we_going_on_after_a_comma_is_written_as_theirs():
    # (the Italian "we" verb after a comma is a clause of its own, the couple's home the person's too:
    # test_clauses_cut_where_a_reader_cuts.py)
    assert facts("Io e Giulia stiamo insieme da 4 anni, viviamo a Bologna") == [
        "L'utente e Giulia stanno insieme da 4 anni", "L'utente vive a Bologna"]
    assert facts("Ana y yo llevamos juntos 3 años, vivimos en Cádiz") == [
        "El usuario y Ana llevan juntos 3 años, viven en Cádiz"]
    # (the companion's name between commas belongs to the companion, not to the verb)
    assert facts("Eu e minha esposa, a Rita, moramos em Braga") == ["O utilizador e sua esposa, a Rita, moram em Braga"]


def test_the_age_then_what_else_the_person_is_are_two_facts():
    assert facts("im 33, ward nurse at the Royal Infirmary") == ["User is 33", "User is a ward nurse at the Royal Infirmary"]
    assert facts("I'm 52, divorced") == ["User is 52", "User is divorced"]
    # controls: a question or a clause of its own after the comma is no part of what the person is
    assert facts("I'm 33, whats a good pension plan") == ["User is 33"]
    assert facts("I'm 33, and I live in Hull") == ["User is 33", "User lives in Hull"]
