"""A hybrid logical clock: milliseconds of wall time in the high bits, a counter in the low 16.

It orders the writes of all devices so that "the last writer wins" means what a person expects
(the later edit by the clock) while never putting a write before one its device had already
seen, however wrong that device's clock is (a write made after a pull is stamped above every
operation the pull brought)."""

from __future__ import annotations

LOGICAL_BITS = 16
MAX_AHEAD_S = 24 * 3600  # how far past this device's wall time another device's stamp may move its clock


def of_time(seconds: float) -> int:
    return int(seconds * 1000) << LOGICAL_BITS


def tick(last: int, wall_seconds: float) -> int:
    """The stamp of a local write made at ``wall_seconds`` after a clock that stood at ``last``."""
    return max(of_time(wall_seconds), last + 1)


def seen(last: int, remote: int) -> int:
    """The clock after receiving a remote stamp."""
    return max(last, remote)


def wall_seconds(stamp: int) -> float:
    return (stamp >> LOGICAL_BITS) / 1000.0
