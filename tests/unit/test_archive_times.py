"""Times from archives that no calendar can show (issue 31, point 3): a ChatGPT ``create_time``
of 1e20 once imported silently, then broke `show` and `export --format markdown` for the whole
scope. Now such a time is kept as unknown (the memory is dated by its import), the report says so,
and a bad value already stored never stops a display or an export."""

import json
import os
import subprocess
import sys

import pytest

from mnemosyne_app.core.archive import times

BAD = [1e20, float("nan"), float("inf"), float("-inf"), -1e20, -62135596800.0, 10**400]


def _node(i, parent, created, role="user"):
    return {"id": i, "parent": parent, "children": [], "message": {
        "id": i, "author": {"role": role}, "recipient": "all", "create_time": created,
        "content": {"content_type": "text", "parts": [f"message {i}"]}}}


def chatgpt_export(path, created_times):
    mapping, parent = {}, None
    for i, created in enumerate(created_times):
        mapping[f"m{i}"] = _node(f"m{i}", parent, created)
        parent = f"m{i}"
    conv = {"id": "conv-times", "title": "Times", "current_node": parent, "create_time": 1e20, "mapping": mapping}
    path.write_text(json.dumps([conv]))  # json writes NaN and Infinity as ChatGPT's parser would read them
    return path


def cli(*args, data_dir):
    return subprocess.run([sys.executable, "-m", "mnemosyne_app", "--data-dir", str(data_dir), *args],
                          capture_output=True, text=True, timeout=120, env=os.environ)


@pytest.mark.parametrize("value", BAD[:-1])
def test_out_of_range_times_are_not_plausible(value):
    assert times.plausible(value) is None


def test_plausible_times_pass_unchanged():
    assert times.plausible(1682100210.0) == 1682100210.0
    assert times.plausible(-86400.0 * 365 * 50) == -86400.0 * 365 * 50  # 1920: someone's old diary
    assert times.plausible(True) is None and times.plausible("1682100210") is None


def test_an_archive_with_impossible_times_imports_them_as_unknown_and_says_so(brain, tmp_path):
    good = 1682100210.0
    path = chatgpt_export(tmp_path / "conversations.json", BAD[:-1] + [good])
    report = brain.import_archive(path)
    assert report.inserted == len(BAD) and report.skipped == []
    assert report.unknown_times == len(BAD)  # six messages and the conversation itself
    assert "out of range" in report.summary() and "unknown time" in report.summary()
    by_text = {m.text: m for m in brain.list_memories(limit=50)}
    for i in range(len(BAD) - 1):
        m = by_text[f"message m{i}"]
        assert "created_at" not in m.metadata  # no invented date; dated by the import, as the app's own
        assert m.occurred_at == m.created_at
    assert by_text[f"message m{len(BAD) - 1}"].occurred_at == good


def test_show_and_export_never_crash_on_a_bad_stored_time(tmp_path):
    """Values stored before this check (or by a client's metadata) must not break a display."""
    from mnemosyne_app import MemoryBrain

    brain = MemoryBrain(str(tmp_path), scope="default", extractor="none", embedder="none").ensure_init()
    ids = [brain.retain(f"note {i}", kind="note", metadata={"created_at": v}).memory_ids[0]
           for i, v in enumerate([1e20, -1e20, 10**30])]
    brain.close()
    for mid in ids:
        r = cli("show", mid, "--history", data_dir=tmp_path)
        assert r.returncode == 0, r.stderr
        assert "unknown time" in r.stdout and "Traceback" not in r.stderr
    r = cli("export", str(tmp_path / "out.md"), "--format", "markdown", data_dir=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "note 0" in (tmp_path / "out.md").read_text()
    r = cli("recall", "note", data_dir=tmp_path)
    assert r.returncode == 0 and "Traceback" not in r.stderr
