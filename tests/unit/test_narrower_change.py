"""A change said of something narrower than the state its words name ends nothing (issue 28, session 38's second
review: 640 held/later pairs, 59 wrong endings before). Each pair: a true fact held, then a message that names its
attribute's words about something else; the held fact must stay current."""

import pathlib

import pytest

from tests.unit.test_memberships_and_projects_ended import _held_and_after


def assert_stays(tmp_path, held: str, later: str) -> None:
    """Every fact ``held`` gave is still current after ``later``."""
    before, after = _held_and_after(pathlib.Path(tmp_path), held, later)
    assert before and all(b in after for b in before), (before, after)


def assert_ends(tmp_path, held: str, later: str) -> None:
    """No fact ``held`` gave is current after ``later``."""
    before, after = _held_and_after(pathlib.Path(tmp_path), held, later)
    assert before and not any(b in after for b in before), (before, after)


@pytest.mark.parametrize("held, later", [
    # a couple that separated a thing, or slept or travelled apart
    ("I'm married to Sam.", "Sam and I separated our finances, separate accounts now. Good budgeting app?"),
    ("Ich bin mit Tim verheiratet.", "Tim und ich haben unsere Konten getrennt, jeder hat jetzt sein eigenes."),
    ("Estoy casado con Lucía.", "Lucía y yo dormimos separados por mis ronquidos. ¿Es grave?"),
    ("Je suis en couple avec Hugo.", "Hugo et moi on s'est séparés au concert, je l'ai retrouvé qu'à la fin."),
    # another doing stopped whose object names a diet
    ("I'm vegan.", "I stopped following that vegan influencer, she's so preachy. Any better accounts?"),
    ("Sono vegana.", "Ho smesso di seguire quell'influencer vegana, troppo moralista. Altri profili?"),
    ("I'm gluten-free.", "I quit complaining about gluten-free bread prices and started baking my own. Good flour blend?"),
    # a language stopped in one setting
    ("I speak French.", "I no longer speak French at work since the Paris office closed. How do I keep it up?"),
    ("Hablo inglés.", "Ya no hablo inglés con mis hijos en casa, me contestan en español igual."),
    # a move within the home, of a blog, or a mover's work
    ("Ich wohne in Mainz.", "Ich bin wegen dem Baby ins Arbeitszimmer gezogen, endlich Schlaf."),
    ("我住在杭州。", "博客搬到了公众号上，怎么涨粉？"),
    ("Je vis à Marseille.", "Je suis déménageur, on a déménagé quatre familles de Marseille cette semaine."),
    # work left for part of a day, said with a word for the time
    ("I work at Tesco.", "I left work at lunchtime for the dentist, my tooth is killing me. Pain relief tips?"),
    ("Trabajo en Zara.", "Dejé el trabajo a mediodía porque tenía fiebre. ¿Qué me tomo?"),
    # an account or a contract at the employer, closed
    ("Ich arbeite bei der Sparkasse.", "Ich habe mein Konto bei der Sparkasse gekündigt und bin zu einer Direktbank gewechselt."),
    ("Lavoro in banca.", "Ho chiuso il conto in banca e sono passato a una banca online. Conviene?"),
    # (and the provider then named as where the person now "is", read by no rule: no workplace either)
    ("Je travaille chez Decathlon.", "J'ai changé de forfait, je suis chez Free maintenant. Le réseau est bon à la campagne ?"),
    # a question, a daydream, a weighing
    ("Ich fahre einen Opel Corsa.", "Soll ich meinen Corsa verkaufen und nur noch Carsharing nutzen? Ich fahr kaum."),
    ("楽天で働いています。", "楽天を辞めるかどうか迷ってます。"),
    ("我在字节跳动上班。", "琢磨着从字节辞职去读研，靠谱吗？"),
    # a thing of the car's make sold
    ("I drive a Ford Mustang.", "Sold my Mustang poster collection on eBay, made £300! What should I collect next?"),
    ("我开一辆特斯拉Model Y。", "把特斯拉的车模卖了，卖了三百块。"),
])
def test_the_held_fact_stays(tmp_path, held, later):
    assert_stays(tmp_path, held, later)


@pytest.mark.parametrize("held, later", [
    ("I'm married to Sam.", "Sam and I separated last month, I moved out."),
    ("I'm vegan.", "I stopped being vegan, I eat fish again."),
    ("I speak French.", "I don't speak French anymore, I forgot it all."),
    ("I work at Tesco.", "I left Tesco last month and started at Aldi."),
    ("I drive a Ford Mustang.", "I sold my Mustang last week."),
])
def test_the_change_itself_still_ends_it(tmp_path, held, later):
    assert_ends(tmp_path, held, later)


def test_a_language_spoken_in_one_setting_is_still_spoken():
    from mnemosyne_app.core.model.statements import statements

    assert [s.text for s in statements("I speak Tagalog at home and English at work.")] == [
        "User speaks Tagalog at home and English at work"]
