"""Life changes told in chat, and what only looks like one (issue 28, session 33; our own wording, found on
bench/probe_life_changes_chat.py, whose first run missed 25 of its 80 changes and wrongly ended 6 of its 80 controls):

- a move told by the first days in the new home or its boxes unpacked ("first week in the new flat in …", "Die erste
  Woche in der neuen Wohnung in …", "Primeira semana na casa nova em …", "新家在…，收拾了一个礼拜终于差不多了", "…の新居で
  初めての冬") ends the home held; not a home of someone's, a holiday home, a child's;
- a parting from the partner named ends a fact that holds only that partner ("User's boyfriend is called Jake"), and
  Spanish "lo hemos dejado" and a remark after a comma ("terminamos, foi ele que quis") are partings;
- a hire car while one's own is in the garage, a marriage said again with how long, a parting nearly done, a change
  taken back as a joke or a wish ("… なんて冗談です", "… magari"), a choice only weighed ("辞めて独立しようか迷ってます")
  end nothing."""

import pytest

from mnemosyne_app import MemoryBrain
from tests.unit.test_fact_spans import RulesOnly, said


def _after(tmp_path, *messages):
    """The current facts after the messages in turn."""
    with MemoryBrain(tmp_path, scope="c", extractor=RulesOnly(), embedder="none") as brain:
        for k, message in enumerate(messages):
            said(brain, f"2024-0{k + 1}-01", message)
        return [f["text"] for f in brain.profile()["current"]]


@pytest.mark.parametrize("held, later, old, new", [
    ("I live in Hackney.", "First week in the new flat in Peckham done! Any tips for the Overground?",
     "User lives in Hackney", "Peckham"),
    ("Ich wohne in Kassel.", "Die erste Woche in der neuen Wohnung in Erfurt ist rum. Was muss ich noch ummelden?",
     "Der Nutzer wohnt in Kassel", "Erfurt"),
    ("J'habite à Lille.", "Enfin fini de déballer les cartons dans notre nouvel appart à Rennes ! Des idées de balades ?",
     "L'utilisateur habite à Lille", "Rennes"),
    ("Vivo no Porto.", "Primeira semana na casa nova em Braga e já me perdi duas vezes. Onde mudo a morada?",
     "O utilizador vive no Porto", "Braga"),
    ("Vivo en Vigo.", "Primera semana en el piso nuevo en Zaragoza y ya echo de menos el mar. ¿Dónde me empadrono?",
     "El usuario vive en Vigo", "Zaragoza"),
    ("我住在西安。", "新家在苏州工业园区，收拾了一个礼拜终于差不多了。在苏州要办居住证吗？", "用户住在西安", "苏州"),
])
def test_a_move_told_by_the_first_days_in_the_new_home_ends_the_old(tmp_path, held, later, old, new):
    current = _after(tmp_path, held, later)
    assert old not in current, current
    assert any(new in c for c in current), current


@pytest.mark.parametrize("held, later, old", [
    ("My boyfriend is called Jake.", "Jake and I broke up last weekend. Any comfort movies?", "User's boyfriend is called Jake"),
    ("Mi novio se llama Álex.", "Álex y yo lo hemos dejado. Estoy fatal.", "El novio del usuario se llama Álex"),
    ("Sto con Marco.", "Io e Marco ci siamo lasciati. Stavolta è definitivo.", "L'utente sta con Marco"),
    ("Namoro com o Pedro.", "Eu e o Pedro terminamos. Foi ele que quis.", "O utilizador namora com o Pedro"),
    ("我男朋友叫李想。", "我跟李想分手了，三年的感情说没就没了😭", "用户的男朋友叫李想"),
])
def test_a_parting_ends_the_fact_that_holds_only_the_partner(tmp_path, held, later, old):
    assert old not in _after(tmp_path, held, later)


@pytest.mark.parametrize("held, later, kept", [
    ("I drive a Toyota Yaris.", "The Yaris is in the garage for a week so I've got a hire car, some massive Vauxhall thing.",
     "User drives a Toyota Yaris"),
    ("Ich bin mit Markus verheiratet.", "Markus und ich sind jetzt seit 15 Jahren verheiratet und immer noch glücklich.",
     "Der Nutzer ist mit Markus verheiratet"),
    ("Ich bin mit Sophie zusammen.", "Sophie und ich hätten uns letzten Monat fast getrennt, aber wir haben's hingekriegt.",
     "Der Nutzer ist mit Sophie zusammen"),
    ("Vivo a Bergamo.", "Basta, vendo tutto e mi trasferisco alle Maldive... magari, è che piove da 10 giorni.",
     "L'utente vive a Bergamo"),
    ("I live in Leeds.", "I'm moving to Bali. Just kidding, still in Leeds.", "User lives in Leeds"),
    ("翔太と付き合っています。", "翔太がまた遅刻したので別れます！…なんて冗談です笑", "ユーザーは翔太と付き合っています"),
    ("楽天で働いています。", "そろそろ楽天を辞めて独立しようか迷ってます。", "ユーザーは楽天で働いています"),
    # (review of session 33: a parting for a while, or undone in the same message; a home of someone's, a holiday home,
    # a child's new flat; a joke told in the first clause, laughed at in the last)
    ("My boyfriend is called Jake.", "Jake and I broke up briefly in March but we're fine now.", "User's boyfriend is called Jake"),
    ("Sto con Marco.", "Io e Marco ci siamo lasciati per una settimana, ma ora siamo di nuovo insieme.", "L'utente sta con Marco"),
    ("Vivo en Madrid.", "Primera noche en la casa nueva de Marta y ya me quiero ir a la mía jaja", "El usuario vive en Madrid"),
    ("Vivo en Madrid.", "Primera semana en la casa nueva en Marbella, veraneando como cada año.", "El usuario vive en Madrid"),
    ("I live in Bristol.", "First week in the new flat in Leeds for our daughter, she's loving uni.", "User lives in Bristol"),
    ("我住在北京。", "我现在住在公司了，天天加班哈哈", "用户住在北京"),
    ("Mi novio se llama Javi.", "Javi y yo el tabaco lo hemos dejado hace un mes.", "El novio del usuario se llama Javi"),
])
def test_what_only_looks_like_a_change_ends_nothing(tmp_path, held, later, kept):
    current = _after(tmp_path, held, later)
    assert kept in current, current


def test_nothing_left_of_a_clause_cut_short(tmp_path):
    current = _after(tmp_path, "Ich bin mit Sophie zusammen.", "Wir hätten uns fast getrennt, aber wir haben's hingekriegt.")
    assert not any("hingekriegt" in c for c in current), current


@pytest.mark.parametrize("held, later, old", [
    # (a promotion to a head of something, in the words of each language)
    ("Soy jefa de proyecto en Indra.", "¡Me han ascendido a directora de área! 🎉", "El usuario es jefa de proyecto en Indra"),
    ("我是一名销售主管。", "我升销售总监啦🎉 熬了五年终于熬出头了。", "用户是一名销售主管"),
    # (no longer there, with how long and a shrug after it)
    ("Lavoro alla Ferrari.", "Non lavoro più in Ferrari da due mesi, ma vabbè 😅", "L'utente lavora alla Ferrari"),
    # (a switch of employer ends the work held whole, role and place: "在腾讯做产品经理"), a remark on the new company
    # no second employer
    ("我在腾讯做产品经理。", "上周正式从腾讯跳槽到字节了，还是做产品。新公司节奏好快😵", "用户在腾讯做产品经理"),
    # (work left for new work said in chat's verb: "curro de repartidor")
    ("Soy camarero en un bar de Sevilla.", "Dejé la hostelería por fin!! Ahora curro de repartidor para Glovo 🛵",
     "El usuario es camarero en un bar de Sevilla"),
])
def test_work_changed_in_chat_ends_the_work_held(tmp_path, held, later, old):
    current = _after(tmp_path, held, later)
    assert old not in current, current


def test_a_remark_on_the_new_company_is_no_employer(tmp_path):
    current = _after(tmp_path, "我在腾讯做产品经理。", "上周正式从腾讯跳槽到字节了。新公司节奏好快😵")
    assert any("字节" in c for c in current), current


# The review of session 33 (404 messages against the rules before it): each of these was read wrongly by a first try.
@pytest.mark.parametrize("held, later, gone, kept", [
    ("I live in York.", "I moved to Leeds. JK Rowling would be proud.", "User lives in York", "Leeds"),
    ("Vivo en Madrid.", "Me mudé a Valencia... Ojalá me vaya bien.", "El usuario vive en Madrid", "Valencia"),
    ("Lavoro in banca.", "Mi sono trasferita a Torino… magari è la volta buona.", None, "Torino"),
    ("我在阿里工作。", "犹豫了半年终于辞职了。", "用户在阿里工作", None),
    ("東京に住んでいます。", "引っ越そうか迷った末、大阪に引っ越しました。", "ユーザーは東京に住んでいます", "大阪"),
    ("Ich bin mit Tom zusammen.", "Tom und ich haben uns nach fast zehn Jahren getrennt.", "Der Nutzer ist mit Tom zusammen", None),
    ("Ich wohne in Hamburg.", "Ich hab lange in Hamburg gewohnt aber nach der Trennung bin ich nach Berlin gezogen.",
     "Der Nutzer wohnt in Hamburg", "Berlin"),
])
def test_a_real_change_beside_words_that_look_like_a_joke_a_wish_or_a_doubt(tmp_path, held, later, gone, kept):
    current = _after(tmp_path, held, later)
    assert gone is None or gone not in current, current
    assert kept is None or any(kept in c for c in current), current


@pytest.mark.parametrize("held, later, kept, junk", [
    ("My boyfriend is called Jake.", "Jake and I are through, the last box is unpacked", "User's boyfriend is called Jake", None),
    ("I live in Bristol.", "First night in the new house in Malibu 😂😂 jk it's my mate's garage", "User lives in Bristol", None),
    ("I live in York.", "I live and my sister works in Leeds, so I visit a lot.", "User lives in York", "User lives in Leeds"),
    ("Trabajo de cajera.", "Estudio y trabajo en Mercadona.", "El usuario trabaja de cajera", "estudia en Mercadona"),
    ("Moro em Lisboa.", "Moro e trabalho na Farfetch, praticamente.", "O utilizador mora em Lisboa", "mora na Farfetch"),
])
def test_what_the_review_found_read_wrongly(tmp_path, held, later, kept, junk):
    current = _after(tmp_path, held, later)
    assert kept in current, current
    assert junk is None or not any(junk in c for c in current), current


# The second review of session 33 (444 more messages): each was read wrongly by the rules it reviewed.
@pytest.mark.parametrize("held, later, kept", [
    ("Soy camarera.", "Este finde soy encargada de las bebidas en la boda de mi prima.", "El usuario es camarera"),
    ("My boyfriend is called Jake.", "Jake and I split up to cover more of the market at the fair.", "User's boyfriend is called Jake"),
    ("健太と付き合っています。", "健太と駅で別れて、一人で帰りました。", "ユーザーは健太と付き合っています"),
    ("我是一名老师。", "我是年级组长兼班主任，还是老师。", "用户是一名老师"),
    ("我在腾讯做产品经理。", "好多同事跳槽到字节了，我没走。", "用户在腾讯做产品经理"),
])
def test_what_the_second_review_found_ended_wrongly(tmp_path, held, later, kept):
    assert kept in _after(tmp_path, held, later)


@pytest.mark.parametrize("held, later, gone", [
    ("I work at Deloitte.", "I quit Deloitte today. Kidding? Nope.", "User works at Deloitte"),
    ("Je suis en couple avec Karim.", "Karim et moi on s'est séparés. On s'est remis ensemble deux fois déjà, mais là c'est fini.",
     "L'utilisateur est en couple avec Karim"),
    ("Ich bin mit Jonas zusammen.", "Ich hab mich von Jonas getrennt und war für ein paar Tage echt fertig.",
     "Der Nutzer ist mit Jonas zusammen"),
    ("I live in Bristol.", "Moved to Leeds and my new flat has a hot tub. Jk. It has a bathtub.", "User lives in Bristol"),
    ("東京に住んでいます。", "福岡に引っ越して、車を買おうか悩んでいます。", "ユーザーは東京に住んでいます"),
])
def test_what_the_second_review_found_missed(tmp_path, held, later, gone):
    assert gone not in _after(tmp_path, held, later)
