"""Weights and recency (seed 004): what keeps a long-lived store useful.

- Every memory has a weight: the caller's, or one by kind (what the person states about
  themselves outranks chit-chat and raw conversation turns).
- Recall multiplies relevance by ``weight ** WEIGHT_EXPONENT``, by ``PIN_BOOST`` for pinned
  memories, and by a recency bonus of up to ``RECENCY_BOOST`` that halves every
  ``RECENCY_HALF_LIFE_DAYS``; relevance still dominates (a weight of 2 is worth +23 %).
(Expiry: core/lifecycle/expiry.py.)
"""

from __future__ import annotations

import math
import time

DEFAULT_WEIGHTS = {"preference": 1.5, "fact": 1.3, "profile": 1.5, "summary": 1.1, "project": 1.1,
                   "note": 1.0, "history": 0.7, "chitchat": 0.4}
WEIGHT_EXPONENT = 0.3
PIN_BOOST = 1.2
RECENCY_BOOST = 0.1
RECENCY_HALF_LIFE_DAYS = 30.0


def default_weight(kind: str) -> float:
    return DEFAULT_WEIGHTS.get(kind, 1.0)


def rank_factor(weight: float, pinned: bool, updated_at: float, now: float | None = None) -> float:
    age_days = max(0.0, ((now or time.time()) - updated_at) / 86400)
    recency = 1.0 + RECENCY_BOOST * math.pow(0.5, age_days / RECENCY_HALF_LIFE_DAYS)
    return max(weight, 0.01) ** WEIGHT_EXPONENT * (PIN_BOOST if pinned else 1.0) * recency
