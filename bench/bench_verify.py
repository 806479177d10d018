"""Verify throughput with history covered (issue 31, point 6): a store of ``--memories`` notes,
a quarter of them edited twice (two version rows each), then ``verify_integrity`` timed, and the
part that checks the version rows against the ledger timed on its own in the same run.
The target: at least 100,000 ledger entries a second, history included.

The anchor (integrity/anchor.py: the head's Ed25519 signature, checked against this device's
record outside the database, and the head signed again) is timed side by side: each round
verifies once with it and once with it switched off, alternating, so both see the same load."""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mnemosyne_app import MemoryBrain  # noqa: E402
from mnemosyne_app.core.integrity import anchor  # noqa: E402


@contextlib.contextmanager
def without_anchor():
    """Verify as before the anchor: no device key read, no anchor checked, none signed."""
    saved = anchor.broken, anchor.trust_for, anchor.record
    anchor.broken, anchor.trust_for, anchor.record = (lambda *a: None), (lambda *a: None), (lambda *a: None)
    try:
        yield
    finally:
        anchor.broken, anchor.trust_for, anchor.record = saved


def verify_as_at(rev: str, folder: str):
    """``verify`` as it was at git revision ``rev`` (its module text loaded beside today's), to
    time a change side by side with what it replaced."""
    root = Path(__file__).resolve().parents[1]
    text = subprocess.run(["git", "-C", str(root), "show", f"{rev}:mnemosyne_app/core/integrity/verify.py"],
                          check=True, capture_output=True, text=True).stdout
    path = Path(folder) / f"verify_at_{rev}.py"
    path.write_text(text)
    spec = importlib.util.spec_from_file_location(f"verify_at_{rev}", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # (its dataclasses look themselves up there)
    spec.loader.exec_module(module)
    return module.verify


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--memories", type=int, default=60000)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--before", metavar="REV", help="also time verify as at this git revision, alternating")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="mnemosyne-bench-") as tmp:
        brain = MemoryBrain(tmp, scope="bench", extractor="none", embedder="none").ensure_init()
        t = time.perf_counter()
        result = brain.retain_batch([f"note {i} about topic {i % 997} and thing {i * 7 % 1009}"
                                     for i in range(args.memories)], extract=False)
        ids = [r.memory_ids[0] for r in result.results]
        edited = ids[::4]
        for tag in ("first", "second"):
            for start in range(0, len(edited), 2000):
                brain.update_many({mid: {"tags": [tag]} for mid in edited[start:start + 2000]})
        print(f"filled {len(ids):,} memories, {len(edited) * 2:,} version rows in {time.perf_counter() - t:.1f} s",
              file=sys.stderr)
        times: dict[str, list[float]] = {"with the anchor": [], "without": []}
        # CPU time beside the wall clock: on a machine shared by others the wall clock also
        # counts the time this process waited for a core
        cpu_times: dict[str, list[float]] = {}
        if args.before:
            from mnemosyne_app.core import brain as brain_module
            today, before = brain_module.verify, verify_as_at(args.before, tmp)
            times[f"with the anchor, verify as at {args.before}"] = []
        for _ in range(args.rounds):
            for label in times:
                if args.before:
                    brain_module.verify = before if args.before in label else today
                with (without_anchor() if label == "without" else contextlib.nullcontext()):
                    t, cpu = time.perf_counter(), time.process_time()
                    rep = brain.verify_integrity()
                    times[label].append(time.perf_counter() - t)
                    cpu_times.setdefault(label, []).append(time.process_time() - cpu)
                assert rep.valid, rep
        if args.before:
            brain_module.verify = today
        for label, runs in times.items():
            best = min(runs)
            print(f"{label}: " + ", ".join(f"{r:.2f}" for r in runs) + " s", file=sys.stderr)
            cpu = min(cpu_times[label])
            print(f"| `verify_integrity` {label}, {rep.checked:,} entries, {len(edited) * 2:,} versions | "
                  f"{best:.2f} s (best of {args.rounds}) | {rep.checked / best:,.0f} entries/s | "
                  f"CPU {cpu:.2f} s: {rep.checked / cpu:,.0f} entries per CPU second |")
        # The anchor's own part of a verify, alone (the runs above are noisy on a shared machine):
        # reading the key and the record, one signature check, two indexed look-ups.
        with brain._store.snapshot() as conn:
            t = time.perf_counter()
            for _ in range(100):
                assert anchor.broken(conn, rep.checked, anchor.trust_for(conn, brain.root, brain.scope)) is None
            part = (time.perf_counter() - t) / 100
        print(f"| the anchor's checks alone (key, record, signature, look-ups) | {part * 1000:.2f} ms per verify | "
              f"{part / min(times['without']) * 100:.2f} % of the verify above |")
        brain.retain("one more", extract=False)  # a new head: what close pays to sign it
        t = time.perf_counter()
        brain._anchor()
        print(f"| signing a new head (key read, Ed25519, the record kept with fsync) | "
              f"{(time.perf_counter() - t) * 1000:.1f} ms | once per close, verify or export |")
        print(f"load average during the run: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", file=sys.stderr)
        brain.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
