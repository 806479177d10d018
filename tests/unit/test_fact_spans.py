"""Facts with a time span and the profile "as of" a day (core/read/spans.py, issue 28): a move, a
job change and a diet change, read back at three dates; ending a fact never deletes it."""

import datetime as dt
import json

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.llama_extractor import LlamaExtractor


class RulesOnly(LlamaExtractor):
    """The real rule-based extractor; the model's yes/no (asked only of unplaced clauses) is "yes"."""

    def complete(self, statement):
        return "yes"


def day(text: str) -> float:
    return dt.datetime.fromisoformat(text + "T12:00:00").timestamp()


LIFE = [  # (when it was said, what was said), written in this order
    ("2024-01-10", "I live in Austin."),
    ("2024-01-10", "I work as a teacher."),
    ("2024-01-11", "I'm vegetarian."),
    ("2024-06-01", "I moved to Denver."),
    ("2024-09-01", "I work as a nurse now."),
    ("2025-02-01", "I'm no longer vegetarian."),
]


def said(brain, when, text):
    return brain.retain(text, metadata={"created_at": day(when)}).memory_ids[0]


def texts(found):
    return sorted(f["text"] for f in found["current"])


def test_the_profile_as_of_three_dates_shows_what_was_true_then(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        ids = [said(brain, when, text) for when, text in LIFE]
        assert texts(brain.profile(as_of="2024-03-01")) == [
            "User is vegetarian", "User lives in Austin", "User works as a teacher"]
        assert texts(brain.profile(as_of="2024-07-01")) == [
            "User is vegetarian", "User moved to Denver", "User works as a teacher"]
        assert texts(brain.profile(as_of="2025-03-01")) == [
            "User is no longer vegetarian", "User moved to Denver", "User works as a nurse now"]
        assert texts(brain.profile(as_of="2023-12-31")) == []
        # now is the same as the last date, and as the profile without a date
        assert texts(brain.profile()) == texts(brain.profile(as_of="2025-03-01"))
        # what ended is history as of then, with what ended it and when
        history = {f["text"]: f for f in brain.profile(as_of="2024-07-01")["replaced"]}
        assert list(history) == ["User lives in Austin"]
        austin = history["User lives in Austin"]
        assert austin["valid_from"] == day("2024-01-10") and austin["valid_until"] == day("2024-06-01")
        assert austin["superseded_by"] == ids[3] and austin["replaced_with"] == "User moved to Denver"
        assert brain.verify_integrity().valid


def test_ending_a_fact_keeps_it_and_its_span_is_derived_from_when_things_were_said(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        ids = [said(brain, when, text) for when, text in LIFE]
        spans = {f["text"]: f for f in brain.view("fact_spans")}
        assert len(spans) == len(LIFE)  # nothing deleted: every fact said is still there
        assert spans["User works as a teacher"]["valid_until"] == day("2024-09-01")
        assert spans["User works as a teacher"]["superseded_by"] == ids[4]
        assert spans["User is vegetarian"]["valid_until"] == day("2025-02-01")
        assert spans["User works as a nurse now"]["valid_until"] is None
        # the ending is an edit of the ended memory, in its history and the ledger
        assert [v.op for v in brain.history(ids[0])] == ["add", "supersede"]


def test_an_old_message_imported_late_ends_nothing_said_after_it(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-06-01", "I moved to Denver.")
        said(brain, "2024-01-10", "I live in Austin.")  # read from an archive after the move
        assert texts(brain.profile()) == ["User moved to Denver"]
        assert texts(brain.profile(as_of="2024-03-01")) == ["User lives in Austin"]


@pytest.mark.parametrize("bad", ["yesterday-ish", "2024-13-40", [], {"a": 1}, -5, float("nan")])
def test_a_bad_as_of_is_one_clear_error(tmp_path, bad):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        with pytest.raises(ValueError, match="as of must be"):
            brain.profile(as_of=bad)


def test_the_cli_profile_takes_a_day(tmp_path):
    from tests.unit.test_cli import cli

    with MemoryBrain(tmp_path, scope="default", extractor=RulesOnly(), embedder="none") as brain:
        for when, text in LIFE:
            said(brain, when, text)
    out = cli("profile", "--as-of", "2024-07-01", data_dir=tmp_path).stdout
    assert out.startswith("As of 2024-07-01:")
    assert "User lives in Austin" not in out and "User moved to Denver" in out and "User works as a teacher" in out
    found = json.loads(cli("profile", "--as-of", "2024-03-01", "--json", data_dir=tmp_path).stdout)
    assert sorted(f["text"] for f in found["current"]) == [
        "User is vegetarian", "User lives in Austin", "User works as a teacher"]
    assert cli("profile", "--as-of", "2023-01-01", data_dir=tmp_path).stdout.strip() == (
        "no facts known to be true on 2023-01-01")
    r = cli("profile", "--as-of", "last tuesday", data_dir=tmp_path)
    assert r.returncode == 2 and "as of must be a date like 2025-05-03" in r.stderr and "Traceback" not in r.stderr


def test_the_http_profile_takes_a_day(data_home):
    from mnemosyne_app.service.http_api import ApiServer
    from tests.unit.test_http_api import call

    with MemoryBrain(scope="api", extractor=RulesOnly(), embedder="none") as brain:
        for when, text in LIFE:
            said(brain, when, text)
    brain = MemoryBrain(scope="api", extractor="none", embedder="none").ensure_init()
    server = ApiServer(brain, "127.0.0.1", 0).start()
    try:
        status, found = call(server, "GET", "/v1/profile/?as_of=2024-07-01")
        assert status == 200
        assert sorted((f["about"], f["text"]) for f in found["facts"]) == [
            ("Diet", "User is vegetarian"), ("Where you live", "User moved to Denver"),
            ("Work", "User works as a teacher")]
        assert [(f["text"], f["replaced_with"]) for f in found["replaced"]] == [
            ("User lives in Austin", "User moved to Denver")]
        status, body = call(server, "GET", "/v1/profile/?as_of=soon")
        assert status == 400 and "as of must be a date" in body["error"]
    finally:
        server.stop()
        brain.close()


def test_a_negation_naming_nothing_current_waits_as_a_proposal_the_person_decides(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        lyon = said(brain, "2024-01-10", "I live in Lyon.")
        paris = said(brain, "2024-03-01", "I don't live in Paris anymore.")
        # nothing was ended by rule: Lyon is still current, beside what was said
        assert texts(brain.profile()) == ["User doesn't live in Paris anymore", "User lives in Lyon"]
        (waiting,) = brain.proposals()
        assert (waiting["memory_id"], waiting["text"], waiting["ends_memory"], waiting["ends_text"]) == (
            paris, "User doesn't live in Paris anymore", lyon, "User lives in Lyon")
        assert brain.profile()["proposals"] == [waiting]
        assert [v.op for v in brain.history(lyon)] == ["add"]  # no memory was changed
        brain.decide_proposal(waiting["proposal_id"], confirm=False)
        assert brain.proposals() == [] and texts(brain.profile()) == [
            "User doesn't live in Paris anymore", "User lives in Lyon"]
        with pytest.raises(ValueError, match="already rejected"):
            brain.decide_proposal(waiting["proposal_id"], confirm=True)
        # an unsure change confirmed: ended as a sure change would be, a version and a ledger entry
        deloitte = said(brain, "2024-05-01", "I work at Deloitte.")
        acme = said(brain, "2024-09-01", "I left Acme.")
        (pending,) = brain.proposals()
        assert (pending["ends_memory"], pending["ends_text"]) == (deloitte, "User works at Deloitte")
        assert "User works at Deloitte" in texts(brain.profile())
        brain.decide_proposal(pending["proposal_id"], confirm=True)
        spans = {f["text"]: f for f in brain.view("fact_spans")}
        assert spans["User works at Deloitte"]["superseded_by"] == acme
        assert spans["User works at Deloitte"]["valid_until"] == day("2024-09-01")
        assert "User works at Deloitte" not in texts(brain.profile()) and brain.proposals() == []
        assert [v.op for v in brain.history(deloitte)] == ["add", "supersede"]
        assert brain.verify_integrity().valid
        with pytest.raises(KeyError, match="no proposal 999"):
            brain.decide_proposal(999, confirm=True)


def test_the_cli_timeline_lists_each_change_by_when_it_was_said(tmp_path):
    from tests.unit.test_cli import cli

    with MemoryBrain(tmp_path, scope="default", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-10", "I live in Austin.")
        said(brain, "2024-06-01", "I moved to Denver.")
    lines = cli("profile", "--timeline", data_dir=tmp_path).stdout.splitlines()
    assert [line.split("  ", 1)[1] for line in lines] == [
        "+ User lives in Austin", "+ User moved to Denver", "− User lives in Austin  (ended by: User moved to Denver)"]
    assert lines[0].startswith("2024-01-10") and lines[2].startswith("2024-06-01")


def test_the_cli_timeline_as_of_a_day_stops_at_that_day(tmp_path):
    """`profile --timeline --as-of DAY` lists the changes up to that day (was: --as-of was
    silently ignored and the whole timeline, later changes too, came out)."""
    from tests.unit.test_cli import cli

    with MemoryBrain(tmp_path, scope="default", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-10", "I live in Austin.")
        said(brain, "2024-06-01", "I moved to Denver.")
    lines = cli("profile", "--timeline", "--as-of", "2024-03-01", data_dir=tmp_path).stdout.splitlines()
    assert lines[0] == "Up to 2024-03-01:"
    assert [line.split("  ", 1)[1] for line in lines[1:]] == ["+ User lives in Austin"]
    before = cli("profile", "--timeline", "--as-of", "2023-01-01", data_dir=tmp_path).stdout.splitlines()
    assert before == ["no changes up to 2023-01-01"]
    listed = json.loads(cli("profile", "--timeline", "--as-of", "2024-03-01", "--json", data_dir=tmp_path).stdout)
    assert [f["text"] for f in listed] == ["User lives in Austin"]
    wrong = cli("profile", "--timeline", "--as-of", "2024-13-45", data_dir=tmp_path)
    assert wrong.returncode != 0 and "as of must be a date like" in wrong.stderr
    assert "Traceback" not in wrong.stderr


@pytest.mark.slow
def test_an_agent_reads_the_profile_as_of_a_day_over_mcp(tmp_path):
    from tests.unit.mcp_client import run_session, tool_json

    with MemoryBrain(tmp_path, extractor=RulesOnly(), embedder="none") as brain:
        for when, text in LIFE:
            said(brain, when, text)
    seen = {}

    async def body(session):
        seen["then"] = tool_json(await session.call_tool("get_profile", {"as_of": "2024-03-01"}))
        seen["now"] = tool_json(await session.call_tool("get_profile", {}))
        seen["bad"] = await session.call_tool("get_profile", {"as_of": "soonish"})

    run_session(tmp_path, body)
    assert sorted(f["text"] for f in seen["then"]["facts"]) == [
        "User is vegetarian", "User lives in Austin", "User works as a teacher"]
    assert sorted(f["text"] for f in seen["now"]["facts"]) == [
        "User is no longer vegetarian", "User moved to Denver", "User works as a nurse now"]
    assert seen["bad"].is_error and "as of must be a date" in seen["bad"].content[0].text


def test_what_replaced_a_fact_is_the_fact_that_names_the_same_thing(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-10", "I'm allergic to penicillin.")
        said(brain, "2024-05-01", "I'm not allergic to penicillin anymore, but I'm allergic to latex.")
        for found in (brain.profile(), brain.profile(as_of="2024-06-01")):
            assert [(f["text"], f["replaced_with"]) for f in found["replaced"]] == [
                ("User is allergic to penicillin", "User is not allergic to penicillin anymore")]


def test_the_timeline_starts_a_fact_said_again_once_and_ends_it_once(tmp_path):
    """Seen in the Profile's Timeline: "Reminder: I'm allergic to penicillin!" said a month after
    "I'm allergic to penicillin" listed a second "Started" (and later a second "Ended"), while the
    Profile folds the two into one line. Saying again what holds is no change."""
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-11", "I'm allergic to penicillin.")
        said(brain, "2024-02-02", "Reminder: I'm allergic to penicillin!")
        said(brain, "2025-01-01", "I'm not allergic to penicillin anymore.")
        changes = [(c["change"], c["text"], c["at"]) for c in brain.view("profile_timeline")]
    assert changes == [("started", "User is allergic to penicillin", day("2024-01-11")),
                       ("started", "User is not allergic to penicillin anymore", day("2025-01-01")),
                       ("ended", "User is allergic to penicillin", day("2025-01-01"))]
