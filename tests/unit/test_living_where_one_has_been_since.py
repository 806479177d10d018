"""Being somewhere since a time, put before how life goes there, is living there (core/model/fronted.py):
"Since we've been in York I walk to work" kept "User has been in York" under no attribute, and the
home before stayed current; French kept "On est à Nantes" with its "on". Each fails before the rule; a
holiday or a conference there is no home."""

import pytest

from tests.unit.test_fact_spans import RulesOnly, said
from mnemosyne_app import MemoryBrain


def current(tmp_path, *messages):
    with MemoryBrain(tmp_path, scope="t", extractor=RulesOnly(), embedder="none") as brain:
        for n, message in enumerate(messages):
            said(brain, f"2025-0{n + 1}-01", message)
        return sorted(r["text"] for m in brain.list_memories() for r in brain.get(m.memory_id).fact_records
                      if r["superseded_by"] is None)


@pytest.mark.parametrize("before, after, home", [
    ("I live in Leeds.", "Since we've been in York I walk to work.", "User lives in York"),
    ("J'habite à Lyon.", "Depuis qu'on est à Nantes je vais au travail à pied.", "L'utilisateur habite à Nantes"),
    ("Vivo en Madrid.", "Desde que estamos en Valencia voy andando al trabajo.", "El usuario vive en Valencia"),
    ("Moro em Lisboa.", "Desde que estamos no Porto vou a pé para o trabalho.", "O utilizador mora no Porto"),
])
def test_being_there_since_is_the_new_home(tmp_path, before, after, home):
    facts = current(tmp_path, before, after)
    assert home in facts
    assert not any(f.startswith(("User lives in Leeds", "L'utilisateur habite à Lyon", "El usuario vive en Madrid",
                                 "O utilizador mora em Lisboa")) for f in facts)


@pytest.mark.parametrize("before, after, home", [
    ("I live in Leeds.", "Since I've been in York for the conference I barely sleep.", "User lives in Leeds"),
    ("Vivo en Madrid.", "Desde que estamos en Valencia de vacaciones como paella.", "El usuario vive en Madrid"),
])
def test_a_stay_there_is_no_home(tmp_path, before, after, home):
    assert home in current(tmp_path, before, after)
