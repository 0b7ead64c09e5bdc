"""The incremental Semantic Knowledge Graph (SKG-Eval Definition 1, Algorithm 1) and the
per-turn contradiction check over it (section 4.5).

Choices: subjects are deduplicated against earlier nodes by label cosine >= 0.80 (the paper
merges "new subjects"); objects join an existing node only by canonical key, so a close but
different object ("metabolic rate" near "metabolism") stays a node of its own and is linked by
a semantic edge, as in the paper's figure 2. A pair's object similarity compares the two
edges' objects.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from dialogkg.detect.cascade import HARD_DETECTORS, EdgeView, Outcome, cascade, negated, statement
from dialogkg.detect.lexicons import Lexicons, default_lexicons
from dialogkg.extract.normalize import OF_THE_MOMENT
from dialogkg.extract.revision import asks_revision
from dialogkg.extract.schema import TripleAnnotation

if TYPE_CHECKING:
    from dialogkg.detect.embeddings import Embedder

THETA_DEDUP = 0.80
THETA_DEDUP_KIN = 0.90  # two relatives of one owner: "dad" / "father" (0.92), not "sister" / "brother" (0.86)
THETA_SEM = 0.50
DEFAULT_IMPORTANCE = 0.5  # a triple without an importance counts as middling
REVISION_RELATION = 0.60  # how alike a historical relation must be to count as the revised one


def _dedup_bar(label: str, other: str) -> float:
    """The cosine at which a new subject merges into an earlier one. Someone's relative is not
    that someone ("assistant's mom" / "assistant": 0.80) nor another owner's: never merged."""
    owner, _, _ = label.rpartition("'s ")
    other_owner, _, _ = other.rpartition("'s ")
    if owner.lower() != other_owner.lower():
        return float("inf")
    return THETA_DEDUP_KIN if owner else THETA_DEDUP


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
    session: str | None = None  # the turn's sitting, when the input names it

    @property
    def relation(self) -> str:
        return self.triple.rel

    def view(self, graph: SemanticGraph) -> EdgeView:
        t = self.triple
        return EdgeView(
            t.rel, t.rel_type, t.intent, t.property_type, graph.nodes[self.object].label, t.type_obj, t.of_now
        )


def _apart(current: FactEdge, historical: FactEdge) -> bool:
    """Two claims of the moment from different sittings: "I'm at the office" on Monday and "I'm
    home" on Friday are both true. Turns that name no session are one sitting."""
    return (
        current.session != historical.session
        and current.relation in OF_THE_MOMENT
        and historical.relation in OF_THE_MOMENT
    )


def _changed_between(current: FactEdge, historical: FactEdge, flipped: tuple[bool, bool]) -> bool:
    """A thing denied in one sitting and said in a later one came to be in between ("no pets
    right now" in May, "meet Toby, my puppy" in June): a change, not a flip. The other way round
    flips ("I have a dog", then "I've never had a pet"), unless the later denial is of now only
    ("I play drums" in March, "I used to play drums, haven't in a while" in June; a job, then "I
    lost my job"). ``flipped``: is each side denied."""
    if current.session == historical.session:
        return False
    return flipped == (False, True) or (flipped == (True, False) and current.triple.of_now)


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
    # Against a quarantined claim: "A", then "not A" (quarantined), then "A" again contradicts the
    # turn before. The paper leaves quarantined edges out of later checks; we report the pair but,
    # as the paper does, keep it out of S_log.
    flip_back: bool = False

    @property
    def is_hard(self) -> bool:
        """A contradiction proper (NegFlip, Antonym, NumMismatch, EOC, SameTypeEOC), not drift."""
        return self.detector in HARD_DETECTORS


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
        self._neighbours: dict[str, set[str]] = defaultdict(set)  # semantic edges, both ways
        self._cosines: dict[tuple[str, str], float] = {}
        # Label embeddings of all nodes in insertion order, grown as nodes arrive, so that
        # deduplication and semantic linking are one matrix product each, not a re-stack.
        self._order: list[str] = []
        self._row: dict[str, int] = {}
        self._matrix: Any = None
        self._introduced: Any = None  # numpy int array, row-aligned with _matrix
        self._quarantined: Any = None  # numpy bool array

    def cos(self, a: str, b: str) -> float:
        """Label cosine, memoised: relations and objects recur, pairs are compared many times."""
        if a == b:
            return 1.0
        pair = (a, b) if a < b else (b, a)
        cached = self._cosines.get(pair)
        if cached is None:
            va, vb = self.embedder.encode([a, b])
            cached = self._cosines[pair] = max(-1.0, min(1.0, float(va @ vb)))
        return cached

    # -- Algorithm 1 ------------------------------------------------------------------------

    def _earlier_mask(self, turn: int) -> Any:
        n = len(self._order)
        return (self._introduced[:n] < turn) & ~self._quarantined[:n]

    def _append(self, node_key: str) -> None:
        """Add a node's embedding row; buffers double when full, so appends stay amortised O(d)."""
        import numpy as np

        node = self.nodes[node_key]
        vector = self.embedder.encode([node.label])[0]
        n = len(self._order)
        if self._matrix is None:
            self._matrix = np.zeros((64, vector.shape[0]), dtype=np.float32)
            self._introduced = np.zeros(64, dtype=np.int64)
            self._quarantined = np.zeros(64, dtype=bool)
        elif n == self._matrix.shape[0]:
            self._matrix = np.vstack([self._matrix, np.zeros_like(self._matrix)])
            self._introduced = np.concatenate([self._introduced, np.zeros_like(self._introduced)])
            self._quarantined = np.concatenate([self._quarantined, np.zeros_like(self._quarantined)])
        self._matrix[n] = vector
        self._introduced[n] = node.introduced
        self._quarantined[n] = False
        self._row[node_key] = n
        self._order.append(node_key)

    def update(
        self, turn: int, triples: Sequence[TripleAnnotation], session: str | None = None
    ) -> TurnUpdate:
        earlier = self._earlier_mask(turn) if self._order else None
        new: list[str] = []
        current: list[FactEdge] = []
        for ordinal, triple in enumerate(triples):
            subject = self._node(triple.sub, triple.type_sub, triple, turn, new, earlier, dedup=True)
            obj = self._node(triple.obj, triple.type_obj, triple, turn, new, earlier, dedup=False)
            edge = FactEdge(turn, ordinal, subject, obj, triple, session=session)
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
        earlier: Any,
        dedup: bool,
    ) -> str:
        importance = triple.importance if triple.importance is not None else DEFAULT_IMPORTANCE
        k = key(label)
        if k not in self.nodes and dedup and earlier is not None and earlier.any():
            sims = self._matrix[: len(earlier)] @ self.embedder.encode([label])[0]
            sims = sims.copy()
            sims[~earlier] = -2.0
            best = int(sims.argmax())
            if float(sims[best]) >= _dedup_bar(label, self.nodes[self._order[best]].label):
                k = self._order[best]
        node = self.nodes.get(k)
        if node is None:
            self.nodes[k] = Node(k, label, entity_type, importance, turn)
            self._append(k)
            new.append(k)
        else:
            node.importance = max(node.importance, importance)
        return k

    def _link_semantic(self, new: list[str], earlier: Any) -> None:
        if not new or earlier is None or not earlier.any():
            return
        rows = [self._row[k] for k in new]
        sims = self._matrix[rows] @ self._matrix[: len(earlier)].T
        for i, k in enumerate(new):
            for j in (sims[i] >= THETA_SEM).nonzero()[0]:
                other = self._order[int(j)]
                if earlier[int(j)] and other != k:
                    self.semantic.add((k, other))
                    self._neighbours[k].add(other)
                    self._neighbours[other].add(k)

    def said_of(self, node_key: str) -> list[FactEdge]:
        """The standing edges whose subject is the node, in the order said."""
        return [e for e in self._incident.get(node_key, ()) if e.subject == node_key and not e.quarantined]

    def semantic_from(self, node_key: str) -> list[tuple[str, str]]:
        """The semantic edges a node made on arrival (to earlier nodes), in sorted order."""
        return sorted(
            (node_key, o) for o in self._neighbours.get(node_key, ()) if (node_key, o) in self.semantic
        )

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
        for other in self._neighbours.get(node_key, ()):
            if self.nodes[other].introduced < turn and not self.nodes[other].quarantined:
                return "semantic"
        return "drift"

    # -- contradictions ---------------------------------------------------------------------

    def mark_revisions(self, update: TurnUpdate, prompt: str, authorised: bool | None) -> None:
        """Historical edges the user asked to change are revision targets for this turn only."""
        asked = authorised if authorised is not None else asks_revision(prompt)
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
        """Every detector firing on the candidate nodes of this turn (first detector per pair):
        each current edge against the history and against the edges before it in this turn."""
        # In edge order, never a set's: which anchor judges a pair first names the certificate's
        # anchor, and a set of strings iterates in PYTHONHASHSEED's order.
        touched = [k for e in update.current for k in (e.subject, e.object)]
        candidates = [
            k for k in dict.fromkeys([*update.new_nodes, *touched]) if k not in self.lexicons.blocklist
        ]
        excluded = {id(e) for e in update.revision_targets}
        firings: list[Firing] = []
        seen: set[tuple[int, int]] = set()  # a pair sharing subject and object is judged once
        for anchor in candidates:
            incident = self._incident[anchor]  # quarantined history too: see Firing.flip_back
            current = [e for e in incident if e.turn == update.turn]
            history = [e for e in incident if e.turn < update.turn and id(e) not in excluded]
            for ec in current:
                # Edges said earlier in the same turn count as history too ("I'm a nurse ...
                # I'm not a nurse" within one answer contradicts itself).
                earlier_here = [e for e in current if e.ordinal < ec.ordinal]
                for eh in [*history, *earlier_here]:
                    # Claims of two subjects never conflict, though the paper pairs any two edges
                    # on a shared node: "hybrids combine an engine" and "electric cars have no
                    # engine" meet only on the engine.
                    if (id(ec), id(eh)) in seen or eh.subject != ec.subject or _apart(ec, eh):
                        continue
                    seen.add((id(ec), id(eh)))
                    vc, vh = ec.view(self), eh.view(self)
                    outcome, rs, os = self.judge(vc, vh, ec.turn == eh.turn, ec.session != eh.session)
                    if outcome.detector == "NegFlip" and _changed_between(
                        ec, eh, (negated(vc, self.lexicons), negated(vh, self.lexicons))
                    ):
                        continue
                    if outcome.fired and outcome.detector is not None:
                        firings.append(
                            Firing(
                                anchor, ec, eh, outcome.detector, outcome.confidence, rs, os, eh.quarantined
                            )
                        )
        return firings

    def judge(
        self, current: EdgeView, historical: EdgeView, same_turn: bool = False, apart: bool = False
    ) -> tuple[Outcome, float, float]:
        """The cascade's outcome on one pair, with its relation and object cosines."""
        rs = self.cos(current.relation, historical.relation)
        os = self.cos(current.object_label, historical.object_label)
        # The statement cosine matters only to NegFlip, so only polarity flips pay for it.
        flip = negated(current, self.lexicons) != negated(historical, self.lexicons)
        ss = self.cos(statement(current), statement(historical)) if flip else None
        return cascade(current, historical, rs, os, self.lexicons, ss, same_turn, apart), rs, os

    def quarantine(self, update: TurnUpdate) -> None:
        for k in update.new_nodes:
            self.nodes[k].quarantined = True
            self._quarantined[self._row[k]] = True
        for edge in update.current:
            edge.quarantined = True
