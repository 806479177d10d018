"""What failed events, import reports and the queue keep about an error is one line in words,
never a Python class name (core/errors.py `in_words`)."""

import errno

import apsw
import pytest

from mnemosyne_app.core import errors

CASES = [
    (KeyError("no memory 'x1' in this scope"), "no memory 'x1' in this scope"),
    (KeyError("content"), "'content' is missing"),
    (OSError(errno.ENOSPC, "No space left on device", "/data/x.db"), "No space left on device: /data/x.db"),
    (ValueError("the chat has no turn with words"), "the chat has no turn with words"),
    (errors.StoreFullError("the disk is full"), "the disk is full"),
    (TypeError("string indices must be integers"), "the data is not shaped as expected (string indices must be integers)"),
    (RecursionError("maximum recursion depth exceeded"), "the data is nested too deeply"),
    (RuntimeError("boom"), "unexpected error (boom)"),
    (RuntimeError(), "unexpected error (no details)"),
    (apsw.FullError("database or disk is full"), "the disk is full (free some space; nothing was lost, the write can be retried)"),
    (apsw.BusyError("database is locked"), "the store is busy: another program is writing to it (try again in a moment)"),
    (OSError(errno.EXDEV, "Invalid cross-device link", "/a", None, "/b"), "Invalid cross-device link: /a -> /b"),
]


@pytest.mark.parametrize("exc,words", CASES)
def test_in_words_says_the_message_without_the_class(exc, words):
    assert errors.in_words(exc) == words
    assert type(exc).__name__ not in errors.in_words(exc)
