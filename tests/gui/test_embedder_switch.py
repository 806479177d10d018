"""Switching the embedder, with the real models: a store whose vectors MiniLM made is opened with the
multilingual model. The window rebuilds every vector in its background lane with counts (the job's
Pause and Stop are tested in test_background_lane.py), keyword search works all along, and then a
question in Spanish finds the English note it is about."""

from __future__ import annotations

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.factory import make_embedder
from tests.gui.test_async_writes import row_of_text
from tests.gui.test_events_retry import with_models
from tests.gui.waiting import wait_until

pytestmark = pytest.mark.model

ALLERGY = "I'm allergic to shellfish, so no shrimp or lobster for me."


def test_a_store_embedded_by_minilm_is_re_embedded_in_the_background_and_searchable_meanwhile(
        qtbot, make_window, monkeypatch):
    with MemoryBrain(scope="default", extractor="none", embedder="minilm") as brain:
        brain.retain_batch([ALLERGY] + [f"note {i} about the herb garden on the balcony" for i in range(600)],
                           extract=False)
        brain.backfill_embeddings()
        assert brain.missing_embeddings() == 0
    with_models(monkeypatch, embedder=make_embedder("multilingual"))
    w = make_window()
    wait_until(lambda: "601" in w.queue_status.job.text(), timeout=60,
               what="the rebuild showing its count of 601 vectors")
    qtbot.keyClicks(w.search, "shellfish")  # keywords while the vectors are being rebuilt
    wait_until(lambda: row_of_text(w, ALLERGY) >= 0, timeout=30, what="the keyword hit")
    wait_until(lambda: not w.jobs.running, timeout=300, what="the rebuild finishing")
    w.search.setText("¿Qué mariscos no puedo comer?")  # as typed (keyClicks sends ASCII only)
    wait_until(lambda: w.model.query.startswith("¿Qué") and row_of_text(w, ALLERGY) == 0, timeout=30,
               what="the Spanish question finding the English note first")
