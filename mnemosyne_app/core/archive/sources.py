"""Reading an archive safely: a file, a folder or a zip, with size limits and no zip-slip."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path, PurePosixPath
from typing import Callable, Iterator

from mnemosyne_app.core.archive.model import ArchiveError

DEFAULT_MAX_BYTES = 2 << 30  # 2 GiB uncompressed


def safe_member(name: str) -> bool:
    p = PurePosixPath(name.replace("\\", "/"))
    return not p.is_absolute() and ".." not in p.parts and not (p.parts and p.parts[0].endswith(":"))


def files(path: Path, max_bytes: int = DEFAULT_MAX_BYTES,
          wanted: Callable[[str], bool] = lambda name: True) -> Iterator[tuple[str, bytes]]:
    """(name, content) of every ``wanted`` file in the archive, refusing unsafe or oversized
    ones. Files not wanted (the images and audio of a ChatGPT export) are neither read nor
    counted against ``max_bytes``."""
    path = Path(path)
    if not path.exists():
        raise ArchiveError(f"{path} does not exist")
    if path.is_dir():
        total = 0
        for f in sorted(p for p in path.rglob("*") if p.is_file() and wanted(p.name)):
            total += f.stat().st_size
            if total > max_bytes:
                raise ArchiveError(f"{path} holds more than {max_bytes:,} bytes; raise the limit to import it")
            yield str(f.relative_to(path)), f.read_bytes()
        return
    if zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as zf:
            infos = [i for i in zf.infolist() if not i.is_dir()]
            bad = [i.filename for i in infos if not safe_member(i.filename)]
            infos = [i for i in infos if wanted(i.filename)]
            if bad:
                raise ArchiveError(f"{path.name} contains unsafe paths (zip-slip): {', '.join(bad[:3])}")
            if sum(i.file_size for i in infos) > max_bytes:
                raise ArchiveError(f"{path.name} unpacks to more than {max_bytes:,} bytes; raise the limit to import it")
            for info in infos:
                try:
                    yield info.filename, zf.read(info)
                except (zipfile.BadZipFile, EOFError, OSError) as exc:
                    raise ArchiveError(f"{path.name}: {info.filename} is damaged ({exc})") from exc
        return
    if path.stat().st_size > max_bytes:
        raise ArchiveError(f"{path.name} is larger than {max_bytes:,} bytes; raise the limit to import it")
    yield path.name, path.read_bytes()


def load_json(name: str, data: bytes):
    try:
        return json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError as exc:
        raise ArchiveError(f"{name} is not UTF-8 text ({exc.reason})") from None
    except json.JSONDecodeError as exc:
        raise ArchiveError(f"{name} is not valid JSON (line {exc.lineno}: {exc.msg}); is the file truncated?") from None
    except RecursionError:
        raise ArchiveError(f"{name} is nested too deeply to be a chat export") from None


def load_jsonl(name: str, data: bytes) -> list:
    out = []
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ArchiveError(f"{name} is not UTF-8 text ({exc.reason})") from None
    for n, line in enumerate(text.splitlines(), 1):
        if line.strip():
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise ArchiveError(f"{name} line {n} is not valid JSON ({exc.msg})") from None
            except RecursionError:
                raise ArchiveError(f"{name} line {n} is nested too deeply to be a chat export") from None
    return out
