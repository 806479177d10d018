"""An event that ends something the person holds (issue 28, lever g): a named pet that died ends that pet's
fact alone, a list of named pets is held one fact per pet, a vehicle sold or stolen ends that vehicle and no
other kind of vehicle. Each rule has controls that must not end anything: someone else's pet or vehicle, a
name a person of theirs holds too, a theft nearly done, a question."""

import pytest

from mnemosyne_app.core.model import stopping
from mnemosyne_app.core.model.statements import statements
from tests.unit.test_stopped_doing import current_and_asked


def read(message):
    return [(s.text, s.attribute) for s in statements(message)]


# -- pets counted, then named: one fact each -------------------------------------------------------

@pytest.mark.parametrize("message, expected", [
    ("We have two dogs, Rex and Bello.", [("User has a dog, Rex", "pet"), ("User has a dog, Bello", "pet")]),
    ("I have two cats named Salt and Pepper.", [("User has a cat named Salt", "pet"), ("User has a cat named Pepper", "pet")]),
    ("J'ai deux chats qui s'appellent Pixel et Byte.",
     [("L'utilisateur a un chat qui s'appelle Pixel", "pet"), ("L'utilisateur a un chat qui s'appelle Byte", "pet")]),
    ("J'ai trois lapins, Pomme, Poire et Prune.",
     [("L'utilisateur a un lapin, Pomme", "pet"), ("L'utilisateur a un lapin, Poire", "pet"),
      ("L'utilisateur a un lapin, Prune", "pet")]),
    ("Ich habe zwei Hunde: Struppi und Wuffi.",
     [("Der Nutzer hat einen Hund, Struppi", "pet"), ("Der Nutzer hat einen Hund, Wuffi", "pet")]),
    ("Tenemos dos gatas, Kira y Nala.",
     [("El usuario tiene una gata, Kira", "pet"), ("El usuario tiene una gata, Nala", "pet")]),
    ("Tenho dois cães, o Bolt e o Faísca.",
     [("O utilizador tem um cão, Bolt", "pet"), ("O utilizador tem um cão, Faísca", "pet")]),
])
def test_pets_counted_then_named_are_one_fact_each(message, expected):
    assert read(message) == expected


@pytest.mark.parametrize("message", [
    "My sister has two cats, Tom and Jerry.",        # someone else's
    "Mi vecina tiene dos perros, Luna y Sol.",        # someone else's
    "Do you have two cats, Salt and Pepper?",         # a question
    "I love two films, Alien and Heat.",              # no pet
])
def test_no_pets_of_the_persons_are_split_out_of_other_lists(message):
    assert all(a != "pet" or "called" not in t for t, a in read(message))


# -- a death by name ends that pet alone -----------------------------------------------------------

@pytest.mark.parametrize("messages, current", [
    (["I have two cats, Pixel and Byte.", "My cat Pixel died on Monday."],
     ["User has a cat, Byte", "User's cat Pixel died on Monday"]),
    (["I have two cats, Pixel and Byte.", "Pixel was put to sleep yesterday."],
     ["User has a cat, Byte", "Pixel was put to sleep yesterday"]),
    (["J'ai deux chiens, Filou et Tango.", "Filou est mort cette nuit."],
     ["L'utilisateur a un chien, Tango", "Filou est mort cette nuit"]),
    (["Wir haben zwei Katzen, Motte und Flocke.", "Meine Katze Motte ist gestern gestorben."],
     ["Der Nutzer hat eine Katze, Flocke", "Die Katze des Nutzers Motte ist gestern gestorben"]),
    (["Tengo dos perros, Coco y Lola.", "Coco murió ayer."], ["El usuario tiene un perro, Lola", "Coco murió ayer"]),
])
def test_a_named_pets_death_ends_its_fact_and_keeps_the_others(tmp_path, messages, current):
    now, asked = current_and_asked(tmp_path, messages)
    assert sorted(now) == sorted(current) and asked == []


def test_a_death_of_one_whose_name_a_relative_holds_too_is_asked(tmp_path):
    # "Max died": the brother or the dog; which is the person's to say
    now, asked = current_and_asked(tmp_path, ["I have a dog called Max.", "My brother is called Max.", "Max died."])
    assert "User has a dog called Max" in now and asked == ["User has a dog called Max"]


def test_someone_elses_pets_death_ends_nothing(tmp_path):
    now, asked = current_and_asked(tmp_path, ["I have two cats, Pixel and Byte.", "My neighbour's cat Pixel died."])
    assert {"User has a cat, Pixel", "User has a cat, Byte"} <= set(now) and asked == []


# -- a vehicle sold or stolen ends that vehicle, no vehicle of another kind ------------------------

@pytest.mark.parametrize("messages, current", [
    (["I have a bike.", "I sold my bike."], ["User sold their bike"]),
    (["I drive a Tesla.", "I sold my bike."], ["User drives a Tesla", "User sold their bike"]),       # a bike is no car
    (["I cycle to work on my road bike.", "I sold my car."], ["User cycles to work on their road bike", "User sold their car"]),
    (["I drive a 2012 Honda Civic.", "I sold my car."], ["User sold their car"]),
])
def test_a_vehicle_sold_ends_that_kind_of_vehicle_only(tmp_path, messages, current):
    now, asked = current_and_asked(tmp_path, messages)
    assert sorted(now) == sorted(current) and asked == []


@pytest.mark.parametrize("messages, held", [
    # a vehicle of another kind got is asked about, not a silent ending: people keep a car and a bike
    (["I drive a Toyota.", "I got an e-bike."], "User drives a Toyota"),
    (["I drive a Toyota.", "I sold my old bike and got a scooter."], "User drives a Toyota"),
    (["J'ai une voiture.", "Je me suis acheté un vélo électrique."], "L'utilisateur a une voiture"),
])
def test_a_vehicle_of_another_kind_got_asks_about_the_held_one(tmp_path, messages, held):
    now, asked = current_and_asked(tmp_path, messages)
    assert held in now and held in asked, (now, asked)


@pytest.mark.parametrize("messages, gone", [
    # (controls: a vehicle of the same kind, or one no kind word names, still replaces the held one; a sale ends)
    (["I drive a Toyota.", "I bought a new Honda."], "User drives a Toyota"),
    (["I have a motorbike.", "I bought a new motorbike."], "User has a motorbike"),
    (["I have a motorbike.", "I sold the motorbike and bought a car."], "User has a motorbike"),
    # another kind said as the way they go now, or beside the held one's name
    (["Tengo una Vespa de segunda mano.", "Me robaron la Vespa 😭 ahora voy en bici a la uni."],
     "El usuario tiene una Vespa de segunda mano"),
    (["I drive a VW Golf.", "After selling the Golf I just bike everywhere."], "User drives a VW Golf"),
])
def test_a_vehicle_of_the_same_kind_or_said_as_now_still_replaces(tmp_path, messages, gone):
    now, asked = current_and_asked(tmp_path, messages)
    assert gone not in now and gone not in asked, (now, asked)
    assert gone in current_and_asked(tmp_path / "held", messages[:1])[0]


@pytest.mark.parametrize("clause, sure", [
    ("The Tesla was stolen outside the gym", True),              # where it was stolen
    ("La Vespa me l'hanno rubata sabato sotto casa", True),
    ("Le Kangoo a été volé devant la gare", True),
    ("The Golf was stolen from my neighbour", False),            # an owner said: asked
    ("La Vespa è stata rubata del vicino", False),
    ("The Golf's gone from the showroom", False),                 # "gone" has other senses: asked
])
def test_a_theft_with_a_place_after_is_sure(clause, sure):
    assert stopping.lost_thing(clause) and stopping.lost_surely(clause) is sure


def test_a_theft_nearly_done_ends_nothing(tmp_path):
    now, asked = current_and_asked(tmp_path, ["I drive a Tesla.", "The Tesla was nearly stolen last night."])
    assert "User drives a Tesla" in now and asked == []


@pytest.mark.parametrize("thing, fact, other", [
    ("User sold their bike", "User drives a Tesla", True),
    ("their car", "User cycles to work on their road bike", True),
    ("用户的自行车被偷了", "用户有一辆特斯拉Model 3", False),      # a model names no kind: it may be the thing
    ("ロードバイクを盗まれて", "ユーザーはバイクに乗っています", True),  # a road bike is no motorbike
    ("their car", "User drives a VW Golf", False),
])
def test_a_vehicle_of_another_kind(thing, fact, other):
    assert stopping.another_vehicle(thing, fact) is other


# -- a new pet, then its name by a pronoun: one pet by its name, added to the others ----------------

@pytest.mark.parametrize("message, expected", [
    ("We rescued a little terrier last week, her name is Pippa.", [("User rescued a little terrier last week, Pippa", "pet")]),
    ("Abbiamo preso un coniglio, si chiama Fagiolo.", [("L'utente ha preso un coniglio, Fagiolo", "pet")]),
    ("Adoptamos una perrita, se llama Kira.", [("El usuario adoptó una perrita, Kira", "pet")]),
    # controls: someone else's pet, a person named
    ("My sister got a puppy, his name is Bo.", [("User's sister got a puppy, his name is Bo", "family")]),
    ("I met a guy at work, his name is Tom.", [("User met a guy at work, his name is Tom", None)]),
])
def test_a_pet_then_its_name_is_one_pet_by_its_name(message, expected):
    assert read(message) == expected


def test_a_new_pet_by_its_name_keeps_the_others_and_its_death_ends_it_alone(tmp_path):
    now, asked = current_and_asked(tmp_path, ["I have a cat called Miso.", "We adopted a kitten, his name is Tofu.",
                                              "Tofu died last night."])
    assert "User has a cat called Miso" in now and "User adopted a kitten, Tofu" not in now and asked == []


def test_pets_the_household_took_in_then_named_are_one_fact_each():
    assert read("Hemos adoptado dos gatos, Luna y Sol.") == [
        ("El usuario ha adoptado un gato, Luna", "pet"), ("El usuario ha adoptado un gato, Sol", "pet")]


def test_a_pet_then_its_name_in_brazilian_speech():
    # (no pronoun, no "se": the name set beside the pet, no naming word the person did not say)
    assert read("Adotei uma gatinha semana passada, chama Jujuba.") == [
        ("O utilizador adotou uma gatinha semana passada, Jujuba", "pet")]


# -- a theft ends the thing and is itself no current state ----------------------------------------

@pytest.mark.parametrize("messages, current", [
    (["I ride a Vespa to work.", "The Vespa was stolen outside the station last week."], []),
    (["我有一辆自行车。", "自行车昨天在学校被偷了。"], []),
    # controls: nearly stolen, nothing of the person's it names (the theft kept as told)
    (["I drive a Tesla.", "The Tesla was nearly stolen last night."], ["User drives a Tesla"]),
])
def test_a_theft_ends_the_thing_and_is_not_kept_current(tmp_path, messages, current):
    now, asked = current_and_asked(tmp_path, messages)
    assert now == current and asked == []


@pytest.mark.parametrize("text, stolen", [
    ("La Vespa me l'hanno rubata", True), ("电动车被偷了", True), ("ロードバイクを盗まれて", True),
    ("Mon scooter s'est fait voler", True), ("I sold my bike", False), ("Pixel died", False)])
def test_a_theft_is_told(text, stolen):
    assert stopping.told_stolen(text) is stolen
