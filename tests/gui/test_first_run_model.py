"""The bundled model is assembled once, however many first uses ask for it at the same time
(the welcome dialog and a write's extraction, on a first start)."""

import hashlib
import threading
import time
import types

from mnemosyne_app.core.model import bundled


def fake_package(tmp_path, parts=3, size=1 << 20):
    blobs = [bytes([i]) * size for i in range(parts)]
    paths = []
    for i, blob in enumerate(blobs):
        p = tmp_path / f"part{i}"
        p.write_bytes(blob)
        paths.append(p)
    return types.SimpleNamespace(MODEL_NAME="fake.gguf", EXPECTED_SHA256=hashlib.sha256(b"".join(blobs)).hexdigest(),
                                 chunk_paths=lambda: paths)


def test_concurrent_first_uses_wait_for_one_assembly(tmp_path, monkeypatch):
    monkeypatch.setenv("MNEMOSYNE_CACHE", str(tmp_path / "cache"))
    pkg = fake_package(tmp_path)
    monkeypatch.setattr(bundled, "_package", lambda: pkg)
    written, results, failures = [], [], []

    def slow_progress(done, total):  # a large file on a slow disk: the assemblies overlap
        written.append(done)
        time.sleep(0.05)

    def first_use():
        try:
            results.append(bundled.ensure_bundled_model(slow_progress))
        except Exception as exc:  # noqa: BLE001 - the test reports what went wrong
            failures.append(exc)

    threads = [threading.Thread(target=first_use) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert failures == []
    assert len(results) == 3 and len(set(results)) == 1 and results[0].read_bytes()[:1] == b"\x00"
    assert len(written) == 3, "the parts were read once, by one assembler"
    assert not list(results[0].parent.glob("*.partial"))
