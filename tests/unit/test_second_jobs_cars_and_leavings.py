"""A second job or a second car beside the held one, homes left and shared, and the words that hid them (issue 28,
session 30; our own wording, found on bench/probe_wrong_endings3.py, whose cases a writer who never read the rules
wrote):

- work told as beside other work, by when it is done or what it is ("Nebenbei arbeite ich jetzt als Fahrer", "Además
  trabajo de camarera los fines de semana"), ended the held job; it is asked (supersede._WORK_BESIDE), as "also" was;
- a vehicle said as one more or bought for someone of the household ("a second car … for my wife's commute",
  "妻用に軽自動車をもう一台買いました") ended the held car; it is asked (supersede._ANOTHER_VEHICLE);
- (withdrawn after the third review: a laugh ending a Chinese or Japanese run of clauses given to its last clause alone;
  "東京を離れて、…" as a leaving, a trip so told ended Tokyo; only "…を離れました" leaves)
- Chinese "不" inside words that deny nothing ("还不错", "不久前", "不过") made a clause a negation: "开了三天感觉还不错",
  a company car tried for three days, ended the person's car; a drive of days or hours is no vehicle either;
- Italian, Spanish and Portuguese clauses opening on a time with its article ("Il fine settimana lavoro come
  cameriera", "Los sábados trabajo en un bar") gave no fact; "Solo como comida halal" neither;
- leavings in words the rules did not know: "I've given up being vegetarian", "Larguei a profissão de eletricista",
  "名古屋を離れて"; and a new state so said: "ora faccio solo il fotografo di matrimoni", "ahora vivo de la fotografía",
  "大阪の彼女の家で一緒に暮らし始めました", "on vit ensemble là-bas";
- a home for a time of the week or the year ("L'estate vivo a Rimini") is no move;
- wording: French "là-bas" after a place became "à Bruxelles-bas", "j'y vis" stayed "y vis"; German "Nebenbei" kept
  its capital after the verb; an Italian message with "a" and "in" read as English.

The review's counter-cases are kept below: a time of the week that is a shift of the one new job ("weekends off", "auch
samstags"), "à côté de chez moi", a car traded with "extra" paid or bought second-hand, "another car" (most often in the
old one's place), "vivo da poco a Genova", "vivo de las propinas", a medical resident or a state's resident (the
"resident" rule was withdrawn: "a Texas resident" ended Austin), living alone or with family, a job or a project left in
Japanese, Chinese "了不" and "不管这个项目了" that do deny, and "given up a lot to work at Google"."""

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.attributes import attribute_of, is_negation
from mnemosyne_app.core.model.clauses import language
from mnemosyne_app.core.model.normalise import normalise
from tests.unit.test_fact_spans import RulesOnly, said
from tests.unit.test_household_listed_with_the_home import facts


def _after(tmp_path, *messages):
    """The current facts (text → attribute) and the held facts asked about, after the messages in turn."""
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        for k, message in enumerate(messages):
            said(brain, f"2024-0{k + 1}-01", message)
        return ({f["text"]: f.get("attribute") for f in brain.profile()["current"]},
                [p["ends_text"] for p in brain.proposals()])


@pytest.mark.parametrize("held, new, held_fact", [
    ("Ich bin Krankenpfleger.", "Nebenbei arbeite ich jetzt als Fahrer bei Uber.", "Der Nutzer ist Krankenpfleger"),
    ("Soy enfermera.", "Además trabajo de camarera los fines de semana.", "El usuario es enfermera"),
    ("Sono infermiera.", "Il fine settimana lavoro come cameriera.", "L'utente è infermiera"),
    ("Je suis infirmière.", "Je bosse aussi le week-end comme serveuse.", "L'utilisateur est infirmière"),
    ("I drive a Volkswagen Golf.", "We just bought a second car, a little Fiat 500 for my wife's commute.",
     "User drives a Volkswagen Golf"),
    ("ホンダのフィットに乗っています。", "妻用に軽自動車をもう一台買いました。", "ユーザーはホンダのフィットに乗っています"),
    ("Ho una Fiat Panda.", "Abbiamo comprato una seconda macchina, una Toyota Yaris per mio marito.", "L'utente ha una Fiat Panda"),
    # (a home for the summers or the weekends: perhaps a second home; a job on a day of the week: perhaps a second job)
    ("Vivo a Roma.", "L'estate vivo a Rimini.", "L'utente vive a Roma"),
    ("Vivo en Madrid.", "Los fines de semana vivo en Toledo.", "El usuario vive en Madrid"),
    ("Trabajo en Zara.", "Los jueves trabajo en un bar.", "El usuario trabaja en Zara"),
    ("Lavoro in banca.", "Il pomeriggio lavoro in un negozio.", "L'utente lavora in banca"),
])
def test_one_more_job_or_car_leaves_the_held_one_and_asks(tmp_path, held, new, held_fact):
    current, asked = _after(tmp_path, held, new)
    assert held_fact in current
    assert asked == [held_fact]


@pytest.mark.parametrize("held, new, held_fact, new_fact", [
    # (a trade changed, its shift said: nights are no second job)
    ("I'm a receptionist.", "I work nights as a nurse now.", "User is a receptionist", "User works nights as a nurse now"),
    # (a car sold, another bought: the sale ends it)
    ("I drive a Golf.", "I sold the Golf and bought another car, a Fiat 500.", "User drives a Golf",
     "User bought another car, a Fiat 500"),
    ("I'm vegetarian.", "I've given up being vegetarian, I eat chicken and fish again now.", "User is vegetarian", None),
    ("Trabalho como eletricista.", "Larguei a profissão de eletricista e agora vivo só da confeitaria.",
     "O utilizador trabalha como eletricista", "O utilizador agora vive só da confeitaria"),
    ("Faccio il cuoco.", "Ho lasciato la cucina del ristorante e ora faccio solo il fotografo di matrimoni.",
     "L'utente fa il cuoco", "L'utente ora fa solo il fotografo di matrimoni"),
    ("名古屋に住んでいます。", "名古屋を離れて、大阪の彼女の家で一緒に暮らし始めました。", "ユーザーは名古屋に住んでいます",
     "ユーザーは大阪の彼女の家で一緒に暮らし始めました"),
    ("J'habite à Lille.", "J'ai rejoint ma copine à Bruxelles, on vit ensemble là-bas depuis septembre.",
     "L'utilisateur habite à Lille", "L'utilisateur vit ensemble à Bruxelles depuis septembre"),
    ("I work at the council.", "I work at the bank now, weekends off.", "User works at the council",
     "User works at the bank now, weekends off"),
    ("Ich arbeite bei Siemens.", "Ich arbeite jetzt bei Bosch, auch samstags.", "Der Nutzer arbeitet bei Siemens",
     "Der Nutzer arbeitet jetzt bei Bosch, auch samstags"),
    ("I drive a Golf.", "I traded in my Golf for a Tesla Model 3 and paid extra for the long range.", "User drives a Golf",
     None),
    ("Tengo un Seat Ibiza.", "Me compré un coche de segunda mano, un Toyota Yaris.", "El usuario tiene un Seat Ibiza", None),
])
def test_a_change_in_these_words_ends_the_held_state(tmp_path, held, new, held_fact, new_fact):
    current, asked = _after(tmp_path, held, new)
    assert held_fact not in current and asked == []
    assert new_fact is None or new_fact in current


@pytest.mark.parametrize("held, new", [
    ("我开一辆大众帕萨特。", "这次出差公司给我配了辆车，开了三天感觉还不错。出差用车的油费一般怎么报销？"),
    ("名古屋に住んでいます。", "実家を離れて十年です。"),
    ("I live in Leeds.", "I'm a resident doctor at Leeds General now."),
    ("I live in Boston.", "I'm a PGY-2 resident at Mass General now."),
    ("I live in Austin.", "I'm a Texas resident."),
    ("東京に住んでいます。", "一人で暮らし始めました。"),
    ("東京に住んでいます。", "シェアハウスで暮らし始めました。"),
    ("東京に住んでいます。", "プロジェクトを離れて、少し休みます。"),
])
def test_what_ends_nothing_asks_nothing(tmp_path, held, new):
    current, asked = _after(tmp_path, held, new)
    assert len([t for t in current if current[t] in ("vehicle", "residence")]) == 1 and asked == []


@pytest.mark.parametrize("clause, negated", [
    ("我开了三天感觉还不错", False), ("我住在上海，环境还不错", False), ("差不多三年了", False),
    # ("不少", "不久" deny as before: the review's "我身边不少人都离婚了", "我不久就要搬到杭州了" are no change of the person's)
    ("不久前我搬到了上海", True), ("我身边不少人都离婚了", True),
    ("我不住在上海了", True), ("我们不同居了", True), ("我没有车了", True), ("我不吃肉了", True),
    ("我生病了不抽烟了", True), ("我不管这个项目了", True), ("我对花生不过敏", True), ("我买不起车", True),
    ("不管怎样我住在上海", False),
])
def test_chinese_not_inside_a_word_that_denies_nothing(clause, negated):
    assert is_negation(clause, "zh") is negated


@pytest.mark.parametrize("clause, attribute", [
    ("我开了三天感觉还不错", None), ("我开一辆特斯拉", "vehicle"), ("我每天开两个小时车上班", "vehicle"),
    ("I'm a resident doctor", "job"),
    ("Faccio solo il fotografo di matrimoni", "job"), ("Faccio la maestra di sostegno", "job"),
    ("Faccio la babysitter di mia nipote", None),
    ("Ahora vivo de la fotografía", "job"), ("Je vis de la photo", "job"), ("I make a living as a photographer", "job"),
    ("Vivo de alquiler", None), ("Vivo da sola", None), ("Vivo de mis ahorros", None), ("Vivo de Madrid a Barcelona", None),
    ("Vivo de las propinas", None), ("Vivo do meu trabalho", None), ("I barely make a living", None),
    ("Vivo da poco a Genova", "residence"),
    ("Larguei a profissão de eletricista", "job"),
    ("名古屋を離れました", "residence"), ("実家を離れて十年です", None), ("仕事を離れて", None), ("現職を離れて", None),
    ("東京を離れたくない", None),
])
def test_these_words_say_their_attribute(clause, attribute):
    assert attribute_of(clause) == attribute


def test_given_up_is_a_negation_only_of_being():
    assert is_negation("I've given up being vegetarian", "en")
    assert not is_negation("I've given up a lot to work at Google", "en")


@pytest.mark.parametrize("message, expected", [
    ("Il fine settimana lavoro come cameriera.", [("L'utente il fine settimana lavora come cameriera", "job")]),
    ("Los sábados trabajo en un bar.", [("El usuario los sábados trabaja en un bar", "employer")]),
    ("Aos domingos jogo futebol.", [("O utilizador aos domingos joga futebol", "hobby")]),
    ("Solo como comida halal.", [("El usuario solo come comida halal", "diet")]),
    ("La mattina è stata dura.", []),
    ("Las tardes son largas.", []),
    ("La sera mia madre lavora.", []),
    ("Solo quiero saber una cosa.", []),
    ("J'ai trouvé un appart à Nantes et j'habite là depuis mai.",
     [("L'utilisateur a trouvé un appart à Nantes", None), ("L'utilisateur habite à Nantes depuis mai", "residence")]),
])
def test_a_clause_opening_on_when_or_only_is_the_persons(message, expected):
    assert facts(message) == expected


@pytest.mark.parametrize("clause, lang, expected", [
    ("j'y vis depuis", "fr", "L'utilisateur y vit depuis"),
    ("Je m'y suis installé en mai", "fr", "L'utilisateur s'y est installé en mai"),
    ("Je n'en mange plus", "fr", "L'utilisateur n'en mange plus"),
    ("Je m'appelle Léa", "fr", "L'utilisateur s'appelle Léa"),
    ("Nebenbei arbeite ich jetzt als Fahrer bei Uber", "de", "Der Nutzer arbeitet nebenbei jetzt als Fahrer bei Uber"),
    ("Wieder wohne ich in Köln", "de", "Der Nutzer wohnt wieder in Köln"),
])
def test_the_person_said_in_the_third_person(clause, lang, expected):
    assert normalise(clause, lang) == expected


def test_la_bas_is_the_place_and_ce_jour_la_is_none():
    said_there = dict(facts("J'ai rejoint ma copine à Bruxelles, on vit ensemble là-bas depuis septembre."))
    assert "L'utilisateur vit ensemble à Bruxelles depuis septembre" in said_there
    assert "L'utilisateur a déménagé à Lyon ce jour-là" in dict(facts("J'ai déménagé à Lyon ce jour-là et j'y vis depuis."))


def test_an_italian_message_with_english_looking_words_is_italian():
    assert language("Basta treni: mi sono trasferito a Milano, a dieci minuti dall'ufficio. "
                    "Dove si mangia bene in zona Isola?") == "it"
    assert language("I moved to Bologna in May, dove is a bird") == "en"


# Found on the tuning sets' changes still missed (fresh-tune5/6, people-tune): a Japanese move told by how long since it, a
# trade done in chat's plain form, a pet put down said German's way, a band's parting.
@pytest.mark.parametrize("held, new, held_fact, new_fact", [
    ("東京の中野に住んでて、IT企業でSEやってる。", "大阪に引っ越してから1ヶ月、たこ焼きばっか食べてるわ。", "ユーザーは東京の中野に住んでいます",
     "ユーザーは大阪に引っ越してから1ヶ月です"),
    ("Wir haben einen Kater namens Moritz.", "Moritz mussten wir am 12. März einschläfern lassen, er war 17.",
     "Der Nutzer hat einen Kater namens Moritz", "Der Nutzer musste Moritz am 12. März einschläfern lassen"),
])
def test_a_change_told_in_chat_ends_the_held_state(tmp_path, held, new, held_fact, new_fact):
    current, asked = _after(tmp_path, held, new)
    assert held_fact not in current and asked == []
    assert new_fact in current


@pytest.mark.parametrize("message, expected", [
    ("看護師やってる。", [("ユーザーは看護師やっています", "job")]),
    ("IT企業でSEやってる。", [("ユーザーはIT企業でSEやっています", "job")]),
    ("病院で看護師やってます。", [("ユーザーは病院で看護師やってます", "job")]),
    ("姉が看護師やってるって言ってた。", []),
    ("大阪に引っ越してから1ヶ月、毎日楽しいです。", [("ユーザーは大阪に引っ越してから1ヶ月です", "residence"), ("ユーザーは毎日楽しいです", None)]),
    ("I handed my notice in at Tesco.", [("User handed their notice in at Tesco", "job")]),
])
def test_chat_forms_that_say_a_state(message, expected):
    assert facts(message) == expected


def test_a_bands_parting_is_no_couples():
    (said,) = facts("J'ai raccroché la guitare, le groupe s'est séparé.")
    assert said[1] == "hobby"
    assert facts("On s'est séparés en mai.") == [("On s'est séparés en mai", "relationship")]


@pytest.mark.parametrize("held, new, held_fact", [
    # (a laugh that ends a run laughs at all of it: a rule that gave it to the last clause alone, when that one opened on
    # someone, "…所以我开始吃素了，阿杰只好给我单独做菜哈哈", was withdrawn, the review's joke runs becoming facts)
    ("我住在北京。", "我搬到了办公室，天天加班哈哈。", "用户住在北京"),
    ("我住在北京。", "我搬到火星了，买了个飞船，房租很便宜哈哈。", "用户住在北京"),
    ("東京に住んでいます。", "火星に引っ越して、宇宙人と暮らして、毎日が楽しいｗｗｗ", "ユーザーは東京に住んでいます"),
    # (a town left and then a trip: "て" is read as "た" by the time the rule reads it, so only "離れました" leaves)
    ("東京に住んでいます。", "東京を離れて、週末は箱根で過ごしました。", "ユーザーは東京に住んでいます"),
    ("大阪に住んでいます。", "大阪を離れて、東京に出張中です。", "ユーザーは大阪に住んでいます"),
    ("Sono avvocato.", "Ho lasciato la professione per un anno sabbatico.", "L'utente è avvocato"),
    ("Sou eletricista.", "Larguei a profissão por um ano para viajar.", "O utilizador é eletricista"),
    ("看護師です。", "お姉ちゃん、看護師やってる。", "ユーザーは看護師です"),
])
def test_a_joke_a_trip_or_a_break_ends_nothing(tmp_path, held, new, held_fact):
    current, _ = _after(tmp_path, held, new)
    assert held_fact in current


def test_a_move_told_now_with_weekends_elsewhere_still_ends(tmp_path):
    current, asked = _after(tmp_path, "I live in Leeds.", "I live in Boston now and fly back to Leeds on weekends.")
    assert "User lives in Leeds" not in current and asked == []


@pytest.mark.parametrize("held, new, held_fact", [
    # (the review's: a move dated by a weekend or a season, and the beside words used as "moreover" with "now")
    ("Vivo en Madrid.", "Me mudé a Sevilla el fin de semana.", "El usuario vive en Madrid"),
    ("Ich wohne in Halle.", "Am Wochenende sind wir nach Leipzig gezogen.", "Der Nutzer wohnt in Halle"),
    ("Trabajo en Zara.", "Ahora trabajo en Mango y además estudio inglés.", "El usuario trabaja en Zara"),
])
def test_a_move_or_a_new_job_with_these_words_still_ends(tmp_path, held, new, held_fact):
    current, asked = _after(tmp_path, held, new)
    assert held_fact not in current and asked == []


@pytest.mark.parametrize("held, new", [
    ("東京に住んでいます。", "東京を離れたくない。"),
    ("東京に住んでいます。", "東京を離れた友達が遊びに来ました。"),
    ("東京に住んでいます。", "引っ越してから1週間、まだ段ボールだらけ。"),
    ("大阪に住んでいます。", "社宅で暮らし始めました。"),
    ("看護師です。", "看護師辞めたいと思ってる。"),
    ("I'm a nurse.", "I handed my notice in to my landlord, we're moving in May."),
    ("我住在北京。", "我决定搬到火星，住在月球旁边，养一只恐龙哈哈哈。"),
    ("Sou eletricista.", "Deixei a profissão de lado por uns meses."),
])
def test_the_reviews_messages_that_end_nothing(tmp_path, held, new):
    current, asked = _after(tmp_path, held, new)
    assert len([t for t in current if current[t] in ("residence", "job")]) >= 1 and asked == []
    assert _after(tmp_path / "again", held)[0].keys() <= current.keys()


def test_someone_named_put_down_is_no_relatives_move(tmp_path):
    current, _ = _after(tmp_path, "Wir haben einen Kater namens Moritz.", "Opa mussten wir ins Heim bringen.")
    assert "Der Nutzer hat einen Kater namens Moritz" in current


# Found on the proposals the tuning sets leave waiting: an age turned said in chat's Japanese ("先週28になって"), a home and
# a trade joined by "在住で", a story opening on "After I …" rewritten with "after" at its end, a relative's vehicle sold.
@pytest.mark.parametrize("message, expected", [
    ("先週28になって、その日に大輔と婚姻届出してきた！", [("ユーザーは先週28になった", "age"),
                                                 ("ユーザーはその日に大輔と婚姻届出してきた", None)]),
    ("27歳、福岡在住で看護師やってる。", [("ユーザーは27歳です", "age"), ("ユーザーは福岡在住です", "residence"),
                                  ("ユーザーは看護師やっています", "job")]),
    ("姉は福岡在住で看護師です。", [("ユーザーの姉は福岡在住で看護師です", "family")]),
    ("After I left Acme in 2010 I joined Globex.", [("After User left Acme in 2010 User joined Globex", "employer")]),
    ("Last year I moved to Leeds.", [("User moved to Leeds last year", "residence")]),
])
def test_said_as_in_chat(message, expected):
    assert facts(message) == expected


@pytest.mark.parametrize("clause, attribute", [("先週28になった", "age"), ("体重が60になった", None), ("気温が30になった", None)])
def test_an_age_turned_is_the_persons_only(clause, attribute):
    assert attribute_of(clause) == attribute


@pytest.mark.parametrize("held, new", [
    ("Tengo una Vespa para moverme por Málaga.", "Ayer vendí la moto de mi padre en Wallapop, él ya no la usaba."),
    ("スズキのハスラーに乗ってます。", "亡くなった父のクラウンをやっと売りました。"),
    ("Tenho uma Yamaha NMAX.", "Vendi a mota velha do meu pai no OLX, ele já não conduzia."),
])
def test_a_relatives_vehicle_sold_ends_and_asks_nothing(tmp_path, held, new):
    current, asked = _after(tmp_path, held, new)
    assert asked == [] and len([t for t in current if current[t] == "vehicle"]) == 2


def test_ones_own_car_sold_still_ends_it(tmp_path):
    current, _ = _after(tmp_path, "I drive my dad's old Golf.", "I sold my dad's Golf.")
    assert "User drives their dad's old Golf" not in current


@pytest.mark.parametrize("message, expected", [
    ("I've moved in with my girlfriend in York.", [("User has moved to York", "residence"),
                                                   ("User lives with their girlfriend", "relationship")]),
    # (no town, someone else's household, or a move to come: as before)
    ("I moved in with my boyfriend last month.", [("User moved in with their boyfriend last month", "relationship")]),
    ("I'm moving in with my girlfriend in York next month.",
     [("User is moving in with their girlfriend in York next month", "relationship")]),
])
def test_a_move_in_with_a_partner_in_a_town_is_a_move_there(message, expected):
    assert facts(message) == expected


def test_the_same_town_said_again_in_other_words_does_not_replace_the_move(tmp_path):
    # (the meaning stage reads "I'm a York resident now" as a home; placed, it replaced the move the rules read in the
    # same message and only asked about Leeds)
    current, asked = _after(tmp_path, "I live in Leeds.", "I've moved in with my girlfriend in York, so I'm a York resident now!")
    assert current.get("User has moved to York") == "residence"
    assert "User lives in Leeds" not in current and asked == []
