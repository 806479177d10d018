"""A change told in news, as people tell it (issue 28): by the new state in everyday words, not by a verb the
rules knew, so no fact ended.

- A couple's state told with the couple's "we" in the verb, or with no verb, in the languages that drop their
  subject ("estamos prometidos", "Ya casados desde el sábado", "siamo fidanzati", "estamos namorando"), the
  Chinese marriage registered ("领证") and being together with someone named ("跟小林在一起半年了"): the
  person's relationship, which ends the one held (core/model/told_by_the_new.py couple_state, attributes.py).
- Work left told by a contract not renewed (a badge handed in is no longer read as a leaving: it goes back for a new
  photo, to security when broken; session 17's second review), and a retirement
  said as the state ("sono in pensione", "je suis à la retraite"), which ends the work held even when no rule
  placed it; working for oneself said by the verb ("trabajo por mi cuenta").
- A home told by settling ("on s'est posés à Nantes"), by the inverted German verb ("seit August wohnen wir in
  … bei Freiburg"), or only by a detail: the rent the person pays "here in X" is sure (session 22), their landlord
  there (perhaps of a home left), a habit "here in X" or a Chinese move fronted as when the rest happens
  ("来苏州以后…") a guess: what it would end is asked, never ended by rule.

Controls: someone else's change, a negation, a figure of speech, a plan, a question, kin one lives with.
"""

import pytest

from mnemosyne_app.core.model.statements import statements
from tests.unit.test_stopped_doing import current_and_asked


def placed(message):
    return [(s.text, s.attribute, s.negated) for s in statements(message) if not s.needs_model and not s.guessed]


def guessed(message):
    return [(s.text, s.attribute) for s in statements(message) if s.guessed]


@pytest.mark.parametrize("message, expected", [
    # a couple's state with their "we" in the verb, or with no verb, after how they met or a shout of joy
    ("¡Dijo que sí! 😭 Estamos prometidos y la boda será en junio en Toledo.", ("El usuario está prometido", "relationship", False)),
    ("Ya casados desde el sábado jaja, ahora toca el papeleo del libro de familia.", ("El usuario está casado", "relationship", False)),
    ("Conheci o Tiago no trabalho, estamos namorando faz três meses e ele é ótimo.",
     ("O utilizador está namorando", "relationship", False)),
    ("Finalmente siamo fidanzati, glielo ho chiesto sul lago di Como durante le vacanze.",
     ("L'utente è fidanzato", "relationship", False)),
    ("我们上个月领证了，现在在准备婚礼。", ("用户上个月领证了", "relationship", False)),
    ("我跟阿杰在一起一年多了，他是程序员。", ("用户跟阿杰在一起一年多了", "relationship", False)),
    # (a laugh after a couple begun with the partner's name is joy: still placed)
    ("跟阿杰在一起一年多了哈哈，他是程序员。", ("用户跟阿杰在一起一年多了哈哈", "relationship", False)),
    # work left by what is handed back, or by a contract not renewed
    ("Mein Arbeitsvertrag wurde nicht verlängert, deshalb suche ich jetzt etwas Neues in Hamburg.",
     ("Der Arbeitsvertrag des Nutzers wurde nicht verlängert", "job", True)),
    ("Mon contrat n'a pas été renouvelé chez Leclerc, alors je cherche ailleurs.",
     ("Le contrat de l'utilisateur n'a pas été renouvelé chez Leclerc", "job", True)),
    # (the person only as its object or owner, no "I": theirs by its "me"/"mi"/"meu", kept as said as "Me despidieron" is)
    ("No me renovaron el contrato.", ("No me renovaron el contrato", "job", True)),
    ("Non mi hanno rinnovato il contratto 🙄", ("Non mi hanno rinnovato il contratto", "job", True)),
    ("Não renovaram meu contrato.", ("Não renovaram meu contrato", "job", True)),
    # a retirement said as the state, working for oneself by the verb
    ("Je suis à la retraite depuis le mois de mars et je m'ennuie un peu.",
     ("L'utilisateur est à la retraite depuis le mois de mars", "job", False)),
    ("Desde enero trabajo por mi cuenta como fontanero en Zaragoza y me va bien.",
     ("El usuario desde enero trabaja por su cuenta como fontanero en Zaragoza y me va bien", "job", False)),
    # a home told by settling, or by the German verb before "wir"
    ("Julien et moi, on s'est enfin posés à Angers avec le chien.",
     ("L'utilisateur et Julien se sont enfin posés à Angers avec le chien", "residence", False)),
    ("Seit Mai wohnen wir in einer kleinen Wohnung bei Ulm und es gefällt uns sehr.",
     ("Der Nutzer wohnt seit Mai in einer kleinen Wohnung bei Ulm", "residence", False)),
])
def test_a_change_told_in_everyday_words_is_placed(message, expected):
    assert expected in placed(message), statements(message)


@pytest.mark.parametrize("message, expected", [
    # a home told only by the rent the person pays there, in the present: theirs, sure (a stay has a host, not a rent
    # of the person's own), said as where they live
    ("Qui a Trieste pago di affitto molto meno di prima, e il mare è vicino.", ("L'utente abita a Trieste", "residence")),
    ("Here in Leeds I pay half the rent I paid in London, which is amazing.", ("User lives in Leeds", "residence")),
])
def test_a_home_told_by_the_rent_is_sure(message, expected):
    assert expected in [(s.text, s.attribute) for s in statements(message) if not s.needs_model and not s.guessed]


@pytest.mark.parametrize("message, expected", [
    # a home told only by a detail that a stay or a home left may have too: the landlord there ("My landlord in Bristol,
    # where I used to live, …"), a fronted Chinese move
    ("A minha senhoria aqui em Coimbra quer a renda sempre no dia 1, é chato.", ("O utilizador está aqui em Coimbra", "residence")),
    ("My landlord in Bristol is finally fixing the boiler after three weeks.", ("User is here in Bristol", "residence")),
    ("搬到杭州以后每天走路上班，房租也便宜。", ("用户搬到了杭州", "residence")),
    # a Japanese parting fronted by its verb, as since when the rest holds
    ("別居してからは息子と二人で暮らしています。", ("ユーザーは別居した", "relationship")),
])
def test_a_home_told_by_a_detail_is_a_guess(message, expected):
    assert expected in guessed(message), statements(message)


@pytest.mark.parametrize("message", [
    # someone else's couple, a negation, a figure of speech, a question, a wish
    "Mi hermana y su novio están prometidos desde el verano, qué ilusión.",
    "No estamos casados todavía, pero vivimos juntos en Granada desde hace años.",
    "Estamos casados con el trabajo jaja, no hay tiempo para nada más.",
    "Mia sorella e Luca sono fidanzati da giugno.",
    # a couple named before the state said with no verb, or with a verb of someone else's, is theirs
    "Juan y María, ya casados desde mayo, viven ahora en Lugo con su hija.",
    "A minha irmã, está namorando faz dois meses com um rapaz do Porto.",
    "我姐姐上个月领证了，我当伴娘。",
    # being with kin or friends is no couple
    "我跟我妈在一起住了三年了，她身体不太好。",
    "我跟朋友在一起很开心，周末经常去爬山。",
    "我跟朋友在一起很开心哈哈，周末经常去爬山。",
    # someone else's contract, a badge given to someone
    "My sister's contract wasn't renewed at the council, she's gutted.",
    "I gave my badge to the security guard at the entrance this morning.",
    # a contract that is no work's: a phone, a lease
    "Mein Handyvertrag wurde nicht verlängert, jetzt suche ich einen neuen Tarif.",
    "No me renovaron el contrato del piso y tengo que buscar otro antes de junio.",
    "Non mi hanno rinnovato il contratto d'affitto, devo trovare casa entro giugno.",
    "A mi hermana no le renovaron el contrato en el hospital.",
    "I handed the keys back to my landlord last week after the inspection.",
    # the rent said of a place, no payer; someone else's landlord; a visit
    "Qui a Trieste l'affitto costa poco rispetto a Milano, dicono.",
    "My sister's landlord in Bristol is fixing her boiler.",
    "姉は離婚してからは実家に住んでいます。",
    "来北京以后我请你吃饭，到时候再说。",
    "来北京以后一直下雨，酒店也很贵。",
    "到北京后给我打电话，我去接你。",
    "我妹妹搬到杭州以后每天走路上班。",
    # a hotel or a friend's place stayed at, said after where it is
    "这个月公司派我去广州出差，要待三个星期，住在工厂附近的酒店。",
    "最近住在朋友家，房子还在装修。",
])
def test_someone_elses_a_denied_or_a_figure_of_speech_places_no_change(message):
    found = [(s.text, s.attribute) for s in statements(message)
             if s.attribute in ("relationship", "residence", "job", "employer") and not s.needs_model]
    assert found == [], found


@pytest.mark.parametrize("messages, gone, kept", [
    # the couple's state replaces the one held
    (["Estoy soltero y vivo solo en Valencia desde hace años.", "¡Dijo que sí! 😭 Estamos prometidos y la boda será en junio."],
     ["El usuario está soltero"], ["El usuario está prometido"]),
    (["我现在单身，在成都当老师。", "我们上个月领证了，现在在准备婚礼。"], ["用户现在单身"], ["用户在成都当老师", "用户上个月领证了"]),
    # work left, however told, ends the work held
    (["Trabajo de cajera en Mercadona.", "No me renovaron el contrato. ¿Cómo pido el finiquito?"],
     ["El usuario trabaja de cajera en Mercadona"], ["No me renovaron el contrato"]),
    (["Trabalho como caixa num supermercado em Campinas.", "Não renovaram meu contrato. Como peço o seguro-desemprego?"],
     ["O utilizador trabalha como caixa num supermercado em Campinas"], ["Não renovaram meu contrato"]),
    # a retirement ends the work no rule placed ("fa il postino"), and the employer said with the job
    (["Faccio il postino a Bergamo.", "Da gennaio sono in pensione! Mia moglie dice che devo trovarmi un hobby."],
     ["L'utente fa il postino a Bergamo"], ["L'utente da gennaio è in pensione"]),
    (["Je travaille chez Orange comme technicien réseau.", "Je suis à la retraite depuis le mois de mars et je m'ennuie un peu."],
     ["L'utilisateur travaille chez Orange comme technicien réseau"], ["L'utilisateur est à la retraite depuis le mois de mars"]),
    # a home told by settling or by the inverted verb ends the old one
    (["J'habite à Lyon dans le 7e.", "Julien et moi, on s'est enfin posés à Angers avec le chien."],
     ["L'utilisateur habite à Lyon dans le 7e"], ["L'utilisateur et Julien se sont enfin posés à Angers avec le chien"]),
    (["Wir wohnen in Leipzig zur Miete.", "Seit Mai wohnen wir in einer kleinen Wohnung bei Ulm und es gefällt uns sehr."],
     ["Der Nutzer wohnt in Leipzig zur Miete"], ["Der Nutzer wohnt seit Mai in einer kleinen Wohnung bei Ulm"]),
    # the same state said again by the couple's "we", which names no one: the held fact naming the partner stays
    (["Estoy casada con Andrés y tenemos una niña de 3 años.", "Estamos casados desde hace seis años y todo va bien."],
     [], ["El usuario está casada con Andrés"]),
    # controls: someone else's engagement, the mother's retirement, a retirement planned
    (["Estoy casada con Andrés y vivo en Bilbao.", "Mi hermana y su novio están prometidos desde el verano, qué ilusión."],
     [], ["El usuario está casada con Andrés", "El usuario vive en Bilbao"]),
    (["Faccio il postino a Bergamo.", "Mia madre è in pensione da gennaio e si annoia."], [], ["L'utente fa il postino a Bergamo"]),
    (["Faccio il postino a Bergamo.", "Andrò in pensione l'anno prossimo, finalmente."], [], ["L'utente fa il postino a Bergamo"]),
])
def test_the_old_state_ends_and_nothing_else(tmp_path, messages, gone, kept):
    current, asked = current_and_asked(tmp_path, messages)
    assert all(k in current for k in kept) and not any(g in current for g in gone) and asked == [], (current, asked)


@pytest.mark.parametrize("messages, new, held", [
    (["我住在北京朝阳。", "搬到杭州以后每天走路上班，房租也便宜。"], "用户搬到了杭州", "用户住在北京朝阳"),
    (["Moro em Lisboa num quarto em Arroios.", "A minha senhoria aqui em Coimbra quer a renda sempre no dia 1, é chato."],
     "O utilizador está aqui em Coimbra", "O utilizador mora em Lisboa num quarto em Arroios"),
    (["I live in Leeds.", "My landlord in Bristol, where I used to live, kept my deposit."], "User is here in Bristol", "User lives in Leeds"),
])
def test_a_home_told_by_a_detail_asks_about_the_old(tmp_path, messages, new, held):
    current, asked = current_and_asked(tmp_path, messages)
    assert new in current and held in current and held in asked, (current, asked)


@pytest.mark.parametrize("messages, new, gone", [
    (["Abito a Milano, zona Lambrate.", "Qui a Trieste pago di affitto molto meno di prima, e il mare è vicino."],
     "L'utente abita a Trieste", "L'utente abita a Milano, zona Lambrate"),
])
def test_a_home_told_by_the_rent_ends_the_old(tmp_path, messages, new, gone):
    current, asked = current_and_asked(tmp_path, messages)
    assert new in current and gone not in current and asked == [], (current, asked)


@pytest.mark.parametrize("messages, held", [
    # the partner named in a fact dies: widowed, most likely, but the fact may hold more (where they live) and a
    # namesake is possible, so it is asked
    (["Mein Mann Günter und ich sind beide Rentner und wohnen in Bremen.",
      "Günter ist im Februar gestorben. Ich bin jetzt allein im Haus und überlege, ob ich mir einen Hund hole."],
     "Der Nutzer und sein Mann Günter sind beide Rentner und wohnen in Bremen"),
    (["I'm married to my husband Tom and we live in Leeds.", "Tom died in March after a long illness."],
     "User is married to their husband Tom"),
])
def test_the_partner_named_who_died_asks_about_the_marriage(tmp_path, messages, held):
    current, asked = current_and_asked(tmp_path, messages)
    assert held in current and held in asked, (current, asked)


def test_a_pet_of_the_partners_name_asks_nothing_of_the_partner(tmp_path):
    current, asked = current_and_asked(tmp_path, ["Mein Hund heißt Günter und mein Mann Peter.",
                                                  "Günter ist im Februar gestorben, ich vermisse ihn."])
    assert "Der Mann des Nutzers Peter" in current and "Der Hund des Nutzers heißt Günter" not in current and asked == []


@pytest.mark.parametrize("messages, held", [
    # the partner held in a fact no rule placed: a couple's new state asks about it (it often holds more)
    (["Mi novia Lucía y yo llevamos 4 años juntos y vivimos en Valencia. Qué restaurante me recomiendas?",
      "¡Dijo que sí! 😭 Estamos prometidos y la boda será en junio."],
     "El usuario y su novia Lucía llevan 4 años juntos"),
])
def test_a_couple_state_asks_about_the_partner_held_unplaced(tmp_path, messages, held):
    current, asked = current_and_asked(tmp_path, messages)
    assert held in current and held in asked, (current, asked)


def test_someone_elses_partner_is_not_asked_about(tmp_path):
    current, asked = current_and_asked(tmp_path, ["My sister's husband Tom works in Leeds.", "I got married in May to Sam!"])
    assert "User's sister's husband Tom works in Leeds" in current and asked == []


@pytest.mark.parametrize("messages", [
    # the partner's name held in a relationship fact, the new state naming no one: asked, so the Profile keeps
    # who the partner is until the person says (merge of w28x2's "together" relationship and w28x4's couple state)
    ["Mi novio Tomás y yo llevamos 3 años juntos.", "¡Estamos prometidos!"],
    ["Ich bin seit fünf Jahren mit meiner Freundin Carla zusammen.", "Wir haben geheiratet!"],
])
def test_a_couple_state_naming_no_one_asks_about_the_named_partner(tmp_path, messages):
    first, _ = current_and_asked(tmp_path / "held", messages[:1])
    current, asked = current_and_asked(tmp_path / "both", messages)
    assert len(first) == 1 and first[0] in current and first[0] in asked, (first, current, asked)


def test_a_couple_state_naming_another_ends_the_held_one(tmp_path):
    first, _ = current_and_asked(tmp_path / "held", ["Mi novio Tomás y yo llevamos 3 años juntos."])
    current, asked = current_and_asked(tmp_path / "both", ["Mi novio Tomás y yo llevamos 3 años juntos.",
                                                           "Me he casado con Julián."])
    assert len(first) == 1 and first[0] not in current and asked == [], (first, current, asked)
