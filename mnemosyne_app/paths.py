"""Where Mnemosyne keeps its files.

Every user path can be overridden (``MNEMOSYNE_HOME`` or ``--data-dir``) so that tests and
scripts never touch the person's real store.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import platformdirs

APP_NAME = "Mnemosyne"
ENV_HOME = "MNEMOSYNE_HOME"
ENV_CACHE = "MNEMOSYNE_CACHE"
ENV_CONFIG = "MNEMOSYNE_CONFIG"


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


def cache_dir() -> Path:
    """Assembled models and unpacked weights (big, rebuildable): ``$MNEMOSYNE_CACHE``, else
    ``$MNEMOSYNE_HOME/cache``, else the platform's user cache dir."""
    if os.environ.get(ENV_CACHE):
        return Path(os.environ[ENV_CACHE]).expanduser().resolve()
    env = os.environ.get(ENV_HOME)
    if env:
        return Path(env).expanduser().resolve() / "cache"
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
