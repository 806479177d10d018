"""A text one character over the store's limit (200,000), in words as a real paste has them.

One 200,001-letter word cost Qt's text layout 17 s on a loaded 2-core machine each time the
editor was laid out (filled, then again with the refusal shown), and the tests' waits ran out;
in words it takes under a second."""

OVER_THE_LIMIT = "a long pasted text " * 10_526 + "the end"
assert len(OVER_THE_LIMIT) == 200_001

ONE_WORD_OVER_THE_LIMIT = "a" * 200_001  # the paste the issue names: no space to wrap at
