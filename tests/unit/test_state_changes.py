"""Changes of state read by rule (issue 28): what a message ends, however it is told, in each
language; and requests and noise kept out of facts. Each case failed before its rule."""

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.statements import statements
from tests.unit.test_fact_spans import RulesOnly, said


def read(message):
    return [(s.text, s.attribute, s.negated) for s in statements(message)]



def held_then(tmp_path, held: str, message: str) -> tuple[str, list[str], list[str]]:
    """The one fact ``held`` gives, then the Profile's current facts and the facts asked about once ``message`` is
    said a month later."""
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", held)
        [fact] = [f["text"] for f in brain.profile()["current"]]
        said(brain, "2024-02-01", message)
        return fact, [f["text"] for f in brain.profile()["current"]], [p["ends_text"] for p in brain.proposals()]


def assert_current_after(tmp_path, messages: list[str], current: list[str]) -> None:
    """Said a month apart, ``messages`` leave exactly ``current`` as the Profile's current facts,
    and the ledger verifies."""
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        for n, text in enumerate(messages):
            said(brain, f"2024-0{n + 1}-01", text)
        assert sorted(f["text"] for f in brain.profile()["current"]) == sorted(current)
        assert brain.verify_integrity().valid

@pytest.mark.parametrize("message, expected", [
    # leaving work ends the job or the employer it names
    ("I quit nursing last month and started as a paralegal.",
     [("User quit nursing last month", "job", True), ("User started as a paralegal", "job", False)]),
    ("I left Deloitte and joined Accenture in May.",
     [("User left Deloitte", "employer", True), ("User joined Accenture in May", "employer", False)]),
    ("I got laid off in April, now I'm a freelance translator.",
     [("User got laid off in April", "job", True), ("User is a freelance translator now", "job", False)]),
    ("J'ai quitté Renault et je travaille maintenant chez Airbus.",
     [("L'utilisateur a quitté Renault", "employer", True),
      ("L'utilisateur travaille maintenant chez Airbus", "employer", False)]),
    ("Ich habe bei Siemens gekündigt und arbeite jetzt bei SAP.",
     [("Der Nutzer hat bei Siemens gekündigt", "employer", True), ("Der Nutzer arbeitet jetzt bei SAP", "employer", False)]),
    ("Dejé Telefónica y ahora trabajo en BBVA.",
     [("El usuario dejó Telefónica", "employer", True), ("El usuario ahora trabaja en BBVA", "employer", False)]),
    # (a workplace by its name before 工作 is the employer; a city there, "在深圳工作", is not: the model is asked)
    ("我从腾讯辞职了，现在在阿里巴巴工作。", [("用户从腾讯辞职了", "employer", True), ("用户现在在阿里巴巴工作", "employer", False)]),
    ("我在深圳工作。", [("用户在深圳工作", None, False)]),
    # turning an age, in four languages
    ("I turned 35 yesterday!", [("User turned 35 yesterday", "age", False)]),
    ("J'ai eu 30 ans hier.", [("L'utilisateur a eu 30 ans hier", "age", False)]),
    ("Ich bin gestern 42 geworden.", [("Der Nutzer ist gestern 42 geworden", "age", False)]),
    ("Ayer cumplí 26 años.", [("El usuario ayer cumplió 26 años", "age", False)]),
    # breaking up; a car sold and another way of getting around
    ("I broke up with Sam last month.", [("User broke up with Sam last month", "relationship", False)]),
    # (a car sold is an ending of the car, not a new vehicle replacing every other: "I sold my bike" must not end
    # the car; tests/unit/test_event_ends_what_it_names.py)
    ("I sold my car and now I cycle everywhere.",
     [("User sold their car", "vehicle", True), ("User cycles everywhere now", "vehicle", False)]),
    ("I drive a 2012 Honda Civic.", [("User drives a 2012 Honda Civic", "vehicle", False)]),
    # stopping a habit, in three languages
    ("I quit smoking in January.", [("User quit smoking in January", "health", True)]),
    ("J'ai arrêté de fumer.", [("L'utilisateur a arrêté de fumer", "health", True)]),
    ("Dejé de fumar en enero.", [("El usuario dejó de fumar en enero", "health", True)]),
    # a job however it is told
    ("I started a new job as a data analyst at Monzo.",
     [("User started a new job as a data analyst at Monzo", "job", False)]),
    ("I'm now a product manager.", [("User is now a product manager", "job", False)]),
    ("I landed a role as head of design at Figma.", [("User landed a role as head of design at Figma", "job", False)]),
    ("I've been promoted to senior engineer.", [("User has been promoted to senior engineer", "job", False)]),
    ("I teach maths at a secondary school.", [("User teaches maths at a secondary school", "job", False)]),
    ("My job title is staff engineer.", [("User's job title is staff engineer", "job", False)]),
    ("I start at Google next Monday.", [("User starts at Google next Monday", "employer", False)]),
    # requests glued on after a comma and moves that say nothing of where are no facts
    ("I'm allergic to penicillin, remind them to tell the school nurse.",
     [("User is allergic to penicillin", "allergy", False)]),
    ("My son is allergic to penicillin, make sure the camp knows.",
     [("User's son is allergic to penicillin", "family", False)]),
    ("I just moved here.", []),
    # Portuguese "no" is "in the", not a negation
    ("Moro no Porto.", [("O utilizador mora no Porto", "residence", False)]),
])
def test_a_change_of_state_is_read_with_its_attribute_and_whether_it_ends_something(message, expected):
    assert read(message) == expected


@pytest.mark.parametrize("messages, current", [
    (["I smoke.", "I quit smoking in January."], ["User quit smoking in January"]),
    (["I work at Deloitte in the audit team.", "I left Deloitte and joined Accenture in May."],
     ["User joined Accenture in May"]),
    (["I'm a software engineer at Spotify.", "I got laid off in April, now I'm a freelance translator."],
     ["User is a freelance translator now"]),
    (["I work at Spotify.", "I got laid off."], ["User got laid off"]),  # leaving work ends job and employer
    (["I drive a 2012 Honda Civic.", "I sold my car and now I cycle everywhere."], ["User cycles everywhere now"]),
    (["I'm 34.", "I turned 35 yesterday!"], ["User turned 35 yesterday"]),
    (["Fumo mucho.", "Dejé de fumar en enero."], ["El usuario dejó de fumar en enero"]),
    (["Lavoro in Fiat.", "Ho lasciato Fiat e ora lavoro in Pirelli."], ["L'utente ora lavora in Pirelli"]),
    (["Trabalho na Petrobras.", "Saí da Petrobras e agora trabalho na Vale."], ["O utilizador agora trabalha na Vale"]),
    # controls: nothing ends
    (["I live in Austin.", "My sister moved to Denver."], ["User lives in Austin", "User's sister moved to Denver"]),
    (["I'm allergic to peanuts.", "I don't like spicy food."],
     ["User doesn't like spicy food", "User is allergic to peanuts"]),
    # (the cat the person lives with is a pet of theirs, the home apart: one_fact_each._with_company, since w28x3)
    (["Tenho um gato.", "Moro no Porto com o meu gato."], ["O utilizador mora no Porto", "O utilizador tem um gato"]),
])
def test_what_stays_current_after_a_change(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


def test_editing_a_memorys_text_reads_its_facts_again_and_the_old_ones_show_as_edited_away(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        mid = said(brain, "2024-01-01", "I live in Austin and I'm allergic to cats.")
        brain.update(mid, text="I live in Boston and I'm allergic to cats.")
        assert sorted(brain.get(mid).facts) == ["User is allergic to cats", "User lives in Boston"]
        found = brain.profile()
        assert sorted(f["text"] for f in found["current"]) == ["User is allergic to cats", "User lives in Boston"]
        assert [f["text"] for f in found["earlier"]] == ["User lives in Austin"]  # what the edit took away
        old, new = brain.history(mid)[-2:]
        assert "User lives in Austin" in str(old.state) and "User lives in Boston" in str(new.state)
        assert brain.verify_integrity().valid


def test_facts_a_person_curated_by_hand_are_kept_when_the_text_is_edited(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        mid = said(brain, "2024-01-01", "I live in Austin.")
        brain.update(mid, facts=["User lives in Austin, Texas"])
        brain.update(mid, text="I live in Austin, the one in Texas.")
        assert brain.get(mid).facts == ["User lives in Austin, Texas"]


def test_a_text_edit_that_changes_a_fact_ends_what_it_contradicts_elsewhere(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", "I'm vegetarian.")
        note = said(brain, "2024-03-01", "I'm allergic to nuts.")
        brain.update(note, text="I'm allergic to nuts. I'm no longer vegetarian.")
        assert sorted(f["text"] for f in brain.profile()["current"]) == [
            "User is allergic to nuts", "User is no longer vegetarian"]


@pytest.mark.parametrize("message, expected", [
    ("Vivo a Bologna e lavoro come infermiera.",
     [("L'utente vive a Bologna", "residence"), ("L'utente lavora come infermiera", "job")]),
    ("Mia figlia si chiama Sofia e ha sei anni.",
     [("La figlia dell'utente si chiama Sofia", "family"), ("La figlia dell'utente ha sei anni", "family")]),
    ("Mi chiamo Giulia e ho 34 anni.", [("L'utente si chiama Giulia", "name"), ("L'utente ha 34 anni", "age")]),
    ("Ho due figli e un gatto che si chiama Miele.",
     [("L'utente ha due figli", "family"), ("L'utente ha un gatto che si chiama Miele", "pet")]),
    ("Sono celiaco, quindi niente glutine per me.", [("L'utente è celiaco", "health")]),
    ("Mi piace molto il jazz.", [("All'utente piace molto il jazz", "preference")]),
    ("Traduci in inglese: vivo a Napoli con mio fratello.", []),
    ("Meu nome é João e tenho 41 anos.", [("O nome do utilizador é João", "name"), ("O utilizador tem 41 anos", "age")]),
    ("Minha filha tem dois anos e adora cantar.",
     [("A filha do utilizador tem dois anos", "family"), ("A filha do utilizador adora cantar", "family")]),
    ("Trabalho na Embraer como engenheiro.", [("O utilizador trabalha na Embraer como engenheiro", "job")]),
    ("Mudei-me para Braga no mês passado.", [("O utilizador mudou-se para Braga no mês passado", "residence")]),
    ("Obrigado! Pode me ajudar a escrever um e-mail?", []),
])
def test_italian_and_portuguese_are_read_like_the_other_languages(message, expected):
    assert [(t, a) for t, a, _ in read(message)] == expected


# Issue 28, fourth pass (the life-change set's tuning half): each failed before its rule, but the
# controls marked as such (they must keep passing).
@pytest.mark.parametrize("message, expected", [
    # an age reached on a birthday, in Italian, Japanese, and after a Spanish "¡"
    ("Compio 33 anni oggi.", [("L'utente compie 33 anni oggi", "age", False)]),
    ("先週46歳の誕生日を迎えました。", [("ユーザーは先週46歳の誕生日を迎えました", "age", False)]),
    ("¡Cumplí 50 años el martes!", [("El usuario cumplió 50 años el martes", "age", False)]),
    # a move with its time said first; moving back in Chinese
    ("A luglio mi sono trasferito a Genova.", [("L'utente a luglio si è trasferito a Genova", "residence", False)]),
    ("No ano passado mudei-me para Braga.", [("O utilizador no ano passado mudou-se para Braga", "residence", False)]),
    ("今年我又搬回了广州。", [("今年用户又搬回了广州", "residence", False)]),
    # jobs by more of their names, and Chinese work at a kind of workplace
    ("I'm a bookkeeper at a small charity.", [("User is a bookkeeper at a small charity", "job", False)]),
    ("我在一家超市做收银员。", [("用户在一家超市做收银员", "job", False)]),
    # Chinese new work by what the person now does, after the work left: it replaces the leaving
    ("我从出版社离职了，目前当自由翻译。", [("用户从出版社离职了", "job", True), ("用户目前当自由翻译", "job", False)]),
    # Japanese work denied with a topic particle
    ("銀行ではもう働いていません。", [("ユーザーは銀行ではもう働いていません", "employer", True)]),
    # a pet that died ends the pet (a person who died is no pet: that control passed before too)
    ("My cat Luna passed away in March.", [("User's cat Luna passed away in March", "pet", True)]),
    ("Il mio cane è morto ieri.", [("Il cane dell'utente è morto ieri", "pet", True)]),
    ("My mother died last year.", [("User's mother died last year", "family", False)]),
    ("I have a beagle called Rufus.", [("User has a beagle called Rufus", "pet", False)]),
    # a name said right after stays with what it names
    # (a pet's, one pet by its name: core/model/one_fact_each.py)
    ("J'ai une chienne, elle s'appelle Nala.", [("L'utilisateur a une chienne, Nala", "pet", False)]),
    ("Ich habe einen Freund, er heißt Jonas.", [("Der Nutzer hat einen Freund, er heißt Jonas", "relationship", False)]),
    ("Jonas und ich haben letzten Sommer geheiratet.",
     [("Der Nutzer und Jonas haben letzten Sommer geheiratet", "relationship", False)]),
    # bicycles bought, in Italian and Portuguese
    ("Ho comprato una bici da corsa.", [("L'utente ha comprato una bici da corsa", "vehicle", False)]),
    ("Comprei uma bicicleta nova.", [("O utilizador comprou uma bicicleta nova", "vehicle", False)]),
])
def test_life_changes_are_read_with_their_attribute(message, expected):
    assert read(message) == expected


@pytest.mark.parametrize("messages, current", [
    (["Ho 40 anni.", "Oggi compio 41 anni."], ["L'utente oggi compie 41 anni"]),
    (["今45歳です。", "先週46歳の誕生日を迎えました。"], ["ユーザーは先週46歳の誕生日を迎えました"]),
    (["Abito a Firenze.", "A luglio mi sono trasferito a Genova."], ["L'utente a luglio si è trasferito a Genova"]),
    (["我住在广州。", "我搬到杭州了。", "今年我又搬回了广州。"], ["今年用户又搬回了广州"]),
    (["Ich habe einen Freund, er heißt Jonas.", "Jonas und ich haben letzten Sommer geheiratet."],
     ["Der Nutzer und Jonas haben letzten Sommer geheiratet"]),
    (["Tenho uma mota.", "Vendi a mota e comprei uma bicicleta."], ["O utilizador comprou uma bicicleta"]),
    (["I'm a bookkeeper at a small charity.", "I quit the charity and started as a courier."],
     ["User started as a courier"]),
    (["銀行で働いています。", "銀行ではもう働いていません。"], ["ユーザーは銀行ではもう働いていません"]),
    (["我在一家医院当护工。", "我从医院辞职了，现在在做自由摄影。"], ["用户现在在做自由摄影"]),
    # a pet that died ends that pet only; the other stays
    (["I have a hamster.", "I also have a parrot called Kiwi.", "My parrot Kiwi died."],
     ["User has a hamster", "User's parrot Kiwi died"]),
    # controls: a relative who died ends nothing of the person's
    (["I live in Leeds.", "My mother died last year."], ["User lives in Leeds", "User's mother died last year"]),
])
def test_what_stays_current_after_a_life_change(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


# Found by the life-change set's held-out run (so no longer held out), told here in other words.
@pytest.mark.parametrize("message, expected", [
    ("Seit Mai bin ich Filialleiter.", [("Der Nutzer ist seit Mai Filialleiter", "job", False)]),
    ("Ich bin Projektleiterin bei SAP.", [("Der Nutzer ist Projektleiterin bei SAP", "job", False)]),
    ("私は店長です。", [("ユーザーは店長です", "job", False)]),
    ("先月から部長に昇格しました。", [("ユーザーは先月から部長に昇格しました", "job", False)]),
    ("Desde marzo soy vegana.", [("El usuario desde marzo es vegana", "diet", False)]),
    ("Me ne sono andata dalla Barilla a giugno.", [("L'utente se ne è andata dalla Barilla a giugno", "employer", True)]),
])
def test_changes_the_held_out_run_found_are_read(message, expected):
    assert read(message) == expected


@pytest.mark.parametrize("messages, current", [
    (["Ich bin Teamleiterin bei Aldi.", "Seit Mai bin ich Bereichsleiterin."], ["Der Nutzer ist seit Mai Bereichsleiterin"]),
    (["私は営業部の係長です。", "今年、課長に昇進しました。"], ["ユーザーは今年、課長に昇進しました"]),
    (["Como de todo.", "Desde marzo soy vegana."], ["El usuario desde marzo es vegana"]),
    (["Lavoro in Barilla.", "Me ne sono andata dalla Barilla."], ["L'utente se ne è andata dalla Barilla"]),
    # a leaving said with the new work still ends the job it names (the new employer alone reaches no job)
    (["I work as a tester at Nokia.", "I left Nokia and joined Ericsson."], ["User joined Ericsson"]),
])
def test_what_stays_current_after_a_change_the_held_out_run_found(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


# Issue 28, fifth pass: a pet told by its name alone ("Max died"), in any language, ends the pet of
# that name; a relative by their title, or a name no pet has, ends nothing.
@pytest.mark.parametrize("message, expected", [
    ("Max died last night.", [("Max died last night", "pet", True)]),
    ("A Mia morreu na semana passada.", [("A Mia morreu na semana passada", "pet", True)]),
    ("Il Micio è morto.", [("Il Micio è morto", "pet", True)]),
    ("Grandpa died.", []),
    ("The plant died.", []),
])
def test_a_pet_told_by_its_name_alone_is_read_as_its_ending(message, expected):
    assert read(message) == expected


@pytest.mark.parametrize("messages, current", [
    (["I have a beagle called Rufus.", "Rufus passed away in March."], ["Rufus passed away in March"]),
    (["Tenho uma gata chamada Mia.", "A Mia morreu na semana passada."], ["A Mia morreu na semana passada"]),
    # a name no pet of the person has: the pet stays
    (["I have a beagle called Rufus.", "Max died last night."], ["Max died last night", "User has a beagle called Rufus"]),
])
def test_a_pet_told_by_its_name_alone_ends_only_the_pet_of_that_name(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


# Someone the person names first, then says who they are to them: the clause stays whole with the
# name as written, and what is said of them next is theirs, never the person's residence or job.
@pytest.mark.parametrize("message, expected", [
    ("Tom Silva is my brother and he is a carpenter.",
     [("Tom Silva is User's brother", None, False), ("Tom Silva is a carpenter", None, False)]),
    ("Tom is my brother, he lives in Leeds.", [("Tom is User's brother", None, False), ("Tom lives in Leeds", None, False)]),
])
def test_someone_named_as_the_persons_relative_keeps_their_name_and_their_own_facts(message, expected):
    assert read(message) == expected


def test_where_a_named_relative_lives_does_not_replace_where_the_person_lives(tmp_path):
    assert_current_after(tmp_path, ["I live in Austin.", "Tom is my brother, he lives in Leeds."],
                         ["User lives in Austin", "Tom is User's brother", "Tom lives in Leeds"])


@pytest.mark.parametrize("plan", ["I'm moving to Berlin next month.", "El mes que viene me mudo a Lima.",
                                  "来月から福岡に引っ越します。"])
def test_a_move_still_to_come_ends_no_residence_and_asks_instead(tmp_path, plan):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", "I live in Leeds.")
        said(brain, "2024-02-01", plan)
        current = [(f["text"], f["attribute"]) for f in brain.profile()["current"]]
        assert ("User lives in Leeds", "residence") in current and len(current) == 2
        [asked] = brain.proposals()
        assert asked["ends_text"] == "User lives in Leeds"
        assert brain.verify_integrity().valid


# Issue 28, the kinds the blind sets still miss (branch w28x): each sequence failed before its rule;
# the controls marked as such (nothing may end) must keep passing.
@pytest.mark.parametrize("messages, current", [
    # Chinese and Japanese work changed without "no longer": a workplace by its name, a job changed
    (["我在华为上班。", "我辞职了，现在在联想上班。"], ["用户现在在联想上班"]),
    (["我在京东工作。", "我辞职了。", "我现在在美团工作。"], ["用户现在在美团工作"]),
    (["我是一名老师。", "我换工作了，现在做设计。"], ["用户现在做设计"]),
    # (sales, "销售", is read by meaning nearest "I sold my car": the car must stay)
    (["我有一辆丰田车。", "我在银行工作。", "我换工作了，现在做销售。"], ["用户有一辆丰田车", "用户现在做销售"]),
    (["私は看護師です。", "転職して、今は介護士として働いています。"], ["ユーザーは今は介護士として働いています"]),
    # break-ups, weddings and moves told with a reflexive or pronominal verb
    (["Je sors avec Chloé.", "On s'est séparés le mois dernier."], ["On s'est séparés le mois dernier"]),
    (["Estoy casado con Elena.", "Elena y yo nos separamos."], ["El usuario y Elena se separan"]),
    (["Salgo con Carmen.", "Carmen y yo nos casamos en abril."], ["El usuario y Carmen se casan en abril"]),
    (["Sono sposata con Luca.", "Io e Luca ci siamo separati a marzo."], ["L'utente e Luca si sono separati a marzo"]),
    (["Namoro com a Inês.", "Eu e a Inês separámo-nos."], ["O utilizador e a Inês separaram-se"]),
    # a vehicle sold and another way of getting around, in Italian and Portuguese
    (["Ho uno scooter.", "Ho venduto lo scooter e adesso vado al lavoro a piedi."],
     ["L'utente adesso va al lavoro a piedi"]),
    (["Conduzo um Renault Clio.", "Vendi o Clio e agora vou de comboio para o trabalho."],
     ["O utilizador agora vai de comboio para o trabalho"]),
    # Japanese pets by name, and one that died
    (["犬のコタロウを飼っています。", "コタロウが先月亡くなりました。"], ["コタロウが先月亡くなりました"]),
    (["うちの猫のミケは十歳です。", "うちの猫のミケが昨日死にました。"], ["ユーザーの猫のミケが昨日死にました"]),
    # controls: a second pet, language or allergy adds to the first
    (["我养了一只狗。", "我又养了一只猫。"], ["用户养了一只狗", "用户又养了一只猫"]),
    (["犬のハナを飼っています。", "猫のモモも飼っています。", "モモが亡くなりました。"],
     ["モモが亡くなりました", "ユーザーは犬のハナを飼っています"]),
    (["Parlo inglese.", "Parlo anche tedesco."], ["L'utente parla anche tedesco", "L'utente parla inglese"]),
    (["Sou alérgica a amendoim.", "Também sou alérgica a marisco."],
     ["O utilizador também é alérgica a marisco", "O utilizador é alérgica a amendoim"]),
])
def test_what_stays_current_after_a_change_the_blind_sets_still_missed(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


# The same kinds told in other words (written after the rules above, before the rules they needed).
@pytest.mark.parametrize("messages, current", [
    (["我在网易工作。", "我跳槽到了腾讯。"], ["用户跳槽到了腾讯"]),
    # Chinese with "I" left out before the person's own work or home
    (["我在京东上班。", "辞职了，现在在阿里上班。"], ["用户现在在阿里上班"]),
    (["我住在北京。", "去年搬到了杭州。"], ["用户去年搬到了杭州"]),
    (["我住在北京。", "他现在在阿里工作。"], ["用户住在北京"]),  # control: someone else's work
    (["我在一家医院当护士。", "我辞掉了工作。"], ["用户辞掉了工作"]),
    (["私は銀行員です。", "先月退職しました。"], ["ユーザーは先月退職しました"]),
    (["J'habite à Nantes.", "On s'est installés à Lille."], ["L'utilisateur s'est installé à Lille"]),
    (["Vivo en Sevilla.", "Nos hemos mudado a Bilbao."], ["Nos hemos mudado a Bilbao"]),
    (["Abito a Torino.", "Ci siamo trasferiti a Milano."], ["L'utente si è trasferito a Milano"]),
    (["Lavoro in Barilla come impiegato.", "Mi sono licenziato."], ["L'utente si è licenziato"]),
    (["Moro em Faro.", "Mudámo-nos para Lisboa."], ["O utilizador mudou-se para Lisboa"]),  # (said as the person since session 25)
    # a couple's "we ended it"
    (["Namoro com o Rui.", "Eu e o Rui acabámos."], ["O utilizador e o Rui acabaram"]),
    (["Salgo con Carlos.", "Carlos y yo lo dejamos."], ["El usuario y Carlos lo dejan"]),
    (["Sono fidanzata con Sara.", "Io e Sara abbiamo rotto."], ["L'utente e Sara hanno rotto"]),
    (["Tenho um cão.", "Acabámos o projeto."], ["O utilizador tem um cão"]),  # control: work finished
    # a Japanese workplace in kanji, dating in Chinese, an intern promoted
    (["東芝で働いています。", "先月東芝を退職して、今は日立で働いています。"], ["ユーザーは今は日立で働いています"]),
    (["我和小王在谈恋爱。", "我和小王分手了。"], ["用户和小王分手了"]),
    (["Sou estagiária na Sonae.", "Fui promovida a analista em março."], ["O utilizador foi promovida a analista em março"]),
    (["犬のポチを飼っています。", "うちのポチが死んじゃいました。"], ["うちのポチが死んじゃいました"]),
    # controls: a language learnt as well; someone (not a pet) who died
    (["J'apprends l'espagnol.", "J'apprends aussi l'italien."],
     ["L'utilisateur apprend aussi l'italien", "L'utilisateur apprend l'espagnol"]),
    (["猫のミケを飼っています。", "田中さんが亡くなりました。"], ["ユーザーは猫のミケを飼っています"]),
])
def test_what_stays_current_after_the_missed_kinds_told_in_other_words(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


# Issue 28, the kinds the brief for branch w28y names (bench/extract_kinds_tune2.py has them told in
# other words): each sequence failed before its rule; the controls (nothing may end) must keep passing.
@pytest.mark.parametrize("messages, current", [
    # Chinese: a city or an employer left without "no longer", then maybe a new one
    (["我住在北京。", "我离开了北京。"], ["用户离开了北京"]),
    (["我住在武汉。", "我已经不在武汉了。"], ["用户已经不在武汉了"]),
    (["我住在广州。", "我从广州搬走了，现在住在杭州。"], ["用户现在住在杭州"]),  # (the leaving replaced by the new home said with it)
    (["我在腾讯工作。", "我离开了腾讯。"], ["用户离开了腾讯"]),
    (["我在阿里巴巴上班。", "我已经不在阿里巴巴了。", "我现在在字节跳动上班。"], ["用户现在在字节跳动上班"]),
    # controls: a friend leaves a city; the person leaves home in the morning
    # (a friend's leaving is their doing, no fact of the person's: test_whose_fact.py)
    (["我住在南京。", "我朋友离开了南京。"], ["用户住在南京"]),
    (["我在华为工作。", "我每天早上八点离开家。"], ["用户在华为工作", "用户每天早上八点离开家"]),
])
def test_what_stays_current_after_chinese_leaving_without_no_longer(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


# ("我离开了他" is no workplace by rule either; the meaning stage may still ask whether it was a job left)
@pytest.mark.parametrize("left", ["我离开了房间。", "我已经不在群里了。"])
def test_leaving_a_room_or_a_group_chat_is_no_workplace_left_and_asks_nothing(tmp_path, left):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", "我在华为工作。")
        said(brain, "2024-02-01", left)
        assert "用户在华为工作" in [f["text"] for f in brain.profile()["current"]]
        assert brain.proposals() == []


@pytest.mark.parametrize("message, expected", [
    ("我朋友在上海工作。", "用户的朋友在上海工作"),
    ("我妹妹下个月结婚。", "用户的妹妹下个月结婚"),  # (a colleague's wedding is their doing: test_whose_fact.py)
    ("我们公司在深圳。", "用户的公司在深圳"),
    ("私の友達は大阪に住んでいます。", "ユーザーの友達は大阪に住んでいます"),
])
def test_my_friend_stays_a_possessive_not_a_noun_compound(message, expected):
    assert [t for t, _, _ in read(message)] == [expected]


@pytest.mark.parametrize("messages, current", [
    # a pet named in a later message is the same pet; its death ends it
    (["我们养了一只猫。", "它叫咪咪。"], ["它叫咪咪"]),
    (["我们养了一只猫。", "它叫咪咪。", "咪咪上个月死了。"], ["咪咪上个月死了"]),
    (["We got a dog.", "His name is Rex.", "Rex died last week."], ["Rex died last week"]),
    (["Nous avons adopté un chien.", "Il s'appelle Filou."], ["Il s'appelle Filou"]),
    (["I adopted a cat last spring.", "She's called Luna."], ["She's called Luna"]),
    (["Ho un gatto.", "Si chiama Briciola."], ["Si chiama Briciola"]),
    # controls: with two unnamed pets the name is not placed on one by rule; a person's name is no pet's
    (["I have a dog.", "I also have a cat.", "His name is Rex."],
     ["His name is Rex", "User also has a cat", "User has a dog"]),
    (["I have a dog.", "My sister's name is Ana."], ["User has a dog", "User's sister's name is Ana"]),
    (["I have a dog.", "I have a brother. His name is Tom."], ["User has a brother", "User has a dog"]),
])
def test_a_pet_named_later_is_one_pet_and_its_death_ends_it(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("messages, current", [
    (["我是大学生。", "我毕业了。"], ["用户毕业了"]),
    (["Sono studente di ingegneria.", "Mi sono laureato a luglio."], ["L'utente si è laureato a luglio"]),
    (["I'm a student at Leeds University.", "I graduated last month."], ["User graduated last month"]),
    (["Soy estudiante de medicina.", "Me gradué en junio."], ["El usuario se graduó en junio"]),
    (["私は大学生です。", "大学を卒業しました。"], ["ユーザーは大学を卒業しました"]),
    (["我是一名研究生。", "我今年夏天毕业了，现在在京东工作。"], ["用户现在在京东工作"]),
    (["Sono studente di ingegneria.", "Finalmente mi sono laureato!"], ["L'utente si è laureato"]),
    # controls: graduating ends no other work
    (["I'm a nurse.", "I graduated from my online course."], ["User graduated from their online course", "User is a nurse"]),
    (["我在京东工作。", "我毕业了。"], ["用户在京东工作", "用户毕业了"]),
])
def test_graduating_ends_the_student_status_and_no_other_work(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("messages, current", [
    (["I live in Porto.", "I'm going to Lisbon in July.", "I'm back from Lisbon."],
     ["User is back from Lisbon", "User lives in Porto"]),
    (["我住在上海。", "我下个月去东京旅游。", "我从东京回来了。"], ["用户从东京回来了", "用户住在上海"]),
    (["Voy a Lisboa en julio.", "Ya volví de Lisboa."], ["El usuario ya volvió de Lisboa"]),
    (["我下周要去成都出差。", "我上周去了成都。"], ["用户上周去了成都"]),
    (["来月京都に旅行します。", "京都から帰ってきました。"], ["ユーザーは京都から帰ってきました"]),
    # controls: a trip ends no residence; coming back from another city ends no trip
    (["I live in Porto.", "I'm going to Lisbon in July."], ["User is going to Lisbon in July", "User lives in Porto"]),
    (["I'm going to Berlin in March.", "I'm back from Paris."], ["User is back from Paris", "User is going to Berlin in March"]),
])
def test_a_trip_is_a_plan_until_the_person_is_back(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("messages, current", [
    # leaving a person is a relationship that ends, never a job left
    (["我有男朋友。", "我离开了他。"], ["用户离开了他"]),
    (["I'm married.", "I left my husband last year."], ["User left their husband last year"]),
    (["彼氏がいます。", "彼氏と別れました。"], ["ユーザーは彼氏と別れました"]),
    # control: a partner left ends no work
    (["我在华为工作。", "我离开了他。"], ["用户在华为工作", "用户离开了他"]),
])
def test_leaving_a_person_ends_the_relationship_and_no_work(tmp_path, messages, current):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        for n, text in enumerate(messages):
            said(brain, f"2024-0{n + 1}-01", text)
        assert sorted(f["text"] for f in brain.profile()["current"]) == sorted(current)
        assert brain.proposals() == []  # (it asked whether the job was left)


@pytest.mark.parametrize("messages, current", [
    # a routine of leaving is no change of state, and asks nothing
    (["我在华为工作。", "我每天晚上七点离开公司。"], ["用户在华为工作", "用户每天晚上七点离开公司"]),
    (["I work at Siemens.", "I leave the office at six every day."],
     ["User leaves the office at six every day", "User works at Siemens"]),
])
def test_a_routine_of_leaving_ends_nothing_and_asks_nothing(tmp_path, messages, current):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        for n, text in enumerate(messages):
            said(brain, f"2024-0{n + 1}-01", text)
        assert sorted(f["text"] for f in brain.profile()["current"]) == sorted(current)
        assert brain.proposals() == []


@pytest.mark.parametrize("messages, current", [
    # a change told in a clause put first, then the state that came of it
    (["I work at Acme.", "Since I left Acme I've been working as a security guard."],
     ["User has been working as a security guard"]),
    (["Tengo un coche.", "Desde que vendí el coche voy en bici a todos lados."],
     ["El usuario va en bici a todos lados"]),
    (["Ho una macchina.", "Da quando ho venduto la macchina vado in bici."], ["L'utente va in bici"]),
    # a change after a time told first, or after a heading
    (["I work at Nestlé.", "After ten years at Nestlé I finally handed in my resignation."],
     ["After ten years at Nestlé User finally handed in their resignation"]),
    (["I live in Bristol.", "Quick question about my taxes: I moved to Bath in May. Do I owe anything?"],
     ["User moved to Bath in May"]),
    # the last day at a workplace is leaving it
    (["I work at Initech.", "My last day at Initech was Friday."], ["User's last day at Initech was Friday"]),
    # work left and work begun in one sentence, the second verb without its subject
    (["I work at Acme.", "Can you help me with a cover letter? I quit Acme last week and start at Globex on Monday."],
     ["User starts at Globex on Monday"]),
    (["Lavoro alla Fiat.", "Mi sono licenziato dalla Fiat e lunedì comincio alla Ferrari."],
     ["L'utente lunedì comincia alla Ferrari"]),
    (["我在腾讯工作。", "帮我写一封感谢信吧，我上周从腾讯离职了，下周一去美团上班。"], ["用户下周一去美团上班"]),
    (["私はソニーで働いています。", "ソニーを辞めて、来週から楽天で働きます。"], ["ユーザーは来週から楽天で働きます"]),
    # moving back in with someone, somewhere
    (["I live in Paris.", "I moved back in with my parents in Lyon."], ["User moved back in with their parents in Lyon"]),
    (["J'habite à Paris.", "Je suis retournée vivre chez mes parents à Lyon."],
     ["L'utilisateur est retournée vivre chez ses parents à Lyon"]),
    # controls: someone else's leaving, told first; someone else's last day; a trip for work
    (["I work at Acme.", "Since my brother left Acme I've been covering for him."],
     ["User has been covering for him since their brother left Acme", "User works at Acme"]),
    (["I work at Initech.", "My brother's last day at Initech was Friday."],
     ["User works at Initech", "User's brother's last day at Initech was Friday"]),
    (["我在腾讯工作。", "我下周要去成都出差。"], ["用户下周要去成都出差", "用户在腾讯工作"]),
])
def test_a_change_told_as_people_write_to_an_assistant(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("messages, current", [
    # German with its verb before "ich"; being "bei" a workplace; getting about by bike
    (["Ich wohne in Bonn.", "Seit Januar lebe ich in Köln."], ["Der Nutzer lebt seit Januar in Köln"]),
    (["Ich arbeite bei Aldi.", "Ich bin nicht mehr bei Aldi."], ["Der Nutzer ist nicht mehr bei Aldi"]),
    (["Ich fahre einen Golf.", "Den Golf habe ich verkauft, jetzt fahre ich mit dem Rad zur Arbeit."],
     ["Der Nutzer fährt jetzt mit dem Rad zur Arbeit"]),
    # a job lost, told in the passive
    (["Je travaille chez Total.", "J'ai été licencié de Total en mai."], ["L'utilisateur a été licencié de Total en mai"]),
    (["Trabalho no BPI.", "Fui despedido do BPI."], ["O utilizador foi despedido do BPI"]),
    (["我在京东工作。", "我被京东裁员了。"], ["用户被京东裁员了"]),
    # French "on" moving, Spanish "hace un mes que", a car let go in Japanese, a car traded in
    (["J'habite à Lille.", "On vient de s'installer à Nantes, tu connais des bons restos ?"],
     ["On vient de s'installer à Nantes"]),
    (["Vivo en Granada.", "Hace un mes que vivo en Málaga."], ["El usuario hace un mes que vive en Málaga"]),
    (["車を持っています。", "車を手放しました。"], ["ユーザーは車を手放しました"]),
    (["I have a Honda Civic.", "I traded in the Civic for a Tesla Model 3."],
     ["User traded in the Civic for a Tesla Model 3"]),
    # a change with a question after a comma, a change without its "I", someone new
    (["I eat meat.", "I've gone vegetarian, any ideas for dinner?"], ["User has gone vegetarian"]),
    (["I'm 29.", "Just hit 30 last week."], ["User just hit 30 last week"]),
    (["I'm single.", "I've been seeing someone since March."], ["User has been seeing someone since March"]),
    # controls: a number hit is no age; keys left are no home left; a sister's workplace is hers
    (["I'm 29.", "My video hit 300 views."], ["User is 29", "User's video hit 300 views"]),
    (["I live in Leeds.", "Left the keys at home again."], ["User left the keys at home again", "User lives in Leeds"]),
    (["Ich arbeite bei Aldi.", "Meine Schwester ist jetzt bei Lidl."],
     ["Der Nutzer arbeitet bei Aldi", "Die Schwester des Nutzers ist jetzt bei Lidl"]),
])
def test_a_change_told_in_everyday_grammar_in_each_language(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("messages, current", [
    # work left and new work begun, in words the rules did not know
    (["Ich bin Krankenschwester.", "Ich habe gekündigt und mache jetzt eine Ausbildung zur Erzieherin."],
     ["Der Nutzer macht jetzt eine Ausbildung zur Erzieherin"]),
    (["Je suis prof.", "J'ai arrêté l'enseignement, je suis devenue boulangère."],
     ["L'utilisateur est devenue boulangère"]),
    (["Faccio il cameriere.", "Ho lasciato il ristorante, ora faccio il rider."], ["L'utente ora fa il rider"]),
    (["我是护士。", "我不当护士了。"], ["用户不当护士了"]),
    # a break-up said with a time after it; a move "a vivir"; a car no longer had; meat not eaten
    (["Tengo pareja.", "Lo dejamos hace dos semanas."], ["Lo dejamos hace dos semanas"]),
    (["Vivo en Toledo.", "Me vine a vivir a Madrid con mi pareja."], ["El usuario se vino a vivir a Madrid", "El usuario vive con su pareja"]),
    (["Tengo un coche.", "Ya no tengo coche."], ["El usuario ya no tiene coche"]),
    (["肉を食べます。", "肉は食べません。"], ["ユーザーは肉は食べません"]),
    # a birthday with its number is the age reached; a move with a question after it
    (["Ich bin 25 Jahre alt.", "Ich habe gestern meinen 26. Geburtstag gefeiert."],
     ["Der Nutzer hat gestern seinen 26. Geburtstag gefeiert"]),
    (["I'm 40.", "I celebrated my 41st birthday yesterday."], ["User celebrated their 41st birthday yesterday"]),
    (["Moro em Évora.", "Mudei-me para Setúbal no verão, conheces bons restaurantes lá?"],
     ["O utilizador mudou-se para Setúbal no verão"]),
    (["I live in Leeds.", "I got my own place in Brixton."], ["User got their own place in Brixton"]),
    # controls: an age said before a sentence is no ordinal; shopping is no trade; a birthday's day is no age
    (["I'm 25.", "I am 26. Tomorrow I fly to Rome."], ["User is 26"]),
    (["Faccio il cameriere.", "Faccio la spesa il sabato."], ["L'utente fa il cameriere", "L'utente fa la spesa il sabato"]),
    (["I'm 40.", "My birthday is on 3 May."], ["User is 40", "User's birthday is on 3 May"]),
])
def test_a_change_in_words_the_rules_did_not_know(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("messages, current", [
    # work said whole (role and workplace) on one side replaces work on the other
    (["I'm a teacher.", "I joined Google as a data scientist last month."],
     ["User joined Google as a data scientist last month"]),
    (["I'm a student at UCL.", "I work at Deloitte now."], ["User works at Deloitte now"]),
    # working for oneself is no employer
    (["I work at Acme.", "I'm a freelance photographer now."], ["User is a freelance photographer now"]),
    # a widow; the bus taken now; meat eaten again; back to a city; back home in China
    (["I'm married.", "I'm a widow now."], ["User is a widow now"]),
    (["I drive a Ford Focus.", "The Focus is gone, I use the bus now."], ["User uses the bus now"]),
    (["Soy vegano.", "He vuelto a comer carne."], ["El usuario ha vuelto a comer carne"]),
    (["Vivo em Lisboa.", "Voltei para o Porto."], ["O utilizador voltou para o Porto"]),
    (["我住在西安。", "我去年回到了老家长沙。"], ["用户去年回到了老家长沙"]),
    # control: a role and a workplace said apart accumulate
    (["I'm a nurse.", "I work at St Mary's."], ["User is a nurse", "User works at St Mary's"]),
])
def test_work_and_other_states_replaced_across_the_ways_they_are_told(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


def test_new_work_on_the_other_side_said_as_a_change_is_asked_not_ended(tmp_path):
    # "I'm a nurse" then "I work at St Mary's now": she may still be a nurse there
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", "I'm a nurse.")
        said(brain, "2024-02-01", "I work at St Mary's now.")
        assert sorted(f["text"] for f in brain.profile()["current"]) == ["User is a nurse", "User works at St Mary's now"]
        assert [(p["text"], p["ends_text"]) for p in brain.proposals()] == [
            ("User works at St Mary's now", "User is a nurse")]


@pytest.mark.parametrize("messages, current", [
    # a wish to move ends nothing ("我想搬到杭州": asked at most)
    (["我住在上海。", "我想搬到杭州，你觉得怎么样？"], ["用户住在上海", "用户想搬到杭州"]),
    # guards on the rules above: a message left for a partner, a partner left somewhere, a distance hit
    (["I'm married to Sam.", "I left him a voicemail about dinner."],
     ["User is married to Sam", "User left him a voicemail about dinner"]),
    (["I'm married.", "I left my wife at the airport."], ["User is married", "User left their wife at the airport"]),
    (["I'm 30.", "I hit 30 miles on my bike."], ["User hit 30 miles on their bike", "User is 30"]),
])
def test_what_only_sounds_like_a_change_ends_nothing(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


def test_a_french_move_told_with_on_is_read_as_french_and_ends_the_city_left(tmp_path):
    # (read as English before: no French past with "on" counted, and "on a quitté" was nobody's)
    assert_current_after(tmp_path, ["J'habite à Paris.", "On a quitté Paris pour s'installer à Bordeaux."],
                         ["L'utilisateur a quitté Paris pour s'installer à Bordeaux"])


def test_a_start_dated_years_before_the_work_said_ends_nothing_and_is_asked(tmp_path):
    # "After I left Acme in 2010 I joined Globex", said after "I work at Initech": a story of long ago,
    # which ended Initech (a past-dated start replaced the work said since); the person is asked
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", "I work at Initech.")
        said(brain, "2024-02-01", "After I left Acme in 2010 I joined Globex.")
        assert "User works at Initech" in [f["text"] for f in brain.profile()["current"]]
        assert [p["ends_text"] for p in brain.proposals()] == ["User works at Initech"]


def test_a_change_dated_in_the_year_it_is_said_still_ends_the_old_state(tmp_path):
    # (the control: a year no earlier than the old fact's is a change now)
    assert_current_after(tmp_path, ["I live in Paris.", "I moved to Berlin in 2024."], ["User moved to Berlin in 2024"])


@pytest.mark.parametrize("messages, current", [
    # a Chinese negation names what it stops by the verb's object, which may share no two characters
    # with the old fact: 戒烟 / 抽烟 (烟), 没有车了 / 有一辆车 (车)
    (["我抽烟。", "我戒烟了。"], ["用户戒烟了"]),
    (["我有一辆车。", "我没有车了。"], ["用户没有车了"]),
    # controls: another thing of the same kind ("英语" and "日语" share 语, a part of each word, no object)
    (["我说英语。", "我不说日语了。"], ["用户说英语", "用户不说日语了"]),
    (["我抽烟。", "我爸爸戒烟了。"], ["用户抽烟", "用户的爸爸戒烟了"]),
])
def test_a_cjk_negation_ends_the_fact_whose_object_it_names(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("messages, current", [
    # a thing sold by its model's name ends what holds that name, however surely the sale's attribute
    # was read: the name held on that attribute is the proof ("Vendi o Uno" was only asked)
    (["Tenho um Fiat Uno.", "Vendi o Uno."], ["O utilizador vendeu o Uno"]),
])
def test_a_sale_naming_a_held_thing_by_its_model_ends_it(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        assert brain.proposals() == []


def test_a_sale_of_another_thing_than_the_one_held_ends_nothing(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", "Tenho um Fiat Uno.")
        said(brain, "2024-02-01", "Vendi o Golf.")
        assert "O utilizador tem um Fiat Uno" in [f["text"] for f in brain.profile()["current"]]


class AnswersNo(RulesOnly):
    """The extractor with a model that answers "no" for every statement it is asked about, as the
    bundled one did for "Je n'ai plus de voiture"."""

    def complete(self, statement):
        return "no"


@pytest.mark.parametrize("messages, current", [
    (["J'ai une voiture.", "Je n'ai plus de voiture."], ["L'utilisateur n'a plus de voiture"]),
    (["Ho una macchina.", "Non ho più la macchina."], ["L'utente non ha più la macchina"]),
])
def test_a_state_said_to_have_stopped_ends_the_old_one_whatever_the_model_answers(tmp_path, messages, current):
    with MemoryBrain(tmp_path, scope="m", extractor=AnswersNo(), embedder="none") as brain:
        for n, text in enumerate(messages):
            said(brain, f"2024-0{n + 1}-01", text)
        assert sorted(f["text"] for f in brain.profile()["current"]) == current


def test_a_negation_the_model_says_no_to_without_no_longer_is_still_asked(tmp_path):
    # (the control: "I never had a car" is no state that stopped; the model's no still drops it)
    with MemoryBrain(tmp_path, scope="m", extractor=AnswersNo(), embedder="none") as brain:
        said(brain, "2024-01-01", "I have a car.")
        said(brain, "2024-02-01", "I never liked driving.")
        assert sorted(f["text"] for f in brain.profile()["current"]) == ["User has a car"]


@pytest.mark.parametrize("messages, current", [
    # a clause opening on an "it" or "that" with nothing to stand for, whose complement is the person's
    # own, is the person's statement (it was dropped as someone else's: "it" was a pronoun)
    (["I'm 40.", "It was my 41st birthday yesterday. Any cake ideas for next year?"],
     ["It was User's 41st birthday yesterday"]),
    (["I work at Acme.", "That was my last week at Acme. Can you help me write a goodbye email?"],
     ["That was User's last week at Acme"]),
    (["I work at Acme.", "It's my last week at Acme."], ["It's User's last week at Acme"]),
    (["Ich arbeite bei Bosch.", "Das war meine letzte Woche bei Bosch."], ["Das war die letzte Woche des Nutzers bei Bosch"]),
    # controls: the complement is someone else's
    (["I work at Acme.", "That was my brother's last week at Acme."],
     ["That was User's brother's last week at Acme", "User works at Acme"]),
    (["I have a car.", "It's my sister's car."], ["User has a car"]),
])
def test_a_clause_opening_on_it_or_that_about_the_persons_own(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("messages, current", [
    # a car by a model no rule knows is no vehicle when said; its sale by that name ends it
    (["Tengo un Corolla.", "Vendí el Corolla."], ["El usuario vendió el Corolla"]),
    (["Ho una Panda.", "Ho venduto la Panda."], ["L'utente ha venduto la Panda"]),
    # controls: another model sold; someone else's sale
    (["Ho una Panda.", "Ho venduto la Punto."], ["L'utente ha una Panda", "L'utente ha venduto la Punto"]),
])
def test_a_sale_by_name_ends_the_thing_no_rule_placed(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


def test_a_vehicle_no_longer_had_asks_about_an_unplaced_fact_sharing_only_its_noun(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        # (not "Tengo coche": a car had, with or without its article, is a vehicle, which "Ya no tengo coche" ends)
        said(brain, "2024-01-01", "Mi coche es rojo.")
        said(brain, "2024-02-01", "Ya no tengo coche.")
        assert [(p["text"], p["ends_text"]) for p in brain.proposals()] == [
            ("El usuario ya no tiene coche", "El coche del usuario es rojo")]


@pytest.mark.parametrize("messages, current", [
    # Japanese says no "I": a car had with は, a car by its model's name ridden or sold, a quit said as 禁煙
    (["車を持っています。", "もう車は持っていません。"], ["ユーザーはもう車は持っていません"]),
    (["プリウスに乗っています。", "プリウスを売りました。"], ["ユーザーはプリウスを売りました"]),
    # control: another person's sale
    (["プリウスに乗っています。", "夫がプリウスを売りました。"], ["ユーザーの夫がプリウスを売りました", "ユーザーはプリウスに乗っています"]),
])
def test_japanese_changes_of_a_car_said_without_i(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


def test_japanese_quitting_smoking_is_read_as_a_quit():
    assert read("禁煙しました。") == [("ユーザーは禁煙しました", "health", True)]


def test_work_joined_after_a_story_dated_years_ago_said_without_its_year_is_asked(tmp_path):
    # the year is in the part read as no statement ("Depois de sair da Galp em 2008"): the work joined
    # after it ended the work said since
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", "Trabalho na Sonae.")
        said(brain, "2024-02-01", "Depois de sair da Galp em 2008, entrei na EDP.")
        assert "O utilizador trabalha na Sonae" in [f["text"] for f in brain.profile()["current"]]
        assert [p["ends_text"] for p in brain.proposals()] == ["O utilizador trabalha na Sonae"]


def test_a_dated_clause_of_the_persons_own_leaves_the_next_one_sure(tmp_path):
    # (the control: "I moved to Berlin in 2024" is a statement with its own year; "I work at Siemens" is sure)
    assert_current_after(tmp_path, ["I work at Bosch.", "I moved to Berlin in 2024 and I work at Siemens."],
                         ["User moved to Berlin in 2024", "User works at Siemens"])


# Studies no rule placed when they were said (no attribute: "studia giurisprudenza a Padova", "在复旦大学
# 读研究生") are ended by graduating, as the studies placed on work or education are.
@pytest.mark.parametrize("messages, current", [
    (["Studio giurisprudenza a Padova.", "Mi sono laureata a luglio."], ["L'utente si è laureata a luglio"]),
    (["我在复旦大学读研究生。", "我今年夏天毕业了。"], ["用户今年夏天毕业了"]),
])
def test_graduating_ends_studies_no_rule_placed(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


def test_graduating_leaves_a_language_learned_on_the_side_and_other_unplaced_facts(tmp_path):
    assert_current_after(tmp_path, ["I study Japanese in the evenings.", "I volunteer at the food bank.",
                                    "I graduated in June."],
                         ["User studies Japanese in the evenings", "User volunteers at the food bank",
                          "User graduated in June"])
