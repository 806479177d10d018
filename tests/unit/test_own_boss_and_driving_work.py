"""Work told by the change that made it, with no job noun (issue 28): becoming one's own boss ("I've registered as a
sole trader", "ho aperto la partita IVA", "hab mich selbstständig gemacht", "出来单干了", "フリーランスになりました") is
where the person works now (no employer), so it ends the employer held and leaves their role; a driver's work
told by what they drive for a living ("these days I drive the school bus", "je conduis un taxi") is a job, not a
car of theirs. A savings account opened, independence from one's parents, a van of one's own or a bus taken are
none of these. (Our own wording.)"""

import pytest

from mnemosyne_app.core.model.statements import statements
from tests.unit.test_stopped_doing import current_and_asked


def attributes(message):
    return [(s.text, s.attribute) for s in statements(message)]


@pytest.mark.parametrize("message, expected", [
    ("I've registered as a sole trader.", ("User has registered as a sole trader", "employer")),
    ("I went freelance last month.", ("User went freelance last month", "employer")),
    ("I opened my own bakery in March.", ("User opened their own bakery in March", "employer")),
    ("Je me suis mis à mon compte.", ("L'utilisateur s'est mis à son compte", "employer")),
    ("Je suis passée en freelance.", ("L'utilisateur est passée en freelance", "employer")),
    ("Ich habe mich selbstständig gemacht.", ("Der Nutzer hat sich selbstständig gemacht", "employer")),
    ("Hab mich selbständig gemacht.", ("Der Nutzer hat sich selbständig gemacht", "employer")),
    ("Me hice autónomo.", ("El usuario se hizo autónomo", "employer")),
    ("Ho aperto la partita IVA.", ("L'utente ha aperto la partita IVA", "employer")),
    ("Ho aperto una libreria con mia sorella.", ("L'utente ha aperto una libreria con sua sorella", "employer")),
    ("Virei MEI.", ("O utilizador virou MEI", "employer")),
    ("我辞职出来单干了", ("用户辞职出来单干了", "employer")),
    ("フリーランスになりました", ("ユーザーはフリーランスになりました", "employer")),
    ("先月自分のカフェを開きました", ("ユーザーは先月ユーザーのカフェを開きました", "employer")),
    ("现在自己在家开了个淘宝店卖茶叶", ("用户现在自己在家开了个淘宝店卖茶叶", "employer")),
])
def test_becoming_ones_own_boss_is_where_the_person_works(message, expected):
    assert expected in attributes(message), attributes(message)


@pytest.mark.parametrize("message, expected", [
    ("these days I drive the school bus", ("User drives the school bus these days", "job")),
    ("Now I drive a taxi.", ("User drives a taxi now", "job")),
    ("I started driving for Uber.", ("User started driving for Uber", "job")),
    ("Adesso guido il furgone per una ditta di traslochi.",
     ("L'utente adesso guida il furgone per una ditta di traslochi", "job")),
    ("Sou motorista de Uber agora.", ("O utilizador é motorista de Uber agora", "job")),
])
def test_what_the_person_drives_for_a_living_is_a_job(message, expected):
    assert expected in attributes(message), attributes(message)


@pytest.mark.parametrize("message, not_attribute", [
    ("I opened a savings account.", "employer"), ("Abrí una cuenta en el banco.", "employer"),
    ("親から独立しました", "employer"), ("I drive a van.", "job"), ("Ich fahre Bus zur Arbeit.", "job"),
    ("My brother went freelance.", "employer"),
])
def test_no_work_is_read_where_none_is_said(message, not_attribute):
    assert all(a != not_attribute for _, a in attributes(message)), attributes(message)


def test_ones_own_boss_ends_the_employer_and_keeps_the_role(tmp_path):
    current, asked = current_and_asked(tmp_path, [
        "Sono geometra e lavoro in uno studio tecnico a Bergamo.",
        "Ho aperto la partita IVA e adesso i clienti li seguo per conto mio."])
    assert "L'utente ha aperto la partita IVA" in current and "L'utente è geometra" in current, (current, asked)
    assert not any("studio tecnico" in f for f in current), (current, asked)


def test_work_held_whole_is_asked_not_ended(tmp_path):
    # (the employer is gone, the role may not be: "works for Deloitte as an auditor" says both)
    current, asked = current_and_asked(tmp_path, ["I work for Deloitte as an auditor.", "I went freelance last month."])
    assert "User works for Deloitte as an auditor" in asked and "User went freelance last month" in current


def test_a_driving_job_ends_the_job_held_and_leaves_the_car(tmp_path):
    current, _ = current_and_asked(tmp_path, ["I'm a nurse at St Mary's. I drive a Toyota.",
                                              "These days I drive the school bus."])
    assert "User drives the school bus these days" in current and "User drives a Toyota" in current, current
    assert "User is a nurse at St Mary's" not in current, current


@pytest.mark.parametrize("messages, gone", [
    # (laid off, in Chinese and Japanese: "被优化了", "リストラされました", "クビになりました")
    (["我在一家互联网公司做运营", "我被优化了，在家休息一段时间"], "用户在一家互联网公司做运营"),
    (["トヨタで働いています。", "会社をリストラされました。"], "ユーザーはトヨタで働いています"),
    (["トヨタで働いています。", "先月クビになりました。"], "ユーザーはトヨタで働いています"),
])
def test_laid_off_ends_the_work(tmp_path, messages, gone):
    current, asked = current_and_asked(tmp_path, messages)
    assert gone not in current, (current, asked)


@pytest.mark.parametrize("message", ["我朋友开了一家咖啡店", "我想开一家咖啡店"])
def test_someone_elses_or_a_wished_business_is_no_work(message):
    assert all(a != "employer" for _, a in attributes(message)), attributes(message)


@pytest.mark.parametrize("messages, gone", [
    # (work left, laughing at one's luck, is still left: no figure of speech)
    (["我在一家互联网公司做运营", "公司裁员，我被优化了😂 下周去面试一家国企的会计岗"], "用户在一家互联网公司做运营"),
    (["I work at Tesco.", "got laid off lol"], "User works at Tesco"),
])
def test_work_left_with_a_laugh_is_left(tmp_path, messages, gone):
    current, _ = current_and_asked(tmp_path, messages)
    assert gone not in current, current


@pytest.mark.parametrize("message", ["I quit my job lol jk", "I live at the office lol"])
def test_a_laugh_taken_back_or_a_joke_of_a_home_is_no_fact(message):
    assert all(a not in ("job", "employer", "residence") for _, a in attributes(message)), attributes(message)
