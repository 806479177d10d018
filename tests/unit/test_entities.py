"""People, places and things named in facts (issue 28, core/read/entities.py): listed with counts,
a page per entity with its facts on a timeline and the memories naming it, and merging two names
undone to exactly what was there."""

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.read.entities import names_in
from tests.store_access import conn_of
from tests.unit.test_fact_spans import RulesOnly, said


def test_names_are_read_from_facts_without_the_words_naming_the_person():
    assert names_in("User's daughter Mia loves horses") == ["Mia"]
    assert names_in("User works as a nurse at St Mary's") == ["St Mary's"]
    assert names_in("User's partner Tom Baker moved to São Paulo in March") == ["Tom Baker", "São Paulo"]
    assert names_in("User lives in Austin") == ["Austin"]
    assert names_in("User speaks Spanish") == []


def seeded(brain):
    said(brain, "2024-01-10", "I live in Austin.")
    said(brain, "2024-02-01", "My brother Tom plays chess.")
    said(brain, "2024-03-01", "I work at Deloitte.")
    said(brain, "2024-04-01", "My brother Tom Baker lives in Leeds.")
    said(brain, "2024-06-01", "I moved to Denver.")


def test_entities_are_listed_with_kind_relation_and_counts_and_a_page_shows_their_timeline(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        seeded(brain)
        found = {e["name"]: e for e in brain.entities()}
        assert {"Austin", "Tom", "Deloitte", "Tom Baker", "Leeds", "Denver"} <= set(found)
        assert (found["Austin"]["kind"], found["Deloitte"]["kind"]) == ("place", "organisation")
        assert (found["Tom"]["kind"], found["Tom"]["relation"]) == ("person", "brother")
        page = brain.entity("Austin")
        assert [f["text"] for f in page["past"]] == ["User lives in Austin"]  # ended by the move
        assert page["past"][0]["replaced_with"] == "User moved to Denver"
        assert [m["text"] for m in page["memories"]] == ["I live in Austin."]


def test_merging_two_entities_is_ledgered_and_undone_exactly(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        seeded(brain)
        before = brain.entities()
        pages = {n: brain.entity(n) for n in ("Tom", "Tom Baker")}
        merged = brain.merge_entities(["Tom"], into="Tom Baker")
        after = {e["name"]: e for e in brain.entities()}
        assert "Tom" not in after and after["Tom Baker"]["said_as"] == ["Tom", "Tom Baker"]
        assert after["Tom Baker"]["facts"] == 2
        assert [f["text"] for f in brain.entity("Tom Baker")["current"]] == [
            "User's brother Tom plays chess", "User's brother Tom Baker lives in Leeds"]
        assert brain.verify_integrity().valid
        brain.unmerge_entities(merged)
        assert brain.entities() == before  # both back, exactly
        assert {n: brain.entity(n) for n in ("Tom", "Tom Baker")} == pages
        # renaming is a merge into a new name, undone the same way
        renamed = brain.merge_entities(["Tom Baker"], into="Thomas")
        assert "Thomas" in {e["name"] for e in brain.entities()}
        brain.unmerge_entities(renamed)
        assert brain.entities() == before and brain.verify_integrity().valid
        ops = [r[0] for r in conn_of(brain).execute("SELECT op FROM ledger WHERE memory_id IS NULL ORDER BY seq")]
        assert ops == ["entity_merge", "entity_unmerge", "entity_merge", "entity_unmerge"]


def test_the_memories_naming_an_entity_name_it_as_a_word(tmp_path):
    """Seen on Sam's page: "Memories naming Sam" listed "My new phone is a Samsung" and "I feel the
    same about jazz" (the search was a case-blind LIKE on any part of a word)."""
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-10", "I live in Austin with my partner Sam.")
        said(brain, "2024-02-10", "I feel the same about jazz.")
        said(brain, "2024-03-10", "My new phone is a Samsung.")
        said(brain, "2024-04-10", "Sam's bike is red.")
        said(brain, "2024-05-10", "Sam and I went hiking.")
        assert [m["text"] for m in brain.entity("Sam")["memories"]] == [
            "Sam and I went hiking.", "Sam's bike is red.", "I live in Austin with my partner Sam."]
