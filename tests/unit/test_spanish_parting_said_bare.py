"""A Spanish couple's parting said with no object ("Terminamos hace un mes", "Rompimos") ends the dating held ("Estoy
saliendo con Pablo", now placed as a relationship), and the Spanish month after its article is no French "mes": the
sentence was read as French and its "mes" (my) rewritten "ses" ("Terminamos hace un ses"). (Our own wording.)"""

import pytest

from mnemosyne_app.core.model.clauses import language
from mnemosyne_app.core.model.statements import statements
from tests.unit.test_stopped_doing import current_and_asked


def test_the_spanish_month_after_its_article_is_spanish():
    assert language("Terminamos hace un mes.") == "es"
    assert language("J'ai vu mes parents hier.") == "fr"


@pytest.mark.parametrize("message", ["Terminamos hace un mes.", "Rompimos."])
def test_a_parting_said_bare_ends_the_dating(tmp_path, message):
    current, _ = current_and_asked(tmp_path, ["Estoy saliendo con Pablo.", message])
    assert "El usuario está saliendo con Pablo" not in current, current
    assert all("ses" not in f.split() for f in current), current


def test_dating_is_a_relationship():
    assert ("El usuario está saliendo con Pablo", "relationship") in [(s.text, s.attribute) for s in
                                                                     statements("Estoy saliendo con Pablo.")]


def test_something_else_finished_is_no_parting(tmp_path):
    current, _ = current_and_asked(tmp_path, ["Estoy saliendo con Pablo.", "Terminamos el proyecto ayer."])
    assert "El usuario está saliendo con Pablo" in current, current
