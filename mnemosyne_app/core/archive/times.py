"""Original times as exports write them: ISO 8601, epoch seconds or milliseconds, and the
humanized dates SillyTavern writes ("2023-4-21 @20h 02m 47s 124ms", "April 21, 2023 8:02pm")."""

from __future__ import annotations

import datetime as dt
import math
import re
import time

_HUMANIZED = re.compile(r"^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*@\s*(\d{1,2})h\s*(\d{1,2})m\s*(\d{1,2})s(?:\s*(\d{1,3})ms)?\s*$")
_LONG = re.compile(r"^\s*([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})\s+(\d{1,2}):(\d{2})\s*([ap]m)\s*$", re.I)
_MONTHS = {m: i for i, m in enumerate(("january", "february", "march", "april", "may", "june", "july", "august",
                                       "september", "october", "november", "december"), 1)}
# Epoch values above this are milliseconds (it is the year 5138 in seconds).
_MS_THRESHOLD = 1e11


# A time a person can have lived in: from 1900 to a year ahead (clocks drift; nothing later).
EARLIEST = -2208988800.0  # 1900-01-01 UTC


def plausible(value) -> float | None:
    """``value`` as epoch seconds if it is a finite time in the range above, else None: an
    archive's 1e20, NaN, Infinity or year 0 is kept as "unknown time", never stored."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        value = float(value)
    except OverflowError:  # an int too big for a float
        return None
    if not math.isfinite(value) or not EARLIEST <= value <= time.time() + 366 * 86400:
        return None
    return value


def _epoch(value: float) -> float | None:
    if not math.isfinite(value) or value <= 0:
        return None
    seconds = value / 1000 if value > _MS_THRESHOLD else value
    return seconds if seconds < 4e10 else None  # past the year 3000: not a date


def when(value) -> float | None:
    """Epoch seconds, or None when the value is not a date we can read. Dates without a zone
    (SillyTavern's) are read as local time, as the app that wrote them did."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return _epoch(float(value))
    if not isinstance(value, str) or not value.strip():
        return None
    text = value.strip()
    try:
        return _epoch(float(text))
    except ValueError:
        pass
    try:
        return dt.datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()
    except (ValueError, OverflowError, OSError):
        pass
    try:
        m = _HUMANIZED.match(text)
        if m:
            y, mo, d, h, mi, s, ms = (int(g or 0) for g in m.groups())
            return dt.datetime(y, mo, d, h, mi, s, ms * 1000).timestamp()
        m = _LONG.match(text)
        if m and m.group(1).lower() in _MONTHS:
            hour = int(m.group(4)) % 12 + (12 if m.group(6).lower() == "pm" else 0)
            return dt.datetime(int(m.group(3)), _MONTHS[m.group(1).lower()], int(m.group(2)),
                               hour, int(m.group(5))).timestamp()
    except (ValueError, OverflowError, OSError):
        return None
    return None
