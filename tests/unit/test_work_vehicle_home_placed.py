"""Work, a vehicle and a home placed on their attribute however they were phrased (issue 28,
core/model/work_vehicle_home.py): an old fact left unplaced can never be ended by a later change, so
each is placed by grammar (a role the person is or works as, its noun known by its form; a make or a
model had or driven; a dwelling rented or owned in a place). Controls: a hobby, a liking, a thing,
someone else's job, a past or wished one stay unplaced, and nothing they say ends the person's work."""

import pytest

from mnemosyne_app.core.model.statements import statements
from tests.unit.test_state_changes import assert_current_after


def attributes(message):
    return [(s.text, s.attribute) for s in statements(message)]


@pytest.mark.parametrize("message, expected", [
    # a role noun by its form, with what makes it work (a workplace, years of it, -man)
    ("I've been a postman in Leeds for 31 years.", [("User has been a postman in Leeds for 31 years", "job")]),
    ("I'm a sous-chef at a hotel restaurant.", [("User is a sous-chef at a hotel restaurant", "job")]),
    ("I'm a translator for Deloitte.", [("User is a translator for Deloitte", "job")]),
    ("I'm head chef now.", [("User is head chef now", "job")]),
    ("都内のIT企業でSEをしています。", [("ユーザーは都内のIT企業でSEをしています", "job")]),
    ("食品メーカーで営業をしています。", [("ユーザーは食品メーカーで営業をしています", "job")]),
    ("高校で数学を教えています。", [("ユーザーは高校で数学を教えています", "job")]),
    ("保育士です。", [("ユーザーは保育士です", "job")]),
    ("我在字节跳动做产品经理。", [("用户在字节跳动做产品经理", "job")]),
    ("我在一家咖啡店当店员。", [("用户在一家咖啡店当店员", "job")]),
    ("Je suis en formation de boulanger maintenant.", [("L'utilisateur est en formation de boulanger maintenant", "job")]),
    ("Faccio l'impiegata in banca a Bologna.", [("L'utente fa l'impiegata in banca a Bologna", "job")]),
    ("Ich bin jetzt Pflegedienstleitung bei einem ambulanten Dienst.",
     [("Der Nutzer ist jetzt Pflegedienstleitung bei einem ambulanten Dienst", "job")]),
    # work said by a verb of working and "as", or an idiom of a trade
    ("I do plumbing for a living.", [("User does plumbing for a living", "job")]),
    ("Je bosse comme serveuse.", [("L'utilisateur bosse comme serveuse", "job")]),
    ("Ich bin als Ingenieur tätig.", [("Der Nutzer ist als Ingenieur tätig", "job")]),
    ("我是做销售的。", [("用户是做销售的", "job")]),
    ("介護の仕事をしています。", [("ユーザーは介護の仕事をしています", "job")]),
    ("エンジニアをやっています。", [("ユーザーはエンジニアをやっています", "job")]),
    ("デザイナーをしています。", [("ユーザーはデザイナーをしています", "job")]),
    ("Lavoro come infermiera.", [("L'utente lavora come infermiera", "job")]),
    ("I've been a bus driver for 10 years.", [("User has been a bus driver for 10 years", "job")]),
    ("看護師をやっています。", [("ユーザーは看護師をやっています", "job")]),
    ("Soy repartidora en una empresa de paquetería.", [("El usuario es repartidora en una empresa de paquetería", "job")]),
    ("Sono magazziniere in una fabbrica.", [("L'utente è magazziniere in una fabbrica", "job")]),
    ("Sou padeiro numa padaria.", [("O utilizador é padeiro numa padaria", "job")]),
    # work as a state: for oneself, or out of work (which replaces the job held before)
    ("I'm self-employed.", [("User is self-employed", "job")]),
    ("Ich bin seit Montag arbeitslos.", [("Der Nutzer ist seit Montag arbeitslos", "job")]),
    # a workplace the person is at, by the copula or whom they drive for
    ("Je suis cadre chez Orange.", [("L'utilisateur est cadre chez Orange", "employer")]),
    ("我是腾讯的员工。", [("用户是腾讯的员工", "employer")]),
    ("I drive for Uber.", [("User drives for Uber", "employer")]),
    # work in a kind of workplace, named by its noun
    ("I work in a hospital.", [("User works in a hospital", "employer")]),
    ("Je travaille dans une banque.", [("L'utilisateur travaille dans une banque", "employer")]),
    ("Ich arbeite im Krankenhaus.", [("Der Nutzer arbeitet im Krankenhaus", "employer")]),
    ("4月から地元の市役所で働いています。", [("ユーザーは4月から地元の市役所で働いています", "employer")]),
    # a vehicle by its model's name, had or driven; or ridden to work
    ("Conduzo um Uno.", [("O utilizador conduz um Uno", "vehicle")]),
    ("I ride a Vespa.", [("User rides a Vespa", "vehicle")]),
    ("Je roule en Clio.", [("L'utilisateur roule en Clio", "vehicle")]),
    ("Ich fahre Golf.", [("Der Nutzer fährt Golf", "vehicle")]),
    ("Vado al lavoro con la mia Vespa.", [("L'utente va al lavoro con la sua Vespa", "vehicle")]),
    ("Been commuting by e-bike since.", [("User has been commuting by e-bike since", "vehicle")]),
    ("Ho una Panda del 2010.", [("L'utente ha una Panda del 2010", "vehicle")]),
    ("Tenho um Gol 2012.", [("O utilizador tem um Gol 2012", "vehicle")]),
    ("J'ai une Clio diesel.", [("L'utilisateur a une Clio diesel", "vehicle")]),
    ("マツダのCX-5に乗っています。", [("ユーザーはマツダのCX-5に乗っています", "vehicle")]),
    ("最近は電車通勤です。", [("ユーザーは最近は電車通勤です", "vehicle")]),
    ("車はプリウスです。", [("ユーザーは車はプリウスです", "vehicle")]),
    ("我的车是一辆丰田卡罗拉。", [("用户的车是一辆丰田卡罗拉", "vehicle")]),
    # a home by the dwelling rented or owned in a place, or the place lived in
    ("I rent a flat in Manchester.", [("User rents a flat in Manchester", "residence")]),
    ("Ich habe eine Eigentumswohnung in Mainz.", [("Der Nutzer hat eine Eigentumswohnung in Mainz", "residence")]),
    ("Je loue un appartement à Lyon.", [("L'utilisateur loue un appartement à Lyon", "residence")]),
    ("我在上海租房子。", [("用户在上海租房子", "residence")]),
    ("東京にマンションを借りています。", [("ユーザーは東京にマンションを借りています", "residence")]),
    ("福岡在住です。", [("ユーザーは福岡在住です", "residence")]),
    ("My home is in Bristol.", [("User's home is in Bristol", "residence")]),
    ("Estoy viviendo en Sevilla.", [("El usuario está viviendo en Sevilla", "residence")]),
    ("Estou a viver em Braga.", [("O utilizador está a viver em Braga", "residence")]),
    ("我家在北京。", [("用户家在北京", "residence")]),
    ("夫と大阪で暮らしています。", [("ユーザーは夫と大阪で暮らしています", "residence")]),
    ("We moved up to Harrogate over Easter.", [("User moved up to Harrogate over Easter", "residence")]),
])
def test_work_a_vehicle_and_a_home_are_placed_however_they_are_phrased(message, expected):
    assert attributes(message) == expected


@pytest.mark.parametrize("message", [
    "I'm a keen runner.", "I'm a big fan of Ford.", "I'm a Batman fan.", "I'm a member at the Crown gym.",
    "I'm a volunteer at the Oxfam shop.", "I'm a woman.", "I'm a morning person.", "I have a computer.",
    "I have a Polo shirt.", "I teach my son to swim at the Leisure Centre.", "I own a holiday home in Spain.",
    "Ich habe eine Ferienwohnung in Italien.", "Ich bin Montag bei Oma.", "Ich bin Mitglied bei einem Sportverein.",
    "Faccio la passeggiata in un parco.", "公園でジョギングをしています。", "喫茶店で読書をしています。", "一人で暮らしています。",
    "ジムの会員です。", "博士です。", "我在医院做检查。", "我在家做饭。", "JRに乗っています。", "I work in the garden.",
    "Ich arbeite im Garten.", "My Fiesta broke down.", "ヨガをやっています。", "我家在装修。", "実家は大阪です。",
    "I'm a gentleman.", "I'm a Londoner with Irish roots.", "I'm a season ticket holder at Leeds United.",
    "I own a flat in Leeds that I rent out.", "Udemyでプログラミングをしています。", "我在群里当管理员。", "我在学校做手工。",
    "Je suis en formation de secourisme.", "近所に越してきた家族がうるさいです。",
    "Ich habe den Golf meiner Schwester geliehen.", "Je suis bien chez moi.", "I ride a bike.", "I've been a carer for my mum for 5 years.",
    "Soy extranjero en España.", "Sou otimista no trabalho.", "我的车是红色的。", "私の車は赤いです。",
    "ダンスをしてます。", "テニスをやっています。", "ゲームをしています。",
    # a manner, not a role: a role after "comme", "como", "come" has no article
    "Je travaille comme un fou.", "Trabajo como un loco.", "Lavoro come un matto.", "Trabalho como uma louca.",
])
def test_a_hobby_a_liking_a_thing_or_a_visit_is_no_work_vehicle_or_home(message):
    assert all(attribute not in ("job", "employer", "vehicle", "residence") for _, attribute in attributes(message))


@pytest.mark.parametrize("message", ["My father is a postman.", "I used to be a postman.", "I want to be a postman."])
def test_someone_elses_a_past_or_a_wished_role_is_not_the_persons_job(message):
    assert all(attribute != "job" for _, attribute in attributes(message))


@pytest.mark.parametrize("messages, current", [
    # the old work, placed, is ended by the new
    (["I've been a postman in Leeds for 31 years.", "I work as a bus driver now."], ["User works as a bus driver now"]),
    (["都内のIT企業でSEをしています。", "4月からメルカリでPMとして働いています。"], ["ユーザーは4月からメルカリでPMとして働いています"]),
    (["我在一家外企做会计。", "我现在是程序员。"], ["用户现在是程序员"]),
    # a car by its model, replaced by another
    (["Ho una Panda del 2010.", "Ora ho una Fiat Tipo."], ["L'utente ora ha una Fiat Tipo"]),
    # a flat rented, left for a new home
    (["I rent a flat in Manchester.", "I moved to Stockport."], ["User moved to Stockport"]),
    # controls: a hobby and a second home stay with the new state; a visit and a membership end no work
    (["I'm a keen runner.", "I work as a bus driver now."], ["User is a keen runner", "User works as a bus driver now"]),
    (["I own a holiday home in Spain.", "I moved to Stockport."], ["User owns a holiday home in Spain", "User moved to Stockport"]),
    (["我是程序员。", "我在医院做检查。"], ["用户是程序员", "用户在医院做检查"]),
    (["会社員です。", "ジムの会員です。"], ["ユーザーは会社員です", "ユーザーはジムの会員です"]),
    # out of work replaces the job held before
    (["I'm a bus driver at Arriva.", "I'm unemployed now."], ["User is unemployed now"]),
])
def test_a_later_change_ends_the_old_work_vehicle_or_home_and_nothing_else(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


# A Chinese role done at a workplace named by its kind, whatever the role ("我在一家外贸公司做采购": purchasing is in no
# table of jobs), is the person's job; a chore, a check-up, someone else's role there is none.
@pytest.mark.parametrize("message, expected", [
    ("我在一家外贸公司做采购。", ("用户在一家外贸公司做采购", "job")),
    ("我在医院当护工。", ("用户在医院当护工", "job")),
    ("我在公司做饭。", ("用户在公司做饭", None)),
    ("我在医院做检查。", ("用户在医院做检查", None)),
])
def test_a_chinese_role_at_a_workplace_by_its_kind_is_a_job(message, expected):
    assert expected in attributes(message), attributes(message)
