"""D-SMART's reasoning tree: beam search over states of gathered memory (Algorithm 2).

A state is (gathered subgraph, trajectory, value, depth). A policy proposes actions; graph actions
(EXPAND_ENTITY, FIND_PATH) run deterministically against the memory graph; THINK adds a thought;
ANSWER ends a branch. A value model scores each new state and the beam keeps the best.

Defaults are the paper's (appendix B): beam width 3, 3 sampled actions per node, depth 5, at most
12 expansion steps. An *expansion step* is one beam state expanded (its actions proposed and run):
with the defaults the root and three full levels take 10, so depth 5 is reachable only along
branches that end early. Ties in value go to the shallower state, then to the earlier trajectory
in text order, so the search never depends on set or dict order.

One choice of ours: the final state is the best state any level's beam held, not only the last
beam's. Algorithm 2 keeps children, never parents, so a branch that cannot reach an ANSWER above
the threshold would otherwise end at its deepest state even when a shallower one was as good.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Literal, Protocol

from dialogkg.memory.facts import Fact
from dialogkg.memory.walk import MemoryGraph

ActionName = Literal["EXPAND_ENTITY", "FIND_PATH", "THINK", "ANSWER"]
ACTIONS: tuple[ActionName, ...] = ("EXPAND_ENTITY", "FIND_PATH", "THINK", "ANSWER")
PATH_SEPARATOR = " | "  # FIND_PATH's argument: "first entity | second entity"


@dataclass(frozen=True)
class TreeConfig:
    beam: int = 3
    samples: int = 3
    depth: int = 5
    expansions: int = 12
    hops: int = 1  # EXPAND_ENTITY's neighbourhood radius

    def __post_init__(self) -> None:
        for name in ("beam", "samples", "depth", "expansions", "hops"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1")


@dataclass(frozen=True)
class Action:
    name: ActionName
    argument: str = ""


@dataclass(frozen=True)
class Step:
    action: Action
    value: float

    def to_json(self) -> dict[str, object]:
        return {"action": self.action.name, "argument": self.action.argument, "value": round(self.value, 4)}


@dataclass(frozen=True)
class Conclusion:
    """What an ANSWER made of a state: the answer, the facts it rests on, its support in [0, 1],
    and the facts closest to an answer (shown when the search abstains)."""

    answer: str
    facts: tuple[Fact, ...]
    support: float
    closest: tuple[Fact, ...] = ()


@dataclass(frozen=True)
class Node:
    facts: tuple[Fact, ...]  # the gathered subgraph, in memory order
    trajectory: tuple[Step, ...] = ()
    value: float = 1.0
    depth: int = 0
    thoughts: tuple[str, ...] = ()
    conclusion: Conclusion | None = None

    @property
    def terminal(self) -> bool:
        return self.conclusion is not None

    def done(self, action: Action) -> bool:
        return any(step.action == action for step in self.trajectory)


class Policy(Protocol):
    """Proposes actions for a state, scores states, and turns a state into an answer."""

    name: str
    threshold: float  # support below which the answer abstains

    def start(self, question: str, graph: MemoryGraph) -> None: ...

    def propose(self, node: Node, samples: int) -> list[Action]: ...

    def value(self, node: Node) -> float: ...

    def conclude(self, node: Node, action: Action) -> Conclusion: ...


@dataclass
class SearchResult:
    best: Node
    explored: int  # states created
    expansions: int
    beams: list[list[Node]] = field(default_factory=list)


def execute(
    node: Node, action: Action, graph: MemoryGraph, policy: Policy, config: TreeConfig
) -> Node | None:
    """The state an action leads to (None for an action that cannot run: an unknown entity, no path)."""
    gathered = node.facts
    thoughts = node.thoughts
    if action.name == "EXPAND_ENTITY":
        entity = graph.find(action.argument)
        if entity is None:
            return None
        gathered = _merge(gathered, graph.expand(entity.iri, config.hops))
    elif action.name == "FIND_PATH":
        first, _, second = action.argument.partition(PATH_SEPARATOR)
        a, b = graph.find(first), graph.find(second)
        if a is None or b is None or a == b:
            return None
        found = graph.path(a.iri, b.iri)
        if found is None:
            return None
        gathered = _merge(gathered, found)
    elif action.name == "THINK":
        thoughts = (*thoughts, action.argument)
    child = Node(gathered, node.trajectory, 0.0, node.depth + 1, thoughts)
    if action.name == "ANSWER":
        conclusion = policy.conclude(child, action)
        child = replace(child, conclusion=conclusion)
        action = Action("ANSWER", conclusion.answer)
    value = min(1.0, max(0.0, policy.value(child)))
    return replace(child, trajectory=(*node.trajectory, Step(action, value)), value=value)


def search(
    question: str, graph: MemoryGraph, policy: Policy, config: TreeConfig | None = None
) -> SearchResult:
    """Beam search from the empty state; the best state always ends in an ANSWER."""
    config = config or TreeConfig()
    policy.start(question, graph)
    root = Node(())
    beam = [root]
    explored = 0
    expansions = 0
    history: list[list[Node]] = []
    best = root
    for _ in range(config.depth):
        pool: list[Node] = []
        for node in beam:
            if node.terminal:
                pool.append(node)
                continue
            if expansions >= config.expansions:
                pool.append(node)
                continue
            expansions += 1
            seen: set[Action] = set()
            for action in policy.propose(node, config.samples)[: config.samples]:
                if action in seen:
                    continue
                seen.add(action)
                child = execute(node, action, graph, policy, config)
                if child is not None:
                    explored += 1
                    pool.append(child)
        if not pool:
            break
        beam = sorted(pool, key=_rank)[: config.beam]
        history.append(beam)
        if best is root or _rank(beam[0]) < _rank(best):
            best = beam[0]
        if all(n.terminal for n in beam) or expansions >= config.expansions:
            break
    if not best.terminal:  # out of depth or budget: answer from the best state reached
        answered = execute(best, Action("ANSWER"), graph, policy, config)
        assert answered is not None
        best = answered
    return SearchResult(best, explored, expansions, history)


def _rank(node: Node) -> tuple[float, int, int, str]:
    return (-node.value, node.depth, 0 if node.terminal else 1, repr([s.to_json() for s in node.trajectory]))


def _merge(held: Sequence[Fact], new: Sequence[Fact]) -> tuple[Fact, ...]:
    by_claim = {f.claim: f for f in held}
    for f in new:
        by_claim.setdefault(f.claim, f)
    return tuple(sorted(by_claim.values(), key=lambda f: f.key))
