"""`make bench`: what agents cost (issue 34), side by side in one run.

1. A search through MCP over stdio, as a client sees it (the official SDK's client, a real
   `mnemosyne mcp` process): the owner's server against a named agent's (grants, filtering of
   hidden tags, and an access-log row per call). Goal: agent p50 <= 30 ms.
2. The access log's cost per read with 100,000 reads already logged: `log_access` alone, and
   an agent's `get_memory` against the plain `brain.get` it wraps. Goal: <= 1 ms a read.
Prints a Markdown table for the README.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_core import Corpus, fill, pct  # noqa: E402

from mnemosyne_app import MemoryBrain  # noqa: E402
from mnemosyne_app.service.agent_desk import AgentDesk  # noqa: E402


def mcp_search_times(root: Path, queries: list[str], embedder: str) -> tuple[list[float], list[float]]:
    """(owner's, agent's) times of the same searches, the two servers taking turns query by
    query, so that a busy moment of the machine weighs on both alike."""
    import anyio
    from mcp.client.session import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    def params(agent):
        args = ["-m", "mnemosyne_app", "--data-dir", str(root), "mcp"] + (["--agent", agent] if agent else [])
        return StdioServerParameters(command=sys.executable, args=args, env={
            "MNEMOSYNE_MODEL": "none", "MNEMOSYNE_EMBEDDER": embedder, "PYTHONPATH": os.getcwd(),
            "HOME": os.environ.get("HOME", "/tmp")})

    times: tuple[list[float], list[float]] = ([], [])

    async def timed(session, q, into):
        t = time.perf_counter()
        got = await session.call_tool("search_memories", {"query": q, "k": 5})
        into.append(time.perf_counter() - t)
        assert not got.is_error, got.content

    async def run():
        with open(os.devnull, "w") as errlog:
            async with stdio_client(params(None), errlog=errlog) as (r1, w1), \
                    stdio_client(params("Bench"), errlog=errlog) as (r2, w2):
                async with ClientSession(r1, w1) as owner, ClientSession(r2, w2) as agent:
                    await owner.initialize()
                    await agent.initialize()
                    for q in queries[:10]:  # warm: the model, the page cache, the vector cache
                        await timed(owner, q, [])
                        await timed(agent, q, [])
                    for q in queries:
                        await timed(owner, q, times[0])
                        await timed(agent, q, times[1])

    anyio.run(run)
    return times


def log_costs(root: Path, logged: int, reads: int) -> dict:
    with MemoryBrain(root, "logbench", extractor="none", embedder="none") as brain:
        ids = [r.memory_ids[0] for r in brain.retain_batch([f"memory number {i}" for i in range(1000)],
                                                           extract=False).results]
        brain.agents(root).add("Bench2", {"scopes": ["logbench"], "rate_per_minute": 10**9})
        from mnemosyne_app.core.agents import access_log  # the prefill only: 100,000 rows in one transaction
        with brain._store.txn() as conn:
            for i in range(logged):
                access_log.append(conn, "Bench", "search_memories", f"query {i}", random.sample(ids, 5))
        desk = AgentDesk(brain, "Bench2")
        plain, agent, log_only = [], [], []
        for i in range(reads):
            mid = ids[i % len(ids)]
            t = time.perf_counter()
            brain.get(mid)
            t1 = time.perf_counter()
            desk.get_memory(mid)
            t2 = time.perf_counter()
            brain.log_access("Bench", "search_memories", "a query", random.sample(ids, 5))
            t3 = time.perf_counter()
            plain.append(t1 - t)
            agent.append(t2 - t1)
            log_only.append(t3 - t2)
        t = time.perf_counter()
        valid = brain.verify_integrity().valid
        verify_s = time.perf_counter() - t
        rows = len(brain.access_log(limit=10**9))
    return {"plain": plain, "agent": agent, "log": log_only, "rows": rows, "valid": valid, "verify": verify_s}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--size", type=int, default=5000, help="memories in the store searched over MCP")
    ap.add_argument("--searches", type=int, default=200)
    ap.add_argument("--logged", type=int, default=100_000, help="reads in the access log before timing")
    ap.add_argument("--reads", type=int, default=1000)
    ap.add_argument("--embedder", default="multilingual",
                    help="multilingual (the default: USE-m v3), minilm (int8 MiniLM) or none (keywords only)")
    args = ap.parse_args()
    rng = random.Random(7)
    with tempfile.TemporaryDirectory(prefix="mnemosyne-bench-agents-") as tmp:
        root = Path(tmp)
        corpus = Corpus(rng)
        with MemoryBrain(root, extractor="none", embedder=args.embedder) as brain:
            fill(brain, corpus, args.size)
            brain.backfill_embeddings()
            brain.agents(root).add("Bench", {"hidden_tags": ["health"], "rate_per_minute": 10**9})
        queries = [corpus.query() for _ in range(args.searches)]
        owner, agent = mcp_search_times(root, queries, args.embedder)
        costs = log_costs(root, args.logged, args.reads)
    f = lambda s: f"{s * 1000:.2f} ms"  # noqa: E731
    print(f"\n### Agents: MCP search over stdio ({args.size:,} memories, embedder {args.embedder}) and the access "
          f"log at {costs['rows'] - args.reads:,} logged reads\n")
    print("| figure | owner / plain | agent | ratio | goal |")
    print("|---|---|---|---|---|")
    print(f"| MCP `search_memories` p50 | {f(pct(owner, 50))} | {f(pct(agent, 50))} | "
          f"{pct(agent, 50) / pct(owner, 50):.2f}x | agent p50 <= 30 ms |")
    print(f"| MCP `search_memories` p95 | {f(pct(owner, 95))} | {f(pct(agent, 95))} | "
          f"{pct(agent, 95) / pct(owner, 95):.2f}x | |")
    print(f"| `get_memory` p50 (plain `brain.get` vs agent tool, logged) | {f(pct(costs['plain'], 50))} | "
          f"{f(pct(costs['agent'], 50))} | {pct(costs['agent'], 50) / pct(costs['plain'], 50):.1f}x | |")
    print(f"| access log: one row (5 ids), p50 / mean | | {f(pct(costs['log'], 50))} / "
          f"{f(statistics.fmean(costs['log']))} | | <= 1 ms a read |")
    print(f"| access log: one row, p95 | | {f(pct(costs['log'], 95))} | | |")
    print(f"| verify with {costs['rows']:,} log rows (valid={costs['valid']}) | | {costs['verify']:.2f} s | | |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
