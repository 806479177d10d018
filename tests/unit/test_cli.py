"""The CLI, run as a person runs it: a separate process."""

import json
import pathlib
import re
import subprocess
import sys

import pytest

from mnemosyne_app.cli import COMMANDS
from tests.store_access import conn_of

README = pathlib.Path(__file__).resolve().parents[2] / "README.md"


def cli(*args, data_dir, stdin=None):
    return subprocess.run([sys.executable, "-m", "mnemosyne_app", "--data-dir", str(data_dir), *args],
                          capture_output=True, text=True, input=stdin, timeout=60)


def test_retain_recall_verify_stats_scopes(tmp_path):
    r = cli("retain", "I keep bees on the roof", "--no-extract", "--tag", "hobby", data_dir=tmp_path)
    assert r.returncode == 0 and r.stdout.startswith("stored as memory …")
    again = cli("retain", "I keep bees on the roof", "--no-extract", data_dir=tmp_path).stdout
    assert again.startswith("already stored as memory …") and "nothing new written" in again
    for engine_word in ("inserted", "already_complete", "event None", "(event"):
        assert engine_word not in r.stdout + again, engine_word
    r = cli("recall", "bees", "--json", data_dir=tmp_path)
    hits = json.loads(r.stdout)
    assert [h["text"] for h in hits] == ["I keep bees on the roof"] and hits[0]["tags"] == ["hobby"]
    r = cli("verify", data_dir=tmp_path)
    assert r.returncode == 0 and r.stdout.startswith("valid: 1 ledger entries")
    st = json.loads(cli("stats", "--json", data_dir=tmp_path).stdout)
    assert (st["memories"], st["duplicates"]) == (1, 1)
    cli("retain", "-", "--scope", "work", "--no-extract", data_dir=tmp_path, stdin="from stdin")
    assert cli("scopes", data_dir=tmp_path).stdout.split() == ["default", "work"]
    events = json.loads(cli("events", "--json", data_dir=tmp_path).stdout)
    assert [e["status"] for e in events] == ["succeeded"]
    # the text form says when each write was asked for, as the window's Events panel does
    # (was: "     1  succeeded  retain  ", no time at all)
    (line,) = cli("events", data_dir=tmp_path).stdout.splitlines()
    assert re.fullmatch(r"\s+1  succeeded  \d{4}-\d\d-\d\d \d\d:\d\d:\d\d  retain", line), line


def test_options_work_before_and_after_the_command(tmp_path):
    cli("--scope", "a", "retain", "before", "--no-extract", data_dir=tmp_path)
    cli("retain", "after", "--scope", "b", "--no-extract", data_dir=tmp_path)
    assert cli("scopes", data_dir=tmp_path).stdout.split() == ["a", "b"]


def test_verify_exits_1_on_tampering(tmp_path):
    from mnemosyne_app import MemoryBrain

    cli("retain", "honest", "--no-extract", data_dir=tmp_path)
    with MemoryBrain(tmp_path) as b:
        conn_of(b).execute("UPDATE memories SET text = 'forged'")
    r = cli("verify", data_dir=tmp_path)
    assert r.returncode == 1 and "BROKEN at ledger entry 1" in r.stdout


def test_bad_input_is_a_clear_error_not_a_traceback(tmp_path):
    r = cli("--scope", "../escape", "stats", data_dir=tmp_path)
    assert r.returncode == 2 and "scope name" in r.stderr and "Traceback" not in r.stderr
    r = cli("retain", "x", "--metadata", "{not json", data_dir=tmp_path)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert not (tmp_path.parent / "escape.db").exists()


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_command_has_help_and_is_in_the_readme(name, tmp_path):
    r = cli(name, "--help", data_dir=tmp_path)
    assert r.returncode == 0 and f"usage: mnemosyne {name}" in r.stdout
    assert f"mnemosyne {name}" in README.read_text(encoding="utf-8")


def test_model_option_chooses_the_extractor(tmp_path):
    r = cli("retain", "I live in Porto. I work as a nurse.", "--model", "sentences", "--json", data_dir=tmp_path)
    assert json.loads(r.stdout)["facts"] == ["I live in Porto.", "I work as a nurse."]
    r = cli("retain", "anything", "--model", str(tmp_path / "missing.gguf"), data_dir=tmp_path)
    assert r.returncode == 2 and "does not exist" in r.stderr and "Traceback" not in r.stderr


def test_retain_lines_stores_each_line_and_reports_bad_ones_by_number(tmp_path):
    lines = "tea at four\n\nrun on Sundays\n" + "x" * 200_001 + "\ntea at four\n"
    r = cli("retain", "-", "--lines", "--no-extract", "--tag", "import", "--json", data_dir=tmp_path, stdin=lines)
    assert r.returncode == 1  # a line failed; the others are kept
    out = json.loads(r.stdout)
    assert (out["inserted"], out["already_complete"]) == (2, 1)
    assert [f["line"] for f in out["failed"]] == [4] and "limit" in out["failed"][0]["error"]
    hits = json.loads(cli("recall", "tea Sundays", "-k", "5", "--json", data_dir=tmp_path).stdout)
    assert sorted(h["text"] for h in hits) == ["run on Sundays", "tea at four"]
    assert all(h["tags"] == ["import"] for h in hits)
    again = cli("retain", "-", "--lines", "--no-extract", data_dir=tmp_path, stdin="tea at four\nrun on Sundays\n")
    assert (again.returncode, again.stdout.strip()) == (0, "0 stored, 2 already stored, 0 failed")
    refused = cli("retain", "-", "--lines", "--key", "k", data_dir=tmp_path, stdin="a\nb\n")
    assert refused.returncode == 2 and "--key" in refused.stderr


def test_a_model_that_cannot_load_is_a_clear_cli_error_and_the_text_waits_for_a_retry(tmp_path):
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(b"GGUF" + b"\x00" * 64)
    # a statement the model must judge (a message with none never loads the model; "I drive a
    # blue Volvo" is placed by rule now: how the person gets around)
    r = cli("--model", str(bad), "retain", "I collect vintage stamps", data_dir=tmp_path / "data")
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert "could not load model" in r.stderr and "kept in failed event" in r.stderr
    events = json.loads(cli("events", "--status", "failed", "--json", data_dir=tmp_path / "data").stdout)
    assert [e["payload"]["text"] for e in events] == ["I collect vintage stamps"]


def test_scopes_remove_lists_and_restores(tmp_path):
    cli("retain", "packing list for Kyoto", "--no-extract", "--scope", "trip", data_dir=tmp_path)
    r = cli("scopes", "--remove", "trip", data_dir=tmp_path)
    assert r.returncode == 0 and "mnemosyne scopes --restore trip-" in r.stdout
    assert cli("scopes", data_dir=tmp_path).stdout.strip() == "no scopes yet"
    folder = cli("scopes", "--removed", data_dir=tmp_path).stdout.strip()
    assert folder.startswith("trip-")
    assert cli("scopes", "--restore", folder, data_dir=tmp_path).stdout.strip() == "restored scope trip"
    hits = json.loads(cli("recall", "Kyoto", "--scope", "trip", "--json", data_dir=tmp_path).stdout)
    assert [h["text"] for h in hits] == ["packing list for Kyoto"]
    bad = cli("scopes", "--remove", "nope", data_dir=tmp_path)
    assert bad.returncode == 2 and "no scope 'nope'" in bad.stderr
    assert cli("scopes", "--rename", "trip", "kyoto-2027", data_dir=tmp_path).stdout.strip() == \
        "renamed scope trip to kyoto-2027"
    assert cli("scopes", data_dir=tmp_path).stdout.split() == ["kyoto-2027"]


def test_ctrl_c_during_a_long_batch_is_a_clean_stop_that_keeps_whole_chunks(tmp_path):
    import signal
    import time

    lines = "".join(f"line number {i} of a long list\n" for i in range(300_000))
    with subprocess.Popen([sys.executable, "-m", "mnemosyne_app", "--data-dir", str(tmp_path), "retain", "-",
                           "--lines", "--no-extract"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True,
                          # a test run started in the background inherits SIGINT ignored, and Python then
                          # installs no Ctrl-C handler: the child gets the default a terminal gives
                          preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL)) as proc:
        proc.stdin.write(lines)
        proc.stdin.close()
        time.sleep(2.5)  # started and well into the batch (it takes about 10 s)
        proc.send_signal(signal.SIGINT)
        err = proc.stderr.read()
        proc.wait(timeout=60)
    assert proc.returncode == 130 and "interrupted; what was already stored stays stored" in err, err[-2000:]
    assert "Traceback" not in err
    from mnemosyne_app import MemoryBrain

    with MemoryBrain(tmp_path, scope="default", extractor="none", embedder="none") as b:
        stored = b.stats()["memories"]
        assert stored % 2000 == 0 and stored < 300_000  # whole chunks only
        assert b.verify_integrity().valid


def test_dedup_merge_uses_the_report_it_prints(tmp_path):
    # The same words twice in one conversation: exact duplicates to merge (in two conversations
    # they would be two things said, never merged: issue 27).
    chats = tmp_path / "chats.jsonl"
    chats.write_text(json.dumps({"id": "c0", "messages": [
        {"role": "user", "content": "I moved to Porto in May"}, {"role": "assistant", "content": "noted 0"},
        {"role": "user", "content": "I moved to Porto in May"}, {"role": "assistant", "content": "noted 1"}]}))
    assert cli("import", str(chats), "--no-embed", data_dir=tmp_path).returncode == 0
    out = json.loads(cli("--model", "none", "dedup", "--merge", "--json", data_dir=tmp_path).stdout)
    assert out["duplicates"] == 1 and out["merged"]["merged"] == 1
    assert [g["reason"] for g in out["groups"]] == ["exact"]
    again = json.loads(cli("--model", "none", "dedup", "--json", data_dir=tmp_path).stdout)
    assert again["duplicates"] == 0


def test_verify_names_a_changed_memory_and_restore_vouched_puts_it_back(tmp_path):
    from mnemosyne_app import MemoryBrain

    cli("retain", "My locker code is 4417", "--no-extract", data_dir=tmp_path)
    with MemoryBrain(tmp_path, scope="default", extractor="none", embedder="none") as b:
        mid = b.list_memories()[0].memory_id
        conn_of(b).execute("UPDATE memories SET text = 'My locker code is 0000' WHERE memory_id = ?", (mid,))
    r = cli("verify", data_dir=tmp_path)
    assert r.returncode == 1 and "now says: My locker code is 0000" in r.stdout
    assert "the ledger vouches for: My locker code is 4417" in r.stdout and "restore --vouched" in r.stdout
    r = cli("restore", mid, "--vouched", data_dir=tmp_path)
    assert r.returncode == 0 and "says again what the ledger vouches for: My locker code is 4417" in r.stdout
    assert cli("verify", data_dir=tmp_path).returncode == 0


def test_extract_gives_an_imported_history_its_facts_once(tmp_path):
    chats = tmp_path / "chats.jsonl"
    chats.write_text(json.dumps({"id": "c", "messages": [{"role": "user", "content": "I live in Oslo."},
                                                         {"role": "assistant", "content": "Nice city."}]}))
    assert cli("import", str(chats), "--no-embed", data_dir=tmp_path).returncode == 0
    out = json.loads(cli("--model", "sentences", "extract", "--json", data_dir=tmp_path).stdout)
    assert (out["queued"], out["extracted"], out["failed"], out["model"]) == (1, 1, 0, "sentences")
    again = cli("--model", "sentences", "extract", data_dir=tmp_path)
    assert again.returncode == 0 and "extracted facts from 0 memories" in again.stdout and "1 done before" in again.stdout
    assert "I live in Oslo." in cli("profile", data_dir=tmp_path).stdout


def test_python_m_mnemosyne_app_cli_runs_the_cli_too(tmp_path):
    """``python -m mnemosyne_app.cli`` is what a person tries after reading ``mnemosyne_app.cli:main``
    in pyproject (was: "No module named mnemosyne_app.cli.__main__")."""
    out = subprocess.run([sys.executable, "-m", "mnemosyne_app.cli", "--data-dir", str(tmp_path), "verify"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("valid")


def test_stats_in_words(tmp_path):
    """`mnemosyne stats` reads as sentences: no Python dict, no engine key names, and the text
    already stored is not called a duplicate the dedup report would not list (was:
    "duplicates: 1" next to `dedup` saying "0 duplicates", and "events: {'pending': 0, …}")."""
    cli("retain", "I keep bees on the roof", "--no-extract", data_dir=tmp_path)
    cli("retain", "I keep bees on the roof", "--no-extract", data_dir=tmp_path)
    st = json.loads(cli("stats", "--json", data_dir=tmp_path).stdout)
    text = cli("stats", data_dir=tmp_path).stdout
    assert "{" not in text and "_" not in text.replace(str(st["path"]), "")
    lines = dict(line.split(": ", 1) for line in text.splitlines())
    lines = {k.strip(): v for k, v in lines.items()}
    assert lines["memories"] == "1 (0 deleted)"
    assert lines["writes"] == "1 stored, 1 already stored (written once)"
    assert lines["events"] == "1 succeeded"
    assert lines["store format"] == f"{st['schema'] // 1000}.{st['schema'] % 1000}"
    assert lines["file"].endswith(f"at {st['path']}")


def test_events_lists_the_cancelled_writes(tmp_path):
    """`events --status cancelled`, as the window's Events filter has it (was: refused by argparse,
    "invalid choice: 'cancelled'", though `stats` counts them)."""
    from mnemosyne_app.core.brain import MemoryBrain

    with MemoryBrain(tmp_path, extractor=None, embedder=None, worker_delay=0.3) as b:
        b.hot_path("enable")
        b.retain("the worker is busy with this one", fast=True)
        second = b.retain("I changed my mind about this note", fast=True)
        assert b.cancel(second.event_id)
        b.hot_path("flush", timeout=10)
    r = cli("events", "--status", "cancelled", data_dir=tmp_path)
    assert r.returncode == 0, r.stderr
    (line,) = r.stdout.splitlines()
    assert line.split()[:2] == [str(second.event_id), "cancelled"]


@pytest.mark.parametrize("command", [["compact", "c1"], ["extract"], ["dedup"], ["sweep"]])
def test_a_mistyped_scope_is_refused_not_made(tmp_path, command):
    """Upkeep of memories already stored refuses a scope that does not exist, as `show` and
    `recall` do (was: `--scope typo compact c1` left an empty typo.db behind its error)."""
    cli("retain", "a note", "--no-extract", data_dir=tmp_path)
    model = "sentences" if command == ["extract"] else "none"  # extract refuses no model first
    r = cli("--scope", "typo", "--model", model, *command, data_dir=tmp_path)
    assert r.returncode != 0 and "no scope 'typo' here" in r.stderr and "Traceback" not in r.stderr
    assert cli("scopes", data_dir=tmp_path).stdout.split() == ["default"]


def test_recall_prints_one_line_per_hit(tmp_path):
    """A hit whose text holds line breaks (a code block, a list) is one line of the listing, as
    in the window's table (was: its lines ran into the next hit's); `show ID` prints it whole."""
    cli("retain", "Here is the computation:\n```python\nprint(sum(range(1, 11)))\n```", "--no-extract",
        data_dir=tmp_path)
    cli("retain", "The computation gives 55", "--no-extract", data_dir=tmp_path)
    lines = cli("recall", "computation", data_dir=tmp_path).stdout.splitlines()
    assert len(lines) == 2, lines
    assert any(line.endswith("[note] Here is the computation: ```python print(sum(range(1, 11))) ```")
               for line in lines), lines
