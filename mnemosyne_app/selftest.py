"""`mnemosyne --selftest`: is this installation able to do its job? Checks each part for real and
prints one line per check; exits 0 only if all pass (also inside the frozen build)."""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback


def _check(name: str, fn, results: list) -> object:
    start = time.monotonic()
    try:
        detail = fn()
    except Exception as exc:  # each check reports; the next still runs
        results.append((name, False, f"{type(exc).__name__}: {exc}"))
        traceback.print_exc(file=sys.stderr)
        return None
    results.append((name, True, f"{detail} ({time.monotonic() - start:.2f} s)" if detail else
                    f"ok ({time.monotonic() - start:.2f} s)"))
    return detail


def run(with_model: bool = True) -> int:
    import apsw
    import sqlite_vec

    from mnemosyne_app import MemoryBrain

    results: list = []
    _check("SQLite driver", lambda: f"apsw {apsw.apsw_version()}, SQLite {apsw.sqlite_lib_version()}", results)

    def extension():
        conn = apsw.Connection(":memory:")
        conn.enable_load_extension(True)
        conn.load_extension(sqlite_vec.loadable_path())
        return f"sqlite-vec {conn.execute('select vec_version()').fetchall()[0][0]}"

    _check("sqlite-vec extension", extension, results)
    with tempfile.TemporaryDirectory(prefix="mnemosyne-selftest-") as tmp:
        brain = None

        def open_store():
            nonlocal brain
            brain = MemoryBrain(tmp, scope="selftest", extractor="none", embedder="none").ensure_init()
            return f"schema {brain.stats()['schema']}"

        if _check("open and migrate a store", open_store, results) and brain is not None:
            _check("sync write", lambda: brain.retain("selftest sync write", extract=False).outcome, results)

            def async_write():
                brain.hot_path("enable")
                r = brain.retain("selftest async write", fast=True, extract=False)
                brain.hot_path("flush", timeout=30)
                return brain.get_event(r.event_id).status

            _check("async write", async_write, results)
            _check("recall", lambda: f"{len(brain.recall('selftest write', k=5))} hits", results)

            def verify():
                rep = brain.verify_integrity()
                if not rep.valid:
                    raise RuntimeError(rep.reason)
                return f"ledger valid, {rep.checked} entries"

            _check("audit ledger", verify, results)
            brain.close()
    if with_model:
        def model():
            from mnemosyne_app.core.model.llama_extractor import LlamaExtractor

            ex = LlamaExtractor()
            ex.load()
            facts = ex.extract("I live in Porto and I work as a nurse.").facts
            return f"{ex.name}: {len(facts)} facts"

        _check("extraction model", model, results)

        def embedder():
            from mnemosyne_app.core.model.factory import DEFAULT_EMBEDDER, EMBEDDER_ENV, make_embedder

            # The one the app uses (MNEMOSYNE_EMBEDDER); the installed default when that is off.
            chosen = os.environ.get(EMBEDDER_ENV, "")
            embedder = make_embedder(chosen if chosen not in ("", "auto", "none") else DEFAULT_EMBEDDER)
            return f"{embedder.name}: {len(embedder.embed(['selftest'])[0])} dimensions"

        _check("embedder", embedder, results)
    for name, ok, detail in results:
        print(f"{'ok  ' if ok else 'FAIL'}  {name}: {detail}")
    failed = [n for n, ok, _ in results if not ok]
    print("selftest passed" if not failed else f"selftest FAILED: {', '.join(failed)}")
    return 0 if not failed else 1
