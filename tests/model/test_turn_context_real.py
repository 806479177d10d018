"""Recall's context stage on the real multilingual embedder (the default): an answer that says
little by itself ("Yes! We came home with a three-year-old beagle.") is nearest the question once
it is read with the turn before it, and was not without (core/read/turn_context.py)."""

import time

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.factory import make_embedder
from mnemosyne_app.core.read import recall
from tests.store_access import conn_of

TURNS = ["Maria: How was the weekend? Did you finally go to the animal shelter?",
         "John: Yes! We came home with a three-year-old beagle.",
         "Maria: Oh, how is work going these days?",
         "John: Busy. The quarterly report is due on Friday and my manager keeps adding slides.",
         "Maria: I started taking pottery classes on Tuesday evenings.",
         "John: That sounds relaxing. Have you made anything yet?",
         "Maria: A lopsided bowl, but I love it.",
         "John: We are planning a road trip along the coast in August.",
         "Maria: Did you ever fix the leak in the kitchen?",
         "John: Finally, the plumber came on Monday and replaced the pipe under the sink.",
         "Maria: My sister is visiting from Toronto next month.",
         "John: Great, you should take her to the new ramen place downtown."]


@pytest.fixture(scope="module")
def multilingual():
    return make_embedder("multilingual")


@pytest.mark.parametrize("question, answer", [("What did John adopt?", 1), ("Did the sink get repaired?", 9)])
def test_an_answer_is_nearest_when_read_with_the_turn_before_it(tmp_path, multilingual, question, answer):
    with MemoryBrain(tmp_path, scope="ctx", embedder=multilingual, extractor="none") as brain:
        brain.retain_batch([{"text": t, "kind": "history", "metadata": {"conversation_id": "c1"}} for t in TURNS],
                           extract=False)
        brain.backfill_embeddings()
        time.sleep(1.1)  # what changed in the second before the cache is built is read alone
        query = multilingual.embed([question])[0]

        def first(context):
            found = recall.nearest(conn_of(brain), query, 5, recall.Filters(), brain._vectors, context=context)
            return found[0]["text"]

        assert first(0.0) != TURNS[answer]
        assert first(recall.CONTEXT) == TURNS[answer]
