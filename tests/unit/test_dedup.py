"""dedup() reports, consolidate() merges softly, unmerge() undoes; pinned and kinds respected."""

import numpy as np

from mnemosyne_app import MemoryBrain


class TopicEmbedder:
    """Vectors by the first word: texts starting alike are near-duplicates (cosine ~0.99)."""
    name, dim = "topic-test", 384

    def embed(self, texts):
        out = []
        for t in texts:
            base = np.random.default_rng(abs(hash(t.split()[0])) % (2**32)).standard_normal(self.dim)
            noise = np.random.default_rng(abs(hash(t)) % (2**32)).standard_normal(self.dim) * 0.05
            v = (base + noise).astype(np.float32)
            out.append((v / np.linalg.norm(v)).tolist())
        return out


def two_identical_turns(brain, tmp_path, text="same words here"):
    """retain() refuses exact repeats, but two conversations can hold the same turn."""
    import json

    path = tmp_path / "c.jsonl"
    path.write_text("\n".join(json.dumps({"id": f"c{i}", "messages": [{"role": "user", "content": text}]})
                              for i in range(2)))
    brain.import_archive(path)
    return [m.memory_id for m in brain.list_memories() if m.text == text]


def test_exact_and_near_groups_and_soft_merge_with_undo(data_home, tmp_path):
    with MemoryBrain(scope="d", embedder=TopicEmbedder(), extractor="none") as b:
        exact = two_identical_turns(b, tmp_path)
        b.backfill_embeddings()
        near = [b.retain(t, extract=False, source=s).memory_ids[0]
                for t, s in (("peanuts: I am allergic to them", "chat"), ("peanuts: I'm allergic to them!", "notes"))]
        other_kind = b.retain("peanuts: a snack", kind="fact", extract=False).memory_ids[0]
        pinned = b.retain("garden: tomatoes in May", extract=False).memory_ids[0]
        b.update(pinned, pinned=True)
        b.retain("garden: tomatoes in May again", extract=False)
        alone = b.retain("violin lessons on Tuesday", extract=False).memory_ids[0]

        d = b.dedup()
        groups = {frozenset(g.memory_ids): g.reason for g in d.groups}
        assert groups[frozenset(exact)] == "exact" and groups[frozenset(near)] == "near"
        assert all(other_kind not in g and alone not in g for g in groups)
        assert d.duplicates == 3  # exact pair, near pair, the garden pair (pinned one included in report)

        before = {m.memory_id: (m.text, m.tags, m.metadata) for m in b.list_memories()}
        out = b.consolidate()
        assert out["merged"] == 2  # the pinned garden memory is never merged
        survivor = next(m for m in out["merges"] if set([m["survivor"], *m["absorbed"]]) == set(near))["survivor"]
        merged_from = b.get(survivor).metadata["merged_from"]
        assert {m["source"] for m in merged_from} <= {"chat", "notes"} and len(merged_from) == 1
        absorbed = [mid for mid in near if mid != survivor][0]
        assert b.get(absorbed).superseded_by == survivor
        assert absorbed not in {h.memory_id for h in b.recall("peanuts allergic", k=10)}
        assert b.get(pinned).superseded_by is None
        assert b.verify_integrity().valid

        assert b.unmerge(survivor) == [absorbed]
        assert b.get(absorbed).superseded_by is None
        after = {m.memory_id: (m.text, m.tags, m.metadata) for m in b.list_memories()}
        for mid in near:
            assert after[mid] == before[mid]
        assert b.verify_integrity().valid
        assert [v.op for v in b.history(absorbed)] == ["add", "merge", "restore"]


def test_dedup_without_an_embedder_finds_exact_only(brain, tmp_path):
    two_identical_turns(brain, tmp_path, "one thing")
    brain.retain("another thing", extract=False)
    d = brain.dedup()
    assert d.duplicates == 1 and d.groups[0].reason == "exact"
