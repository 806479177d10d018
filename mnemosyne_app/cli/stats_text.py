"""``mnemosyne stats`` in words: one labelled line per thing a person counts (``--json`` keeps the
engine's keys for scripts). Text already stored is "already stored", not a "duplicate": `dedup`
finds duplicates, and these were never written twice."""

from __future__ import annotations


def _size(n: int) -> str:
    for unit in ("bytes", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n:,} {unit}" if unit == "bytes" else f"{n:,.1f} {unit}"
        n /= 1024
    return str(n)


def stats_text(st: dict) -> str:
    events = ", ".join(f"{n:,} {status}" for status, n in st["events"].items() if n) or "none"
    queue = f"{st['queue_depth']:,} waiting"
    if st["queued_elsewhere"]:
        queue += f", {st['queued_elsewhere']:,} of them queued by another program (an agent)"
    rows = [
        ("scope", st["scope"]),
        ("memories", f"{st['memories']:,} ({st['deleted']:,} deleted)"),
        ("facts", f"{st['facts']:,}"),
        ("writes", f"{st['writes']:,} stored, {st['duplicates']:,} already stored (written once)"),
        ("model calls", f"{st['model_calls']:,} ({st['saved_extractions']:,} answers kept for a replay)"),
        ("expired, purged", f"{st['purged']:,}"),
        ("write queue", queue),
        ("events", events),
        ("ledger entries", f"{st['ledger_entries']:,}"),
        ("store format", f"{st['schema'] // 1000}.{st['schema'] % 1000}"),
        ("file", f"{_size(st['db_bytes'])} at {st['path']}"),
    ]
    width = max(len(label) for label, _ in rows)
    return "\n".join(f"{label:>{width}}: {value}" for label, value in rows)
