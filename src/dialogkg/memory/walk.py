"""The memory graph the reasoning tree walks: EXPAND_ENTITY and FIND_PATH by SPARQL.

The facts of one memory view (the standing ones; with history, also those a later turn replaced)
are loaded into an in-memory Oxigraph store as reified claims, and every graph action is a
SPARQL query with the entity bound as a value: user text never enters a query.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from pyoxigraph import Literal, NamedNode, Quad

from dialogkg.memory.facts import Fact
from dialogkg.store.embedded import OxigraphStore
from dialogkg.vocab import DKG, RDF, RDFS

_NEIGHBOURS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT ?claim WHERE {
  { ?claim dkg:subjectEntity ?entity } UNION { ?claim dkg:objectEntity ?entity }
}"""
_GRAPH = NamedNode("urn:dialogkg:memory-view")

# FIND_PATH gives up past this many hops (a path longer than this explains nothing to a reader).
MAX_PATH_HOPS = 4


@dataclass(frozen=True)
class Entity:
    iri: str
    label: str


class MemoryGraph:
    """The facts of one view, queryable by entity. ``historical`` facts (superseded or
    contradicted by a later turn) take part only when the caller put them in."""

    def __init__(self, facts: Iterable[Fact], historical: Iterable[Fact] = ()) -> None:
        by_claim: dict[str, Fact] = {}
        for fact in [*facts, *historical]:
            by_claim.setdefault(fact.claim, fact)
        self.facts: dict[str, Fact] = dict(sorted(by_claim.items(), key=lambda kv: kv[1].key))
        self.historical: frozenset[str] = frozenset(f.claim for f in historical) - {f.claim for f in facts}
        labels: dict[str, str] = {}
        for f in self.facts.values():
            for iri, label in ((f.subject, f.subject_label), (f.obj, f.obj_label)):
                held = labels.get(iri)
                labels[iri] = label if held is None else min(held, label)
        self.entities: dict[str, Entity] = {iri: Entity(iri, labels[iri]) for iri in sorted(labels)}
        self._store = OxigraphStore(None)
        quads: list[Quad] = []
        for f in self.facts.values():
            claim = NamedNode(f.claim)
            quads += [
                Quad(claim, RDF.type, DKG.Claim, _GRAPH),
                Quad(claim, DKG.subjectEntity, NamedNode(f.subject), _GRAPH),
                Quad(claim, DKG.objectEntity, NamedNode(f.obj), _GRAPH),
            ]
        quads += [
            Quad(NamedNode(e.iri), RDFS.label, Literal(e.label), _GRAPH) for e in self.entities.values()
        ]
        self._store.insert([quads])
        self._adjacent: dict[str, tuple[Fact, ...]] = {}

    def close(self) -> None:
        self._store.close()

    def edges(self, entity: str) -> tuple[Fact, ...]:
        """The facts that name ``entity`` (an IRI), in memory order: one SPARQL query, cached."""
        held = self._adjacent.get(entity)
        if held is None:
            rows = self._store.select(_NEIGHBOURS, {"entity": NamedNode(entity)}).rows
            claims = {term.value for row in rows if isinstance(term := row.get("claim"), NamedNode)}
            held = tuple(sorted((self.facts[c] for c in claims), key=lambda f: f.key))
            self._adjacent[entity] = held
        return held

    def expand(self, entity: str, hops: int = 1) -> list[Fact]:
        """EXPAND_ENTITY: every fact within ``hops`` edges of the entity, in memory order."""
        seen_entities = {entity}
        frontier = [entity]
        found: dict[str, Fact] = {}
        for _ in range(max(1, hops)):
            following: list[str] = []
            for current in frontier:
                for fact in self.edges(current):
                    found.setdefault(fact.claim, fact)
                    for other in (fact.subject, fact.obj):
                        if other not in seen_entities:
                            seen_entities.add(other)
                            following.append(other)
            frontier = sorted(following)
        return sorted(found.values(), key=lambda f: f.key)

    def path(self, start: str, goal: str, max_hops: int = MAX_PATH_HOPS) -> list[Fact] | None:
        """FIND_PATH: the facts of a shortest path between two entities (breadth first over the
        edges SPARQL returns, so the earliest facts win ties), or None within ``max_hops``."""
        if start == goal:
            return []
        came: dict[str, tuple[str, Fact]] = {}
        queue = deque([(start, 0)])
        seen = {start}
        while queue:
            current, depth = queue.popleft()
            if depth == max_hops:
                continue
            for fact in self.edges(current):
                other = fact.obj if fact.subject == current else fact.subject
                if other in seen:
                    continue
                seen.add(other)
                came[other] = (current, fact)
                if other == goal:
                    return _walk_back(came, start, goal)
                queue.append((other, depth + 1))
        return None

    def find(self, label: str) -> Entity | None:
        """The entity with this label (case-insensitive), if memory holds one."""
        wanted = " ".join(label.casefold().split())
        for entity in self.entities.values():
            if " ".join(entity.label.casefold().split()) == wanted:
                return entity
        return None


def _walk_back(came: dict[str, tuple[str, Fact]], start: str, goal: str) -> list[Fact]:
    out: list[Fact] = []
    node = goal
    while node != start:
        node, fact = came[node]
        out.append(fact)
    return out[::-1]


def subgraph_entities(facts: Sequence[Fact]) -> set[str]:
    return {f.subject for f in facts} | {f.obj for f in facts}
