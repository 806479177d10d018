"""A state said with how long it has held shows when it began (issue 28, core/model/how_long.py): the
fact keeps the person's words, and the Profile and the API's "when" read the duration against the day
it was said ("for 6 years", said 3 May 2025 → "since around May 2019"); a year named is "since 2019".
A duration that does not reach to that day (over, elsewhere in time, "ago") is no "since"."""

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.read.when_said import resolved
from tests.unit.test_fact_spans import RulesOnly, day, said


@pytest.mark.parametrize("text, expected", [
    ("User has been a plumber in Hull for 4 years", "since around May 2021"),
    ("User has been studying Korean for about 3 yrs", "since around May 2022"),
    ("User has lived in Bristol for the past 8 years", "since around May 2017"),
    ("User is teetotal here for 5 yrs", "since around May 2020"),
    ("User has been there 2 yrs", "since around May 2023"),
    ("User has been sober for three weeks", "since around 12 April 2025"),
    ("User has been vegan since 2021", "since 2021"),
    ("L'utilisateur travaille chez Airbus depuis quatre ans", "since around May 2021"),
    ("L'utilisateur est végétarien depuis 2018", "since 2018"),
    ("Ça fait deux mois que l'utilisateur fait du yoga", "since around March 2025"),
    ("Der Nutzer lebt seit fünf Jahren in Graz", "since around May 2020"),
    ("Der Nutzer ist seit 2020 Vegetarier", "since 2020"),
    ("El usuario trabaja en Zara desde hace 6 años", "since around May 2019"),
    ("El usuario lleva 3 años de profesor", "since around May 2022"),
    ("Hace dos años que el usuario vive en Cádiz", "since around May 2023"),
    ("L'utente insegna a Torino da 12 anni", "since around May 2013"),
    ("L'utente vive a Bari da sette anni", "since around May 2018"),
    ("O utilizador trabalha no Porto há cinco anos", "since around May 2020"),
    ("O utilizador é enfermeiro faz 2 anos", "since around May 2023"),
    ("用户当护士八年了", "since around May 2017"),
    ("用户开了三年出租车", "since around May 2022"),
    ("用户吃素半年了", "since around November 2024"),
    ("ユーザーは銀行に勤めて12年になります", "since around May 2013"),
    ("ユーザーは看護師5年目", "since around November 2020"),
    ("ユーザーはヨガ歴7年", "since around May 2018"),
    ("Der Nutzer wohnt seit März in Kiel", "since March 2025"),
    ("L'utente da settembre è in pensione", "since September 2024"),
])
def test_a_duration_up_to_now_is_read_as_since_when_from_the_day_it_was_said(text, expected):
    assert resolved(text, day("2025-05-03")) == expected


@pytest.mark.parametrize("text", [
    "User lived in Cardiff for 3 years",                        # over: the past tense
    "User went to Crete for two weeks in July",                 # another time named after it
    "User will be in Lisbon for 3 months",                      # a plan
    "User hasn't been to Spain for 4 years",                    # a negation
    "User worked at Boots for 5 years",
    "Der Nutzer ist vor 3 Jahren nach Graz gezogen",            # "ago"
    "L'utilisateur habitait à Lille depuis deux ans quand il a déménagé",  # the imperfect: over
    "O utilizador mudou-se para Faro há três anos",             # a past verb: "ago"
    "用户三年前搬到了上海",                                      # "ago"
    "L'utente ha vissuto a Roma dal 2015 al 2020",              # a span that ended
    "User was in Paris from 2019 to 2021",
])
def test_a_duration_that_does_not_reach_now_is_no_since(text):
    got = resolved(text, day("2025-05-03"))
    assert got is None or not got.startswith("since")


def test_ago_and_plans_still_read_as_before():
    assert resolved("El usuario se mudó a Valencia hace 3 meses", day("2025-05-03")) == "around February 2025"
    assert resolved("Der Nutzer ist vor 3 Jahren nach Graz gezogen", day("2025-05-03")) == "around May 2022"


def test_the_profile_and_the_api_show_since_when_a_state_said_with_its_duration_began(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2025-05-03", "I've been a paramedic in Derby for 7 years.")
        lines = {f["text"]: f for f in brain.profile()["current"]}
        [text] = [t for t in lines if "paramedic" in t]
        assert "7 years" in text  # the person's words are kept
        assert lines[text]["resolved"] == "since around May 2018"
        agents = brain.profile(for_agents=True)["facts"]
        assert [f["when"] for f in agents if f["text"] == text] == ["since around May 2018"]
