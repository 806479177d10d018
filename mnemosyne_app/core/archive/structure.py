"""A look at a JSON archive's shape before it is parsed: Python holds every parsed object, and
the 2 GiB size limit bounds bytes, not objects. A 100 MB file of ``[{},{},...]`` (33 million
empty objects) grew to 2.7 GB before it was refused. Here the objects and arrays are counted
first, in C-speed passes over the bytes, and an archive with more of them than a chat export
has is refused in words before ``json.loads`` builds any.

Large ChatGPT and Claude files are read a conversation at a time instead (streamed.py, with
ijson), which bounds memory by the largest conversation; the count applies to them as well, and
to every file read whole.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.archive.model import ArchiveError

# LoCoMo's conversations (shared data) hold one object or array per 184 bytes; a ChatGPT message
# node is about 1.5 KB holding about six (estimated from the samples' shape). 8 million (about
# 1 GB of parsed objects at worst) is several times what a 200 MB export holds.
MAX_CONTAINERS = 8_000_000
# Fewer bytes per object than this is not a conversation, whatever the file's size.
MIN_BYTES_PER_CONTAINER = 12
_FLOOR = 1_000_000  # fewer objects than this cost at most ~100 MB parsed: no second look

_TOKEN = re.compile(rb'"(?:[^"\\]|\\.)*"|[\[{]')


def check(name: str, data: bytes) -> None:
    """ArchiveError if ``data`` holds more JSON objects and arrays than a chat export would."""
    rough = data.count(b"{") + data.count(b"[")  # an upper bound: braces inside texts count too
    if rough <= max(_FLOOR, min(MAX_CONTAINERS, len(data) // MIN_BYTES_PER_CONTAINER)):
        return
    containers = count_containers(data)
    limit = max(_FLOOR, min(MAX_CONTAINERS, len(data) // MIN_BYTES_PER_CONTAINER))
    if containers > limit:
        raise ArchiveError(
            f"{name} holds {containers:,} JSON objects and arrays in {len(data) / 1e6:,.0f} MB, more than a chat "
            f"export has (the limit is {limit:,}); it was not read, so as not to run out of memory. If it is a real "
            "export, split it into smaller files")


def count_containers(data: bytes) -> int:
    """Objects and arrays outside strings (strings are skipped whole by the same scan)."""
    return sum(1 for m in _TOKEN.finditer(data) if m.end() - m.start() == 1)
