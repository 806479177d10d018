"""A drawn fact compared with one the person took out (core/write/same_fact.py, issue 28): the
"same" decision measured on tests/unit/same_fact_pairs.py by words alone (no embedder set); the
real embedders' figures are in tests/model/test_redraw_real.py."""

from mnemosyne_app.core.write.same_fact import says_same
from tests.unit.same_fact_pairs import HELD_OUT, TUNING


def precision_recall(pairs, similarity=None) -> tuple[float, float]:
    decided = [(says_same(new, new_attr, negated, old, old_attr, similarity), same)
               for old, old_attr, new, new_attr, negated, same in pairs]
    found = sum(1 for got, same in decided if got and same)
    return found / max(1, sum(got for got, _ in decided)), found / sum(same for _, same in decided)


def test_the_same_fact_in_other_words_is_told_from_a_new_one_by_words_alone():
    # a wrong "same" loses what a newer model drew: precision first
    precision, recall = precision_recall(TUNING + HELD_OUT)
    assert precision >= 0.9 and recall >= 0.75, (precision, recall)


def test_what_names_another_thing_or_says_the_opposite_is_never_the_same():
    assert not says_same("User has a dog called Max", "pet", False, "User has a dog called Rex", "pet")
    assert not says_same("User has three cats", "pet", False, "User has two cats", "pet")
    assert not says_same("User no longer lives in Lyon", "residence", True, "User lives in Lyon", "residence")
    assert not says_same("User dislikes jazz", None, False, "User likes jazz", None)
    assert not says_same("User works in Bristol", "employer", False, "Lives in Bristol", "residence")
    assert says_same("User has 2 cats", "pet", False, "User has two cats", "pet")
    assert says_same("User lives in Bristol, UK", "residence", False, "Lives in Bristol", "residence")
