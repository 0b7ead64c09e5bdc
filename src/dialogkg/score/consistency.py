"""Historical consistency: graph anchor over new nodes and the session anchor (SKG-Eval 4.4)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

ETA = {"fact": 1.0, "semantic": 0.65, "drift": 0.20}
DELTA = 0.85

Anchoring = Literal["fact", "semantic", "drift"]


@dataclass(frozen=True)
class NewNode:
    """A node introduced at this turn, with how it attaches to the earlier graph."""

    label: str
    importance: float
    anchoring: Anchoring


def graph_anchor(new_nodes: Sequence[NewNode], had_history: bool = True) -> float:
    """Importance-weighted mean of eta(anchoring); 1 when nothing new or nothing before."""
    total = sum(n.importance for n in new_nodes)
    if not new_nodes or not had_history or total <= 0:
        return 1.0
    return sum(n.importance * ETA[n.anchoring] for n in new_nodes) / total


def session_anchor(cosine_to_first_turn: float) -> float:
    return DELTA * max(0.0, cosine_to_first_turn)


def consistency(new_nodes: Sequence[NewNode], cosine_to_first_turn: float, had_history: bool = True) -> float:
    return max(graph_anchor(new_nodes, had_history), session_anchor(cosine_to_first_turn))
