"""The in-memory vector cache answers like vec0 and never shows stale vectors."""

import numpy as np
import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.read import recall, vector_cache
from tests.store_access import conn_of


class RandomEmbedder:
    """Deterministic vectors per text: enough to test search mechanics without a model."""
    name, dim = "random-test", 384

    def embed(self, texts):
        out = []
        for t in texts:
            v = np.random.default_rng(abs(hash(t)) % (2**32)).standard_normal(self.dim).astype(np.float32)
            out.append((v / np.linalg.norm(v)).tolist())
        return out


@pytest.fixture
def store(data_home, monkeypatch):
    monkeypatch.setattr(vector_cache, "EXACT_BELOW", 100)  # use the sign-bit prefilter path
    monkeypatch.setattr(vector_cache, "RERANK", 150)
    b = MemoryBrain(scope="v", embedder=RandomEmbedder()).ensure_init()
    b.retain_batch([f"memory {i}" for i in range(600)], extract=False)
    b.backfill_embeddings()  # a batch's vectors follow in the background: wait for them
    yield b
    b.close()


def exact(brain, q, k):
    return [r["memory_id"] for r in recall.nearest(conn_of(brain), q, k, recall.Filters())]


def cached(brain, q, k):
    return [r["memory_id"] for r in recall.nearest(conn_of(brain), q, k, recall.Filters(), brain._vectors)]


def test_cache_agrees_with_vec0(store):
    emb = RandomEmbedder()
    overlap = []
    for i in range(20):
        q = emb.embed([f"memory {i * 7}"])[0]
        a, b = exact(store, q, 10), cached(store, q, 10)
        assert a[0] == b[0]  # the memory itself is found first either way
        overlap.append(len(set(a) & set(b)) / 10)
    assert np.mean(overlap) >= 0.9


def test_new_edited_and_deleted_memories_are_never_stale(store):
    emb = RandomEmbedder()
    cached(store, emb.embed(["warm"])[0], 5)  # build the cache
    new = store.retain("a brand new memory", extract=False).memory_ids[0]
    assert cached(store, emb.embed(["a brand new memory"])[0], 1) == [new]
    old = store.memory_ids()[-1]
    store.update(old, text="rewritten text of an old memory")
    assert cached(store, emb.embed(["rewritten text of an old memory"])[0], 1) == [old]
    store.delete(new)
    assert new not in cached(store, emb.embed(["a brand new memory"])[0], 10)


def test_large_recent_set_triggers_a_rebuild(store, monkeypatch):
    monkeypatch.setattr(vector_cache, "REBUILD_AFTER_RECENT", 10)
    emb = RandomEmbedder()
    cached(store, emb.embed(["warm"])[0], 5)
    before = store._vectors.built_at
    store.retain_batch([f"burst {i}" for i in range(20)], extract=False)
    store.backfill_embeddings()
    burst3 = store.recall("burst 3", k=1)[0].memory_id
    assert cached(store, emb.embed(["burst 3"])[0], 1) == [burst3]
    assert store._vectors.built_at > before
    assert len(store._vectors.rids) == 620
