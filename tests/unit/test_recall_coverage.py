"""The coverage stage (core/read/coverage.py): when the best keyword hit holds little of the
question, meaning decides; when it holds the question's words, keywords rank as before."""

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.read import coverage, recall


class ByTopic:
    """A vector by topic word: texts about seafood and allergies are one direction, the rest
    another, so the test decides what is near in meaning."""
    name, dim = "topic-coverage-test", 3
    TOPICS = {"shellfish": [1, 0, 0], "shrimp": [1, 0, 0], "seafood": [1, 0, 0], "sick": [0.9, 0.1, 0]}

    def embed(self, texts):
        out = []
        for text in texts:
            words = [w.strip("?.,!").lower() for w in text.split()]
            out.append(next((self.TOPICS[w] for w in words if w in self.TOPICS), [0, 0, 1]))
        return out


def test_best_share_compares_word_beginnings_and_takes_the_best_row():
    rows = [{"text": "We make bread on Sundays"}, {"text": "My allergies make me sick"}]
    assert coverage.best_share(rows, ["make", "sick", "seafood"]) == 2 / 3
    assert coverage.best_share(rows, ["allergic"]) == 1.0  # "allergies" and "allergic" meet
    assert coverage.best_share(rows[:1], ["seafood"]) == 0.0
    assert coverage.best_share(rows, []) == 1.0
    assert coverage.best_share([{"text": "我对花生过敏"}], ["花生", "海鲜"]) == 0.5  # CJK bigrams as indexed


def test_a_note_found_by_meaning_outranks_a_hit_that_shares_one_incidental_word(data_home, monkeypatch):
    with MemoryBrain(scope="c", extractor="none", embedder=ByTopic()) as brain:
        brain.retain_batch(["I'm allergic to shellfish, so no shrimp for me.",
                            "We make pancakes every weekend", "Can you make a playlist for the party?",
                            "They make a lot of noise upstairs"], extract=False)
        brain.backfill_embeddings()
        question = "Which seafood would make me sick?"
        assert recall.TUNING.coverage > 0  # on by default
        assert brain.recall(question, k=1)[0].text.startswith("I'm allergic to shellfish")
        # Without the stage the keyword side's whole weight goes to a "make" sentence.
        monkeypatch.setattr(recall, "TUNING", recall.TUNING._replace(coverage=0.0))
        assert "make" in brain.recall(question, k=1)[0].text


def test_a_question_its_words_answer_ranks_as_without_the_stage(data_home, monkeypatch):
    with MemoryBrain(scope="w", extractor="none", embedder=ByTopic()) as brain:
        brain.retain_batch(["The plumber fixes the kitchen sink on Tuesday", "I'm allergic to shellfish",
                            "Tuesday is trash day", "The kitchen needs new paint"], extract=False)
        brain.backfill_embeddings()
        with_stage = [h.memory_id for h in brain.recall("When does the plumber fix the kitchen sink?", k=4)]
        monkeypatch.setattr(recall, "TUNING", recall.TUNING._replace(coverage=0.0))
        assert [h.memory_id for h in brain.recall("When does the plumber fix the kitchen sink?", k=4)] == with_stage
