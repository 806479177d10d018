"""Search input that costs the engine (issue 31, point 2): parsing is linear in the query, and a
query past the limits is refused in words by every face."""

import time

import pytest

from mnemosyne_app.core import textindex
from mnemosyne_app.core.textindex import MAX_QUERY_CHARS, MAX_QUERY_TERMS, checked_query, query_terms


def test_8000_distinct_words_parse_in_under_50_ms():
    """Deduplicating against a list made this 4.8 s (quadratic)."""
    query = " ".join(f"word{i}" for i in range(8000))
    best = min(_timed(query_terms, query) for _ in range(3))
    assert best <= 0.05, f"{best * 1000:.0f} ms"
    assert len(query_terms(query)) == 8000


def test_parsing_grows_linearly():
    """8x the words of the 50 ms test: quadratic parsing would take minutes here (4.8 s x 64)."""
    query = " ".join(f"w{i}" for i in range(64000))
    assert min(_timed(query_terms, query) for _ in range(3)) < 1.0


def test_terms_stay_distinct_and_in_order():
    assert query_terms("Dog cat the DOG bird cat") == ["dog", "cat", "bird"]


@pytest.mark.parametrize("query, words", [
    ("x" * (MAX_QUERY_CHARS + 1), "characters long; the limit is 10,000"),
    (" ".join(f"t{i}" for i in range(MAX_QUERY_TERMS + 1)), "different words; the limit is 256"),
])
def test_a_query_past_the_limits_is_refused_in_words(brain, query, words):
    with pytest.raises(ValueError, match=words):
        brain.recall(query)
    with pytest.raises(ValueError, match=words):
        brain.view("match_count", query=query)


def test_a_long_query_within_the_limits_is_answered(brain):
    brain.retain("I keep bees on the roof", kind="note")
    query = "bees " + " ".join(f"t{i}" for i in range(MAX_QUERY_TERMS - 1))
    assert checked_query(query) == query
    assert [h.text for h in brain.recall(query, meaning=False)] == ["I keep bees on the roof"]


def test_the_cli_refuses_a_huge_query_with_exit_2_and_a_line(brain):
    import os
    import subprocess
    import sys

    brain.retain("I keep bees on the roof", kind="note")
    brain.close()
    proc = subprocess.run([sys.executable, "-m", "mnemosyne_app", "--scope", "test", "recall", "x" * 20000],
                          capture_output=True, text=True, timeout=120, env=os.environ)
    assert proc.returncode == 2, proc.stderr
    assert "the limit is 10,000" in proc.stderr and "Traceback" not in proc.stderr


def _timed(fn, arg) -> float:
    start = time.perf_counter()
    fn(arg)
    return time.perf_counter() - start


assert textindex.MAX_QUERY_CHARS >= 1000  # a pasted paragraph is still a search
