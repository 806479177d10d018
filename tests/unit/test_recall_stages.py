"""Recall's later stages on a real store: turns next to a strong hit in their conversation are
lifted (core/read/neighbours.py), and a question naming a month or year prefers what happened
then (core/read/cues.py, date)."""

import time

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.read import cues, recall


class Fixed:
    """A vector by the text's first word after the speaker: unrelated words are orthogonal, so a
    memory is found by meaning only where the test means it to be."""
    name, dim = "fixed-stages-test", 4
    TABLE = {"promotion": [1, 0, 0, 0], "Congrats": [1, 0, 0, 0], "Thanks!": [0, 1, 0, 0],
             "Lunch": [0, 0, 1, 0], "Baked": [1, 0, 0, 0], "bake": [1, 0, 0, 0]}

    def embed(self, texts):
        out = []
        for text in texts:
            words = [w.strip("?.,") for w in text.split(": ", 1)[-1].split()]
            out.append(next((self.TABLE[w] for w in words if w in self.TABLE), [0, 0, 0, 1]))
        return out


def turn(text, conversation, at=None):
    meta = {"conversation_id": conversation}
    if at is not None:
        meta["created_at"] = at
    return {"text": text, "kind": "history", "metadata": meta}


def test_the_answer_next_to_a_hit_is_found_though_it_shares_no_word_or_meaning(data_home, monkeypatch):
    with MemoryBrain(scope="n", extractor="none", embedder=Fixed()) as brain:
        brain.retain_batch([turn("Maria: Congrats on the promotion, John!", "c1")], extract=False)
        brain.retain("Office supplies: paper and toner", extract=False)  # not a turn, stored between
        # The answer comes two turns after the hit, so the turn before it (indexed as its
        # keyword context) does not find it either.
        brain.retain_batch([turn("Other: lunch plans", "c2"), turn("Maria: So proud of you.", "c1"),
                            turn("John: Thanks! I'm an assistant manager now.", "c1"),
                            turn("Lunch: unrelated turn far away", "c3")], extract=False)
        brain.backfill_embeddings()
        hits = {h.text: h for h in brain.recall("Who got a promotion?", k=5)}
        answer = hits.get("John: Thanks! I'm an assistant manager now.")
        assert answer is not None and "context" in answer.matched and "words" not in answer.matched
        # Stored next to the hit but in no conversation, or in another conversation: not lifted.
        assert "Office supplies: paper and toner" not in hits and "Other: lunch plans" not in hits

        # A deleted turn is neither lifted nor counted in the window.
        proud = next(m for m in brain.list_memories() if m.text == "Maria: So proud of you.")
        brain.delete(proud.memory_id)
        hits = {h.text: h for h in brain.recall("Who got a promotion?", k=5)}
        assert "Maria: So proud of you." not in hits and "John: Thanks! I'm an assistant manager now." in hits

        # The same search without the stage (the previous default) misses the answer.
        monkeypatch.setattr(recall, "TUNING", recall.TUNINGS["speaker+feedback+time"])
        before = {h.text for h in brain.recall("Who got a promotion?", k=5)}
        assert "John: Thanks! I'm an assistant manager now." not in before


def local(year, month, day):
    return time.mktime((year, month, day, 12, 0, 0, 0, 0, -1))


def test_a_question_naming_a_month_and_year_prefers_what_happened_then(data_home):
    with MemoryBrain(scope="d", extractor="none", embedder=Fixed()) as brain:
        # Same words but one of the same length, so that keywords and meaning tie.
        brain.retain_batch([turn("Nate: Baked a cake for Joanna", "c1", local(2023, 6, 2)),
                            turn("Nate: Baked a pie for Joanna", "c2", local(2022, 5, 25))], extract=False)
        brain.backfill_embeddings()
        for question, first in (("What did Nate bake for Joanna in May 2022?", "pie"),
                                ("What did Nate bake for Joanna in June?", "cake"),
                                ("What did Nate bake for Joanna in 2022?", "pie")):
            assert brain.recall(question, k=2)[0].text == f"Nate: Baked a {first} for Joanna", question


def test_which_dates_a_question_names():
    assert cues.date_named("What did Nate do on 25 May, 2022?") == ({5}, {2022})
    assert cues.date_named("Where was John between August 11 and September 15 2023?") == ({8, 9}, {2023})
    assert cues.date_named("What may John do next?") == (set(), set())  # "may" the verb
    assert cues.falls_in(local(2022, 5, 25), {5}, {2022}) and cues.falls_in(local(2022, 5, 1), set(), {2022})
    assert not cues.falls_in(local(2023, 5, 25), {5}, {2022}) and not cues.falls_in(None, {5}, set())
    row = {"text": "Nate: hello", "occurred_at": local(2022, 5, 25)}
    assert cues.apply("What happened in May 2022?", [(row, 0.5)], 0.0, 0.0, date=0.2) == [(row, 0.7)]
    assert cues.apply("What happened in May 2022?", [(row, 0.5)], 0.0, 0.0) == [(row, 0.5)]  # cue off


def test_which_days_a_question_names_and_what_falls_on_them():
    assert cues.days_named("What dish did Nate make on 9 November, 2022?") == {(11, 9)}
    assert cues.days_named("What did Nate do on May 25th?") == {(5, 25)}
    assert cues.days_named("What did Nate do in May 2022?") == set()  # a month and a year, no day
    assert cues.days_named("Lunch at May 3:30?") == set()  # a time, not a day
    assert cues.on_day(local(2022, 11, 9), {(11, 9)}, {2022})
    assert cues.on_day(local(2022, 11, 10), {(11, 9)}, set())  # a day either side
    assert not cues.on_day(local(2022, 11, 12), {(11, 9)}, set())
    assert not cues.on_day(local(2023, 11, 9), {(11, 9)}, {2022})


def test_a_question_naming_a_day_prefers_what_happened_that_day(data_home, monkeypatch):
    with MemoryBrain(scope="day", extractor="none", embedder=Fixed()) as brain:
        brain.retain_batch([turn("Nate: Baked a cake for Joanna", "c1", local(2022, 11, 9)),
                            turn("Nate: Baked a pie for Joanna", "c2", local(2022, 11, 20))], extract=False)
        brain.backfill_embeddings()
        monkeypatch.setattr(recall, "TUNING", recall.TUNING._replace(day=0.2))
        # Both are in the month named, so only the day tells them apart, either way round.
        for day, first in ((20, "pie"), (9, "cake")):
            question = f"What did Nate bake for Joanna on {day} November, 2022?"
            assert brain.recall(question, k=2)[0].text == f"Nate: Baked a {first} for Joanna", question
        monkeypatch.setattr(recall, "TUNING", recall.TUNING._replace(day=0.0))
        firsts = {brain.recall(f"What did Nate bake for Joanna on {day} November, 2022?", k=2)[0].text
                  for day in (20, 9)}
        assert len(firsts) == 1  # without the cue the day named changes nothing
