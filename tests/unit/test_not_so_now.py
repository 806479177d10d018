"""What a message says is not so now ends nothing (issue 28, session 38's third review: 563 held/later controls, 69
wrong endings before): a dream, a rumour called untrue, a novel's hero, a pet's vet, a stop undone or paused, a car
away for a while or stood in for, talking to someone of a nationality, a promotion at the workplace held, someone
else's boss quitting."""

import pytest

from tests.unit.test_narrower_change import assert_ends, assert_stays


@pytest.mark.parametrize("held, later", [
    ("I have a girlfriend named Chloe.", "Had a nightmare that Chloe and I broke up, woke up in tears. Why do we dream such things?"),
    ("我和老公结婚五年了。", "昨晚做噩梦，梦见我和老公离婚了，哭着醒来。为什么会做这种梦？"),
    ("I'm married to Sam.", "My mother-in-law is telling everyone Sam and I split up. Not true at all! How do I respond?"),
    ("Vivo en Sevilla.", "Alguien puso en Facebook que me mudé a Madrid, y es falso. ¿Cómo lo corrijo con educación?"),
    ("Ich wohne in Köln.", "Wären wir nach Bonn gezogen, hätten wir jetzt einen Garten. Egal, schöne Parks in Köln?"),
    ("タバコを吸います。", "手術の前にタバコをやめるように医者に言われました。どれくらい前からやめればいいですか？"),
    ("I smoke.", "Back in 2010 I quit smoking for a whole year, then started again at uni. Patches or gum?"),
    ("Je fume.", "Je n'ai pas fumé depuis vendredi à cause de mon rhume, mais je n'arrête pas pour autant."),
    ("I drive a Volvo XC40.", "I no longer have the Volvo this week, it's at the dealer for a recall. Are courtesy cars insured?"),
    ("J'ai une Peugeot 208.", "Pendant que la 208 est au garage, je conduis une Clio de prêt. Je peux prendre l'autoroute ?"),
    ("I speak French.", "I stopped speaking to my French neighbour after the fence argument. How do I make peace?"),
    ("Je parle anglais.", "Je ne parle plus à mon collègue anglais depuis la réunion. Comment détendre l'ambiance ?"),
    ("I work at Amazon.", "In the novel I'm reading, the hero quits his job at Amazon to sail around the world."),
    ("I have a cat called Mochi.", "My cat's vet died last week and the clinic is closing. How do I find a good new vet?"),
    ("I work at Tesco.", "I'm now store manager at Tesco, started Monday! How do I earn respect fast?"),
    ("我在招商银行工作。", "我在招商银行升职当了团队主管，还换了部门。怎么管理以前的同事？"),
    ("我在星巴克上班。", "我们店长昨天从星巴克辞职了，还没人接替。我要不要申请？"),
    ("ドコモで働いています。", "ドコモの上司が昨日退職して、後任がまだいません。手を挙げるべき？"),
])
def test_the_held_fact_stays(tmp_path, held, later):
    assert_stays(tmp_path, held, later)


@pytest.mark.parametrize("held, later", [
    ("I work at Tesco.", "I'm a customer success manager at Vodafone now, left Tesco in March."),
    ("ソニーで働いています。", "携帯会社を楽天モバイルに変えて、ソニーも辞めてドコモに転職しました。"),
    ("I smoke.", "I quit smoking three months ago and I feel great."),
    ("I drive a Volvo XC40.", "I sold the Volvo last week."),
    ("I have a girlfriend named Chloe.", "Chloe and I broke up last week."),
])
def test_the_change_itself_still_ends_it(tmp_path, held, later):
    assert_ends(tmp_path, held, later)


@pytest.mark.parametrize("message, fact", [
    # a figure of speech, a novel of one's own, a new state after a stop: each still a fact of the person's
    ("Been working remotely for a Berlin company since 2021 while living in Lisbon. Taxes are a nightmare.",
     "User is living in Lisbon"),
    ("I'm writing a novel set in 1920s Shanghai.", "User is writing a novel set in 1920s Shanghai"),
    ("Ya no soy vegetariano, volví a comer pollo.", "El usuario ya no es vegetariano"),
    # (advice in its own clause only: the change it led to, said after it, is the person's)
    ("我自己体检查出贫血，医生让我吃点红肉，现在每周吃两三次牛肉了。", "用户现在每周吃两三次牛肉了"),
])
def test_what_only_looks_like_it_stays_a_fact(message, fact):
    from mnemosyne_app.core.model.statements import statements

    assert fact in [s.text for s in statements(message)]
