"""Archives whose shape would exhaust memory when parsed (issue 31, point 4): a 100 MB JSON array
of empty objects reached 2.7 GB RSS before it was refused. Now it is refused from a count of its
objects, before parsing, with the child process's peak RSS measured."""

import json
import os
import subprocess
import sys

import pytest

from mnemosyne_app.core.archive import structure
from mnemosyne_app.core.archive.model import ArchiveError

CHILD = r"""
import resource, sys
from mnemosyne_app import MemoryBrain
brain = MemoryBrain(sys.argv[2], extractor="none", embedder="none").ensure_init()
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
try:
    brain.import_archive(sys.argv[1])
    print("imported")
except ValueError as exc:
    print("refused:", exc)
print(base // 1024, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024)
"""


@pytest.mark.slow
def test_a_100_mb_array_of_empty_objects_is_refused_before_parsing_with_rss_measured(tmp_path):
    path = tmp_path / "conversations.json"
    with path.open("wb") as f:
        f.write(b"[")
        f.write(b"{}," * (100 * 1000 * 1000 // 3))
        f.write(b"{}]")
    size_mb = path.stat().st_size / 1e6
    proc = subprocess.run([sys.executable, "-c", CHILD, str(path), str(tmp_path / "home")], capture_output=True,
                          text=True, timeout=600, env=os.environ)
    assert proc.returncode == 0, proc.stderr
    verdict, rss = proc.stdout.strip().splitlines()
    base_mb, peak_mb = (int(x) for x in rss.split())
    print(f"file {size_mb:.0f} MB; RSS before {base_mb} MB, peak {peak_mb} MB")
    assert verdict.startswith("refused:") and "more than a chat export has" in verdict
    # The file's bytes (and their decoding) are held; 33 million parsed objects never are (2.7 GB before).
    assert peak_mb - base_mb < 3.5 * size_mb, (base_mb, peak_mb)


def test_braces_inside_texts_are_not_counted():
    text = json.dumps([{"content": "{[" * 50000}])
    assert structure.count_containers(text.encode()) == 2
    structure.check("ok.json", text.encode())


def test_many_tiny_objects_are_refused_and_an_honest_shape_passes():
    tiny = b"[" + b"{}," * 1_200_000 + b"{}]"
    with pytest.raises(ArchiveError, match="more than a chat export has"):
        structure.check("tiny.json", tiny)
    honest = b"[" + b",".join(b'{"role": "user", "content": "message %d about my garden"}' % i
                              for i in range(1_100_000)) + b"]"
    assert structure.count_containers(honest) > structure._FLOOR  # past the floor: the density rule decides
    structure.check("honest.json", honest)


def test_jsonl_files_are_counted_too(brain, tmp_path):
    path = tmp_path / "chat.jsonl"
    path.write_bytes(b"[]\n" * 1_200_000)
    with pytest.raises(ValueError, match="more than a chat export has"):
        brain.import_archive(path)
