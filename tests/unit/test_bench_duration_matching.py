"""The extraction bench's matching of a fact said with how long it has held (bench/bench_extract.py,
without_duration): the sets' writers split on keeping "for 6 years" in a fact, so where only a duration
keeps a kept fact and an expected one apart they name one state; a different place, job, person or
number beside the duration still makes another fact, and ``--durations-count`` scores as before. (The
examples are made up for these tests; none is taken from a bench set.)"""

import importlib.util
from pathlib import Path

import pytest

_BENCH = Path(__file__).resolve().parents[2] / "bench"


@pytest.fixture()
def bench(request):
    import sys

    sys.path.insert(0, str(_BENCH))
    request.addfinalizer(lambda: sys.path.remove(str(_BENCH)))
    spec = importlib.util.spec_from_file_location("bench_extract_durations_under_test", _BENCH / "bench_extract.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("kept, expected", [
    ("User has been a baker in Hull for 12 years", "User is a baker in Hull"),
    # (a short state: the perfect's "been" alone kept it apart, session 29)
    ("User has been a nurse for 6 years", "User is a nurse"),
    ("User has been vegan for 3 yrs", "User is vegan"),
    ("O utilizador corre maratonas há uns anos", "User corre maratonas"),
    ("Der Nutzer wohnt seit einigen Jahren in Jena", "User wohnt in Jena"),
    ("User is a welder at Arkwright, been there 9 yrs", "User is a welder at Arkwright"),
    ("L'utilisateur habite à Rennes depuis cinq ans", "User habite à Rennes"),
    ("L'utilisateur est pacsé avec Hugo depuis 2017", "User est pacsé avec Hugo"),
    ("Der Nutzer arbeitet seit vier Jahren bei Miele", "User arbeitet bei Miele"),
    ("El usuario vive en Cádiz desde hace diez años", "User vive en Cádiz"),
    ("El usuario lleva 6 años de fontanero en Vigo", "User es fontanero en Vigo"),
    ("L'utente vive a Bari da sette anni", "User vive a Bari"),
    ("O utilizador mora em Braga há dois anos", "User mora em Braga"),
    ("用户在成都当护士已经六年了", "User在成都当护士"),
    ("ユーザーは郵便局に勤めて20年になります", "Userは郵便局に勤めている"),
])
def test_a_duration_alone_does_not_make_another_fact(bench, kept, expected):
    assert bench.matches(kept, expected) and bench.matches(expected, kept)
    bench.DURATIONS_COUNT = True
    assert not bench.matches(kept, expected), "as before, the duration kept them apart"


@pytest.mark.parametrize("kept, expected", [
    ("User has been a baker in Hull for 12 years", "User is a baker in Leeds"),  # another place
    ("L'utilisateur habite à Rennes depuis cinq ans", "User habite à Brest"),
    ("Der Nutzer arbeitet seit vier Jahren bei Miele", "User arbeitet bei Bosch"),  # another employer
    ("User's sister has lived in Hull for 3 years", "User lives in Hull"),  # someone else's
    ("User is no longer vegan after 5 years", "User is vegan"),  # a denial
    ("User turned 7 two weeks ago", "User turned 8"),  # a number that is no duration
    ("用户今年上一年级", "User今年上二年级"),  # a school year is no duration
])
def test_what_else_differs_still_makes_another_fact(bench, kept, expected):
    assert not bench.matches(kept, expected)


def test_the_fact_is_left_as_it_is_where_it_names_no_duration(bench):
    for text in ("User moved here 3 years ago", "User turned 30", "用户十月份领证了", "User works at Seven Eleven"):
        assert bench.without_duration(text) == text
