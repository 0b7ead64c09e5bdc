"""Session-level aggregation: recency-weighted level plus a length-adaptive trend (SKG-Eval 4.7)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

GAMMA = 0.1
LAMBDA_BASE = 5.0
T_REF = 20
# The paper reports a trend without naming the cut-offs: a fitted change of less than 0.005 per
# turn (0.1 over a 20-turn reference session) is called stable.
STABLE_SLOPE = 0.005

Trend = Literal["improving", "stable", "degrading"]


@dataclass(frozen=True)
class SessionScore:
    score: float
    level: float
    slope: float
    trend: Trend


def recency_weights(n: int, gamma: float = GAMMA) -> list[float]:
    raw = [math.exp(gamma * i) for i in range(n)]
    total = sum(raw)
    return [r / total for r in raw]


def weighted_slope(values: Sequence[float], weights: Sequence[float]) -> float:
    """Weighted least-squares slope of values against i-1 (0 for fewer than two turns)."""
    if len(values) < 2:
        return 0.0
    xs = range(len(values))
    mean_x = sum(w * x for w, x in zip(weights, xs, strict=True))
    mean_y = sum(w * y for w, y in zip(weights, values, strict=True))
    cov = sum(w * (x - mean_x) * (y - mean_y) for w, x, y in zip(weights, xs, values, strict=True))
    var = sum(w * (x - mean_x) ** 2 for w, x in zip(weights, xs, strict=True))
    return cov / var if var > 0 else 0.0


def aggregate(q: Sequence[float]) -> SessionScore:
    """S = clip(Q_rec + lambda_eff * beta, 0, 1) with lambda_eff = lambda_base * T / T_ref."""
    if not q:
        return SessionScore(0.0, 0.0, 0.0, "stable")
    weights = recency_weights(len(q))
    level = sum(w * x for w, x in zip(weights, q, strict=True))
    slope = weighted_slope(q, weights)
    score = min(1.0, max(0.0, level + LAMBDA_BASE * len(q) / T_REF * slope))
    trend: Trend = "stable" if abs(slope) < STABLE_SLOPE else ("improving" if slope > 0 else "degrading")
    return SessionScore(score, level, slope, trend)
