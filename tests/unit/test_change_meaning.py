"""The meaning stage beside the rules (issue 28, core/model/change_meaning.py): how its readings
reach the facts and what they may end. The stage here reads by a table, so each case says exactly
what it read; the real embedder's readings are tested in tests/model/test_change_meaning_real.py."""

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.change_meaning import Reading
from mnemosyne_app.core.model.clauses import language
from mnemosyne_app.core.model.statements import statements
from tests.unit.test_fact_spans import RulesOnly, said


class TableMeaning:
    """Reads each clause by a table (clause as said -> Reading) and remembers what it was asked."""

    def __init__(self, table: dict[str, Reading]) -> None:
        self.table, self.asked = table, []

    def read(self, clauses):
        self.asked += list(clauses)
        return [self.table.get(c) for c in clauses]


def sure(attribute, ends=False):
    return Reading(attribute, ends, True, 0.7)


def fairly_sure(attribute, ends=False):
    return Reading(attribute, ends, False, 0.45)


def current_after(tmp_path, meaning, messages):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(meaning=meaning), embedder="none") as brain:
        for n, text in enumerate(messages):
            said(brain, f"2024-0{n + 1}-01", text)
        assert brain.verify_integrity().valid
        return sorted(f["text"] for f in brain.profile()["current"]), brain.proposals()


def test_a_sure_reading_places_a_clause_the_rules_left_and_its_new_state_replaces_the_old(tmp_path):
    meaning = TableMeaning({"I got bumped up to team lead": sure("job")})
    current, asked = current_after(tmp_path, meaning, ["I work as a junior analyst.", "I got bumped up to team lead."])
    assert current == ["User got bumped up to team lead"] and asked == []
    # (placed; still asked of the model whether it lasts, as every unplaced clause was)
    assert [(s.attribute, s.needs_model, s.guessed) for s in statements("I got bumped up to team lead.", meaning)] == [
        ("job", True, False)]


def test_a_fairly_sure_reading_ends_nothing_and_asks_the_person_instead(tmp_path):
    meaning = TableMeaning({"I got bumped up to team lead": fairly_sure("job")})
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(meaning=meaning), embedder="none") as brain:
        said(brain, "2024-01-01", "I work as a junior analyst.")
        said(brain, "2024-02-01", "I got bumped up to team lead.")
        assert sorted(f["text"] for f in brain.profile()["current"]) == [
            "User got bumped up to team lead", "User works as a junior analyst"]
        [asked] = brain.proposals()
        assert (asked["text"], asked["ends_text"]) == ("User got bumped up to team lead",
                                                             "User works as a junior analyst")
        brain.decide_proposal(asked["proposal_id"], True)
        assert [f["text"] for f in brain.profile()["current"]] == ["User got bumped up to team lead"]
        assert brain.verify_integrity().valid


def test_only_the_persons_own_clauses_the_rules_left_unplaced_are_read():
    meaning = TableMeaning({})
    statements("My boss got bumped up to director. I used to bump into her. I work as a nurse. "
               "I got bumped up to CEO lol. I got bumped up to team lead.", meaning)
    # not someone else's change, nor the past, nor what the rules placed, nor a joke
    assert meaning.asked == ["I got bumped up to team lead"]


def test_a_leaving_the_rules_hear_stays_an_ending_and_new_work_replaces_the_work_left(tmp_path):
    meaning = TableMeaning({"I left the law firm": sure("employer"),  # read nearest a new employer
                            "started an apprenticeship as a plumber": sure("job")})
    found = statements("I left the law firm and started an apprenticeship as a plumber.", meaning)
    assert [(s.attribute, s.negated) for s in found] == [("employer", True), ("job", False)]
    current, _ = current_after(tmp_path, meaning, ["I'm a paralegal at a law firm.",
                                                   "I left the law firm and started an apprenticeship as a plumber."])
    assert current == ["User started an apprenticeship as a plumber"]


def test_without_the_stage_the_rules_alone_decide():
    assert [(s.attribute, s.needs_model) for s in statements("I got bumped up to team lead.")] == [(None, True)]


def test_a_couples_we_said_by_the_verb_alone_is_the_persons_clause_kept_as_said():
    for message, lang in [("On s'est mariés en mai.", "fr"), ("Nos separamos el año pasado.", "es"),
                          ("Ci siamo sposati a giugno.", "it"), ("Casámo-nos em julho.", "pt")]:
        assert language(message) == lang
        assert [s.text for s in statements(message)] == [message.rstrip(".")]
    # French "on" with "a" is also "people": left out
    assert statements("On a dit que le train est en retard.") == []


def test_the_person_as_whom_others_did_something_to_is_the_persons_clause_kept_as_said():
    for message, lang in [("They promoted me to shift manager.", "en"), ("On m'a promue cheffe de projet.", "fr"),
                          ("Man hat mich zum Teamleiter befördert.", "de"), ("Me ascendieron a supervisora.", "es"),
                          ("Mi hanno promosso caporeparto.", "it")]:
        assert language(message) == lang
        assert [s.text for s in statements(message)] == [message.rstrip(".")]
    assert statements("They told me to wait.") == []  # (a request, as before)


def test_an_embedder_that_cannot_load_leaves_the_rules_alone_and_the_write_goes_through(tmp_path):
    from mnemosyne_app.core.model.minilm import EmbedderUnavailable

    class Broken:
        def read(self, clauses):
            raise EmbedderUnavailable("the multilingual model's files are damaged")

    extractor = RulesOnly(meaning=Broken())
    with MemoryBrain(tmp_path, scope="m", extractor=extractor, embedder="none") as brain:
        said(brain, "2024-01-01", "I work as a junior analyst.")
        said(brain, "2024-02-01", "I got bumped up to team lead.")
        assert sorted(f["text"] for f in brain.profile()["current"]) == [
            "User got bumped up to team lead", "User works as a junior analyst"]
    assert extractor.meaning is None
