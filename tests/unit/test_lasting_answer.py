"""Reading the model's yes/no from its next-token logits (core/model/llama_extractor.py), without the model."""

import pytest

from mnemosyne_app.core.model.interfaces import ExtractionError
from mnemosyne_app.core.model.llama_extractor import answer_tokens, pick_answer

TOKENS = {"yes": [10, 11, 12], "no": [20, 21]}  # "y", "ye", "yes" / "n", "no"


def _logits(**scores: float) -> list[float]:
    out = [0.0] * 32
    for name, score in scores.items():
        out[int(name[1:])] = score
    return out


def test_the_answer_is_the_word_whose_best_starting_token_scores_highest():
    assert pick_answer(_logits(t12=3.0, t21=2.0), TOKENS) == "yes"
    assert pick_answer(_logits(t12=3.0, t21=4.0), TOKENS) == "no"


def test_a_partial_word_token_counts_for_its_word():
    # greedy decoding under the grammar would take "n" here and be forced on to "no"
    assert pick_answer(_logits(t12=1.0, t20=5.0, t21=0.5), TOKENS) == "no"
    assert pick_answer(_logits(t10=6.0, t21=5.0), TOKENS) == "yes"


def test_tokens_outside_the_grammar_do_not_count():
    assert pick_answer(_logits(t5=99.0, t30=50.0, t11=1.0, t20=0.5), TOKENS) == "yes"


class _Vocab:
    """A tokenizer that knows some strings as single tokens and spells the rest as bytes (two or more)."""

    def __init__(self, single: dict[str, int]):
        self.single = single

    def tokenize(self, text: bytes, add_bos: bool = True, special: bool = False) -> list[int]:
        word = text.decode()
        return [self.single[word]] if word in self.single else [0] + list(text)


def test_answer_tokens_are_the_single_token_prefixes_of_each_word():
    assert answer_tokens(_Vocab({"y": 1, "yes": 3, "n": 4, "no": 5})) == {"yes": [1, 3], "no": [4, 5]}


def test_a_vocabulary_with_no_token_for_an_answer_is_a_clear_error():
    with pytest.raises(ExtractionError, match="no token for 'no'"):
        answer_tokens(_Vocab({"yes": 3}))
