"""The app's own export format, checked field by field before a single row is inserted.

A full-fidelity export is restored row for row (fidelity.py). 135 of 311 malformed exports
(a missing key, a number where text belongs, a list where an object belongs, an integer SQLite
cannot hold) crashed that restore at nine places with exit 70; here each record is checked
first, and the first bad field is named in one sentence ("memories[3].text must be text, not
a number"), so the import is refused with exit 2 and nothing is written.
"""

from __future__ import annotations

import math

from mnemosyne_app.core.archive.model import ArchiveError

MAX_INT = (1 << 63) - 1

_TEXT, _OPT_TEXT, _INT, _OPT_INT, _NUM, _OPT_NUM, _FLAG, _LIST, _DICT = (
    "text", "text or null", "a whole number", "a whole number or null", "a number", "a number or null",
    "0, 1, true or false", "a list", "an object")

MEMORY = {"memory_id": _TEXT, "text": _TEXT, "kind": _TEXT, "tags": _LIST, "pinned": _FLAG, "weight": _NUM,
          "expires_at": _OPT_NUM, "created_at": _NUM, "updated_at": _NUM, "deleted": _FLAG,
          "superseded_by": _OPT_TEXT, "source": _OPT_TEXT, "metadata": _DICT, "fingerprint": _TEXT,
          "version": _INT, "event_id": _OPT_INT}
VERSION = {"memory_id": _TEXT, "version": _INT, "op": _TEXT, "state": _TEXT, "changed_at": _NUM}
FACT = {"memory_id": _TEXT, "text": _TEXT, "created_at": _NUM}
FACT_OPTIONAL = {"attribute": _OPT_TEXT, "superseded_by": _OPT_TEXT}  # exports before release 1.6 lack them
TRIPLE = {"memory_id": _TEXT, "subject": _TEXT, "predicate": _TEXT, "object": _TEXT}
LEDGER = {"seq": _INT, "ts": _NUM, "op": _TEXT, "memory_id": _OPT_TEXT, "change_hash": _TEXT, "prev_hash": _TEXT,
          "hash": _TEXT}
SECTIONS = {"memories": (MEMORY, {}), "versions": (VERSION, {}), "facts": (FACT, FACT_OPTIONAL),
            "triples": (TRIPLE, {}), "ledger": (LEDGER, {})}


def check_export(dump: dict) -> None:
    """ArchiveError naming the first field of ``dump`` that a restore could not take."""
    for section, (required, optional) in SECTIONS.items():
        records = dump.get(section)
        if not isinstance(records, list):
            raise ArchiveError(f"the export has no {section} list")
        for i, record in enumerate(records):
            where = f"{section}[{i}]"
            if not isinstance(record, dict):
                raise ArchiveError(f"the export's {where} must be an object, not {_kind(record)}")
            for name, want in required.items():
                if name not in record:
                    raise ArchiveError(f"the export's {where} has no {name}")
                _check(record[name], want, f"{where}.{name}")
            for name, want in optional.items():
                if name in record:
                    _check(record[name], want, f"{where}.{name}")
    for i, m in enumerate(dump["memories"]):
        if not all(isinstance(t, str) for t in m["tags"]):
            raise ArchiveError(f"the export's memories[{i}].tags must be a list of texts")


def _check(value, want: str, where: str) -> None:
    if value is None and want.endswith("or null"):
        return
    ok = {
        _TEXT: isinstance(value, str), _OPT_TEXT: isinstance(value, str),
        _INT: _whole(value), _OPT_INT: _whole(value),
        _NUM: _number(value), _OPT_NUM: _number(value),
        _FLAG: isinstance(value, bool) or value in (0, 1) and _whole(value),
        _LIST: isinstance(value, list), _DICT: isinstance(value, dict),
    }[want]
    if not ok:
        raise ArchiveError(f"the export's {where} must be {want}, not {_kind(value)}")
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise ArchiveError(f"the export's {where} is not valid Unicode text") from None
        if "\x00" in value:
            raise ArchiveError(f"the export's {where} holds a NUL character")


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and -MAX_INT - 1 <= value <= MAX_INT


def _number(value) -> bool:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return math.isfinite(value) and abs(value) <= 1e300 if isinstance(value, float) else _whole(value)


def _kind(value) -> str:
    if value is None:
        return "null"
    return {bool: "true/false", int: "a number", float: "a number", str: "text", list: "a list",
            dict: "an object"}.get(type(value), type(value).__name__)
