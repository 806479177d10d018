"""Where Mnemosyne keeps its files.

Every user path can be overridden (``MNEMOSYNE_HOME`` or ``--data-dir``) so that tests and
scripts never touch the person's real store.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Mnemosyne"
ENV_HOME = "MNEMOSYNE_HOME"
ENV_CACHE = "MNEMOSYNE_CACHE"


def data_dir(override: str | os.PathLike | None = None) -> Path:
    """The root data directory: the explicit override, else ``$MNEMOSYNE_HOME``, else platformdirs."""
    if override:
        return Path(override).expanduser().resolve()
    env = os.environ.get(ENV_HOME)
    if env:
        return Path(env).expanduser().resolve()
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


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
