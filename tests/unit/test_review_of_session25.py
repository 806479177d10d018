"""What an adversarial review (~700 probes against the base) found in session 25's rules for other people's news, and
its mends (issue 28). Each case failed on the reviewed change; the controls are what that change fixed.
"""

import pytest

from mnemosyne_app.core.model.clauses import language
from mnemosyne_app.core.model.statements import statements


def facts(message: str) -> list[str]:
    return [s.text for s in statements(message)]


@pytest.mark.parametrize("message, expected", [
    # a relative's boss or company is no subject of its own: the news stays the relative's
    ("My husband's company laid him off.", ["User's husband's company laid him off"]),
    ("My husband's boss fired him, he's looking for a new job.",
     ["User's husband's boss fired him", "User's husband is looking for a new job"]),
    # "he"/"she" stand for the first someone, only "they" for the whole
    ("My sister's husband left her, she's moving back home.",
     ["User's sister's husband left her", "User's sister is moving back home"]),
    ("My brother and his wife split up, he's moved out.",
     ["User's brother and his wife split up", "User's brother has moved out"]),
    # "'s" before a state is "is", "'d" before a participle "had"
    ("My brother lives in Leeds, he's married.", ["User's brother lives in Leeds", "User's brother is married"]),
    ("My dad lives in Lyon, he'd lived in France before.", ["User's dad lives in Lyon", "User's dad had lived in France before"]),
    # German "es" of a child; a dative someone said as the pronoun's subject
    ("Mein Kind ist krank, es hat Fieber.", ["Das Kind des Nutzers ist krank", "Das Kind des Nutzers hat Fieber"]),
    ("Meiner Frau geht es gut, sie ist schwanger.", ["Die Frau des Nutzers ist schwanger"]),
    ("Meinem Mann geht es schlecht.", []),
    ("Mir geht es gut, danke.", []),
    # a lasting feeling of a place or of who one is stays a statement
    ("I feel at home.", ["User feels at home"]),
    ("Ich fühle mich wohl in Berlin.", ["Der Nutzer fühlt sich wohl in Berlin"]),
    ("I feel German.", ["User feels German"]),
    # the person's thing in someone else's clause: the object's article, idioms and names left as said
    ("Meine Schwester hat mein Handy geklaut.", ["Die Schwester des Nutzers hat das Handy des Nutzers geklaut"]),
    ("Meiner Meinung nach sollte mein Bruder den Job nehmen.", []),
    ("Meine Tochter spielt mit meinem Deutschen Schäferhund.",
     ["Die Tochter des Nutzers spielt mit seinem Deutschen Schäferhund"]),
    ("Mon frère fête mes 30 ans.", ["Le frère de l'utilisateur fête ses 30 ans"]),
    ("Ma mère vend mon appartement parisien.", ["La mère de l'utilisateur vend son appartement parisien"]),
    ("Mon frère connaît mon ami Paul.", ["Le frère de l'utilisateur connaît son ami Paul"]),
    # an Italian "giro" or "viaggio" that is a noun opens no clause
    ("Mi sono sposata a maggio e viaggio di nozze a Bali.", ["L'utente si è sposata a maggio e viaggio di nozze a Bali"]),
    ("Lavoro a Milano e giro d'affari in crescita.", ["L'utente lavora a Milano e giro d'affari in crescita"]),
    # "of my" after the person's own "I'm" is theirs as before
    ("I'm the head of my department.", ["User is the head of their department"]),
])
def test_review_cases(message, expected):
    assert facts(message) == expected


@pytest.mark.parametrize("message", ["hi im Sarah", "im British lol", "My favourite bar is Zum Schlüssel in Düsseldorf."])
def test_english_chat_stays_english(message):
    assert language(message) == "en"
