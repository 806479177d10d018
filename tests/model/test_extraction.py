"""Fact extraction with the real bundled Gemma 3 270M through llama.cpp."""

import threading

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.interfaces import ExtractionError
from mnemosyne_app.core.model.llama_extractor import LlamaExtractor, parse_answer

pytestmark = pytest.mark.model


def test_a_multi_fact_english_message_gives_each_stated_fact(extractor):
    out = extractor.extract("I live in Austin with my wife and two kids. I work as a nurse at the children's "
                            "hospital, and I play the cello in a community orchestra.")
    # (the household listed after the home is a fact each since session 26: a move keeps them, a parting ends one)
    assert out.facts == ["User lives in Austin", "User lives with their wife", "User lives with their two kids",
                         "User works as a nurse at the children's hospital",
                         "User plays the cello in a community orchestra"]
    # (the cello is a hobby the rules place since session 19, so no clause is left to the model)
    assert out.attributes == ["residence", "relationship", "family", "job", "hobby"] and not out.model_used


def test_a_clause_no_rule_places_is_kept_when_the_model_says_yes(extractor):
    out = extractor.extract("I live in Austin with my wife and two kids. I work as a nurse at the children's "
                            "hospital, and I volunteer at the food bank on Saturdays.")
    assert out.facts[-1] == "User volunteers at the food bank on Saturdays"
    # (the food bank: the model said yes)
    assert out.attributes == ["residence", "relationship", "family", "job", None] and out.model_used


def test_a_french_statement_stays_french(extractor):
    out = extractor.extract("J'habite à Lyon et je travaille chez Michelin.")
    assert out.facts == ["L'utilisateur habite à Lyon", "L'utilisateur travaille chez Michelin"]
    assert out.attributes == ["residence", "employer"]


def test_a_chinese_statement(extractor):
    out = extractor.extract("我叫李雷，在上海做前端开发。")
    assert out.facts == ["用户叫李雷", "用户在上海做前端开发"] and out.attributes == ["name", None]


def test_a_question_with_context_yields_only_the_stated_facts(extractor):
    out = extractor.extract("I'm lactose intolerant and I'm hosting a dinner on Saturday. "
                            "Can you suggest a dessert without dairy?")
    assert out.facts == ["User is lactose intolerant"]
    assert extractor.extract("I teach piano to kids. How do I keep a six-year-old focused?").facts == [
        "User teaches piano to kids"]


def test_a_passing_remark_is_not_kept(extractor):
    assert extractor.extract("I'm looking at the screen.").facts == []


def test_an_update_supersedes_and_a_negation_too(extractor, tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=extractor, embedder="none") as brain:
        austin = brain.retain("I live in Austin and I'm allergic to cats.").memory_ids[0]
        denver = brain.retain("I moved to Denver last month.").memory_ids[0]
        brain.retain("I'm not allergic to cats anymore.")
        current = sorted(f for m in brain.list_memories() for f in brain.get(m.memory_id).facts)
        assert current == ["User is not allergic to cats anymore", "User moved to Denver last month"]
        records = brain.get(austin).fact_records
        assert records[0] == {"text": "User lives in Austin", "attribute": "residence", "superseded_by": denver}
        assert records[1]["superseded_by"] is not None
        assert brain.verify_integrity().valid


def test_every_extractor_of_one_model_waits_for_the_same_lock(extractor):
    # Two scopes (or the window and the CLI in one process) make two extractors for the bundled
    # model; they share one llama.cpp context, which must never run two completions at once.
    other = LlamaExtractor(extractor.model_path)
    (llm_a, lock_a), (llm_b, lock_b) = extractor.load(), other.load()
    assert llm_a is llm_b and lock_a is lock_b
    with lock_a:  # while one holds the model, the other's completion waits
        done = []
        worker = threading.Thread(target=lambda: done.append(other.complete("I live in Porto.")))
        worker.start()
        worker.join(0.5)
        assert done == []
    worker.join(60)
    assert done and done[0].strip() in ("yes", "no")


def test_the_answer_read_from_the_logits_is_the_one_sampling_under_the_grammar_gives(extractor):
    # complete() reads the answer after one forward pass; it must decide as greedy sampling under
    # the yes/no grammar does, on lasting facts and passing remarks in several languages.
    said = ["User plays the cello in a community orchestra", "User is looking at the screen",
            "User keeps two cats named Salt and Pepper", "User thinks that sounds fine",
            "用户每周去游泳两次", "用户刚刚吃完饭", "L'utilisateur joue du piano", "User is a bit bored right now"]
    answers = [extractor.complete(s) for s in said]
    assert answers == [extractor.complete_sampled(s) for s in said]
    assert answers[:2] == ["yes", "no"]


def test_question_gives_no_facts(extractor):
    assert extractor.extract("What's the weather like today?").facts == []
    assert extractor.extract("今天天气怎么样？").facts == []


def test_garbage_output_is_an_extraction_error():
    for raw in ['{"facts": ["unterminated', "not json", "maybe", ""]:
        with pytest.raises(ExtractionError):
            parse_answer(raw)


def test_retain_with_the_real_model_counts_calls_and_stores_facts(extractor, tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=extractor) as brain:
        r = brain.retain("I collect vintage stamps and I play the cello.")  # two questions to the model, one call
        assert r.outcome == "inserted" and r.facts == brain.get(r.memory_ids[0]).facts
        assert brain.retain("I collect vintage stamps and I play the cello.").outcome == "already_complete"
        st = brain.stats()
        assert st["model_calls"] == 1 and st["model_calls"] <= st["writes"]
        assert brain.get_event(r.event_id).status == "succeeded"


def test_model_garbage_keeps_the_text_and_marks_the_event_failed(tmp_path, monkeypatch, extractor):
    broken = LlamaExtractor(extractor.model_path)
    monkeypatch.setattr(broken, "complete", lambda text: '{"facts": ["cut off')  # neither yes nor no
    with MemoryBrain(tmp_path, scope="m", extractor=broken) as brain:
        brain.hot_path("enable")
        r = brain.retain("I keep two cats named Salt and Pepper", fast=True)
        brain.hot_path("flush", timeout=60)
        ev = brain.get_event(r.event_id)
        assert ev.status == "failed" and "not yes or no" in ev.error
        assert ev.payload["text"] == "I keep two cats named Salt and Pepper"
        monkeypatch.setattr(broken, "complete", extractor.complete)  # the model behaves again
        assert brain.retry(r.event_id).outcome == "resumed"
        assert brain.recall("cats Salt Pepper")[0].text == "I keep two cats named Salt and Pepper"


def test_a_broken_model_file_is_a_clear_error(tmp_path):
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(b"GGUF" + b"\x00" * 64)
    with MemoryBrain(tmp_path, scope="m", extractor=str(bad)) as brain:
        with pytest.raises(ExtractionError, match="could not load model"):
            brain.retain("I collect vintage stamps, kept even though the model is broken")  # a statement to judge
        failed = brain.list_events(status="failed")
        assert failed and failed[0].payload["text"] == "I collect vintage stamps, kept even though the model is broken"


def test_a_summary_with_the_real_model_configured_asks_it_nothing(extractor, embedder, tmp_path):
    """Compaction is extractive: with the bundled model and MiniLM in place, a kept summary quotes
    the turns, costs no model call and leaves every turn as it was (issue 27)."""
    import json

    turns = [{"role": "user" if i % 2 == 0 else "assistant",
              "content": ("I am planning a trip to Kyoto in April with my sister." if i == 0 else
                          f"Turn {i}: the Kyoto trip needs a hotel near the station.")} for i in range(12)]
    path = tmp_path / "chat.jsonl"
    path.write_text(json.dumps({"id": "k", "title": "Trip", "messages": turns}))
    with MemoryBrain(tmp_path, scope="m", extractor=extractor, embedder=embedder) as brain:
        brain.import_archive(path)
        kept = brain.compact_history("k")
        summary = brain.get(kept["memory_id"])
        said = " ".join(t["content"] for t in turns)
        assert kept["quotes"] and all(q["sentence"] in said for q in kept["quotes"])
        assert summary.metadata["generated"]["method"] == "extractive"
        assert len([m for m in brain.list_memories() if m.kind == "history"]) == 12
        assert brain.stats()["model_calls"] == 0 and brain.verify_integrity().valid
        assert kept["memory_id"] in {h.memory_id for h in brain.recall("Kyoto trip with my sister", k=20)}
