"""Work left and a car sold in chat's words (issue 28, session 38's review of missed endings): "packed in the job",
"posé ma dém", "lâché mon taf", "den Kram hingeschmissen", "me echaron", "Renuncié a Rappi"; "flogged the Yaris to
a mate". Whom the car went to is not the car ("to a mate")."""

import pytest

from mnemosyne_app.core.model.statements import statements
from tests.unit.test_narrower_change import assert_ends


@pytest.mark.parametrize("message", [
    "I packed in the Deliveroo job.",
    "J'ai posé ma dém chez Capgemini.",
    "J'ai lâché mon taf chez Leroy Merlin, le salaire était nul.",
    "Hab bei Lidl den Kram hingeschmissen.",
    "Me echaron de Ford el martes.",
])
def test_work_left_in_chats_words_is_work_left(message):
    assert any(s.attribute == "job" and s.negated for s in statements(message)), statements(message)


def test_a_named_workplace_renounced_is_left():
    assert [(s.attribute, s.negated) for s in statements("Renuncié a Rappi, pagaban una miseria.")] == [("employer", True)]


@pytest.mark.parametrize("held, later", [
    ("I drive a Toyota Yaris.", "Flogged the Yaris to a mate, I'm cycling everywhere now."),
    ("I have a Honda Civic.", "I sold the Civic to my neighbour last week."),
])
def test_a_car_sold_to_someone_ends_it(tmp_path, held, later):
    assert_ends(tmp_path, held, later)
