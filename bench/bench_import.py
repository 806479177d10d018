"""`make bench` (import part): a generated ChatGPT export of 2,000 conversations / 40,000
messages, imported with extraction and embedding off: messages per second and peak RSS."""

from __future__ import annotations

import json
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mnemosyne_app import MemoryBrain  # noqa: E402


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
                                    "parts": [f"conversation {i} turn {t}: some words about topic {(i * 7 + t) % 311}"]}},
        }
    return {"id": f"conv-{i}", "title": f"Conversation {i}", "create_time": 1_700_000_000 + i * 100,
            "current_node": f"m{turns - 1}", "mapping": mapping}


def main() -> int:
    conversations, turns = 2000, 20
    with tempfile.TemporaryDirectory(prefix="mnemosyne-import-bench-") as tmp:
        path = Path(tmp) / "conversations.json"
        path.write_text(json.dumps([conversation(i, turns) for i in range(conversations)]))
        size = path.stat().st_size
        base_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        with MemoryBrain(tmp, scope="import", extractor="none", embedder="none") as brain:
            t = time.perf_counter()
            report = brain.import_archive(path)
            took = time.perf_counter() - t
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\n| import figure | measured |\n|---|---|")
    print(f"| ChatGPT export, {conversations:,} conversations / {report.inserted:,} messages ({size / 1e6:.0f} MB) | "
          f"{report.inserted / took:,.0f} messages/s ({took:.1f} s) |")
    print(f"| peak resident memory during the import | {peak:.0f} MB (process before: {base_rss:.0f} MB) |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
