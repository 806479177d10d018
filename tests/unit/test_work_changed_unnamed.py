"""Changing jobs told by the verb and the work noun ("I switched jobs", "j'ai changé de travail", "Mudei
de emprego"): the work the person had is over, which one not said (issue 28: left unplaced, or read
as a new employer, "cambié de trabajo en marzo", it ended nothing or the wrong thing). Alone it asks
what it ends; with the new work named after it, the new work replaces the old. Each case failed
before its rule."""

import pytest

from mnemosyne_app import MemoryBrain
from tests.unit.test_fact_spans import RulesOnly, said
from tests.unit.test_state_changes import assert_current_after, read


@pytest.mark.parametrize("message, text", [
    ("I switched jobs last month.", "User switched jobs last month"),
    ("I changed careers.", "User changed careers"),
    ("J'ai changé de travail.", "L'utilisateur a changé de travail"),
    ("Ich habe den Job gewechselt.", "Der Nutzer hat den Job gewechselt"),
    ("Cambié de trabajo en marzo.", "El usuario cambió de trabajo en marzo"),
    ("Ho cambiato lavoro.", "L'utente ha cambiato lavoro"),
    ("Mudei de emprego.", "O utilizador mudou de emprego"),
])
def test_a_change_of_job_is_work_left(message, text):
    assert read(message) == [(text, "employer", True)]


def test_a_change_of_job_alone_asks_what_it_ends(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", "I work as a teacher.")
        said(brain, "2024-02-01", "I switched jobs last month.")
        current = sorted(f["text"] for f in brain.profile()["current"])
        assert current == ["User switched jobs last month", "User works as a teacher"]
        assert [(p["text"], p["ends_text"]) for p in brain.proposals()] == [
            ("User switched jobs last month", "User works as a teacher")]


def test_a_change_of_job_with_the_new_workplace_named_ends_the_old_one(tmp_path):
    assert_current_after(tmp_path, ["I work at Acme.", "FYI I switched jobs, I'm at Globex now."],
                         ["User is at Globex now"])


def test_a_sentence_that_drops_i_is_read_as_english_not_as_italian_so():
    # ("So happy": "so" is also Italian "I know", which made the message Italian and lost the engagement)
    assert read("Got engaged to Maria last weekend!! So happy.") == [
        ("User got engaged to Maria last weekend", "relationship", False)]
