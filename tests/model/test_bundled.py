"""Assembling the bundled GGUF: first use, reuse, corruption, missing parts, other GGUFs."""

import pytest

from mnemosyne_app.core.model import bundled


def test_assembles_once_checks_sha_and_reuses(shared_cache):
    seen = []
    path = bundled.ensure_bundled_model(lambda done, total: seen.append((done, total)))
    assert path.parent == shared_cache / "models" and path.stat().st_size > 100_000_000
    assert bundled.sha256_of(path) == bundled._package().EXPECTED_SHA256
    if seen:  # assembled now (not by an earlier test): progress went to the end
        assert seen[-1][0] == seen[-1][1]
    mtime = path.stat().st_mtime_ns
    assert bundled.ensure_bundled_model() == path and path.stat().st_mtime_ns == mtime


def test_a_corrupt_copy_is_replaced(tmp_path, monkeypatch):
    monkeypatch.setenv("MNEMOSYNE_CACHE", str(tmp_path))
    target = bundled.bundled_model_path()
    target.parent.mkdir(parents=True)
    target.write_bytes(b"GGUF" + b"\0" * 1000)
    path = bundled.ensure_bundled_model()
    assert bundled.sha256_of(path) == bundled._package().EXPECTED_SHA256
    assert not path.with_suffix(".partial").exists()


def test_a_copy_changed_after_it_was_verified_is_replaced(tmp_path, monkeypatch):
    monkeypatch.setenv("MNEMOSYNE_CACHE", str(tmp_path))
    path = bundled.ensure_bundled_model()
    with path.open("r+b") as f:  # damage after the check: same size, new mtime
        f.seek(1 << 20)
        f.write(b"\xff" * 16)
    assert bundled.ensure_bundled_model() == path
    assert bundled.sha256_of(path) == bundled._package().EXPECTED_SHA256


def test_missing_parts_are_a_clear_error(tmp_path, monkeypatch):
    monkeypatch.setenv("MNEMOSYNE_CACHE", str(tmp_path))
    monkeypatch.setattr(bundled._package(), "chunk_paths", lambda: [tmp_path / "nope.part00"])
    with pytest.raises(bundled.ModelUnavailable, match="parts are missing"):
        bundled.ensure_bundled_model()
    assert not bundled.bundled_model_path().exists()


def test_wrong_checksum_leaves_no_file(tmp_path, monkeypatch):
    monkeypatch.setenv("MNEMOSYNE_CACHE", str(tmp_path))
    fake = tmp_path / "fake.part"
    fake.write_bytes(b"not the model")
    monkeypatch.setattr(bundled._package(), "chunk_paths", lambda: [fake])
    with pytest.raises(bundled.ModelUnavailable, match="SHA-256"):
        bundled.ensure_bundled_model()
    assert not bundled.bundled_model_path().exists()


def test_user_chosen_model_must_be_a_gguf(tmp_path):
    with pytest.raises(bundled.ModelUnavailable, match="does not exist"):
        bundled.check_model_file(tmp_path / "missing.gguf")
    bad = tmp_path / "notes.txt"
    bad.write_text("hello")
    with pytest.raises(bundled.ModelUnavailable, match="not a GGUF"):
        bundled.check_model_file(bad)
