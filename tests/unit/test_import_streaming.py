"""Large ChatGPT and Claude exports are read one conversation at a time (issue 31, item 4):
memory follows the largest conversation, not the file; what is imported, skipped and refused is
what a whole read gives."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.archive import ArchiveError, sources
from mnemosyne_app.core.archive.reader import read_archive
from tests.unit.big_exports import chatgpt_conversation, claude_conversation, write_export

ROOT = Path(__file__).resolve().parents[2]


def _rows(brain) -> list[tuple]:
    return sorted((m.text, m.kind, json.dumps(m.metadata, sort_keys=True), m.created_at is not None)
                  for m in brain.list_memories(limit=100000))


def _import(home: Path, path: Path, lazy_bytes: int, monkeypatch, **kw):
    monkeypatch.setattr(sources, "LAZY_BYTES", lazy_bytes)
    with MemoryBrain(home, scope="s", extractor="none", embedder="none").ensure_init() as b:
        rep = b.import_archive(path, **kw)
        return rep, _rows(b)


def _odd_chatgpt() -> list:
    convs = [chatgpt_conversation(i, 50, 500) for i in range(60)]
    convs[3]["mapping"] = "not a tree"  # skipped with its reason
    convs[7]["create_time"] = 1e20  # an impossible time: kept as unknown
    convs[9]["mapping"]["u9"]["message"]["create_time"] = -1e20
    del convs[11]["conversation_id"], convs[11]["id"]  # no id
    return convs


@pytest.mark.parametrize("make", [_odd_chatgpt, lambda: [claude_conversation(i, 50, 500) for i in range(60)]],
                         ids=["chatgpt", "claude"])
def test_a_file_read_a_conversation_at_a_time_imports_what_a_whole_read_does(tmp_path, monkeypatch, make):
    path = tmp_path / "conversations.json"
    write_export(path, make())
    monkeypatch.setattr(sources, "LAZY_BYTES", 0)
    assert len(read_archive(path).streams) == 1  # (it is streamed)
    whole, whole_rows = _import(tmp_path / "a", path, 1 << 40, monkeypatch)
    streamed, streamed_rows = _import(tmp_path / "b", path, 0, monkeypatch)
    assert streamed_rows == whole_rows and len(whole_rows) >= 100
    for field in ("format", "conversations", "messages_seen", "inserted", "skipped", "unknown_times"):
        assert getattr(streamed, field) == getattr(whole, field), field
    # and a second import of the same file adds nothing, as always
    again, _ = _import(tmp_path / "b", path, 0, monkeypatch)
    assert again.inserted == 0 and again.already_present == whole.inserted


def test_a_zipped_export_streams_too(tmp_path, monkeypatch):
    import zipfile

    write_export(tmp_path / "conversations.json", [chatgpt_conversation(i) for i in range(20)])
    with zipfile.ZipFile(tmp_path / "export.zip", "w", zipfile.ZIP_DEFLATED) as z:
        z.write(tmp_path / "conversations.json", "conversations.json")
    monkeypatch.setattr(sources, "LAZY_BYTES", 0)
    assert len(read_archive(tmp_path / "export.zip").streams) == 1
    rep, rows = _import(tmp_path / "a", tmp_path / "export.zip", 0, monkeypatch)
    assert rep.inserted == 40 and len(rows) == 40


@pytest.mark.parametrize("damage", ["cut short", "garbage in the middle"])
def test_a_damaged_large_file_is_refused_as_a_whole_read_refuses_it_with_nothing_written(tmp_path, monkeypatch,
                                                                                         damage):
    path = tmp_path / "conversations.json"
    write_export(path, [chatgpt_conversation(i) for i in range(50)])
    data = path.read_bytes()
    path.write_bytes(data[: len(data) * 2 // 3] if damage == "cut short"
                     else data[: len(data) // 2] + b"}}oops{{" + data[len(data) // 2:])
    messages = []
    for lazy in (1 << 40, 0):
        monkeypatch.setattr(sources, "LAZY_BYTES", lazy)
        with MemoryBrain(tmp_path / f"h{lazy}", scope="s", extractor="none", embedder="none").ensure_init() as b:
            with pytest.raises(ArchiveError) as exc:
                b.import_archive(path)
            messages.append(str(exc.value))
            assert b.stats()["memories"] == 0
    assert messages[0] == messages[1] and "not valid JSON" in messages[0]


def test_a_large_array_of_empty_objects_is_still_refused_in_words(tmp_path, monkeypatch):
    path = tmp_path / "conversations.json"
    path.write_bytes(b"[" + b"{}," * 6_000_000 + b"{}]")
    monkeypatch.setattr(sources, "LAZY_BYTES", 0)
    with MemoryBrain(tmp_path / "h", scope="s", extractor="none", embedder="none").ensure_init() as b:
        with pytest.raises(ArchiveError, match="more than a chat export has"):
            b.import_archive(path)


_CHILD = textwrap.dedent("""
    import json, sys
    from mnemosyne_app import MemoryBrain
    def status(field):
        for line in open("/proc/self/status"):
            if line.startswith(field):
                return int(line.split()[1]) * 1024
    home, warm, big = sys.argv[1:4]
    with MemoryBrain(home, scope="s", extractor="none", embedder="none").ensure_init() as b:
        b.import_archive(warm)  # every module an import uses is loaded before the measure
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")  # the peak starts again from here
        before = status("VmRSS:")
        rep = b.import_archive(big)
        peak = status("VmHWM:")
    print(json.dumps({"before": before, "peak": peak, "inserted": rep.inserted, "conversations": rep.conversations}))
""")


def _measure(tmp_path: Path, big: Path, lazy_bytes: int) -> dict:
    warm = tmp_path / "warm.json"
    write_export(warm, [chatgpt_conversation(10**6 + i) for i in range(3)])
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    code = (f"from mnemosyne_app.core.archive import sources; sources.LAZY_BYTES = {lazy_bytes}\n" + _CHILD)
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path / f"home{lazy_bytes}"), str(warm), str(big)],
                         capture_output=True, text=True, env=env, timeout=900)
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_memory_follows_the_largest_conversation_not_the_file(tmp_path):
    """A 300 MB export (MNEMOSYNE_TEST_BIG_MB to change it) of 600 conversations, the largest 6 MB
    with 380 KB of text to import: the child's resident memory grows by at most 3 times the
    largest conversation while importing it."""
    megabytes = int(os.environ.get("MNEMOSYNE_TEST_BIG_MB", "300"))
    n = max(10, megabytes * 2)

    def conversations():
        for i in range(n):
            if i == n // 2:
                yield chatgpt_conversation(i, visible_chars=190_000, skipped_chars=5_500_000)
            else:
                yield chatgpt_conversation(i, visible_chars=300, skipped_chars=500_000)

    big = tmp_path / "conversations.json"
    largest = write_export(big, conversations())
    size = big.stat().st_size
    assert size > megabytes * 0.9e6 and largest > 5e6
    got = _measure(tmp_path, big, sources.LAZY_BYTES)
    grown = got["peak"] - got["before"]
    print(f"\n{size / 1e6:,.0f} MB export, largest conversation {largest / 1e6:.1f} MB: resident memory grew by "
          f"{grown / 1e6:.1f} MB ({grown / largest:.2f}x the largest conversation; before {got['before'] / 1e6:.0f} MB)")
    assert got["inserted"] == 2 * n and got["conversations"] == n
    assert grown <= 3 * largest


def test_deep_nesting_in_a_large_file_is_refused_in_words_not_by_running_out_of_memory(tmp_path, monkeypatch):
    # ijson's paths grow with the depth: 100,000 levels took all the memory there was before the
    # depth was looked at first (the whole read refuses it in words)
    path = tmp_path / "conversations.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    monkeypatch.setattr(sources, "LAZY_BYTES", 0)
    assert read_archive_streams_or_error(path) == "nested too deeply"


def read_archive_streams_or_error(path: Path) -> str:
    try:
        return f"{len(read_archive(path).streams)} streamed"
    except ArchiveError as exc:
        return "nested too deeply" if "nested too deeply" in str(exc) else str(exc)


def test_without_the_c_parser_a_large_file_is_read_whole_as_before(tmp_path, monkeypatch):
    from mnemosyne_app.core.archive import streamed

    path = tmp_path / "conversations.json"
    write_export(path, [chatgpt_conversation(i) for i in range(20)])
    monkeypatch.setattr(sources, "LAZY_BYTES", 0)
    assert read_archive_streams_or_error(path) == "1 streamed"
    monkeypatch.setattr(streamed, "_PARSER", None)
    assert read_archive_streams_or_error(path) == "0 streamed"
    rep, rows = _import(tmp_path / "a", path, 0, monkeypatch)
    assert rep.inserted == 40 and len(rows) == 40
