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


def consistency(
    new_nodes: Sequence[NewNode],
    cosine_to_first_turn: float,
    had_history: bool = True,
    extracted: bool = True,
) -> float:
    """max(graph anchor, session anchor) (SKG-Eval eq. 9).

    A turn from which nothing was extracted (``extracted`` false) has no graph evidence either
    way; the paper's convention (graph anchor 1) would make an off-topic answer the extractor
    cannot read look perfectly consistent. Such a turn is scored by its similarity to the first
    turn alone, undiscounted (delta only keeps the weaker anchor from dominating a graph edge,
    and there is none) and floored at eta_D (Proposition 1's lower bound).

    Decided on the MT-Bench-101 topic-shift proxy, dev split (even positions of the file; 218
    dialogues, 41 topic shifts; rules extractor; 120 of 473 later turns had no triple), F1 /
    AUROC / false alarms among 177 other dialogues: graph anchor 1 (the paper) 0.478 / 0.849 /
    64; session anchor x delta 0.519 / 0.967 / 76; undiscounted session anchor (this)
    0.532 / 0.971 / 72. It finds all 41 shifts (33 before) for 8 more false alarms.
    """
    if not extracted:
        return max(ETA["drift"], cosine_to_first_turn)
    return max(graph_anchor(new_nodes, had_history), session_anchor(cosine_to_first_turn))
