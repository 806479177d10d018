"""Large ChatGPT and Claude exports read one conversation at a time (issue 31): their
``conversations.json`` is an array of conversations, so memory is bounded by the largest one,
not by the file (a 200 MB real export took 887 MB when parsed whole).

The parser is ijson on its yajl2_c backend (C: about as fast as ``json.loads``; its pure-Python
backend would be 10-20 times slower, so without the C backend files are read whole as before).
A file is streamed only when it is certain to be read as before:

1. its shape passes the same container count as a whole read (structure.py), counted in chunks;
2. its first conversations are detected as ChatGPT or Claude conversations, as a whole read
   would detect them;
3. a first pass parses the whole file, keeping nothing but a count: a file cut short or damaged
   anywhere is read whole instead, which refuses it in the same words before anything is
   written (so an import never stops half-way through a broken file);
4. a second pass hands the conversations to the importer one at a time.
Anything else (a wrapped ``{"conversations": [...]}``, a BOM, another format) is read whole."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import Iterator

from mnemosyne_app.core.archive import chatgpt, claude, structure
from mnemosyne_app.core.archive.formats import Parsed, Reader, detect, each
from mnemosyne_app.core.archive.sources import Lazy

try:
    import ijson
    _PARSER = ijson.get_backend("yajl2_c")
except Exception:  # (ImportError, or no C backend here): read whole, as before
    _PARSER = None

_SAMPLE = 50  # conversations looked at to tell the format (what chatgpt/claude.sniff look at)
_CHUNK = 1 << 20
# The readers whose files are arrays of conversations, and how each parses one of them.
_ONE = {"ChatGPT conversations": lambda b: (lambda c, i: chatgpt.parse(c, all_branches=b)),
        "Claude conversations": lambda b: (lambda c, i: claude.parse(c))}


@dataclass
class StreamedFile:
    name: str
    reader: Reader
    count: int  # conversations in it, from the checking pass
    source: Lazy
    all_branches: bool

    def conversations(self) -> Iterator[Parsed]:
        """Each conversation parsed as ``reader.parse`` parses it in a whole file (same ids)."""
        parse = _ONE[self.reader.name](self.all_branches)
        with self.source.open() as fh:
            for i, item in enumerate(_PARSER.items(fh, "item", use_float=True)):
                parsed = each(self.name, [item], parse, start=i)
                del item  # (only what is imported stays while the importer works)
                yield from parsed


def stream(source: Lazy, fmt: str, all_branches: bool) -> StreamedFile | None:
    """A StreamedFile when ``source`` can be read one conversation at a time exactly as it would
    be read whole; else None (the caller reads it whole)."""
    if _PARSER is None or not source.name.lower().endswith(".json"):
        return None
    with source.open() as fh:
        if fh.read(64).lstrip()[:1] != b"[":
            return None
    if not _shape_fine(source):
        return None
    try:
        with source.open() as fh:
            sample = [_shrunk(c) for c in itertools.islice(_PARSER.items(fh, "item", use_float=True), _SAMPLE)]
    except (ijson.JSONError, ValueError, OSError, RecursionError):
        return None
    reader = detect(sample, fmt).reader
    if reader is None or reader.name not in _ONE:
        return None
    if not any(c is not None and c.messages for c, _, _ in reader.parse(source.name, sample, all_branches)):
        return None  # (the whole read says what it found instead)
    try:
        with source.open() as fh:
            count = 0
            for item in _PARSER.items(fh, "item", use_float=True):
                del item  # (one conversation at a time, not two)
                count += 1
    except (ijson.JSONError, ValueError, OSError, RecursionError):
        return None  # damaged somewhere: the whole read refuses it in words, before anything is written
    return StreamedFile(source.name, reader, count, source, all_branches)


_KEEP_CHARS = 1000


def _shrunk(value):
    """A sample conversation with every long text cut to its start: detection looks at the
    shape and keys, and 50 conversations of 500 KB each would otherwise be held at once."""
    if isinstance(value, str):
        return value[:_KEEP_CHARS] if len(value) > _KEEP_CHARS else value
    if isinstance(value, dict):
        return {k: _shrunk(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_shrunk(v) for v in value]
    return value


# A whole string (the unrolled form runs in C over its characters), a bracket, or a quote whose
# string goes on in the next chunk.
_TOKENS = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"|[\[{\]}]|"')
# Deeper than this is read whole: json.loads refuses ~1,000 levels in words, while ijson's
# paths grow with the depth (100,000 levels took all the memory there was).
MAX_DEPTH = 200


def _shape_fine(source: Lazy) -> bool:
    """Whether the file's objects and arrays (outside strings, as structure.check counts them)
    stay under the limit a whole read applies, none nested deeper than MAX_DEPTH; otherwise the
    whole read decides (and refuses in words)."""
    limit = max(structure._FLOOR, min(structure.MAX_CONTAINERS, source.size // structure.MIN_BYTES_PER_CONTAINER))
    containers = depth = 0
    carry = b""
    with source.open() as fh:
        while True:
            chunk = fh.read(_CHUNK)
            data, carry = carry + chunk, b""
            for m in _TOKENS.finditer(data):
                token = m.group()
                if len(token) > 1:
                    continue  # a string
                if token == b'"':  # a string not finished yet: it is read again with the next chunk
                    if not chunk:
                        return False  # (the file ends inside a string)
                    carry = data[m.start():]
                    break
                if token in b"[{":
                    containers, depth = containers + 1, depth + 1
                    if depth > MAX_DEPTH or containers > limit:
                        return False
                else:
                    depth -= 1
            if not chunk:
                return True

