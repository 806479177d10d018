"""Facts drawn again by a newer model replace what the earlier draw generated on that memory
(issue 28): one generated version, the earlier draw kept in history and restorable, the facts a
person typed untouched, the endings kept; the same model asked again queues nothing."""

import dataclasses

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.interfaces import Extraction
from tests.unit.test_fact_spans import RulesOnly, said
from tests.unit.test_generated_versions import current, ops


class ModelA(RulesOnly):
    """The real rules, under a model name of their own."""

    @property
    def name(self) -> str:
        return "rules-a"


class ModelB(RulesOnly):
    """A newer model: the same facts in other words ("The user ..." for "User ...")."""

    @property
    def name(self) -> str:
        return "rules-b"

    def extract(self, text):
        found = super().extract(text)
        return dataclasses.replace(found, facts=[f.replace("User ", "The user ", 1) for f in found.facts])


class ModelC(RulesOnly):
    """A third model, in words of its own again."""

    @property
    def name(self) -> str:
        return "rules-c"

    def extract(self, text):
        found = super().extract(text)
        return dataclasses.replace(found, facts=[f.replace("User l", "L", 1) for f in found.facts])


class SameWords(ModelA):
    """A newer version of model A that draws the same words."""

    @property
    def name(self) -> str:
        return "rules-a-2"


class Moves:
    """A model that reads a move in one message as two places, in the order it is given."""

    def __init__(self, name, places, words="User"):
        self.name, self.places, self.words = name, places, words

    def extract(self, text):
        return Extraction(facts=[f"{self.words} {'live' if self.words == 'They' else 'lives'} in {p}" for p in self.places],
                          attributes=["residence"] * len(self.places), model_used=False)


def draw(brain, ids):
    out = brain.extract_facts(queue=False, memory_ids=ids)
    brain.run_backlog()
    assert brain.list_events(status="failed") == []  # (a draw that failed would pass unseen)
    return out


def shown(brain):
    """Every current fact the Profile shows, with how many times it is shown."""
    found = brain.profile()["current"]
    return sorted(f["text"] for f in found)


def test_facts_drawn_again_by_a_newer_model_replace_the_earlier_draw(tmp_path):
    with MemoryBrain(tmp_path, scope="r", extractor=ModelA(), embedder="none") as brain:
        lyon = brain.retain("I live in Lyon.", extract=False).memory_ids[0]
        rex = brain.retain("I have a dog called Rex.", extract=False).memory_ids[0]
        assert draw(brain, [lyon, rex])["queued"] == 2
        drawn_a = {m: current(brain.history(m)[-1].state) for m in (lyon, rex)}
        assert drawn_a[lyon] == ["User lives in Lyon"] and drawn_a[rex]
        # the person types a fact of their own on one memory, beside the one drawn
        brain.update(lyon, facts=[*drawn_a[lyon], "User grew up in Annecy"])
        assert draw(brain, [lyon, rex])["queued"] == 0  # the same model again: nothing queued
    with MemoryBrain(tmp_path, scope="r", extractor=ModelB(), embedder="none") as brain:
        assert draw(brain, [lyon, rex])["queued"] == 2
        assert sorted(brain.get(lyon).facts) == ["The user lives in Lyon", "User grew up in Annecy"]
        assert brain.get(rex).facts == [f.replace("User ", "The user ", 1) for f in drawn_a[rex]]
        assert shown(brain) == sorted(["The user lives in Lyon", "User grew up in Annecy",
                                       *brain.get(rex).facts])  # each fact once
        assert ops(brain, rex) == ["add", "extract", "extract"]
        first, second = brain.history(rex)[1:]
        assert first.generated and second.generated and current(first.state) == drawn_a[rex]
        assert brain.verify_integrity().valid
        assert draw(brain, [lyon, rex])["queued"] == 0  # model B again: nothing queued

        # the earlier draw stays restorable
        brain.restore(rex, version=2)
        assert brain.get(rex).facts == drawn_a[rex]
        assert brain.verify_integrity().valid


def test_facts_drawn_when_a_memory_was_stored_are_replaced_too(tmp_path):
    """A memory stored with extraction holds the facts its model drew in its first version: a
    newer model's draw replaces them, and a restore of the earlier draw brings them back as drawn."""
    with MemoryBrain(tmp_path, scope="w", extractor=ModelA(), embedder="none") as brain:
        lyon = brain.retain("I live in Lyon.").memory_ids[0]
        assert brain.get(lyon).facts == ["User lives in Lyon"]
    with MemoryBrain(tmp_path, scope="w", extractor=ModelB(), embedder="none") as brain:
        draw(brain, [lyon])
        assert brain.get(lyon).facts == ["The user lives in Lyon"] and ops(brain, lyon) == ["add", "extract"]
        brain.restore(lyon, version=1)
        assert brain.get(lyon).facts == ["User lives in Lyon"]
    with MemoryBrain(tmp_path, scope="w", extractor=ModelC(), embedder="none") as brain:
        draw(brain, [lyon])
        assert brain.get(lyon).facts == ["Lives in Lyon"]
        assert brain.verify_integrity().valid


def test_a_draw_that_repeats_a_person_s_fact_keeps_the_person_s_only(tmp_path):
    with MemoryBrain(tmp_path, scope="d", extractor=ModelB(), embedder="none") as brain:
        lyon = brain.retain("I live in Lyon.", extract=False).memory_ids[0]
        brain.update(lyon, facts=["The user lives in Lyon."])  # typed by hand, before any draw
        draw(brain, [lyon])
        assert brain.get(lyon).facts == ["The user lives in Lyon."]
        assert shown(brain) == ["The user lives in Lyon."]
        assert brain.verify_integrity().valid


def test_a_fact_a_later_memory_ended_keeps_its_ending_when_drawn_again(tmp_path):
    with MemoryBrain(tmp_path, scope="e", extractor=ModelA(), embedder="none") as brain:
        lyon = brain.retain("I live in Lyon.", extract=False).memory_ids[0]
        draw(brain, [lyon])
        paris = brain.retain("I moved to Paris.").memory_ids[0]
        (ended,) = brain.get(lyon).fact_records
        assert ended["superseded_by"] == paris
    with MemoryBrain(tmp_path, scope="e", extractor=ModelB(), embedder="none") as brain:
        draw(brain, [lyon])
        # the fact drawn again takes the ending of the one it replaces: nothing made current
        # again, and the ended fact is history once, not once per model
        (redrawn,) = brain.get(lyon).fact_records
        assert redrawn == dict(ended, text="The user lives in Lyon")
        assert [f["text"] for f in brain.profile()["replaced"]] == ["The user lives in Lyon"]
        assert [f["text"] for f in brain.profile()["current"]] == ["User moved to Paris"]
        assert brain.verify_integrity().valid


def test_a_version_of_1_21_holding_an_add_and_its_drawn_facts_says_both(tmp_path):
    """Before 1.22 facts were drawn beside a memory: its ``extract`` version holds the person's add
    as well. History says so ("added; facts drawn by Mnemosyne"), not "facts drawn" alone."""
    from mnemosyne_app.cli.curate import _memory_text
    from mnemosyne_app.gui.detail_pane import _made_by
    from tests.store_access import conn_of
    from tests.unit.test_generated_versions import _draw_beside_as_1_21_did

    with MemoryBrain(tmp_path, scope="old", extractor=ModelA(), embedder="none") as brain:
        oslo = brain.retain("I live in Oslo.", extract=False).memory_ids[0]
        path = brain.db_path
    _draw_beside_as_1_21_did(path, oslo)
    with MemoryBrain(tmp_path, scope="old", extractor=ModelA(), embedder="none") as brain:
        ((added_at,),) = conn_of(brain).execute("SELECT ts FROM ledger WHERE memory_id = ? AND op = 'add'", (oslo,))
        for _ in range(2):  # as the current version, then as a version row once it is edited
            first = brain.history(oslo)[0]
            assert (first.version, first.op, first.holds) == (1, "extract", "add")
            assert not first.generated and first.changed_at == added_at  # the person's add, dated so
            assert _made_by(first) == "added; facts drawn by Mnemosyne"
            assert "add; facts drawn (generated by Mnemosyne)" in _memory_text(brain.get(oslo), [first])
            brain.update(oslo, text="I live in Bergen.")
        # what 1.22 and later draw is a version of its own, said to be generated alone
        assert [(v.op, v.holds, v.generated) for v in brain.history(oslo)][1:] == [
            ("edit", None, False), ("extract", None, True)]
        assert _made_by(brain.history(oslo)[2]) == "facts drawn by rules-a (generated)"  # and by which model
        assert brain.verify_integrity().valid


def test_a_question_the_earlier_draw_asked_is_not_asked_again(tmp_path):
    """"Did leaving Acme end your work at Deloitte?" waits once, however many models draw the
    leaving again in their own words, and is not asked again once answered."""
    with MemoryBrain(tmp_path, scope="q", extractor=ModelA(), embedder="none") as brain:
        said(brain, "2024-05-01", "I work at Deloitte.")
        left = brain.retain("I left Acme.", extract=False).memory_ids[0]
        draw(brain, [left])
        (asked,) = brain.proposals()
        assert (asked["memory_id"], asked["ends_text"]) == (left, "User works at Deloitte")
    with MemoryBrain(tmp_path, scope="q", extractor=ModelB(), embedder="none") as brain:
        draw(brain, [left])
        assert brain.get(left).facts == ["The user left Acme"]
        assert [p["proposal_id"] for p in brain.proposals()] == [asked["proposal_id"]]
        brain.decide_proposal(asked["proposal_id"], confirm=False)
    with MemoryBrain(tmp_path, scope="q", extractor=ModelC(), embedder="none") as brain:
        draw(brain, [left])
        assert brain.proposals() == [] and brain.verify_integrity().valid


def test_a_drawn_fact_the_person_removed_is_not_drawn_back(tmp_path):
    with MemoryBrain(tmp_path, scope="x", extractor=ModelA(), embedder="none") as brain:
        mid = brain.retain("I live in Lyon and I have a dog called Rex.", extract=False).memory_ids[0]
        draw(brain, [mid])
        drawn = brain.get(mid).facts
        assert len(drawn) == 2
        brain.update(mid, facts=drawn[1:])  # the person removes one
    with MemoryBrain(tmp_path, scope="x", extractor=SameWords(), embedder="none") as brain:
        draw(brain, [mid])
        assert brain.get(mid).facts == drawn[1:]
        assert brain.verify_integrity().valid


def test_a_message_that_says_a_move_keeps_the_new_place_current_when_drawn_again(tmp_path):
    """A move in one message: the earlier place is ended by the message itself, the draw's own
    reading of it; drawn again, the newer model's reading replaces it whole (an ending by the
    message is not handed to another fact)."""
    with MemoryBrain(tmp_path, scope="m", extractor=Moves("a", ["Austin", "Denver"]), embedder="none") as brain:
        mid = brain.retain("I lived in Austin, now I live in Denver.", extract=False).memory_ids[0]
        draw(brain, [mid])
        assert {r["text"]: r["superseded_by"] for r in brain.get(mid).fact_records} == {
            "User lives in Austin": mid, "User lives in Denver": None}
    newer = Moves("b", ["Denver", "Austin"], words="The user")  # (a model that reads it backwards)
    with MemoryBrain(tmp_path, scope="m", extractor=newer, embedder="none") as brain:
        draw(brain, [mid])
        assert {r["text"]: r["superseded_by"] for r in brain.get(mid).fact_records} == {
            "The user lives in Denver": mid, "The user lives in Austin": None}  # as that model reads it
    with MemoryBrain(tmp_path, scope="m", extractor=Moves("c", ["Austin", "Denver"], "They"), embedder="none") as brain:
        draw(brain, [mid])
        assert {r["text"]: r["superseded_by"] for r in brain.get(mid).fact_records} == {
            "They live in Austin": mid, "They live in Denver": None}
    # a model that reads only where they live now: Denver current, not given the ending Austin had
    with MemoryBrain(tmp_path, scope="m", extractor=Moves("d", ["Denver"], "She"), embedder="none") as brain:
        draw(brain, [mid])
        assert {r["text"]: r["superseded_by"] for r in brain.get(mid).fact_records} == {"She lives in Denver": None}
        assert brain.verify_integrity().valid


class Fixed:
    """A model that draws the facts it is given, each with its attribute."""

    def __init__(self, name, facts):
        self.name, self.facts = name, facts

    def extract(self, text):
        return Extraction(facts=[f for f, _ in self.facts], attributes=[a for _, a in self.facts], model_used=False)


def test_a_drawn_fact_the_person_removed_is_not_drawn_back_in_other_words(tmp_path):
    """"Lives in Bristol" taken out: a newer model's "User lives in Bristol, UK" says it again and
    is left out; what says something new about Bristol stays (core/write/same_fact.py)."""
    first = Fixed("a", [("Lives in Bristol", "residence"), ("User has a dog called Rex", "pet")])
    with MemoryBrain(tmp_path, scope="y", extractor=first, embedder="none") as brain:
        mid = brain.retain("I live in Bristol with my dog Rex.", extract=False).memory_ids[0]
        draw(brain, [mid])
        brain.update(mid, facts=["User has a dog called Rex"])  # the person takes the place out
    newer = Fixed("b", [("User lives in Bristol, UK", "residence"), ("User works in Bristol", "employer"),
                        ("User has a dog named Rex", "pet")])
    with MemoryBrain(tmp_path, scope="y", extractor=newer, embedder="none") as brain:
        draw(brain, [mid])
        assert brain.get(mid).facts == ["User works in Bristol", "User has a dog named Rex"]
        assert shown(brain) == ["User has a dog named Rex", "User works in Bristol"]
        assert brain.verify_integrity().valid


def test_history_says_which_model_drew_each_version(tmp_path):
    """Each generated draw says the model that made it, in the window's History and in
    ``show --history``; a memory's facts drawn where no model was recorded keep "by Mnemosyne"."""
    from mnemosyne_app.cli.curate import _memory_text
    from mnemosyne_app.gui.detail_pane import _made_by

    with MemoryBrain(tmp_path, scope="by", extractor=ModelA(), embedder="none") as brain:
        rex = brain.retain("I have a dog called Rex.", extract=False).memory_ids[0]
        draw(brain, [rex])
    with MemoryBrain(tmp_path, scope="by", extractor=ModelB(), embedder="none") as brain:
        draw(brain, [rex])
        brain.restore(rex, version=2)
        history = brain.history(rex)
        assert [(v.op, v.drawn_by) for v in history] == [
            ("add", None), ("extract", "rules-a"), ("extract", "rules-b"), ("restore", None)]
        assert [_made_by(v) for v in history[1:3]] == [
            "facts drawn by rules-a (generated)", "facts drawn by rules-b (generated)"]
        shown_history = _memory_text(brain.get(rex), history)
        assert "extract (generated by Mnemosyne: facts drawn by rules-a)" in shown_history
        assert "extract (generated by Mnemosyne: facts drawn by rules-b)" in shown_history


def test_facts_drawn_again_after_an_edit_of_the_text_say_their_model(tmp_path):
    with MemoryBrain(tmp_path, scope="ed", extractor=ModelA(), embedder="none") as brain:
        lyon = brain.retain("I live in Lyon.").memory_ids[0]
        brain.update(lyon, text="I live in Nantes.")  # its facts are read again from the new text
        assert [(v.op, v.drawn_by) for v in brain.history(lyon)] == [
            ("add", None), ("edit", None), ("extract", "rules-a")]
        assert brain.extract_facts(queue=False, memory_ids=[lyon])["queued"] == 0  # drawn by that model already
        from mnemosyne_app.gui.panels.events_panel import describe_event
        (redrawn,) = brain.list_events(op="extract")
        assert describe_event(redrawn) == "Read a memory's facts again after its text was edited"
