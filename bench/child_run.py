"""A measurement made in a child process of its own (its own peak memory, its own tree on
sys.path, no module already imported): the child prints what it measured as its last line, in
JSON. Shared by bench_import and bench_batch_trees (they wrote this out each)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def last_json(code: str, *args, cwd: Path, env: dict | None = None):
    """Run ``code`` with ``args`` in a fresh Python; what its last line of output says."""
    done = subprocess.run([sys.executable, "-c", code, *map(str, args)], check=True, capture_output=True,
                          text=True, cwd=cwd, env=env)
    return json.loads(done.stdout.strip().splitlines()[-1])
