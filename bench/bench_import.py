"""`make bench` (import part): generated ChatGPT exports of two shapes (2,000 conversations of
20 messages; 100,000 conversations of one message), imported with extraction and embedding off:
messages per second and peak RSS of the importing process. Then 10,000 messages (500 x 20) with
the default embedder on, timed until the last one is searchable by meaning (its vector is in)."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from child_run import last_json

# Appended to each message so that it is as long as a chat turn (LoCoMo's are ~45 tokens): the
# embedder's cost grows with length, the storage engine's hardly.
SAID = [". I spent the weekend repairing the fence in the back garden, and the neighbours came to help us.",
        ". Could you suggest a vegetarian recipe for six people that does not take more than an hour?",
        ". My daughter starts at a new school in September and she is nervous about making friends.",
        ". We are planning a trip to Portugal in the spring; which towns on the coast are worth a visit?",
        ". I have been running three times a week since January and my knee is starting to hurt."]


def conversation(i: int, turns: int) -> dict:
    mapping = {"root": {"id": "root", "parent": None, "children": ["m0"], "message": None}}
    for t in range(turns):
        node = f"m{t}"
        mapping[node] = {
            "id": node, "parent": "root" if t == 0 else f"m{t - 1}",
            "children": [f"m{t + 1}"] if t + 1 < turns else [],
            "message": {"id": f"c{i}-{node}", "author": {"role": "user" if t % 2 == 0 else "assistant"},
                        "create_time": 1_700_000_000 + i * 100 + t, "recipient": "all",
                        "content": {"content_type": "text",
                                    "parts": [f"conversation {i} turn {t}: some words about topic {(i * 7 + t) % 311}"
                                              + SAID[(i + t) % len(SAID)]]}},
        }
    return {"id": f"conv-{i}", "title": f"Conversation {i}", "create_time": 1_700_000_000 + i * 100,
            "current_node": f"m{turns - 1}", "mapping": mapping}


def measure(conversations: int, turns: int, embedder: str = "none") -> tuple[int, float, float, float]:
    """(messages imported, seconds, peak RSS MB, archive MB), in a child process so that each
    shape's peak memory is its own."""
    with tempfile.TemporaryDirectory(prefix="mnemosyne-import-bench-") as tmp:
        path = Path(tmp) / "conversations.json"
        path.write_text(json.dumps([conversation(i, turns) for i in range(conversations)]))
        size = path.stat().st_size / 1e6
        code = ("import json, resource, sys, time; from mnemosyne_app import MemoryBrain\n"
                "b = MemoryBrain(sys.argv[1], scope='import', extractor='none', embedder=sys.argv[3]).ensure_init()\n"
                "t = time.perf_counter(); r = b.import_archive(sys.argv[2])\n"
                "b.backfill_embeddings(); took = time.perf_counter() - t  # waits for the last vector\n"
                "b.close()\n"
                "print(json.dumps([r.inserted, took, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024]))")
        inserted, took, peak = last_json(code, tmp, path, embedder, cwd=Path(__file__).resolve().parents[1])
    return inserted, took, peak, size


def main() -> int:
    print("\n| import figure | messages/s | peak RSS |\n|---|---|---|")
    for conversations, turns in ((2000, 20), (100_000, 1)):  # the default shape first, then many short chats
        inserted, took, peak, size = measure(conversations, turns)
        print(f"| ChatGPT export, {conversations:,} conversations x {turns} messages ({size:.0f} MB) | "
              f"{inserted / took:,.0f} ({inserted:,} in {took:.1f} s) | {peak:.0f} MB |")
    from mnemosyne_app.core.model.factory import DEFAULT_EMBEDDER

    inserted, took, peak, size = measure(500, 20, DEFAULT_EMBEDDER)
    print(f"| ChatGPT export, 500 conversations x 20 messages ({size:.0f} MB), embedder {DEFAULT_EMBEDDER}: "
          f"until the last is searchable by meaning | {inserted / took:,.0f} ({inserted:,} in {took:.1f} s) | "
          f"{peak:.0f} MB |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
