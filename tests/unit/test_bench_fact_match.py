"""The extraction bench's match of facts (bench/bench_extract.py): a state is judged on what it says,
not on where the cuts between facts fall, and a fact that lost a name or an item is still wrong."""

import importlib.util
from pathlib import Path

import pytest

_BENCH = Path(__file__).resolve().parents[2] / "bench"


@pytest.fixture(scope="module")
def bench(request):
    import sys

    sys.path.insert(0, str(_BENCH))
    request.addfinalizer(lambda: sys.path.remove(str(_BENCH)))
    spec = importlib.util.spec_from_file_location("bench_extract_under_test", _BENCH / "bench_extract.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_one_fact_split_in_two_is_the_same_state_both_ways(bench):
    joined = ["User speaks English and Polish"]
    split = ["User speaks English", "User speaks Polish"]
    assert bench.same_state(split, joined)
    assert bench.same_state(joined, split)


def test_one_piece_missing_is_not_the_same_state(bench):
    # After "I no longer speak Polish", the joined fact left current is wrong, and so is one
    # piece standing for two.
    assert not bench.same_state(["User speaks English and Polish"], ["User speaks English"])
    assert not bench.same_state(["User speaks English"], ["User speaks English and Polish"])


def test_a_fact_that_lost_a_name_is_not_a_piece(bench):
    whole = "User and Sam have been together 4 years"
    assert not bench.accounted("User has been together 4 years", [whole], ["User has been together 4 years"])
    assert not bench.same_state(["User has been together 4 years"], [whole])


def test_pets_cut_per_pet_say_the_joined_list(bench):
    joined = ["User has two pets: a dog called Biscuit and a rabbit called Nibbles"]
    per_pet = ["User has a dog called Biscuit", "User has a rabbit called Nibbles"]
    assert bench.same_state(per_pet, joined)
    # the rabbit ended: the dog alone is not the joined list any more
    assert not bench.same_state(["User has a dog called Biscuit"], joined)


def test_a_fact_twice_is_still_one_too_many(bench):
    assert not bench.same_state(["User lives in Leeds", "User lives in Leeds"], ["User lives in Leeds"])
    assert not bench.same_state(["User lives in York"], ["User lives in Leeds"])


def test_one_to_one_keeps_the_old_match(bench, monkeypatch):
    monkeypatch.setattr(bench, "ONE_TO_ONE", True)
    assert not bench.same_state(["User speaks English", "User speaks Polish"], ["User speaks English and Polish"])
    assert bench.same_state(["User lives in Leeds"], ["User lives in Leeds"])
