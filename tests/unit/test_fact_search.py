"""Facts as ways to their memory (core/store/fact_index.py): a question in a fact's words finds the
turn it came from, though the turn's own words differ; the hit is the memory, never the fact.
The stage is a named setting, off by default (README: it cost the own set a question or two)."""

import pytest

import apsw

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.interfaces import Extraction
from mnemosyne_app.core.read import recall
from mnemosyne_app.core.store import schema
from tests.store_access import back_to, conn_of

TURN = "I can't eat shrimp or crab, my throat swells up"


class Facts:
    name = "facts-test"

    FACTS = {"shrimp": "User is allergic to shellfish", "beach": "User walked to the beach",
             "season": "Pollen season starts in May", "cat": "User has a cat named Miso"}

    def extract(self, text):
        return Extraction(facts=[fact for word, fact in self.FACTS.items() if word in text])


@pytest.fixture(autouse=True)
def facts_on(monkeypatch):
    monkeypatch.setattr(recall, "TUNING", recall.TUNINGS["speaker+feedback+time+neighbours+date+coverage+stems+facts"])


def _ids(brain, question):
    return [h.memory_id for h in brain.recall(question, k=5)]


def test_a_question_in_the_facts_words_finds_the_turn(data_home, monkeypatch):
    with MemoryBrain(scope="f", extractor=Facts(), embedder="none") as brain:
        turn = brain.retain(TURN).memory_ids[0]
        for text in ("We walked to the beach on Sunday", "Pollen season starts in May", "My cat sleeps all day"):
            brain.retain(text)
        hits = brain.recall("Which shellfish allergies do I have?", k=5)
        assert hits[0].memory_id == turn and hits[0].text == TURN  # the memory as stored, not the fact
        assert hits[0].matched == ("facts",)  # and it says it was found by what was extracted from it
        monkeypatch.setattr(recall, "TUNING", recall.TUNING._replace(facts=False))
        assert turn not in _ids(brain, "Which shellfish allergies do I have?")  # its own words never meet


def test_edited_facts_and_deleted_memories_are_followed(data_home):
    with MemoryBrain(scope="e", extractor=Facts(), embedder="none") as brain:
        turn = brain.retain(TURN).memory_ids[0]
        brain.update(turn, facts=["User dislikes seafood"])
        assert _ids(brain, "shellfish") == [] and _ids(brain, "seafood") == [turn]
        brain.delete(turn)
        assert _ids(brain, "seafood") == []


def test_a_store_from_before_gets_its_facts_indexed_when_opened(data_home, tmp_path):
    with MemoryBrain(scope="old", extractor=Facts(), embedder="none") as brain:
        turn = brain.retain(TURN).memory_ids[0]
        path = brain.db_path
    conn = apsw.Connection(str(path))  # as release 1.8 left it: no facts_fts (nor what 1.9-1.10 made)
    back_to(conn, tmp_path / "blank.db")
    conn.close()
    with MemoryBrain(scope="old", extractor=Facts(), embedder="none") as brain:
        assert schema.version_of(conn_of(brain)) == schema.CURRENT
        assert _ids(brain, "shellfish") == [turn]


def test_a_purged_memory_leaves_no_fact_words_in_the_index(data_home):
    with MemoryBrain(scope="p", extractor=Facts(), embedder="none") as brain:
        turn = brain.retain(TURN).memory_ids[0]
        brain.update(turn, expires_at=1.0)  # long expired
        assert brain.sweep(grace_s=0) == [turn]
        conn = conn_of(brain)
        conn.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.fact_words USING fts5vocab(main, facts_fts, row)")
        assert conn.execute("SELECT term FROM temp.fact_words").fetchall() == []


def test_the_count_of_a_search_counts_what_facts_and_stems_find(data_home):
    with MemoryBrain(scope="n", extractor=Facts(), embedder="none") as brain:
        brain.retain(TURN)
        brain.retain("Soy alérgica a los cacahuetes", extract=False)
        brain.retain("We walked to the beach on Sunday", extract=False)
        question = "shellfish alergias"  # the first word only in a fact, the second only by its stem
        assert brain.view("match_count", query=question) == len(brain.recall(question, k=10)) == 2
