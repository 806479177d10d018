"""Keyword search by Snowball stems (core/textstems.py): word forms of one language meet on a real
FTS5 index ("alergia" finds "alérgica"), without re-indexing, and nothing typed is FTS5 syntax."""

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.read import recall
from mnemosyne_app.core.textstems import fts_match_stemmed, stem_prefix

NOTES = ["Soy alérgica a los cacahuetes", "Je suis allergique aux arachides", "I'm allergic to peanuts",
         "Ich bin allergisch gegen Erdnüsse", "Sono allergica alle arachidi", "Sou alérgica a amendoim",
         "We bought a new sofa for the living room", "我对花生过敏"]

ALLERG = {"Ich bin allergisch gegen Erdnüsse", "Je suis allergique aux arachides", "I'm allergic to peanuts",
          "Sono allergica alle arachidi"}


@pytest.mark.parametrize("question, found", [
    ("alergia", {"Soy alérgica a los cacahuetes", "Sou alérgica a amendoim"}),  # es, pt
    # "allerg" is the stem of English, French, German and Italian alike: cognates meet too.
    ("allergies", ALLERG),
    ("allergy", ALLERG),
    ("Allergie", ALLERG),
    ("alérgico", {"Soy alérgica a los cacahuetes", "Sou alérgica a amendoim"}),
    ("花生", {"我对花生过敏"}),  # CJK by bigrams, as before
])
def test_word_forms_of_a_language_meet_by_stem(data_home, monkeypatch, question, found):
    with MemoryBrain(scope="s", extractor="none", embedder="none") as brain:
        brain.retain_batch(NOTES, extract=False)
        assert recall.TUNING.stems  # on by default
        assert {h.text for h in brain.recall(question, k=10)} == found
        if question != "花生":  # without the stage only the exact (Porter) form matched: nothing here
            monkeypatch.setattr(recall, "TUNING", recall.TUNING._replace(stems=False))
            assert {h.text for h in brain.recall(question, k=10)} < found


def test_a_stem_is_a_prefix_of_the_word_and_short_words_are_left_alone():
    assert stem_prefix("alérgica") == "alerg" and stem_prefix("alergia") == "alerg"
    assert stem_prefix("allergies") == stem_prefix("allergic") == stem_prefix("allergy") == "allerg"
    assert stem_prefix("sofa") is None and stem_prefix("make") is None  # shorter than 5 letters
    assert stem_prefix("2024") is None and stem_prefix("花生过敏") is None


def test_typed_quotes_and_operators_stay_words():
    assert fts_match_stemmed(['"allergies"*', "near"]) == '"""allergies""*" OR "near"'
    assert fts_match_stemmed(["allergies"]) == '"allergies" OR "allerg"*'
    assert fts_match_stemmed([]) is None


@pytest.mark.parametrize("question, words", [
    ("alergia", {"Soy alérgica a los cacahuetes": ["alérgica"], "Sou alérgica a amendoim": ["alérgica"]}),
    ("allergies", {"Ich bin allergisch gegen Erdnüsse": ["allergisch"], "Je suis allergique aux arachides":
                   ["allergique"], "I'm allergic to peanuts": ["allergic"], "Sono allergica alle arachidi": ["allergica"]}),
    ("花生", {"我对花生过敏": ["花生"]}),
])
def test_a_hit_says_where_the_words_it_matched_stand(data_home, question, words):
    """What a face marks (RecallHit.spans): the words as the index and the stems matched them."""
    with MemoryBrain(scope="s", extractor="none", embedder="none") as brain:
        brain.retain_batch(NOTES, extract=False)
        hits = brain.recall(question, k=10)
    assert {h.text: [h.text[a:b] for a, b in h.spans] for h in hits} == words
