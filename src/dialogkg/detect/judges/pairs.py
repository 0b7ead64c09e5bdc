"""Which pairs a judge sees for one scored turn, and the turn's judged figure.

Proposed pairs are the cascade's firings (hard detectors and SemDrift alike): the judge confirms
or vetoes them. Added pairs are ones the cascade did not fire on, where the two statements are
close enough to be about the same thing: statement cosine >= JUDGE_FLOOR (0.50), at most
PER_EDGE (3) per statement of the turn, nearest first. 0.50 is where, with all-MiniLM-L6-v2,
unrelated statements of one speaker stop ("bot live in Paris" / "bot like pizza" 0.47) and the
implicit conflicts the cascade misses start ("bot be nurse" / "bot teach chemistry" 0.54,
"bot be vegan" / "bot eat steak" 0.63); a hand check of ten pairs, not a tuned value. Earlier
statements of the same turn count as history, so a turn can contradict itself. Edges an
authorised revision replaces and quarantined edges are not history.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dialogkg.detect.judges.base import JudgeError, JudgePair, PairJudge

if TYPE_CHECKING:
    from dialogkg.conversation.model import Conversation
    from dialogkg.detect.skg import FactEdge, Firing, SemanticGraph, TurnUpdate

JUDGE_FLOOR = 0.50
PER_EDGE = 3
PRECISION = 4


@dataclass(frozen=True)
class JudgedPair:
    current: str
    historical: str
    historical_turn: int
    source: str  # the cascade detector that proposed the pair, or "similarity" for an added one
    similarity: float  # cosine of the two rendered statements
    contradiction: bool | None  # None: the judge gave no answer
    score: float | None

    @property
    def proposed(self) -> bool:
        return self.source != "similarity"

    def to_json(self) -> dict[str, object]:
        return {
            "current": self.current,
            "historical": self.historical,
            "historical_turn": self.historical_turn,
            "source": self.source,
            "similarity": round(self.similarity, PRECISION),
            "contradiction": self.contradiction,
            "score": None if self.score is None else round(self.score, PRECISION),
        }


@dataclass(frozen=True)
class JudgedTurn:
    pairs: tuple[JudgedPair, ...]
    issue: str | None = None

    @property
    def contradiction(self) -> bool:
        return any(p.contradiction for p in self.pairs)

    @property
    def confirmed(self) -> int:
        return sum(1 for p in self.pairs if p.proposed and p.contradiction)

    @property
    def vetoed(self) -> int:
        return sum(1 for p in self.pairs if p.proposed and p.contradiction is False)

    @property
    def added(self) -> int:
        return sum(1 for p in self.pairs if not p.proposed and p.contradiction)

    def to_json(self) -> dict[str, object]:
        doc: dict[str, object] = {
            "contradiction": self.contradiction,
            "confirmed": self.confirmed,
            "vetoed": self.vetoed,
            "added": self.added,
            "pairs": [p.to_json() for p in self.pairs],
        }
        if self.issue is not None:
            doc["issue"] = self.issue
        return doc


@dataclass(frozen=True)
class Candidate:
    current: FactEdge
    historical: FactEdge
    source: str  # the cascade detector that proposed the pair, or "similarity"
    similarity: float  # cosine of the two rendered statements


def statement(graph: SemanticGraph, edge: FactEdge) -> str:
    """The edge as a plain sentence-like string; a denial keeps its "not", a hedge says so."""
    t = edge.triple
    relation = t.rel
    if t.rel_type == "negation_assertion" and not graph.lexicons.negated(relation):
        relation = f"not {relation}"
    text = f"{graph.nodes[edge.subject].label} {relation} {graph.nodes[edge.object].label}"
    return f"maybe {text}" if t.intent == "Hyp" else text


def candidates(graph: SemanticGraph, update: TurnUpdate, firings: tuple[Firing, ...]) -> list[Candidate]:
    """The pairs to judge: proposed ones first (in firing order), then added ones."""
    replaced = {id(e) for e in update.revision_targets}
    history = [e for e in graph.edges if not e.quarantined and id(e) not in replaced and e.turn < update.turn]
    current = list(update.current)
    edges = [*current, *history]
    vectors = graph.embedder.encode([statement(graph, e) for e in edges]) if edges else None
    row = {id(e): k for k, e in enumerate(edges)}

    def cosine(a: FactEdge, b: FactEdge) -> float:
        if vectors is not None and id(a) in row and id(b) in row:
            va, vb = vectors[row[id(a)]], vectors[row[id(b)]]
        else:  # a firing on an edge outside this turn's history (kept, never dropped)
            va, vb = graph.embedder.encode([statement(graph, a), statement(graph, b)])
        return max(-1.0, min(1.0, float(va @ vb)))

    chosen: list[Candidate] = []
    seen: set[tuple[int, int]] = set()
    for f in firings:
        if (id(f.current), id(f.historical)) not in seen:
            seen.add((id(f.current), id(f.historical)))
            chosen.append(Candidate(f.current, f.historical, f.detector, cosine(f.current, f.historical)))
    for k, edge in enumerate(current):
        earlier = history + current[:k]  # a turn's earlier statements count as history
        scored = sorted(
            ((cosine(edge, old), old) for old in earlier if (id(edge), id(old)) not in seen),
            key=lambda pair: (-pair[0], pair[1].turn, pair[1].ordinal),
        )
        for similarity, old in [p for p in scored if p[0] >= JUDGE_FLOOR][:PER_EDGE]:
            seen.add((id(edge), id(old)))
            chosen.append(Candidate(edge, old, "similarity", similarity))
    return chosen


def judge_turn(
    judge: PairJudge,
    conversation: Conversation,
    graph: SemanticGraph,
    update: TurnUpdate,
    firings: tuple[Firing, ...],
) -> JudgedTurn:
    """The judge's verdicts on this turn's pairs; the caller reports them beside the scores."""
    utterances = {t.index: t.text for t in conversation.turns}
    chosen = candidates(graph, update, firings)
    pairs = [
        JudgePair(
            statement(graph, c.historical),
            statement(graph, c.current),
            c.historical.turn,
            c.current.turn,
            utterances.get(c.historical.turn, ""),
            utterances.get(c.current.turn, ""),
        )
        for c in chosen
    ]
    judgement = judge.judge(pairs) if pairs else None
    issue = judgement.issue if judgement is not None else None
    verdicts = judgement.verdicts if judgement is not None and issue is None else ()
    if verdicts and len(verdicts) != len(pairs):
        raise JudgeError(f"the {judge.name} judge gave {len(verdicts)} verdicts for {len(pairs)} pairs")
    judged = tuple(
        JudgedPair(
            pair.later,
            pair.earlier,
            pair.earlier_turn,
            c.source,
            c.similarity,
            verdicts[k].contradiction if verdicts else None,
            verdicts[k].score if verdicts else None,
        )
        for k, (pair, c) in enumerate(zip(pairs, chosen, strict=True))
    )
    return JudgedTurn(judged, issue)
