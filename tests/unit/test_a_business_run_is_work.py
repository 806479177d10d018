"""A business of one's own run now, said by running or having it ("I run a dairy farm in Norfolk", "I own a
restaurant in Leeds", "Je tiens une boulangerie", "Ich führe ein kleines Café", "Llevo un bar en Sevilla", "Gestisco
un ristorante") is the person's work, placed on the employer as a business opened is: shown under Work, and a new
workplace later ends it. Not running, a club, a chocolate bar, a wish, a denial or a side business (issue 28, session 26;
our own wording)."""

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.attributes import attribute_of
from tests.unit.test_fact_spans import RulesOnly, said


@pytest.mark.parametrize("text", [
    "I run a dairy farm in Norfolk with my dad", "I run a bakery", "I own a restaurant in Leeds", "I run a small business",
    "I have my own plumbing business", "Je tiens une boulangerie", "Ich führe ein kleines Café", "Llevo un bar en Sevilla",
    "Gestisco un ristorante"])
def test_a_business_run_is_the_persons_workplace(text):
    assert attribute_of(text) == "employer"


@pytest.mark.parametrize("text", [
    "I run marathons", "I run the household", "I run a book club", "I have a bar of chocolate",
    "I have a café latte every morning", "I don't run a bakery anymore", "I want to own a café",
    "I run an Etsy shop on the side"])
def test_what_is_no_business_run_now_is_not(text):
    assert attribute_of(text) != "employer"


def test_a_new_workplace_ends_the_business(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", "I run a bakery in York.")
        said(brain, "2024-03-01", "I work for the NHS as a nurse now.")
        assert [f["text"] for f in brain.profile()["current"]] == ["User works for the NHS as a nurse now"]
