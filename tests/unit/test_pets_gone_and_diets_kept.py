"""A pet gone in other words ends the pet that has that name; a diet said again in more words ends nothing (issue 28,
session 32; our own wording, found on bench/probe_pets_and_diets.py, whose first run ended 28 of its 80 pets and diets
and wrongly ended 6 diets said again):

- a death said gently ("crossed the rainbow bridge", "nous a quittés", "ist von uns gegangen", "ci ha lasciati", "virou
  estrelinha", "去喵星了", "旅立ちました"), a loss said by the person ("we lost …", "perdimos a …"), a putting to sleep,
  a pet missing for days, a pet given away or found a new home: the held pet by that name ends, no other;
- not a stay ("for the weekend", "pendant les vacances"), a pet found again, a relative by title, a drink called as a
  pet is ("可乐");
- a diet said again with staying verbs, how long in words, "now", "only" ("Sigo siendo vegana, ya van dos años", "Io
  resto vegetariana", "我还是继续吃素") ends nothing; "pero sí como huevos" is a second statement, not a new diet;
- a diet given up while laughing ("Quit keto lol") is given up, as work left laughing is."""

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.pets_gone import pet_gone
from mnemosyne_app.core.model.same_state_said import diet_said_again
from mnemosyne_app.core.model.statements import statements
from tests.unit.test_fact_spans import RulesOnly, said


def _after(tmp_path, *messages):
    """The current facts after the messages in turn."""
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        for k, message in enumerate(messages):
            said(brain, f"2024-0{k + 1}-01", message)
        return [f["text"] for f in brain.profile()["current"]]


@pytest.mark.parametrize("lang, clause, name", [
    ("en", "Pumpkin crossed over the rainbow bridge this morning", "Pumpkin"),
    ("en", "Ziggy passed away peacefully at home", "Ziggy"),
    ("en", "Ziggy passed last night", "Ziggy"),
    ("en", "we lost Ziggy on Friday", "Ziggy"),
    ("en", "In the end we gave Toffee to our neighbours", "Toffee"),
    ("en", "We found Bandit a loving home upstate", "Bandit"),
    ("fr", "Gribouille nous a quittés dimanche", "Gribouille"),
    ("fr", "Nous avons perdu Gribouille la semaine dernière", "Gribouille"),
    ("fr", "J'ai dû faire euthanasier Gribouille", "Gribouille"),
    ("fr", "On a placé Gribouille à la campagne", "Gribouille"),
    ("de", "Rudi ist heute Nacht von uns gegangen", "Rudi"),
    ("de", "Wir haben Rudi ins Tierheim gebracht", "Rudi"),
    ("es", "Lucas se nos fue el martes", "Lucas"),
    ("es", "Hemos tenido que sacrificar a Lucas", "Lucas"),
    ("es", "Donamos a Lucas a una familia del pueblo", "Lucas"),
    ("it", "Birillo ci ha lasciato stanotte", "Birillo"),
    ("it", "Birillo non c'è più", "Birillo"),
    ("it", "Abbiamo affidato Birillo ai nonni", "Birillo"),
    ("pt", "O Tico nos deixou ontem", "Tico"),
    ("pt", "A gente perdeu o Tico", "Tico"),
    ("pt", "Doamos o Tico para um sítio", "Tico"),
    ("zh", "年糕昨天晚上去喵星了", "年糕"),
    ("zh", "年糕送给邻居了", "年糕"),
    ("ja", "ポチが旅立ちました", "ポチ"),
    ("ja", "ぽんたが亡くなりました", "ぽんた"),
    ("ja", "ポチは友達に譲りました", "ポチ"),
    ("ja", "うちのポチが死んじゃいました", "ポチ"),
])
def test_a_pet_gone_in_other_words_is_named(lang, clause, name):
    assert pet_gone(clause, lang) == name


@pytest.mark.parametrize("lang, clause", [
    ("en", "We lost Ziggy at the fair for an hour"),  # (missing for a while, not gone)
    ("en", "Ziggy passed his training test"),
    ("en", "My grandma passed away"),  # (a relative by title, no pet)
    ("en", "Grandpa passed last night"),
    ("en", "We gave Toffee to my sister for the weekend"),  # (a stay)
    ("en", "We gave Toffee a bath"),
    ("fr", "J'ai confié Gribouille à ma voisine pendant les vacances"),
    ("fr", "Gribouille est parti en balade"),
    ("de", "Mein Opa ist von uns gegangen"),
    ("es", "Le dimos a Lucas su comida"),
    ("zh", "奶奶昨天晚上走了"),
    ("zh", "年糕丢了玩具"),  # (it lost a toy)
    ("ja", "おばあちゃんが亡くなりました"),
    # (a word of going with another sense: an object, a place, a possessive, a stay with a sitter)
    ("en", "Max passed on the treat"),
    ("en", "Daisy left us a present on the carpet"),
    ("en", "We gave Max to the groomer this morning"),
    ("en", "We lost Max's favourite toy"),
    ("en", "Bella ran off with my sock"),
    ("en", "Max's been missing his brother"),
    ("fr", "Caramel a disparu sous le lit"),
    ("fr", "On a perdu Caramel de vue une minute"),
    ("fr", "J'ai donné Caramel à garder à ma mère"),
    ("de", "Bello ist im Garten verschwunden"),
    ("de", "Wir haben Bello beim Tierarzt abgegeben"),
    ("de", "Ich habe Bello ein Leckerli geschenkt"),
    ("es", "Toby desapareció debajo de la cama"),
    ("es", "Le di a Toby a mi hermano para el finde"),
    ("it", "Fido è sparito sotto il divano"),
    ("it", "Ho dato Fido al dogsitter"),
    ("pt", "O Bidu sumiu debaixo da cama"),
    ("pt", "Dei o Bidu pro meu irmão cuidar no fim de semana"),
    ("zh", "豆豆走了两步就累了"),
    ("ja", "ポチが脱走しかけました"),
    ("ja", "ママが亡くなりました"),
    ("zh", "把旺财送给邻居照顾了"),  # (a stay, and the person's doing: stopping's reading)
    # (a pet missing is found again as often: whether it is gone is the person's to say)
    ("en", "Toffee's been missing for nine days"),
    ("de", "Rudi ist seit Montag verschwunden"),
    ("zh", "年糕走失了"),
    ("en", "I took Bandit back to the shelter to visit his old friends"),
    # (the review's: an object or a goal after a word of going, a stay, a person with a pet's name, a noun)
    ("es", "Toby nos dejó un regalito en la alfombra"),
    ("it", "Fido ci ha lasciato stanotte il divano distrutto"),
    ("pt", "O Bidu nos deixou loucos hoje"),
    ("en", "Max passed this morning's vet check"),
    ("en", "Max left us this morning for doggy daycare"),
    ("fr", "Hugo nous a quittés pour Montréal"),
    ("es", "Perdimos a Toby en el parque cinco minutos"),
    ("en", "We gave Max to my mom for the afternoon"),
    ("de", "Ich habe Bello zum Geburtstag einen Ball geschenkt"),
    ("de", "Ich habe Bello beim Hundefriseur abgegeben"),
    ("es", "A Toby le di un hueso"),
    ("ja", "ポチを里親に出す予定はありません"),
    ("ja", "ポチは安楽死の話を聞いてもわからない"),
    ("en", "Max passed, he's just too lazy for fetch"),
    ("en", "Luna passed on, like, every toy I bought her"),
    ("en", "We found Max a new home for his toys"),
])
def test_no_pet_gone(lang, clause):
    assert pet_gone(clause, lang) is None


@pytest.mark.parametrize("held, said_later, held_fact", [
    ("I have a dog called Ziggy.", "Ziggy crossed the rainbow bridge yesterday. Any ideas for a memorial?",
     "User has a dog called Ziggy"),
    ("J'ai un chat, Gribouille.", "Gribouille nous a quittés ce matin.", "L'utilisateur a un chat, Gribouille"),
    ("Ich habe einen Kater, Rudi.", "Rudi ist letzte Woche von uns gegangen.", "Der Nutzer hat einen Kater, Rudi"),
    ("Ich hab einen Wellensittich, Hansi.", "Hab Hansi meiner Tante geschenkt, die hat eine Voliere.",
     "Der Nutzer hat einen Wellensittich, Hansi"),
    ("Tengo un perro, Lucas.", "Perdimos a Lucas el lunes, tenía cáncer.", "El usuario tiene un perro, Lucas"),
    ("Ho un gatto, Birillo.", "Birillo ci ha lasciato stanotte.", "L'utente ha un gatto, Birillo"),
    ("Tenho uma gata, Nina.", "A Nina virou estrelinha ontem.", "O utilizador tem uma gata, Nina"),
    ("我有只鹦鹉叫豆包。", "豆包送给我同学了。", "用户有只鹦鹉叫豆包"),
    ("柴犬のぽんたを飼っています。", "ぽんたが昨日亡くなりました。", "ユーザーは柴犬のぽんたを飼っています"),
])
def test_the_pet_gone_ends_and_no_other(tmp_path, held, said_later, held_fact):
    other = "I have a goldfish called Bubbles." if held.startswith("I ") else None
    assert held_fact in _after(tmp_path / "before", held)  # (the held fact as the test names it)
    current = _after(tmp_path / "after", *([held] + ([other] if other else []) + [said_later]))
    assert held_fact not in current, current
    if other:
        assert "User has a goldfish called Bubbles" in current, current


@pytest.mark.parametrize("held, said_later", [
    ("I have a dog called Ziggy.", "We lost Ziggy at the park for an hour, found him by the pond."),
    ("I have a dog called Ziggy.", "We lost Ziggy last night... found him in the dryer this morning lol"),
    ("I have a dog called Ziggy.", "We gave Ziggy to my parents while we move house."),
    ("J'ai un chat qui s'appelle Ziggy.", "J'ai confié Ziggy à ma voisine, elle le nourrit quand je bosse."),
    ("I have a dog called Ziggy.", "We gave Ziggy to my mum for the weekend."),
    ("I have a dog called Ziggy.", "My grandpa passed away last night."),
    ("犬のポチを飼っています。", "ごはんは友達に譲りました。"),  # (food given away names no pet kept)
])
def test_the_pet_stays(tmp_path, held, said_later):
    current = _after(tmp_path, held, said_later)
    assert any(f in ("User has a dog called Ziggy", "L'utilisateur a un chat qui s'appelle Ziggy", "ユーザーは犬のポチを飼っています")
               for f in current), current


@pytest.mark.parametrize("new, old", [
    ("El usuario sigue siendo vegana, ya van dos años", "El usuario es vegana"),
    ("L'utente resta vegetariana", "L'utente è vegetariana"),
    ("O utilizador continua só vegetariano", "O utilizador é vegetariano"),
    ("用户还是继续吃素", "用户吃素"),
    ("Der Nutzer ist seit drei Jahren vegan und immer noch überzeugt", "Der Nutzer lebt vegan"),
    ("User has still been vegan for four years", "User is vegan"),
    ("L'utilisateur est toujours végétarien, ça fait six ans", "L'utilisateur est végétarien"),
    ("ユーザーはベジタリアンのままです", "ユーザーはベジタリアンです"),
])
def test_a_diet_said_again_in_more_words(new, old):
    assert diet_said_again(new, old)


@pytest.mark.parametrize("new, old", [
    ("User is vegan except on weekends", "User is vegan"),
    ("El usuario es vegana solo los lunes", "El usuario es vegana"),
    ("User was vegan for three years", "User is vegan"),
    ("User is not vegan anymore", "User is vegan"),
    ("User is vegan now", "User is vegan"),  # (a start told again, after a break: it replaces, as before)
])
def test_not_the_same_diet_said_again(new, old):
    assert not diet_said_again(new, old)


@pytest.mark.parametrize("held, said_later, diet", [
    ("Soy vegana.", "Sigo siendo vegana, ya van dos años. ¿Qué cocino para Navidad?", "El usuario es vegana"),
    ("Sono vegetariana.", "Mio marito è tornato a mangiare carne. Io resto vegetariana.", "L'utente è vegetariana"),
    ("Sou vegetariano.", "Minha irmã virou vegana. Eu continuo só vegetariano.", "O utilizador é vegetariano"),
    ("我吃素。", "我爸最近又开始吃肉了。我还是继续吃素。", "用户吃素"),
    ("Soy vegetariano.", "Soy vegetariano pero sí como queso.", "El usuario es vegetariano"),
    ("Je suis végétarienne.", "Ma sœur est devenue végane. Moi je reste végétarienne.", "L'utilisateur est végétarienne"),
    ("ベジタリアンです。", "夫がヴィーガンになりました。私はベジタリアンのままです。", "ユーザーはベジタリアンです"),
])
def test_a_diet_said_again_ends_nothing(tmp_path, held, said_later, diet):
    assert diet in _after(tmp_path, held, said_later)


def test_an_emphatic_si_after_pero_opens_a_second_statement():
    found = [s.text for s in statements("Soy vegetariano pero sí como huevos.")]
    assert "El usuario es vegetariano" in found, found


@pytest.mark.parametrize("held, said_later, diet", [
    ("I'm on a keto diet.", "Quit keto last week lol, I missed pasta too much.", "User is on a keto diet"),
    ("Hago dieta keto.", "Dejé la keto 😂 echaba de menos el pan.", "El usuario hace dieta keto"),
])
def test_a_diet_given_up_laughing_ends(tmp_path, held, said_later, diet):
    assert diet not in _after(tmp_path, held, said_later)


def test_a_diet_begun_laughing_replaces_nothing(tmp_path):
    assert "User is vegetarian" in _after(tmp_path, "I'm vegetarian.", "I'm a carnivore now lol")


@pytest.mark.parametrize("new, old", [
    ("ユーザーはヴィーガンになってもう3年、今も続けています", "ユーザーはヴィーガンです"),
])
def test_a_japanese_diet_said_again_with_how_long_since_it_began(new, old):
    assert diet_said_again(new, old)


def test_a_japanese_diet_begun_is_no_diet_said_again():
    assert not diet_said_again("ユーザーはヴィーガンになりました", "ユーザーはヴィーガンです")


@pytest.mark.parametrize("held, said_later, old", [
    ("我是蛋奶素。", "我现在改吃纯素了，蛋和奶都不碰了。", "用户是蛋奶素"),
    ("ベジタリアンです。", "先月から完全にヴィーガンになりました。", "ユーザーはベジタリアンです"),
    ("ペスカタリアンです。", "最近またお肉も食べるようになりました。", "ユーザーはペスカタリアンです"),
])
def test_a_diet_by_its_own_name_in_chinese_and_japanese_is_replaced(tmp_path, held, said_later, old):
    assert old in _after(tmp_path / "before", held)
    assert old not in _after(tmp_path / "after", held, said_later)


@pytest.mark.parametrize("message, fact", [
    # (a name alone after a comma is the pet's, though it ends as a verb of the person's does)
    ("Tengo un gato, Coco.", "El usuario tiene un gato, Coco"),
    ("Ho un gatto, Birillo.", "L'utente ha un gatto, Birillo"),
    # (a short message in Portuguese or Italian, by its words of when)
    ("A Nina virou estrelinha ontem.", "A Nina virou estrelinha ontem"),
    ("Birillo ci ha lasciato stanotte.", "Birillo ci ha lasciato stanotte"),
    # (a face before Spanish's "¿" ends the sentence: the question after it is no part of the statement)
    ("Tuvimos que dormir a Lucas 😢 ¿Es normal sentirse culpable?", "Tuvimos que dormir a Lucas"),
])
def test_the_statement_as_said(message, fact):
    found = [s.text for s in statements(message)]
    assert fact in found, found


def test_a_person_passed_away_in_spanish_is_no_pet_gone():
    # (said of people far more than of pets: measured, it ended a fact on a set never read)
    assert pet_gone("Carmen falleció el martes", "es") is None


def test_someone_elses_pet_is_no_pet_of_the_person():
    from mnemosyne_app.core.model.attributes import attribute_of
    assert attribute_of("Der Nutzer hat einen Kater, Socke") == "pet"
    assert attribute_of("Der Bruder des Nutzers hat einen Hund") is None


@pytest.mark.parametrize("held, said_later, diet", [
    ("I'm vegan.", "Not vegan on my cheat day lol", "User is vegan"),
    ("I do keto.", "Not doing keto on my birthday lol", "User does keto"),
])
def test_a_day_off_the_diet_laughing_ends_nothing(tmp_path, held, said_later, diet):
    assert diet in _after(tmp_path, held, said_later)


def test_a_job_said_on_with_the_gerund_of_being_ends_nothing(tmp_path):
    # (a face before "¡" now ends the sentence, so "¡Pero sigo siendo profesora!" is read: said again, as "still" is)
    assert "El usuario es profesora" in _after(tmp_path, "Soy profesora.", "Estoy agotada 😩 ¡Pero sigo siendo profesora!")


@pytest.mark.parametrize("held, said_later, diet", [
    ("ベジタリアンです。", "ベジタリアン歴5年です。", "ユーザーはベジタリアンです"),
    ("ヴィーガンです。", "今でもヴィーガン生活を続けています。", "ユーザーはヴィーガンです"),
    ("Ich bin Vegetarierin.", "Ich lebe seit acht Jahren vegetarisch.", "Der Nutzer ist Vegetarierin"),
    ("Je suis végétarien.", "Je mange végétarien depuis 6 ans.", "L'utilisateur est végétarien"),
    ("Sono vegetariana.", "Mio figlio è diventato vegano, io invece rimango vegetariana.", "L'utente è vegetariana"),
])
def test_a_diet_said_again_by_how_it_is_lived_ends_nothing(tmp_path, held, said_later, diet):
    assert diet in _after(tmp_path, held, said_later)


@pytest.mark.parametrize("held, said_later, diet", [
    ("I'm vegetarian.", "I eat vegan now.", "User is vegetarian"),  # (another diet)
])
def test_a_diet_said_with_its_end_or_another_replaces(tmp_path, held, said_later, diet):
    assert diet not in _after(tmp_path, held, said_later)


@pytest.mark.parametrize("message, lang", [
    ("A minha gata Mia adora caixas", "pt"),  # (the cat's name "Mia" is no Italian "mia")
    ("Meu cachorro Thor ama a praia", "pt"),
    ("I love Meu Malvado Favorito", "en"),  # (a title's words are no Portuguese of the person's)
    ("My cat Mia loves boxes", "en"),
    ("Il mio cane Max adora la neve", "it"),
])
def test_a_name_inside_a_sentence_is_no_word_of_a_language(message, lang):
    from mnemosyne_app.core.model.clauses import language
    assert language(message) == lang


@pytest.mark.parametrize("new, old", [
    ("L'utilisateur est végane depuis 3 ans maintenant", "L'utilisateur est végane"),  # ("now" after how long)
    ("ユーザーはヴィーガンを続けて5年になります", "ユーザーはヴィーガンです"),
    ("ユーザーは相変わらずベジタリアンやってます", "ユーザーはベジタリアンです"),
])
def test_a_diet_said_again_with_how_long_it_has_been(new, old):
    assert diet_said_again(new, old)
