"""fresh-tune6's misreadings of whole statements (session 28): a statement ending on "what it was" was dropped
as an elliptical "so was I" ("I moved to Leeds but the commute is half what it was" gave nothing); a contrast on
a thing of the state was kept in the fact ("User works at Tesco, but the pay is half what it was"); news
announced before it is told was a fact of its own ("Big news on my end" → "User's end big news on"); French
"notre fils" stayed "notre" in the person's fact."""

import pytest

from tests.unit.test_state_changes import read


@pytest.mark.parametrize("message, fact", [
    ("I moved to Leeds but the commute is half what it was.", ("User moved to Leeds", "residence", False)),
    ("I work at Tesco, but the pay is half what it was.", ("User works at Tesco", "employer", False)),
    ("I'm vegetarian but the kids eat meat.", ("User is vegetarian", "diet", False)),
    ("Big news on my end, I moved to Leeds.", ("User moved to Leeds", "residence", False)),
    ("Quick update: I moved to Leeds.", ("User moved to Leeds", "residence", False)),
    ("J'habite avec notre fille.", ("L'utilisateur habite avec sa fille", "family", False)),
])
def test_the_statement_as_said(message, fact):
    assert read(message) == [fact]


def test_a_short_echo_is_still_no_statement():
    assert [t for t, _, _ in read("I have a dog and my brother does too.")] == ["User has a dog"]


def test_a_contrast_with_someone_else_stays_theirs():
    assert read("I live in Leeds but my wife lives in York.") == [
        ("User lives in Leeds", "residence", False), ("User's wife lives in York", "family", False)]
