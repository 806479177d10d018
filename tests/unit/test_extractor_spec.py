"""The extractor spec names a model-free extractor with a delay (what the drills use to land a kill
mid-extraction) without reaching past MemoryBrain; a bad delay is refused in words."""

import pytest

from mnemosyne_app.core.brain import MemoryBrain
from mnemosyne_app.core.model import factory


def test_sentences_with_a_delay():
    plain, slow = factory.make_extractor("sentences"), factory.make_extractor("sentences:0.03")
    assert plain.delay == 0 and slow.delay == pytest.approx(0.03)
    assert slow.extract("I live in Leeds. I have a cat.").facts == ["I live in Leeds.", "I have a cat."]


@pytest.mark.parametrize("spec", ["sentences:soon", "sentences:-1", "sentences:1e9"])
def test_a_bad_delay_is_said_in_words(spec):
    with pytest.raises(ValueError, match="delay after 'sentences:'"):
        factory.make_extractor(spec)
    with pytest.raises(ValueError, match="delay after 'sentences:'"):
        MemoryBrain.check_model(spec)


def test_a_delayed_spec_is_a_name_not_a_file(tmp_path):
    MemoryBrain.check_model("sentences:0.5")  # no "file not found"
    brain = MemoryBrain(tmp_path, scope="s", extractor="sentences:0.01", embedder="none").ensure_init()
    try:
        brain.retain("I have a drill fact. It is about kw0001x.")
        assert brain.extractor.delay == pytest.approx(0.01)
    finally:
        brain.close()
