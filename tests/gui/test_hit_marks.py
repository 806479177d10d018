"""A search row marks the words the engine matched, in every language (issue 28's leftovers): the
engine says where they stand (RecallHit.spans, by the index's own tokenizer and Snowball stems);
the window guesses nothing with an English stemmer of its own."""

import pytest

from mnemosyne_app import MemoryBrain
from tests.gui.waiting import wait_until


def marked(w) -> list[str]:
    from mnemosyne_app.gui.models.memory_table import HIT_ROLE
    from mnemosyne_app.gui.views.hits import hit_html

    index = w.model.index(0, 0)
    shown = hit_html(w.model.data(index), w.model.data(index, HIT_ROLE), w.table.palette())
    return [part.split("</b>")[0] for part in shown.split("<b>")[1:]]


@pytest.mark.parametrize("query, text, words", [
    ("alergia", "Soy alérgica a la penicilina", ["alérgica"]),  # Spanish, by its stem as a prefix
    ("退款", "客户要求退款，已经处理", ["退款"]),  # a CJK word inside its run
    ("Hund", "Wir haben zwei Hunde und eine Katze", ["Hunde"]),  # German plural, by the index's stemmer
    ("garden", "I love gardening in the garden", ["gardening", "garden"]),
    ("de", "La tabla de precios shows six decimal places in detail", ["de"]),  # not "decimal", "detail"
])
def test_a_search_row_marks_the_words_the_engine_matched(make_window, query, text, words):
    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        b.retain_batch([text, "Something else entirely"], extract=False)
    w = make_window()
    w.search.setText(query)
    wait_until(lambda: w.model.rowCount() == 1 and w.count.text() == "1 hit", what=f"the hit of {query!r}")
    assert marked(w) == words


def test_the_window_has_no_stemmer_of_its_own():
    from mnemosyne_app.gui.views import hits

    assert not hasattr(hits, "_forms")
