"""The memory graph's SPARQL actions (EXPAND_ENTITY, FIND_PATH) and the beam search's bookkeeping,
on the two-hop fixture, with a scripted policy (no model)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from dialogkg.api import DialogKG
from dialogkg.memory.tree import Action, Conclusion, Node, TreeConfig, search
from dialogkg.memory.walk import MemoryGraph

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.fixture
def graph() -> Iterator[MemoryGraph]:
    with DialogKG.open(None) as kg:
        kg.ingest([DATA / "two-hop.json"], extractor="annotated")
        g = MemoryGraph(kg.memory("two-hop").facts)
        yield g
        g.close()


def triples(facts: object) -> list[tuple[str, str, str]]:
    return [(f.subject_label, f.relation_label, f.obj_label) for f in facts]  # type: ignore[attr-defined]


def iri(graph: MemoryGraph, label: str) -> str:
    entity = graph.find(label)
    assert entity is not None
    return entity.iri


def test_expand_entity_gathers_the_n_hop_neighbourhood(graph: MemoryGraph) -> None:
    lena = iri(graph, "lena")  # labels match case-insensitively
    assert triples(graph.expand(lena, 1)) == [("Lena", "works at", "Acme"), ("Mia", "is sister of", "Lena")]
    assert triples(graph.expand(lena, 2)) == [
        ("Lena", "works at", "Acme"),
        ("Acme", "is headquartered in", "Oslo"),
        ("Mia", "is sister of", "Lena"),
        ("Mia", "lives in", "Bergen"),
    ]


def test_find_path_is_the_shortest_chain_either_way(graph: MemoryGraph) -> None:
    oslo, bergen = iri(graph, "Oslo"), iri(graph, "Bergen")
    assert triples(graph.path(oslo, bergen) or []) == [
        ("Acme", "is headquartered in", "Oslo"),
        ("Lena", "works at", "Acme"),
        ("Mia", "is sister of", "Lena"),
        ("Mia", "lives in", "Bergen"),
    ]
    assert graph.path(oslo, bergen, max_hops=3) is None
    assert graph.path(oslo, oslo) == []


def test_an_entity_label_with_sparql_syntax_is_only_a_value(graph: MemoryGraph) -> None:
    hostile = 'x" } DROP ALL { "'
    assert graph.find(hostile) is None
    first = next(iter(graph.facts.values()))
    odd = replace(first, claim=first.claim + "x", subject_label=hostile, subject=first.subject + "x")
    other = MemoryGraph([*graph.facts.values(), odd])
    try:
        entity = other.find(hostile)
        assert entity is not None
        assert triples(other.expand(entity.iri)) == [(hostile, "works at", "Acme")]
        assert len(other.facts) == 5  # nothing dropped
    finally:
        other.close()


class Scripted:
    """Proposes expansions, then THINK once, then ANSWER; a value is the facts gathered over four,
    plus a tenth per thought."""

    name = "scripted"
    threshold = 0.5

    def __init__(self) -> None:
        self.proposed: list[int] = []

    def start(self, question: str, graph: MemoryGraph) -> None:
        pass

    def propose(self, node: Node, samples: int) -> list[Action]:
        self.proposed.append(node.depth)
        if node.depth == 0:
            return [
                Action("EXPAND_ENTITY", "Mia"),
                Action("EXPAND_ENTITY", "Oslo"),
                Action("EXPAND_ENTITY", "nope"),
            ]
        return [Action("ANSWER")] if node.thoughts else [Action("THINK", "enough"), Action("ANSWER")]

    def value(self, node: Node) -> float:
        return len(node.facts) / 4 + len(node.thoughts) / 10

    def conclude(self, node: Node, action: Action) -> Conclusion:
        return Conclusion("done", node.facts, self.value(node))


def test_beam_search_keeps_the_best_states_and_ends_on_an_answer(graph: MemoryGraph) -> None:
    policy = Scripted()
    result = search("q", graph, policy, TreeConfig(beam=1, samples=3, depth=5, expansions=12))
    # Root: EXPAND Mia (2 facts) beats EXPAND Oslo (1); "nope" is no entity and makes no state.
    assert [(s.action.name, s.action.argument, s.value) for s in result.best.trajectory] == [
        ("EXPAND_ENTITY", "Mia", 0.5),
        ("THINK", "enough", 0.6),
        ("ANSWER", "done", 0.6),
    ]
    assert result.best.thoughts == ("enough",)
    assert policy.proposed == [0, 1, 2]
    assert result.explored == 2 + 2 + 1


def test_the_expansion_budget_stops_the_search(graph: MemoryGraph) -> None:
    policy = Scripted()
    result = search("q", graph, policy, TreeConfig(beam=3, samples=3, depth=5, expansions=1))
    assert result.expansions == 1
    assert policy.proposed == [0]
    assert result.best.terminal and result.best.trajectory[-1].action.name == "ANSWER"
