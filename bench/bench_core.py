"""`make bench`: the default configuration (embedder on) first, then the storage engine without
models, each figure measured side by side in one run.

Every figure is printed next to a reference measured in the same process on the same disk (a
raw apsw INSERT+COMMIT at the same durability), so the table reads as ratios that survive a
faster or slower machine. Prints a Markdown table for the README.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mnemosyne_app import MemoryBrain  # noqa: E402
from mnemosyne_app.core.store import driver  # noqa: E402
from mnemosyne_app.core.write import journal, request  # noqa: E402

# The storage figures are for the engine alone; the model rows load their model explicitly.
NO_MODELS = {"extractor": "none", "embedder": "none"}
LOCOMO = Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo" / "locomo10.json"

# Short notes of the kind a person or an agent keeps (a number makes each one new).
NOTES = """I'm allergic to peanuts and shellfish|Call mom on Sunday about the trip|My dog Rex needs his shots in May
Prefers dark mode in every app|Lives in Austin, Texas, near the river|Works at Acme as a backend engineer
Birthday is March 3rd|Likes jazz, especially Coltrane|The car needs new tyres before winter
Book the dentist for next Tuesday|Sister Anna moved to Lyon last year|Wants to learn Portuguese this summer
Running a half marathon in October|Vegetarian since 2019|The wifi password is on the fridge
Kids' school starts at 8:15|Loves hiking in the Dolomites|Project Falcon ships at the end of the quarter""".replace("\n", "|").split("|")


class Notes:
    def __init__(self, rng: random.Random) -> None:
        self.rng, self.n = rng, 0

    def __call__(self) -> str:
        self.n += 1
        return f"{self.rng.choice(NOTES)} ({self.n})"


def long_turns(n: int) -> tuple[list[str], str]:
    """LoCoMo's conversation turns when the data set is beside the repository (never copied into
    it), else four notes joined; returns the texts and what they are."""
    if LOCOMO.exists():
        import json

        out = []
        for sample in json.loads(LOCOMO.read_text(encoding="utf-8")):
            for key, turns in sample["conversation"].items():
                if key.startswith("session_") and isinstance(turns, list):
                    out += [f"{t['speaker']}: {t['text']}" for t in turns]
        return out[:n], "LoCoMo turns"
    notes = Notes(random.Random(5))
    return [" ".join(notes() for _ in range(4)) for _ in range(n)], "four notes joined"


def texts_per_second(embedder, texts: list[str], rounds: int = 3) -> list[float]:
    out = []
    for _ in range(rounds):
        t = time.perf_counter()
        embedder.embed(texts)
        out.append(len(texts) / (time.perf_counter() - t))
    return out


def default_rows(tmp: Path, corpus: "Corpus", synchronous: str, raw50: float,
                 writes: int) -> list[tuple[str, str, str]]:
    """The default configuration: the embedder on (extraction off, as in every row here)."""
    from mnemosyne_app.core.model.factory import DEFAULT_EMBEDDER, make_embedder

    # The default (multilingual) against the previous default, MiniLM int8 on onnxruntime.
    embedder, reference = make_embedder(DEFAULT_EMBEDDER), make_embedder("minilm")
    embedder.embed(["warm up"])
    reference.embed(["warm up"])
    notes = Notes(random.Random(11))
    short = [notes() for _ in range(400)]
    long, what = long_turns(400)
    rows = []
    for label, texts in (("short notes", short), (what, long)):
        # Interleaved rounds, best of each: the machine is shared, so a round can be slowed by others.
        fast, slow = [], []
        for _ in range(3):
            fast += texts_per_second(embedder, texts, 1)
            slow += texts_per_second(reference, texts, 1)
        rows.append((f"embedder throughput, {label} ({embedder.name} vs {reference.name}, same run, "
                     f"load {os.getloadavg()[0]:.1f})", f"{max(fast):,.0f} texts/s vs {max(slow):,.0f}/s",
                     f"{max(fast) / max(slow):.1f}× MiniLM int8"))
    models = {"extractor": "none", "embedder": embedder}
    with MemoryBrain(tmp, scope="default-sync", synchronous=synchronous, **models).ensure_init() as brain:
        lat = timed_retains(brain, [notes() for _ in range(writes)])
    rows.append(("sync `retain` (embedder on: embedded and committed on return)",
                 f"p50 {ms(pct(lat, 50))} · p99 {ms(pct(lat, 99))}", f"{pct(lat, 50) / raw50:.1f}× raw commit"))
    batch_rate, loop_rate, ratios, vector_rates = batch_against_loop(tmp, corpus, synchronous, writes,
                                                                     models=models, texts=notes)
    rows.append(("`retain_batch` throughput (embedder on; keyword-searchable on return)",
                 f"{batch_rate:,.0f} items/s vs loop {loop_rate:,.0f}/s",
                 f"{statistics.median(ratios):.1f}× a `retain` loop (median of {len(ratios)} rounds: "
                 + ", ".join(f"{r:.1f}" for r in ratios) + ")"))
    rows.append(("… until the batch's last vector is in (its background job)",
                 f"{statistics.median(vector_rates):,.0f} items/s",
                 f"{statistics.median(vector_rates) / loop_rate:.1f}× a `retain` loop"))
    return rows

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


def rss_mb() -> float:
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) / 1024 for line in f if line.startswith("VmRSS:"))


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
                       rounds: int = 3, models: dict | None = None,
                       texts=None) -> tuple[float, float, list[float], list[float]]:
    """``retain_batch`` items/s against a loop of ``retain`` calls, each round on fresh stores, the
    loop timed right before the batch. Returns the median rates, each round's ratio (one round
    alone moves by ±10 % on a shared VM) and, with an embedder, each round's rate until the
    batch's last vector was in (its background job, waited for before the next round)."""
    models = models or NO_MODELS
    texts = texts or corpus.sentence
    batch_rates, loop_rates, ratios, vector_rates = [], [], [], []
    for r in range(rounds):
        with MemoryBrain(tmp, scope=f"loop{r}", synchronous=synchronous, **models).ensure_init() as loop_brain:
            lat = timed_retains(loop_brain, [texts() for _ in range(writes)])
        loop_rate = len(lat) / sum(lat)
        items = [texts() for _ in range(writes * 5)]
        with MemoryBrain(tmp, scope=f"batch{r}", synchronous=synchronous, **models).ensure_init() as batch_brain:
            t = time.perf_counter()
            batch_brain.retain_batch(items, extract=False)
            batch_rate = len(items) / (time.perf_counter() - t)
            if batch_brain.embedder is not None:
                batch_brain.backfill_embeddings()
                vector_rates.append(len(items) / (time.perf_counter() - t))
        batch_rates.append(batch_rate)
        loop_rates.append(loop_rate)
        ratios.append(batch_rate / loop_rate)
    return statistics.median(batch_rates), statistics.median(loop_rates), ratios, vector_rates


def sqlite_floor(tmp: Path, texts: list[str], synchronous: str) -> float:
    """Items/s when only SQLite's work is timed: retain_batch's rows for each chunk are built
    first (untimed), then inserted and committed one after the other."""
    from mnemosyne_app.core.write import batch

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


def random_vectors(brain: MemoryBrain, dim: int, seed: int = 3) -> None:
    """Give every memory of ``brain`` a random unit vector of ``dim`` floats, written straight
    into the vector table: the cost of a search at a size without embedding that many texts."""
    import numpy as np

    rng = np.random.default_rng(seed)
    rids = [r[0] for r in brain._store.conn.execute("SELECT rid FROM memories ORDER BY rid")]
    with brain._store.txn() as conn:
        for start in range(0, len(rids), 10_000):
            part = rids[start:start + 10_000]
            vecs = rng.standard_normal((len(part), dim)).astype(np.float32)
            vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
            conn.executemany("INSERT INTO memories_vec(rowid, embedding) VALUES (?, ?)",
                             [(rid, v.tobytes()) for rid, v in zip(part, vecs)])


def hybrid_rows(tmp: Path, brain: MemoryBrain, corpus: "Corpus", raw50: float) -> list[tuple[str, str, str]]:
    """Hybrid recall latency at the store's full size. The stored vectors are random unit
    vectors (embedding 100k texts would take a quarter of an hour and does not change the cost
    of the search); the query is embedded for real, so its cost is included."""
    from mnemosyne_app.core.model.factory import DEFAULT_EMBEDDER, make_embedder

    embedder = make_embedder(DEFAULT_EMBEDDER)
    hybrid = MemoryBrain(tmp, scope="bench", embedder=embedder, extractor="none").ensure_init()
    random_vectors(hybrid, embedder.dim)
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
    n = hybrid._store.conn.execute("SELECT count(*) FROM memories").fetchone()[0]
    resident = rss_mb()  # the scope open and searched: its vector cache and the model loaded
    hybrid.close()
    return [
        (f"first hybrid query at {n:,} memories (builds the vector cache)", f"{first * 1000:.0f} ms", "once per open"),
        (f"query embedding ({embedder.name})", f"p50 {ms(pct(emb, 50))} · p99 {ms(pct(emb, 99))}",
         f"{pct(emb, 50) / raw50:.0f}× raw commit"),
        (f"resident memory of this process, {n:,}-memory scope open and searched", f"{resident:.0f} MB",
         "VmRSS (the bench's own rows included)"),
        (f"hybrid `recall` k=10 at {n:,} memories (FTS5 + vectors + fusion, embedding included)",
         f"p50 {ms(pct(rec, 50))} · p99 {ms(pct(rec, 99))}", f"{pct(rec, 50) / raw50:.0f}× raw commit"),
    ]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--sizes", default="10000,100000", help="store sizes for recall latency")
    ap.add_argument("--writes", type=int, default=2000, help="sync retains to time")
    ap.add_argument("--synchronous", default="NORMAL")
    ap.add_argument("--no-hybrid", dest="hybrid", action="store_false", help="skip the hybrid recall rows")
    ap.add_argument("--no-default", dest="default", action="store_false",
                    help="skip the default configuration's rows (embedder on)")
    args = ap.parse_args()
    corpus = Corpus(random.Random(7))
    rows: list[tuple[str, str, str]] = []
    with tempfile.TemporaryDirectory(prefix="mnemosyne-bench-") as tmp:
        tmp = Path(tmp)
        raw = raw_commit(tmp / "raw.db", args.writes, args.synchronous)
        raw50 = pct(raw, 50)
        rows.append(("raw apsw INSERT+COMMIT (reference)", f"p50 {ms(raw50)} · p99 {ms(pct(raw, 99))}", "1.0×"))
        if args.default:
            default = default_rows(tmp, corpus, args.synchronous, raw50, min(args.writes, 500))
            print(f"\nsynchronous={args.synchronous}, default configuration (embedder on)\n")
            print_table([rows[0], *default])

        brain = MemoryBrain(tmp, scope="bench", synchronous=args.synchronous, **NO_MODELS).ensure_init()
        texts = [corpus.sentence() for _ in range(args.writes)]
        lat = timed_retains(brain, texts)
        rows.append(("sync `retain` (extract off)", f"p50 {ms(pct(lat, 50))} · p99 {ms(pct(lat, 99))}",
                     f"{pct(lat, 50) / raw50:.1f}× raw commit"))

        batch_rate, loop_rate, ratios, _ = batch_against_loop(tmp, corpus, args.synchronous, args.writes)
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

    print(f"\nsynchronous={args.synchronous}, no models (the storage engine alone)\n")
    print_table(rows)
    return 0


def print_table(rows: list[tuple[str, str, str]]) -> None:
    print("| what | measured | ratio |\n|---|---|---|")
    for r in rows:
        print(f"| {r[0]} | {r[1]} | {r[2]} |")


if __name__ == "__main__":
    sys.exit(main())
