"""Fact extraction with the real bundled Gemma 3 270M through llama.cpp."""

import threading

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model import grounding
from mnemosyne_app.core.model.interfaces import ExtractionError
from mnemosyne_app.core.model.llama_extractor import LlamaExtractor, parse_facts

pytestmark = pytest.mark.model


def test_statement_gives_grounded_facts(extractor):
    out = extractor.extract("I prefer Python examples and I'm allergic to peanuts")
    assert out.facts, "a plain statement should give at least one fact"
    joined = " ".join(out.facts).lower()
    assert "python" in joined or "peanut" in joined
    source = grounding.content_units("I prefer Python examples and I'm allergic to peanuts")
    assert all(grounding.support(f, source) >= grounding.MIN_SUPPORT for f in out.facts)


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
    assert done and "facts" in done[0]


def test_question_gives_no_facts(extractor):
    assert extractor.extract("What's the weather like today?").facts == []
    assert extractor.extract("今天天气怎么样？").facts == []


def test_chinese_statement(extractor):
    out = extractor.extract("我叫李雷，在上海做前端开发。")
    assert out.facts and any("上海" in f for f in out.facts)


def test_garbage_output_is_an_extraction_error():
    for raw in ['{"facts": ["unterminated', "not json", '{"other": 1}', '{"facts": [1, 2]}']:
        with pytest.raises(ExtractionError):
            parse_facts(raw)


def test_retain_with_the_real_model_counts_calls_and_stores_facts(extractor, tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=extractor) as brain:
        r = brain.retain("My sister Anna lives in Berlin and has two kids.")
        assert r.outcome == "inserted" and r.facts == brain.get(r.memory_ids[0]).facts
        assert brain.retain("My sister Anna lives in Berlin and has two kids.").outcome == "already_complete"
        st = brain.stats()
        assert st["model_calls"] == 1 and st["model_calls"] <= st["writes"]
        assert brain.get_event(r.event_id).status == "succeeded"


def test_model_garbage_keeps_the_text_and_marks_the_event_failed(tmp_path, monkeypatch, extractor):
    broken = LlamaExtractor(extractor.model_path)
    monkeypatch.setattr(broken, "complete", lambda text: '{"facts": ["cut off')
    with MemoryBrain(tmp_path, scope="m", extractor=broken) as brain:
        brain.hot_path("enable")
        r = brain.retain("I keep two cats named Salt and Pepper", fast=True)
        brain.hot_path("flush", timeout=60)
        ev = brain.get_event(r.event_id)
        assert ev.status == "failed" and "not JSON" in ev.error
        assert ev.payload["text"] == "I keep two cats named Salt and Pepper"
        monkeypatch.setattr(broken, "complete", extractor.complete)  # the model behaves again
        assert brain.retry(r.event_id).outcome == "resumed"
        assert brain.recall("cats Salt Pepper")[0].text == "I keep two cats named Salt and Pepper"


def test_a_broken_model_file_is_a_clear_error(tmp_path):
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(b"GGUF" + b"\x00" * 64)
    with MemoryBrain(tmp_path, scope="m", extractor=str(bad)) as brain:
        with pytest.raises(ExtractionError, match="could not load model"):
            brain.retain("this text is kept even though the model is broken")
        failed = brain.list_events(status="failed")
        assert failed and failed[0].payload["text"] == "this text is kept even though the model is broken"


def test_history_compaction_with_the_real_model(extractor, tmp_path):
    import json

    turns = [{"role": "user" if i % 2 == 0 else "assistant",
              "content": ("I am planning a trip to Kyoto in April with my sister." if i == 0 else f"Turn {i}: ok, noted.")}
             for i in range(12)]
    path = tmp_path / "chat.jsonl"
    path.write_text(json.dumps({"id": "k", "title": "Trip", "messages": turns}))
    with MemoryBrain(tmp_path, scope="m", extractor=extractor, embedder="none") as brain:
        brain.import_archive(path)
        assert brain.compact_history(threshold=10, keep_recent=2, chunk=10) == 1
        brain.hot_path("flush", timeout=120)
        summary = [m for m in brain.list_memories() if m.kind == "summary"]
        assert len(summary) == 1 and summary[0].text.strip()
        assert len(summary[0].metadata["summarizes"]) == 10
        st = brain.stats()
        assert st["model_calls"] == 1 and brain.verify_integrity().valid
