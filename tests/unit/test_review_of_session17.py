"""Mends of the adversarial review of session 17's merges (issue 28): each case ended a held fact, dropped a
lasting one or broke the Profile before. Examples are the reviewer's kind, in our own wording."""

import datetime as dt

import pytest

from mnemosyne_app.core.model.statements import statements
from mnemosyne_app.core.model.how_long import since
from tests.unit.test_stopped_doing import current_and_asked


@pytest.mark.parametrize("held, message", [
    # being together goes on with a marriage or an engagement held: it ends only being single
    ("Estoy casada con Iker.", "Iker y yo llevamos 12 años juntos."),
    ("我和小周结婚了。", "跟小周在一起六年了。"),
    ("I'm engaged to Maya.", "Maya and I have been together for 4 years."),
    # a badge or keys given back elsewhere, a contract for something else, a retirement from a pastime or a
    # guesthouse for a week, settling for a weekend, a licence fetched
    ("I work as a porter at Leeds General.", "I handed in my badge at the reception desk of the hotel."),
    ("I work at Google.", "I handed in my badge at Reception for a new photo."),
    ("I work at Barclays.", "I gave my badge back to Security, it was broken."),
    ("Je travaille chez Michelin.", "J'ai rendu mes clés à l'agence immobilière hier."),
    ("I'm a librarian.", "My contract wasn't renewed for the storage unit, so I'm clearing it out."),
    ("I work at Siemens.", "I'm retired from competitive cycling."),
    ("Lavoro in posta a Torino.", "Sono in pensione a Cervia per una settimana, che relax."),
    ("J'habite à Lille.", "On s'est posés à Arras pour le week-end."),
    ("J'habite à Lille.", "On s'est posés à Arras pour deux semaines."),
    ("我单身。", "我今天去领证了，驾驶证终于拿到了！"),
    ("我单身。", "我和同事去领证了，驾驶证。"),
    # (未婚妻 is a fiancée, no being single; "so I can finally …" is a plan)
    ("我有未婚妻小美。", "我跟小美在一起五年了。"),
    ("I live in Hamburg.", "I'm saving up so I can finally move to Berlin."),
    # a verbless state with its duration, then turned: no state of it now
    ("I'm vegan.", "Vegetarian here for 8 yrs, but not anymore."),
    ("I eat everything.", "Pescatarian for 5 years, quit last spring."),
])
def test_nothing_held_ends(tmp_path, held, message):
    first, _ = current_and_asked(tmp_path / "held", [held])
    current, asked = current_and_asked(tmp_path / "both", [held, message])
    assert first and all(f in current for f in first) and asked == [], (first, current, asked)


@pytest.mark.parametrize("held, message", [
    ("Soy soltera.", "Iker y yo llevamos 2 años juntos."),
    ("我单身。", "我们十月份领证啦！"),
    ("I'm a teacher.", "My contract wasn't renewed."),
    ("Lavoro in banca a Milano.", "Da gennaio sono in pensione!"),
])
def test_the_change_still_ends_the_held_fact(tmp_path, held, message):
    first, _ = current_and_asked(tmp_path / "held", [held])
    current, _ = current_and_asked(tmp_path / "both", [held, message])
    assert first and not any(f in current for f in first), (first, current)


def test_a_duration_no_calendar_holds_shows_no_date():
    said = dt.date(2025, 5, 3)
    for text in ("User has been vegan for 99999999999999999999 years", "User has been vegan for 3000 years"):
        assert since(text, said) is None
    assert since("User has been a nurse for 6 years", said) == "since around May 2019"


def test_a_huge_duration_does_not_break_the_profile(tmp_path):
    # (the rules' extractor, as a running app's first pass: the Profile read every fact's duration and raised
    # OverflowError)
    current, _ = current_and_asked(tmp_path, ["Vegetarian for 99999999999999999999 years.", "I live in Hull."])
    assert "User lives in Hull" in current


@pytest.mark.parametrize("message, fact", [
    ("I'm staying at my parents' for good.", "User is staying at their parents' for good"),
    ("I drink too much coffee every day.", "User drinks too much coffee every day"),
    # (a verbless state with its duration and a remark that ends nothing is still the state)
    ("Vegan for 5 years, no regrets.", "User has been vegan for 5 years"),
])
def test_what_holds_for_good_or_every_day_is_kept(message, fact):
    assert [s.text for s in statements(message)] == [fact]


@pytest.mark.parametrize("message", ["I'm drinking way too much coffee daily lately.", "Vegetarian here for 8 yrs, but not anymore."])
def test_what_holds_lately_or_no_longer_is_no_fact(message):
    assert statements(message) == [], message


@pytest.mark.parametrize("held, message", [
    # work or a home said at a place pointed back is the one held, described again: nothing ends, nothing asked
    ("I work at Lidl.", "I still work there."),
    ("I live in Derby.", "I still live there."),
])
def test_a_place_pointed_back_changes_nothing(tmp_path, held, message):
    first, _ = current_and_asked(tmp_path / "held", [held])
    current, asked = current_and_asked(tmp_path / "both", [held, message])
    assert first and all(f in current for f in first) and asked == [], (first, current, asked)
