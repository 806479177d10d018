"""One reading of a stop verb, and the endings session 35 found missed by it (issue 28; our own wording).

- A stop verb is read once per clause (stopping._reading): done, denied (a stop denied, nearly done, wished, for a
  while: no state changes) or not for good (a day's session cancelled: no stop, but no stop denied either). The three
  questions the rules ask (stop_said, stop_not_done, cancelled) are answers of that one reading.
- "Me di de baja de …" is the person's, a cancellation only of a membership, a group or a name, with "de" or as its
  object ("He dado de baja la suscripción de Netflix"; not "de la newsletter"). Said "ayer", it is that day's, as a
  day's verbs were (a review found take-backs the day word alone had kept: "…hier, puis je me suis réinscrite").
- Someone else's negation ("我妈不去健身房了") ends nothing of the person's; the person's own thing ("我的健身房我已经不去
  了") is still theirs.
- A Latin word written inside Chinese ("在上PMP备考班") is a word of its own when a finish names it.
- A dependence given up ("weaned myself off Xanax"); not "tapered off" (cut down), nor "abgesetzt" (set down, deducted).
- A change put before the main clause by "once" or "after" in the perfect ("Once I've moved to Berlin I'm going to
  get a bike", "Once I've cancelled my PureGym membership I can finally…"), or in the present before a main clause to
  come, has not happened: the splitter keeps only the main clause (core/model/fronted.py); one in the past is two
  statements ("Once I sold the Golf, I started cycling").
- A cancellation by mistake or thought done and not, in its own clause ("間違えて…退会しちゃった"), is no ending; a
  Japanese thing of someone's ("妹のiPad") none of the person's; "myself" is "themselves" in a fact.
Several cases below pass on the base too: they keep what three adversarial reviews found wrong in this session's first
tries ("le club de jazz après le deuxième set", "Sold the Golf for a bit less", "résilié … hier, puis je me suis
réinscrite")."""

import pytest

from mnemosyne_app.core.model import stopping
from tests.unit.test_memberships_and_projects_ended import _held_and_after


@pytest.mark.parametrize("text, said, denied, cancelled", [
    ("User gave up on Japanese", True, False, False),
    ("User never sold the Golf", False, True, False),
    ("User stopped running for a week", False, True, False),
    ("User cancelled their PureGym membership today", True, False, True),
    ("User cancelled their yoga class today", False, False, False),  # (a day's session: no stop, no stop denied)
    ("Heute hat der Nutzer gekündigt", False, False, False),
    ("User never cancelled the PureGym membership", False, True, False),
    ("User finished the accounting course yesterday", True, False, True),
    ("User likes tea", False, False, False),
    ("El usuario se dio de baja del gimnasio BodyMax", True, False, True),
    ("El usuario ayer se dio de baja del gimnasio BodyMax", False, False, False),  # (said of one day: that day's, as before)
    ("Der Nutzer hat heute das Taxi abbestellt", False, False, False),  # (a taxi: one day's)
    ("Heute ist Öl aus dem Auto ausgetreten", False, False, False),  # (a leak, no one left)
    ("Der Nutzer ist aus dem ADAC ausgetreten", True, False, True),
    ("L'utilisateur a quitté le club de tennis vers 21h", False, False, False),  # (a time of the day: that evening's)
    ("L'utente ha finito il corso di yoga di stasera", False, False, False),  # (tonight's class of it)
])
def test_one_reading_answers_the_three_questions(text, said, denied, cancelled):
    assert (stopping.stop_said(text) is not None, stopping.stop_not_done(text), stopping.cancelled(text)) == (
        said, denied, cancelled)


def test_the_membership_words_are_one_table():
    # (the words a fact of belonging need not say are the ones a leaving and a cancellation read)
    for word in stopping.MEMBERSHIP_WORDS:
        assert stopping.cancelled(f"User cancelled the Acme {word}"), word


@pytest.mark.parametrize("held, later, key", [
    ("Soy socio del club de senderismo Los Caracoles.", "Me di de baja de Los Caracoles, demasiado madrugón los domingos 😅",
     "Caracoles"),
    ("Voy al gimnasio BodyMax.", "Me di de baja del gimnasio BodyMax, no iba nunca.", "BodyMax"),
    ("Tengo una suscripción de Netflix.", "He dado de baja la suscripción de Netflix, demasiado cara.", "Netflix"),
    ("Estoy apuntado al club de montaña Peñalara.", "Me he dado de baja del club de montaña Peñalara, ya no tengo tiempo",
     "Peñalara"),
    ("我每周去健身房三次。", "我的健身房我已经不去了，太远了。", "健身房"),
    ("我在上PMP备考班。", "PMP备考班上完了，下个月就考试🤞 能帮我出几道模拟题吗？", "PMP"),
    ("I take Xanax.", "I weaned myself off Xanax last year.", "Xanax"),
    ("I go to PureGym.", "My girlfriend talked me into it: I don't go to PureGym anymore.", "PureGym"),
    ("I'm in the chess club.", "Left the chess club after 3 years of drama.", "chess"),
    ("I'm doing a Python course on Coursera.", "Just finished the Python course on Coursera 🎉 today's a good day", "Python"),
    ("J'ai un abonnement Netflix.", "J'ai résilié mon abonnement Netflix.", "Netflix"),  # (no "son" of it)
    ("Huluに入っています。", "先月Huluを解約しました。", "Hulu"),  # (a name in Latin letters in Japanese)
    ("Ich bin Mitglied beim ADAC.", "Hab heute meine ADAC-Mitgliedschaft gekündigt.", "ADAC"),  # (given up today: no moment)
    # (a second review's: after a fight or a price rise is for good; "for a bit less" is a price, "hace un rato" when)
    ("Ho l'abbonamento a Sky.", "Ho disdetto Sky dopo l'ennesimo aumento, basta.", "Sky"),
    ("I'm in the Leith Rugby Club.", "I left the Leith Rugby Club after a falling out with the committee.", "Leith"),
    ("I'm a member of the Edinburgh Chess Club.", "Left the Edinburgh Chess Club after 12 years, too much politics.",
     "Edinburgh"),
    ("I drive a VW Golf.", "Sold the Golf for a bit less than I wanted, but fine.", "Golf"),
    ("Tengo un Seat León.", "Vendí el León hace un rato, ¡qué alivio!", "León"),
    ("I have Disney+.", "Cancelled Disney+, at 9 quid a month it's a joke.", "Disney"),
    ("I work at Deloitte.", "After I left Deloitte I want to say thanks to my old team, any ideas?", "Deloitte"),
])
def test_an_ending_the_rules_missed_ends_the_one_it_names(tmp_path, held, later, key):
    before, current = _held_and_after(tmp_path, held, later)
    assert [c for c in before if key in c], before
    assert not [c for c in before if c in current], current


@pytest.mark.parametrize("held, later", [
    ("Voy a clases de yoga en el gimnasio BodyMax.", "Ayer cancelé la clase de yoga, estaba cansada."),
    ("Je fais partie du club d'échecs de Villeurbanne.", "J'ai quitté le club vers minuit, trop de monde."),
    ("每个周末都去水库钓鱼。", "今天下雨，我不钓鱼了。"),
    ("我每天中午在公司食堂吃饭。", "今天太忙了，我不吃饭了，直接开会。"),
    ("Bevo un caffè ogni pomeriggio.", "Stasera non bevo più caffè, sennò non dormo."),
    ("Je vais souvent au club de jazz du Sunset à Paris.", "J'ai quitté le club de jazz après le deuxième set, trop de monde."),
    ("Sou sócio do clube de xadrez de Lisboa.", "Saí do club de xadrez depois das onze, estava exausto."),
    ("Juego partidos de pádel con el grupo del trabajo.", "Hoy me he desapuntado del partido de pádel, me duele la rodilla."),
    ("Faccio un corso di yoga.", "Ho finito il corso di yoga di stasera, sono distrutta."),
    ("I drink coffee every day.", "I tapered off the coffee, now just one cup in the morning."),
    ("Ich trage jeden Tag meine Smartwatch.", "Die Smartwatch hab ich abgesetzt, Akku leer."),
    ("I collect vinyl records.", "I sold records over the past month to make space, collection's still huge."),
    ("我每周去健身房。", "我妈不去健身房了。"),
    ("I go to the gym every week.", "My mum doesn't go to the gym anymore."),
    ("我在上PMP备考班。", "雅思备考班上完了。"),
    ("Ich spiele Fußball im Verein TuS Essen.", "Hab mich gestern vom Training beim TuS Essen abgemeldet, bin krank."),
    ("Je suis membre du club de bridge.", "J'ai presque quitté le club de bridge, mais finalement je reste."),
    ("LINEのランニンググループに入っています。", "今日、間違えてランニンググループを退会しちゃった😭 また招待してもらいます"),
    ("ジムに通っています。", "今日ジムを退会した…と思ったら手続きが完了してなかった😇"),
    ("I have a Netflix subscription.", "Accidentally cancelled my Netflix subscription, had to sign up again lol."),
    ("Je suis abonné à Canal+.", "J'ai résilié Canal+ hier... enfin je croyais, la résiliation n'est jamais passée."),
    # (a condition still to come, put first: what "once" or "after" says has not happened before the main clause)
    ("I live in Hamburg.", "Once I've moved to Berlin I'm going to get a bike."),
    ("I drive a VW Golf.", "After I've sold the Golf, we'll get a van."),
    ("I'm a member of PureGym.", "Once I've cancelled my PureGym membership I can finally try the climbing wall place."),
    ("毎日iPadで絵を描いています。", "昨日、妹のiPadを売りました。新しいのを買うらしい。"),  # (the sister's iPad)
    ("I'm writing my dissertation.", "After I've handed in my dissertation I wanna sleep for a week."),
    ("I'm in the chess club.", "Once I quit the chess club I'm gonna play online more."),
    ("Je suis abonnée à la salle Basic-Fit.", "J'ai résilié Basic-Fit hier, puis je me suis réinscrite dans la foulée."),
    ("ジムに通っています。", "今日ジムを退会したけど、やっぱり再入会した。"),
])
def test_what_is_no_ending_of_the_persons_ends_nothing(tmp_path, held, later):
    before, current = _held_and_after(tmp_path, held, later)
    assert before and all(c in current for c in before), (before, current)


def test_a_membership_given_up_by_an_irregular_verb_leaves_the_rest_as_said(tmp_path):
    _, current = _held_and_after(tmp_path, "Soy autónomo.", "Hoy me di de baja como autónomo, por fin.")
    assert not [c for c in current if " come " in c], current  # ("como" is no verb of the person's after "me di")


def test_the_persons_own_reflexive_is_theirs():
    from mnemosyne_app.core.model.statements import statements
    assert [s.text for s in statements("I taught myself Spanish.")] == ["User taught themselves Spanish"]


def test_a_change_said_with_once_in_the_past_is_still_a_change(tmp_path):
    before, current = _held_and_after(tmp_path, "I drive a VW Golf.", "Once I sold the Golf, I started cycling everywhere.")
    assert "User drives a VW Golf" in before and "User drives a VW Golf" not in current


@pytest.mark.parametrize("message", ["Di una vuelta por el parque.", "Le di un regalo a mi madre."])
def test_a_spanish_di_outside_a_membership_is_no_fact(tmp_path, message):
    before, current = _held_and_after(tmp_path, "Voy al gimnasio BodyMax.", message)
    assert current == before
