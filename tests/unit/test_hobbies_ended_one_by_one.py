"""Hobbies, instruments and sports (issue 28): a many-valued kind read by grammar in eight languages
(core/model/hobbies.py), a list of them one fact each, and a stop of one ending that one alone, kept in its
history and not current beside the hobbies still played. Each kind has controls that must not be read as a
hobby of the person's: someone else's, a plan or a wish, a one-off, a past, watching, a question, a habit of
health or a job quit, a stop that names another thing."""

import pytest

from mnemosyne_app.core.model.hobbies import names_one_thing, things_named
from mnemosyne_app.core.model.statements import statements
from tests.unit.test_stopped_doing import current_and_asked
from tests.unit.test_state_changes import assert_current_after


def read(message):
    return [(s.text, s.attribute, s.negated) for s in statements(message)]


@pytest.mark.parametrize("message, fact", [
    # a verb of playing, doing, going or learning with an instrument, a sport or an activity, in each language
    ("I play the drums in a band.", "User plays the drums in a band"),
    ("I go climbing on Thursdays.", "User goes climbing on Thursdays"),
    ("I do pilates twice a week.", "User does pilates twice a week"),
    ("Je joue du violoncelle.", "L'utilisateur joue du violoncelle"),
    ("Je fais de la natation le mardi.", "L'utilisateur fait de la natation le mardi"),
    ("Ich spiele seit Jahren Klavier.", "Der Nutzer spielt seit Jahren Klavier"),
    ("Ich gehe jeden Samstag klettern.", "Der Nutzer geht jeden Samstag klettern"),
    ("Toco el violín en una orquesta.", "El usuario toca el violín en una orquesta"),
    ("Juego al baloncesto los jueves.", "El usuario juega al baloncesto los jueves"),
    ("Suono la chitarra.", "L'utente suona la chitarra"),
    ("Gioco a pallavolo.", "L'utente gioca a pallavolo"),
    ("Jogo xadrez online.", "O utilizador joga xadrez online"),
    ("我每周末踢足球。", "用户每周末踢足球"),
    ("我在学二胡。", "用户在学二胡"),
    ("毎週テニスをしています。", "ユーザーは毎週テニスをしています"),
    ("バイオリンを弾いています。", "ユーザーはバイオリンを弾いています"),
])
def test_a_hobby_is_read_by_its_verb_and_thing(message, fact):
    assert read(message) == [(fact, "hobby", False)]


@pytest.mark.parametrize("message", [
    "My son plays the cello.",             # someone else's
    "Mon frère joue du piano.",
    "Mein Sohn spielt Fußball.",
    "Mia sorella suona il pianoforte.",
    "O meu pai joga golfe.",
    "我儿子弹钢琴。",
    "兄はギターを弾きます。",
    "I want to learn piano.",              # a wish
    "Quiero aprender a tocar la guitarra.",
    "If I had time I'd play golf.",        # a hypothetical
    "I played tennis yesterday.",          # a one-off, past
    "I'm playing tennis tomorrow.",        # a one-off, to come
    "Domani gioco a tennis.",
    "Ich spiele nächste Woche Tennis.",
    "I played piano as a kid.",            # a past
    "I used to play rugby.",
    "I watch football every weekend.",     # watching is no playing
    "Do you play tennis?",                 # a question
    "I quit smoking.",                     # a habit of health, a job: no hobby
    "I quit my job.",
    "Je fais du vélo tous les matins pour aller au bureau.",  # a ride to work: getting about, no pastime
])
def test_no_hobby_of_the_persons_is_read_where_none_is_told(message):
    assert not any(attribute == "hobby" for _, attribute, _ in read(message))


@pytest.mark.parametrize("message, facts", [
    ("I play bass and keyboards.", ["User plays bass", "User plays keyboards"]),
    ("I play guitar and cello, been doing both for years.", ["User plays guitar", "User plays cello"]),
    ("Je joue de la flûte et du piano.", ["L'utilisateur joue de la flûte", "L'utilisateur joue du piano"]),
    ("Ich spiele Gitarre und Posaune.", ["Der Nutzer spielt Gitarre", "Der Nutzer spielt Posaune"]),
    ("Toco la trompeta y el saxofón.", ["El usuario toca la trompeta", "El usuario toca el saxofón"]),
    ("Suono il violino e la chitarra.", ["L'utente suona il violino", "L'utente suona la chitarra"]),
    ("Toco violão e piano.", ["O utilizador toca violão", "O utilizador toca piano"]),
    ("我弹吉他和尤克里里。", ["用户弹吉他", "用户弹尤克里里"]),
    ("チェロとピアノを弾きます。", ["ユーザーはチェロを弾きます", "ユーザーはピアノを弾きます"]),
])
def test_a_list_of_hobbies_is_one_fact_each(message, facts):
    assert read(message) == [(f, "hobby", False) for f in facts]


@pytest.mark.parametrize("message, fact", [
    # controls: an article cut off ("the guitar, the piano and drums"), a place or company after the last one
    ("I play the guitar, the piano and drums.", "User plays the guitar, the piano and drums"),
    ("I play tennis and golf on weekends.", "User plays tennis and golf on weekends"),
])
def test_a_list_not_surely_of_things_alone_stays_whole(message, fact):
    assert [t for t, _, _ in read(message)] == [fact]


@pytest.mark.parametrize("messages, current", [
    (["I play bass and keyboards.", "I quit keyboards last month."], ["User plays bass"]),
    (["Je joue de la flûte et du piano.", "J'ai arrêté le piano."], ["L'utilisateur joue de la flûte"]),
    (["Ich spiele Gitarre und Posaune.", "Mit der Posaune hab ich aufgehört."], ["Der Nutzer spielt Gitarre"]),
    (["Toco la trompeta y el saxofón.", "Dejé el saxofón."], ["El usuario toca la trompeta"]),
    (["Suono il violino e la chitarra.", "Ho smesso con la chitarra."], ["L'utente suona il violino"]),
    (["Toco violão e piano.", "Larguei o piano."], ["O utilizador toca violão"]),
    (["我弹吉他和尤克里里。", "尤克里里不弹了。"], ["用户弹吉他"]),
    (["チェロとピアノを弾きます。", "チェロはもうやめました。"], ["ユーザーはピアノを弾きます"]),
])
def test_a_hobby_stopped_ends_that_one_alone_and_stays_in_its_history(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("messages, current", [
    # a stop of another thing: the verb "play" shared names no hobby
    (["I play tennis every Sunday.", "I don't play golf anymore."],
     ["User doesn't play golf anymore", "User plays tennis every Sunday"]),
    # someone else's stop, the person's own hobby stays; and the person's stop leaves a son's hobby his
    (["I play the piano.", "My daughter quit piano."], ["User's daughter quit piano", "User plays the piano"]),
    (["My son plays piano.", "I play piano.", "I quit piano."], ["User's son plays piano"]),
    # a wish to stop, a habit of health stopped: the hobby goes on
    (["I play guitar.", "I want to quit guitar."], ["User plays guitar"]),
    (["I go swimming twice a week.", "I quit smoking."], ["User goes swimming twice a week", "User quit smoking"]),
    # a car sold by a name the table holds ("Golf") is no hobby stopped: the sale stays current, as any car's
    (["I drive a Golf.", "I sold the Golf last weekend."], ["User sold the Golf last weekend"]),
])
def test_a_stop_of_something_else_or_of_someone_else_leaves_the_hobby(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


def test_a_hobby_stopped_of_a_fact_naming_others_too_is_asked(tmp_path):
    current, asked = current_and_asked(tmp_path, ["I play tennis and golf on weekends.", "I quit tennis."])
    assert "User plays tennis and golf on weekends" in current and asked == ["User plays tennis and golf on weekends"]


def test_a_thing_is_named_by_the_table_not_by_the_verb():
    assert things_named("User plays the cello") == things_named("User gave up the cello") == {"cello"}
    assert not things_named("User plays with Tom") and not names_one_thing("guitar with my dad")
    assert names_one_thing("de la guitare") and names_one_thing("古筝")
