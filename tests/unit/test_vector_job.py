"""With an embedder, retain_batch commits keyword-searchable at once and a visible background job
fills the vectors; recall's cues and its script gate."""

import threading

import numpy as np
from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.minilm import mostly_latin
from mnemosyne_app.core.read import cues, recall
from tests.store_access import conn_of


class GatedEmbedder:
    """Deterministic vectors; each call waits until the test opens the gate."""
    name, dim = "gated-test", 8

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.calls = 0

    def embed(self, texts):
        self.calls += 1
        assert self.gate.wait(30), "the test never opened the gate"
        out = []
        for t in texts:
            v = np.random.default_rng(abs(hash(t)) % (2**32)).standard_normal(self.dim)
            out.append((v / np.linalg.norm(v)).tolist())
        return out


def test_retain_batch_returns_before_any_vector_and_the_job_fills_them(data_home):
    embedder = GatedEmbedder()
    brain = MemoryBrain(scope="b", extractor="none", embedder=embedder).ensure_init()
    try:
        done = []
        writer = threading.Thread(target=lambda: done.append(
            brain.retain_batch([f"note {i} about tomatoes" for i in range(300)], extract=False)))
        writer.start()
        writer.join(10)
        assert done and not writer.is_alive(), "retain_batch waited for the embedder"
        assert len(done[0].results) == 300 and not done[0].failed
        job = brain.vector_job.progress
        assert job is not None and job.label == "search vectors"
        assert brain.missing_embeddings() == 300
        embedder.gate.set()
        assert brain.backfill_embeddings() == 0  # the barrier: the job embedded all of them
        assert brain.missing_embeddings() == 0 and brain.vector_job.progress is None
        assert job.done == job.total == 300
    finally:
        embedder.gate.set()
        brain.close()


def test_closing_stops_the_job_and_the_next_open_finds_what_is_left(data_home):
    embedder = GatedEmbedder()
    brain = MemoryBrain(scope="b", extractor="none", embedder=embedder).ensure_init()
    brain.retain_batch([f"memory {i}" for i in range(200)], extract=False)
    threading.Timer(0.2, embedder.gate.set).start()
    brain.close()  # cancels after the chunk in hand, waits for the thread
    assert not any(t.name == "mnemosyne-vectors" for t in threading.enumerate())
    with MemoryBrain(scope="b", extractor="none", embedder=embedder) as again:
        left = again.missing_embeddings()
        assert 0 < left < 200
        assert again.backfill_embeddings() == left


def test_without_an_embedder_retain_batch_starts_no_job(data_home):
    with MemoryBrain(scope="b", extractor="none", embedder="none") as brain:
        brain.retain_batch(["a", "b"], extract=False)
        assert brain.vector_job.progress is None


def test_a_turn_by_the_person_the_question_names_ranks_first():
    rows = [{"text": "John: Maria, do you still volunteer at the shelter?"},
            {"text": "Maria: I volunteer at the homeless shelter on Sundays."}]
    scored = cues.apply("Where does Maria volunteer?", [(rows[0], 0.9), (rows[1], 0.8)], speaker=0.2, time=0.0)
    assert max(scored, key=lambda pair: pair[1])[0] is rows[1]
    # Nobody named, or a note that is not a turn: nothing changes.
    assert cues.apply("Where to volunteer?", [(rows[1], 0.8)], 0.2, 0.0) == [(rows[1], 0.8)]
    assert cues.speaker_of("Note: buy milk at 5pm") == "Note" and not cues.named_in("Note", "milk")


def test_a_when_question_prefers_the_turn_that_says_when():
    said = {"text": "Melanie: I took the kids to the museum yesterday."}
    other = {"text": "Melanie: The museum was so cool, the kids loved the dinosaurs."}
    scored = cues.apply("When did Melanie go to the museum?", [(other, 0.85), (said, 0.8)], 0.0, 0.1)
    assert max(scored, key=lambda pair: pair[1])[0] is said
    assert cues.apply("What did Melanie see at the museum?", [(other, 0.85), (said, 0.8)], 0.0, 0.1)[0][1] == 0.85


def test_meaning_is_asked_only_about_queries_the_embedder_covers():
    class English:
        covers = staticmethod(mostly_latin)

    assert recall.meaning_applies(English(), "peanut allergy")
    assert recall.meaning_applies(English(), "alergia al cacahuete")
    assert not recall.meaning_applies(English(), "ピーナッツ")
    assert not recall.meaning_applies(English(), "花生过敏")
    assert not recall.meaning_applies(English(), "   ")
    assert not recall.meaning_applies(None, "peanut")
    assert recall.meaning_applies(object(), "ピーナッツ")  # an embedder that does not say covers all


def test_feedback_moves_the_query_towards_the_best_hits(data_home):
    class Fixed:
        name, dim = "fixed-test", 4

        def embed(self, texts):
            table = {"alpha": [1, 0, 0, 0], "beta": [0, 1, 0, 0], "gamma": [0, 0, 1, 0]}
            return [table.get(t.split()[0], [0, 0, 0, 1]) for t in texts]

    with MemoryBrain(scope="f", extractor="none", embedder=Fixed()) as brain:
        for text in ("alpha one", "beta two", "gamma three"):
            brain.retain(text, extract=False)
        conn = conn_of(brain)
        rows = {text: {"rid": rid, "text": text} for rid, text in conn.execute("SELECT rid, text FROM memories")}
        moved = recall.feedback_vector(conn, [0, 0, 0, 1.0], [(rows["beta two"], 0.9), (rows["gamma three"], 0.5)], 0.5)
        assert np.isclose(np.linalg.norm(moved), 1) and moved[1] > 0 and moved[2] > 0 and moved[0] == 0
        assert recall.feedback_vector(conn, [0, 0, 0, 1.0], [], 0.5) is None
