"""The incremental Semantic Knowledge Graph (SKG-Eval Definition 1, Algorithm 1) and the
per-turn contradiction check over it (section 4.5).

Choices: subjects are deduplicated against earlier nodes by label cosine >= 0.80 (the paper
merges "new subjects"); objects join an existing node only by canonical key, so a close but
different object ("metabolic rate" near "metabolism") stays a node of its own and is linked by
a semantic edge, as in the paper's figure 2. A pair's object similarity compares the two
edges' objects.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dialogkg.detect.cascade import EdgeView, Outcome, cascade
from dialogkg.detect.lexicons import Lexicons, default_lexicons
from dialogkg.extract.schema import TripleAnnotation

if TYPE_CHECKING:
    from dialogkg.detect.embeddings import Embedder

THETA_DEDUP = 0.80
THETA_SEM = 0.50
DEFAULT_IMPORTANCE = 0.5  # a triple without an importance counts as middling
REVISION_MARKERS = re.compile(
    r"\b(change|changed|replace|replaced|update|updated|switch|switched|instead)\b", re.I
)
REVISION_RELATION = 0.60  # how alike a historical relation must be to count as the revised one


def key(label: str) -> str:
    """nu(s) = lower(s).strip(), with inner whitespace collapsed."""
    return " ".join(label.lower().split())


@dataclass
class Node:
    key: str
    label: str
    type: str
    importance: float
    introduced: int
    quarantined: bool = False


@dataclass
class FactEdge:
    turn: int
    ordinal: int
    subject: str
    object: str
    triple: TripleAnnotation
    quarantined: bool = False

    @property
    def relation(self) -> str:
        return self.triple.rel

    def view(self, graph: SemanticGraph) -> EdgeView:
        t = self.triple
        return EdgeView(
            t.rel, t.rel_type, t.intent, t.property_type, graph.nodes[self.object].label, t.type_obj
        )


@dataclass(frozen=True)
class Firing:
    """One detector firing: the stuff of a contradiction certificate."""

    anchor: str
    current: FactEdge
    historical: FactEdge
    detector: str
    confidence: float
    relation_similarity: float
    object_similarity: float


@dataclass
class TurnUpdate:
    turn: int
    new_nodes: list[str]
    current: list[FactEdge]
    revision_targets: list[FactEdge] = field(default_factory=list)


class SemanticGraph:
    def __init__(self, embedder: Embedder, lexicons: Lexicons | None = None) -> None:
        self.embedder = embedder
        self.lexicons = lexicons or default_lexicons()
        self.nodes: dict[str, Node] = {}
        self.edges: list[FactEdge] = []
        self.semantic: set[tuple[str, str]] = set()
        self._incident: dict[str, list[FactEdge]] = defaultdict(list)

    def cos(self, a: str, b: str) -> float:
        if a == b:
            return 1.0
        va, vb = self.embedder.encode([a, b])
        return max(-1.0, min(1.0, float(va @ vb)))

    # -- Algorithm 1 ------------------------------------------------------------------------

    def update(self, turn: int, triples: Sequence[TripleAnnotation]) -> TurnUpdate:
        earlier = [n for n in self.nodes.values() if n.introduced < turn and not n.quarantined]
        new: list[str] = []
        current: list[FactEdge] = []
        for ordinal, triple in enumerate(triples):
            subject = self._node(triple.sub, triple.type_sub, triple, turn, new, earlier, dedup=True)
            obj = self._node(triple.obj, triple.type_obj, triple, turn, new, earlier, dedup=False)
            edge = FactEdge(turn, ordinal, subject, obj, triple)
            self.edges.append(edge)
            self._incident[subject].append(edge)
            if obj != subject:
                self._incident[obj].append(edge)
            current.append(edge)
        self._link_semantic(new, earlier)
        return TurnUpdate(turn, new, current)

    def _node(
        self,
        label: str,
        entity_type: str,
        triple: TripleAnnotation,
        turn: int,
        new: list[str],
        earlier: list[Node],
        dedup: bool,
    ) -> str:
        importance = triple.importance if triple.importance is not None else DEFAULT_IMPORTANCE
        k = key(label)
        if k not in self.nodes and dedup and earlier:
            vectors = self.embedder.encode([label] + [n.label for n in earlier])
            sims = vectors[1:] @ vectors[0]
            best = int(sims.argmax())
            if float(sims[best]) >= THETA_DEDUP:
                k = earlier[best].key
        node = self.nodes.get(k)
        if node is None:
            self.nodes[k] = Node(k, label, entity_type, importance, turn)
            new.append(k)
        else:
            node.importance = max(node.importance, importance)
        return k

    def _link_semantic(self, new: list[str], earlier: list[Node]) -> None:
        if not new or not earlier:
            return
        vectors = self.embedder.encode([self.nodes[k].label for k in new] + [n.label for n in earlier])
        sims = vectors[: len(new)] @ vectors[len(new) :].T
        for i, k in enumerate(new):
            for j, node in enumerate(earlier):
                if float(sims[i, j]) >= THETA_SEM:
                    self.semantic.add((k, node.key))

    # -- consistency ------------------------------------------------------------------------

    def anchoring(self, node_key: str, turn: int) -> str:
        """fact / semantic / drift attachment of a new node to the graph before ``turn``."""
        for edge in self._incident[node_key]:
            if edge.quarantined:
                continue
            other = edge.object if edge.subject == node_key else edge.subject
            if (
                other != node_key
                and self.nodes[other].introduced < turn
                and not self.nodes[other].quarantined
            ):
                return "fact"
        for a, b in self.semantic:
            if node_key in (a, b):
                other = b if a == node_key else a
                if self.nodes[other].introduced < turn and not self.nodes[other].quarantined:
                    return "semantic"
        return "drift"

    # -- contradictions ---------------------------------------------------------------------

    def mark_revisions(self, update: TurnUpdate, prompt: str, authorised: bool | None) -> None:
        """Historical edges the user asked to change are revision targets for this turn only."""
        asked = authorised if authorised is not None else bool(REVISION_MARKERS.search(prompt))
        if not asked:
            return
        for edge in update.current:
            for old in self._incident[edge.subject]:
                if (
                    old.turn < update.turn
                    and old.subject == edge.subject
                    and self.cos(old.relation, edge.relation) >= REVISION_RELATION
                ):
                    update.revision_targets.append(old)

    def contradictions(self, update: TurnUpdate) -> list[Firing]:
        """Every detector firing on the candidate nodes of this turn (first detector per pair)."""
        touched = {e.subject for e in update.current} | {e.object for e in update.current}
        candidates = [
            k for k in dict.fromkeys([*update.new_nodes, *touched]) if k not in self.lexicons.blocklist
        ]
        excluded = {id(e) for e in update.revision_targets}
        firings: list[Firing] = []
        seen: set[tuple[int, int]] = set()  # a pair sharing subject and object is judged once
        for anchor in candidates:
            incident = [e for e in self._incident[anchor] if not e.quarantined]
            current = [e for e in incident if e.turn == update.turn]
            history = [e for e in incident if e.turn < update.turn and id(e) not in excluded]
            for ec in current:
                for eh in history:
                    if (id(ec), id(eh)) in seen:
                        continue
                    seen.add((id(ec), id(eh)))
                    rs = self.cos(ec.relation, eh.relation)
                    os = self.cos(self.nodes[ec.object].label, self.nodes[eh.object].label)
                    outcome: Outcome = cascade(ec.view(self), eh.view(self), rs, os, self.lexicons)
                    if outcome.fired and outcome.detector is not None:
                        firings.append(Firing(anchor, ec, eh, outcome.detector, outcome.confidence, rs, os))
        return firings

    def quarantine(self, update: TurnUpdate) -> None:
        for k in update.new_nodes:
            self.nodes[k].quarantined = True
        for edge in update.current:
            edge.quarantined = True
