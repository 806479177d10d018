"""What "extract facts from what is already here" costs (issue 27), to decide the defaults: a
10,000-message import (LoCoMo's turns, one speaker as the person, read from ``../shared/data``,
never copied here), imported without extraction, then ``extract_facts`` for the person's own
messages with the bundled model, run as the window's background lane runs it. The import is timed
whole; extraction is timed on the first ``--sample`` memories and the whole extrapolated (each
memory is one event; the model is called only for statements it must judge).

    PYTHONPATH=$PWD .venv/bin/python bench/bench_fact_backfill.py [--sample 120]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_recall import DEFAULT_DATA, dated_turns  # noqa: E402

from mnemosyne_app import MemoryBrain  # noqa: E402
from mnemosyne_app.core.progress import Cancelled, Progress  # noqa: E402

MESSAGES = 10_000


def archive(folder: Path) -> Path:
    """A generic JSONL archive of MESSAGES turns: LoCoMo's conversations, then again as later
    sessions (the texts marked, so nothing is a duplicate), the first speaker as the person."""
    samples = json.loads(Path(DEFAULT_DATA).read_text())
    convs, n, rnd = [], 0, 0
    while n < MESSAGES:
        for i, sample in enumerate(samples):
            turns = dated_turns(sample)[: MESSAGES - n]
            first = turns[0][1].split(":")[0] if turns else ""
            msgs = [{"role": "user" if text.split(":")[0] == first else "assistant",
                     "content": text.split(": ", 1)[1] + (f" (week {rnd + 2})" if rnd else "")} for _, text, _ in turns]
            convs.append({"id": f"locomo-{rnd}-{i}", "title": f"LoCoMo {i}", "messages": msgs})
            n += len(msgs)
            if n >= MESSAGES:
                break
        rnd += 1
    path = folder / "chats.jsonl"
    path.write_text("\n".join(json.dumps(c) for c in convs))
    return path


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sample", type=int, default=120)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="mnemosyne-facts-") as tmp:
        path = archive(Path(tmp))
        with MemoryBrain(tmp, scope="facts", extractor="bundled", embedder="none") as brain:
            start = time.monotonic()
            report = brain.import_archive(path)
            imported = time.monotonic() - start
            start = time.monotonic()
            out = brain.extract_facts(queue=False)
            journaled = time.monotonic() - start
            progress = Progress(label="facts")
            progress.subscribe(lambda p: p.done >= args.sample and p.cancel())
            brain.extractor.extract("I live in Oslo.")  # load the model before the clock starts
            calls_before = brain.stats()["model_calls"]
            start = time.monotonic()
            try:
                brain.run_backlog(progress)
            except Cancelled:
                pass
            spent, done = time.monotonic() - start, progress.done
            calls = brain.stats()["model_calls"] - calls_before
            facts = len(brain.view("profile")["current"])
    per = spent / max(done, 1)
    print(f"import of {report.inserted:,} messages (extraction off): {imported:.1f} s")
    print(f"extract_facts journaled {out['queued']:,} of the person's messages in {journaled:.2f} s")
    print(f"extraction of the first {done} of them: {spent:.1f} s, {per * 1000:.0f} ms a message, "
          f"{calls} model calls ({calls / max(done, 1):.2f} a message), {facts} facts kept")
    print(f"all {out['queued']:,}: about {per * out['queued'] / 60:.0f} min of one core in the background lane")


if __name__ == "__main__":
    main()
