"""Where Mnemosyne keeps its files.

Every user path can be overridden (``MNEMOSYNE_HOME`` or ``--data-dir``) so that tests and
scripts never touch the person's real store.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import platformdirs

from mnemosyne_app.core.errors import StoreEnvironmentError

APP_NAME = "Mnemosyne"
ENV_HOME = "MNEMOSYNE_HOME"
ENV_CACHE = "MNEMOSYNE_CACHE"
ENV_CONFIG = "MNEMOSYNE_CONFIG"
# A person's memories are theirs alone: folders owner-only, files owner read/write.
PRIVATE_DIR_MODE = 0o700
PRIVATE_FILE_MODE = 0o600


def data_dir(override: str | os.PathLike | None = None) -> Path:
    """The root data directory: the explicit override, else ``$MNEMOSYNE_HOME``, else the folder
    chosen in the app's Settings, else the platform's user data dir."""
    if override:
        return Path(override).expanduser().resolve()
    env = os.environ.get(ENV_HOME)
    if env:
        return Path(env).expanduser().resolve()
    chosen = chosen_data_dir()
    if chosen is not None:
        return chosen
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    env = os.environ.get(ENV_CONFIG)
    return Path(env).expanduser().resolve() if env else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def chosen_data_dir() -> Path | None:
    """The data dir picked in Settings (a pointer file in the config dir), if any."""
    try:
        value = json.loads((config_dir() / "location.json").read_text(encoding="utf-8")).get("data_dir")
    except (OSError, ValueError, AttributeError):
        return None
    return Path(value).expanduser().resolve() if isinstance(value, str) and value else None


def choose_data_dir(path: str | os.PathLike | None) -> None:
    """Remember ``path`` as the data dir for later starts (None forgets the choice)."""
    folder = config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / "location.json"
    if path is None:
        target.unlink(missing_ok=True)
        return
    tmp = target.with_suffix(".tmp")
    tmp.write_text(json.dumps({"data_dir": str(Path(path).expanduser().resolve())}), encoding="utf-8")
    tmp.replace(target)


def scopes_dir(root: Path) -> Path:
    return root / "scopes"


def private_dir(path: str | os.PathLike, root: str | os.PathLike | None = None, *,
                mark: str | None = None) -> Path:
    """Create the folder ``path`` (and the missing ones between it and ``root``) readable by the
    owner only, and tighten the folders below ``root`` if an older version left them open.

    ``root`` itself (``path`` without a root) may be a folder the person chose, even their home:
    an existing one is tightened only if it already holds ``mark`` (``scopes`` for a data dir
    that is a store), and never if it is a shared sticky folder such as /tmp. Folders above
    ``root`` are not ours to change.

    Raises StoreEnvironmentError, with a sentence, when a file stands where a folder should."""
    path = Path(path)
    top = Path(root) if root is not None else path
    chain = [path] if top == path else [path, *(p for p in path.parents if p == top or top in p.parents)]
    for folder in reversed(chain):
        _folder_or_refuse(folder)
        existed = folder.is_dir()
        ours = folder != top or not existed or (mark is not None and (folder / mark).exists())
        try:
            folder.mkdir(mode=PRIVATE_DIR_MODE, parents=True, exist_ok=True)
        except FileExistsError:  # a file appeared between the check and the mkdir
            _folder_or_refuse(folder)
        except OSError as exc:
            raise StoreEnvironmentError(f"cannot create the folder {folder}: {exc.strerror or exc}") from exc
        if ours:
            tighten(folder, PRIVATE_DIR_MODE)
    return path


def write_private_json(path: Path, data, root: str | os.PathLike) -> None:
    """Write ``data`` as JSON to ``path`` (its folders made as ``private_dir`` makes them below
    ``root``), owner-only, whole or not at all: written to a file beside it, synced, then moved
    over it, so a crash leaves the old record or the new one, never half of one."""
    private_dir(path.parent, root)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, PRIVATE_FILE_MODE)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(data, f)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def _folder_or_refuse(folder: Path) -> None:
    try:
        mode = folder.stat().st_mode
    except FileNotFoundError:
        return
    except OSError as exc:
        raise StoreEnvironmentError(f"cannot use {folder}: {exc.strerror or exc}") from exc
    if not stat.S_ISDIR(mode):
        raise StoreEnvironmentError(f"{folder} is a file, not a folder; Mnemosyne needs a folder there "
                                    "(choose another data directory, or move the file away)")


def tighten(path: str | os.PathLike, mode: int = PRIVATE_FILE_MODE) -> None:
    """Take group and other permissions off ``path`` if it has any. A file we cannot change
    (another owner, a read-only disk) is left as it is: refusing to open it would help no one."""
    try:
        st = os.stat(path)
        if st.st_mode & stat.S_ISVTX:  # a shared folder (/tmp): others' files live there too
            return
        if st.st_mode & 0o077 and st.st_uid == os.getuid():
            os.chmod(path, stat.S_IMODE(st.st_mode) & mode)
    except (OSError, AttributeError):  # AttributeError: no getuid (Windows), where modes mean little
        pass


def input_path(path: str | os.PathLike, what: str = "the path") -> Path:
    """A file or folder to read from: refuse what is neither (a FIFO would block the reader
    forever, a device would be read without end)."""
    path = Path(path)
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        raise ValueError(f"{what} {path} does not exist") from None
    except OSError as exc:
        raise ValueError(f"cannot read {what} {path}: {exc.strerror or exc}") from None
    if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
        raise ValueError(f"{what} {path} is not a regular file or a folder")
    return path


def cache_dir() -> Path:
    """Assembled models and unpacked weights (big, rebuildable): ``$MNEMOSYNE_CACHE``, else
    ``$MNEMOSYNE_HOME/cache``, else the platform's user cache dir."""
    if os.environ.get(ENV_CACHE):
        return Path(os.environ[ENV_CACHE]).expanduser().resolve()
    env = os.environ.get(ENV_HOME)
    if env:
        return Path(env).expanduser().resolve() / "cache"
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
