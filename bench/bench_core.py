"""`make bench`: storage-engine figures, measured side by side in one run.

Every figure is printed next to a reference measured in the same process on the same disk (a
raw apsw INSERT+COMMIT at the same durability), so the table reads as ratios that survive a
faster or slower machine. Prints a Markdown table for the README.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mnemosyne_app import MemoryBrain  # noqa: E402
from mnemosyne_app.core.store import driver  # noqa: E402
from mnemosyne_app.core.write import request  # noqa: E402

# The storage figures are for the engine alone; the model rows load their model explicitly.
NO_MODELS = {"extractor": "none", "embedder": "none"}

def vocabulary(rng: random.Random, n: int = 6000) -> list[str]:
    """Pseudo-words with a Zipf-like frequency, so term selectivity resembles real notes."""
    syll = ["ka", "lo", "mi", "ra", "ten", "su", "vo", "ne", "dri", "pa", "go", "shi", "ber", "lun", "ta"]
    words = {"".join(rng.choice(syll) for _ in range(rng.randint(2, 4))) for _ in range(n * 2)}
    return sorted(words)[:n]


class Corpus:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.words = vocabulary(rng)
        self.cum_weights = list(itertools.accumulate(1.0 / (i + 1) for i in range(len(self.words))))

    def sentence(self) -> str:
        picked = self.rng.choices(self.words, cum_weights=self.cum_weights, k=self.rng.randint(8, 20))
        return " ".join(picked) + f" #{self.rng.getrandbits(40):x}"

    def query(self) -> str:
        return " ".join(self.rng.choices(self.words, cum_weights=self.cum_weights, k=3))


def pct(samples: list[float], p: float) -> float:
    s = sorted(samples)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def ms(x: float) -> str:
    return f"{x * 1000:.3f} ms"


def raw_commit(path: Path, n: int, synchronous: str) -> list[float]:
    conn = driver.open_connection(path, synchronous=synchronous)
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)")
    out = []
    for i in range(n):
        t = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO t(body) VALUES (?)", (f"row {i}",))
        conn.execute("COMMIT")
        out.append(time.perf_counter() - t)
    conn.close()
    return out


def timed_retains(brain: MemoryBrain, texts: list[str]) -> list[float]:
    out = []
    for text in texts:
        t = time.perf_counter()
        brain.retain(text, extract=False)
        out.append(time.perf_counter() - t)
    return out


def fill(brain: MemoryBrain, corpus: Corpus, upto: int) -> float:
    have = brain.stats()["memories"]
    t = time.perf_counter()
    while have < upto:
        n = min(5000, upto - have)
        brain.retain_batch([corpus.sentence() for _ in range(n)], extract=False)
        have += n
    return time.perf_counter() - t


def timed_recalls(brain: MemoryBrain, corpus: Corpus, n: int) -> list[float]:
    out = []
    for _ in range(n):
        q = corpus.query()
        t = time.perf_counter()
        brain.recall(q, k=10)
        out.append(time.perf_counter() - t)
    return out


def batch_against_loop(tmp: Path, corpus: "Corpus", synchronous: str, writes: int,
                       rounds: int = 3) -> tuple[float, float, list[float]]:
    """``retain_batch`` items/s against a loop of ``retain`` calls, each round on fresh stores, the
    loop timed right before the batch. Returns the median rates and each round's ratio (one
    round alone moves by ±10 % on a shared VM)."""
    batch_rates, loop_rates, ratios = [], [], []
    for r in range(rounds):
        with MemoryBrain(tmp, scope=f"loop{r}", synchronous=synchronous, **NO_MODELS).ensure_init() as loop_brain:
            lat = timed_retains(loop_brain, [corpus.sentence() for _ in range(writes)])
        loop_rate = len(lat) / sum(lat)
        items = [corpus.sentence() for _ in range(writes * 5)]
        with MemoryBrain(tmp, scope=f"batch{r}", synchronous=synchronous, **NO_MODELS).ensure_init() as batch_brain:
            t = time.perf_counter()
            batch_brain.retain_batch(items, extract=False)
            batch_rate = len(items) / (time.perf_counter() - t)
        batch_rates.append(batch_rate)
        loop_rates.append(loop_rate)
        ratios.append(batch_rate / loop_rate)
    return statistics.median(batch_rates), statistics.median(loop_rates), ratios


def sqlite_floor(tmp: Path, texts: list[str], synchronous: str) -> float:
    """Items/s when only SQLite's work is timed: retain_batch's rows for each chunk are built
    first (untimed), then inserted and committed one after the other."""
    from mnemosyne_app.core.write import batch, journal

    brain = MemoryBrain(tmp, scope="floor", synchronous=synchronous, **NO_MODELS).ensure_init()
    reqs = [(i, request.build(brain.scope, brain.max_text_chars, t, extract=False)) for i, t in enumerate(texts)]
    timed = 0.0
    outcomes = []
    for start in range(0, len(reqs), batch.CHUNK):
        items = batch.prepare(reqs[start : start + batch.CHUNK], [None] * len(reqs[start : start + batch.CHUNK]))
        conn = brain._store.conn
        conn.execute("BEGIN IMMEDIATE")
        event = journal.record_done(conn, "retain_batch", "{}", 0)
        rows = batch.rows_for(conn, items)
        t = time.perf_counter()
        batch.execute_rows(conn, rows, event)
        conn.execute("COMMIT")
        timed += time.perf_counter() - t
        outcomes += rows.outcomes
    assert len(outcomes) == len(texts) and all(o[1] == "inserted" for o in outcomes)
    brain.close()
    return len(texts) / timed


def async_rows(tmp: Path, corpus: "Corpus", synchronous: str, raw50: float) -> list[tuple[str, str, str]]:
    """Enqueue latency with the worker running, worker throughput, flush time against depth."""
    rows = []
    brain = MemoryBrain(tmp, scope="async", synchronous=synchronous, **NO_MODELS).ensure_init()
    brain.hot_path("enable")
    texts = [corpus.sentence() for _ in range(5000)]
    lat = []
    for text in texts:
        t = time.perf_counter()
        brain.retain(text, fast=True, extract=False)
        lat.append(time.perf_counter() - t)
    brain.hot_path("flush", timeout=600)
    rows.append(("async `retain(fast=True)` enqueue (worker running)",
                 f"p50 {ms(pct(lat, 50))} · p99 {ms(pct(lat, 99))}", f"{pct(lat, 50) / raw50:.1f}× raw commit"))
    for depth in (100, 1000, 5000):
        brain.close()
        # A fresh queue whose worker is held back, so exactly `depth` writes wait for the flush.
        brain = MemoryBrain(tmp, scope=f"flush{depth}", synchronous=synchronous, worker_delay=0, **NO_MODELS).ensure_init()
        brain.hot_path("enable")
        gate = brain._hot.queue()._cond
        with gate:  # the worker cannot take an event while we hold its condition
            for _ in range(depth):
                brain.retain(corpus.sentence(), fast=True, extract=False)
        t = time.perf_counter()
        out = brain.hot_path("flush", timeout=600)
        took = time.perf_counter() - t
        rows.append((f"`flush` with {depth:,} queued", f"{took * 1000:.0f} ms",
                     f"{out['flushed'] / took:,.0f} writes/s worker throughput"))
    brain.close()
    return rows


def hybrid_rows(tmp: Path, brain: MemoryBrain, corpus: "Corpus", raw50: float) -> list[tuple[str, str, str]]:
    """Hybrid recall latency at the store's full size. The stored vectors are random unit
    vectors (embedding 100k texts would take a quarter of an hour and does not change the cost
    of the search); the query is embedded for real, so its cost is included."""
    import numpy as np

    from mnemosyne_app.core.model.minilm import MiniLMEmbedder

    embedder = MiniLMEmbedder()
    hybrid = MemoryBrain(tmp, scope="bench", embedder=embedder, extractor="none").ensure_init()
    rng = np.random.default_rng(3)
    rids = [r[0] for r in hybrid._store.conn.execute("SELECT rid FROM memories")]
    with hybrid._txn() as conn:
        for start in range(0, len(rids), 10_000):
            part = rids[start:start + 10_000]
            vecs = rng.standard_normal((len(part), embedder.dim)).astype(np.float32)
            vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
            conn.executemany("INSERT INTO memories_vec(rowid, embedding) VALUES (?, ?)",
                             [(rid, v.tobytes()) for rid, v in zip(part, vecs)])
    embedder.embed(["warm up"])
    t = time.perf_counter()
    hybrid.recall(corpus.query(), k=10)  # the first hybrid query builds the in-memory vector cache
    first = time.perf_counter() - t
    emb, rec = [], []
    for _ in range(200):
        q = corpus.query()
        t = time.perf_counter()
        embedder.embed([q])
        emb.append(time.perf_counter() - t)
        t = time.perf_counter()
        hybrid.recall(q, k=10)
        rec.append(time.perf_counter() - t)
    n = len(rids)
    hybrid.close()
    return [
        (f"first hybrid query at {len(rids):,} memories (builds the vector cache)", f"{first * 1000:.0f} ms", "once per open"),
        (f"query embedding (MiniLM, numpy)", f"p50 {ms(pct(emb, 50))} · p99 {ms(pct(emb, 99))}",
         f"{pct(emb, 50) / raw50:.0f}× raw commit"),
        (f"hybrid `recall` k=10 at {n:,} memories (FTS5 + vectors + fusion, embedding included)",
         f"p50 {ms(pct(rec, 50))} · p99 {ms(pct(rec, 99))}", f"{pct(rec, 50) / raw50:.0f}× raw commit"),
    ]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--sizes", default="10000,100000", help="store sizes for recall latency")
    ap.add_argument("--writes", type=int, default=2000, help="sync retains to time")
    ap.add_argument("--synchronous", default="NORMAL")
    ap.add_argument("--no-hybrid", dest="hybrid", action="store_false", help="skip the hybrid recall rows")
    args = ap.parse_args()
    corpus = Corpus(random.Random(7))
    rows: list[tuple[str, str, str]] = []
    with tempfile.TemporaryDirectory(prefix="mnemosyne-bench-") as tmp:
        tmp = Path(tmp)
        raw = raw_commit(tmp / "raw.db", args.writes, args.synchronous)
        raw50 = pct(raw, 50)
        rows.append(("raw apsw INSERT+COMMIT (reference)", f"p50 {ms(raw50)} · p99 {ms(pct(raw, 99))}", "1.0×"))

        brain = MemoryBrain(tmp, scope="bench", synchronous=args.synchronous, **NO_MODELS).ensure_init()
        texts = [corpus.sentence() for _ in range(args.writes)]
        lat = timed_retains(brain, texts)
        rows.append(("sync `retain` (extract off)", f"p50 {ms(pct(lat, 50))} · p99 {ms(pct(lat, 99))}",
                     f"{pct(lat, 50) / raw50:.1f}× raw commit"))

        batch_rate, loop_rate, ratios = batch_against_loop(tmp, corpus, args.synchronous, args.writes)
        rows.append(("`retain_batch` throughput", f"{batch_rate:,.0f} items/s vs loop {loop_rate:,.0f}/s",
                     f"{statistics.median(ratios):.1f}× a `retain` loop (median of {len(ratios)} rounds: "
                     + ", ".join(f"{r:.1f}" for r in ratios) + ")"))
        floor_rate = sqlite_floor(tmp, [corpus.sentence() for _ in range(args.writes * 5)], args.synchronous)
        rows.append(("SQLite alone writing the same rows (prebuilt, no Python per item, no overlap)",
                     f"{floor_rate:,.0f} items/s", f"{floor_rate / loop_rate:.1f}× a `retain` loop"))

        rows += async_rows(tmp, corpus, args.synchronous, raw50)

        for size in (int(s) for s in args.sizes.split(",")):
            fill_s = fill(brain, corpus, size)
            rec = timed_recalls(brain, corpus, 300)
            rows.append((f"`recall` k=10 at {size:,} memories (keyword)",
                         f"p50 {ms(pct(rec, 50))} · p99 {ms(pct(rec, 99))}",
                         f"{pct(rec, 50) / raw50:.1f}× raw commit"))
            print(f"  (filled to {size:,} in {fill_s:.1f}s)", file=sys.stderr)
        if args.hybrid:
            rows += hybrid_rows(tmp, brain, corpus, raw50)
        t = time.perf_counter()
        rep = brain.verify_integrity()
        vt = time.perf_counter() - t
        rows.append((f"`verify_integrity` over {rep.checked:,} entries", f"{vt:.2f} s",
                     f"{rep.checked / vt:,.0f} entries/s"))
        brain.close()

    print(f"\nsynchronous={args.synchronous}\n")
    print("| what | measured | ratio |\n|---|---|---|")
    for r in rows:
        print(f"| {r[0]} | {r[1]} | {r[2]} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
