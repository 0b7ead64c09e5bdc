"""Epistemic plausibility models with awareness (Grounded Continuation, appendix E, E.1-E.3).

Worlds are explicit (sets of true atoms), so the model is meant for small proposition counts:
the engine keeps one only while a conversation's propositions stay few. Each agent has an
information cell (the worlds agreeing on what it observes) and a plausibility rank per world
(lower is more plausible, Baltag-Smets). Formulas are named functions of (model, world), so
epistemic formulas ("nobody knows whether they are muddy") can be announced publicly.

Choices: conservative upgrade promotes the most plausible phi-worlds of the whole model (not
per information cell); awareness is per agent and model-wide (not per world).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from itertools import product

World = frozenset[str]


@dataclass(frozen=True)
class Formula:
    name: str
    holds: Callable[[EpistemicModel, World], bool] = field(compare=False)

    def __call__(self, model: EpistemicModel, world: World) -> bool:
        return self.holds(model, world)


def atom(p: str) -> Formula:
    return Formula(p, lambda _m, w: p in w)


def neg(f: Formula) -> Formula:
    return Formula(f"~{f.name}", lambda m, w: not f(m, w))


def conj(*fs: Formula) -> Formula:
    return Formula("(" + " & ".join(f.name for f in fs) + ")", lambda m, w: all(f(m, w) for f in fs))


def disj(*fs: Formula) -> Formula:
    return Formula("(" + " | ".join(f.name for f in fs) + ")", lambda m, w: any(f(m, w) for f in fs))


def knows(agent: str, f: Formula) -> Formula:
    return Formula(f"K_{agent} {f.name}", lambda m, w: m.knows(agent, f, w))


def knows_whether(agent: str, f: Formula) -> Formula:
    return disj(knows(agent, f), knows(agent, neg(f)))


@dataclass(frozen=True)
class EpistemicModel:
    propositions: tuple[str, ...]
    agents: tuple[str, ...]
    worlds: tuple[World, ...]
    rank: Mapping[str, Mapping[World, int]]
    observes: Mapping[str, frozenset[str]]
    aware: Mapping[str, frozenset[str]]
    problems: tuple[tuple[str, Formula], ...] = ()

    @classmethod
    def full(
        cls,
        propositions: Iterable[str],
        agents: Iterable[str],
        observes: Mapping[str, Iterable[str]] | None = None,
    ) -> EpistemicModel:
        """Every truth assignment, all equally plausible; everyone aware of every atom."""
        props = tuple(propositions)
        who = tuple(agents)
        worlds = tuple(
            frozenset(p for p, on in zip(props, bits, strict=True) if on)
            for bits in product((True, False), repeat=len(props))
        )
        return cls(
            props,
            who,
            worlds,
            {a: dict.fromkeys(worlds, 0) for a in who},
            {a: frozenset((observes or {}).get(a, ())) for a in who},
            {a: frozenset(props) for a in who},
        )

    # -- queries ----------------------------------------------------------------------------

    def cell(self, agent: str, world: World) -> list[World]:
        seen = self.observes[agent]
        return [w for w in self.worlds if w & seen == world & seen]

    def knows(self, agent: str, f: Formula, world: World) -> bool:
        return all(f(self, w) for w in self.cell(agent, world))

    def believes(self, agent: str, f: Formula, world: World) -> bool:
        cell = self.cell(agent, world)
        best = min(self.rank[agent][w] for w in cell)
        return all(f(self, w) for w in cell if self.rank[agent][w] == best)

    def is_aware(self, agent: str, f: Formula) -> bool:
        return f.name in self.aware[agent]

    def explicitly_knows(self, agent: str, f: Formula, world: World) -> bool:
        """Definition E.3: knowledge the agent is also aware of."""
        return self.knows(agent, f, world) and self.is_aware(agent, f)

    def common_knowledge(self, group: Iterable[str], f: Formula, world: World) -> bool:
        """f holds in every world reachable by chains of the group's indistinguishability."""
        members = tuple(group)
        reached, frontier = {world}, [world]
        while frontier:
            current = frontier.pop()
            for agent in members:
                for w in self.cell(agent, current):
                    if w not in reached:
                        reached.add(w)
                        frontier.append(w)
        return all(f(self, w) for w in reached)

    # -- updates ----------------------------------------------------------------------------

    def announce(self, f: Formula) -> EpistemicModel:
        """Public announcement [!f]: every world where f is false (evaluated now) goes."""
        kept = tuple(w for w in self.worlds if f(self, w))
        return replace(self, worlds=kept, rank={a: {w: r[w] for w in kept} for a, r in self.rank.items()})

    def lexicographic_upgrade(self, f: Formula, agents: Iterable[str] | None = None) -> EpistemicModel:
        """Radical upgrade [⇑f]: all f-worlds above all ¬f-worlds, each side keeping its order."""
        truth = {w: f(self, w) for w in self.worlds}
        rank = dict(self.rank)
        for agent in agents or self.agents:
            old = self.rank[agent]
            top = _dense({w: old[w] for w in self.worlds if truth[w]})
            rest = _dense({w: old[w] for w in self.worlds if not truth[w]})
            shift = max(top.values(), default=-1) + 1
            rank[agent] = {**top, **{w: r + shift for w, r in rest.items()}}
        return replace(self, rank=rank)

    def conservative_upgrade(self, f: Formula, agents: Iterable[str] | None = None) -> EpistemicModel:
        """Minimal upgrade [↑f]: only the most plausible f-worlds move to the top."""
        rank = dict(self.rank)
        for agent in agents or self.agents:
            old = self.rank[agent]
            f_worlds = [w for w in self.worlds if f(self, w)]
            if not f_worlds:
                continue
            best = min(old[w] for w in f_worlds)
            promoted = {w for w in f_worlds if old[w] == best}
            rank[agent] = _dense({w: (-1 if w in promoted else old[w]) for w in self.worlds})
        return replace(self, rank=rank)

    def expand_awareness(self, proposition: str, agents: Iterable[str] | None = None) -> EpistemicModel:
        """Definition E.3: agents become aware of p; a new atom splits every world in two."""
        who = tuple(agents or self.agents)
        aware = {a: (s | {proposition} if a in who else s) for a, s in self.aware.items()}
        if proposition in self.propositions:
            return replace(self, aware=aware)
        worlds = tuple(x for w in self.worlds for x in (w | {proposition}, w))
        rank = {
            a: {x: r[w] for w in self.worlds for x in (w | {proposition}, w)} for a, r in self.rank.items()
        }
        return replace(
            self, propositions=(*self.propositions, proposition), worlds=worlds, rank=rank, aware=aware
        )

    # -- abduction (Definition E.2) ------------------------------------------------------------

    def observe_surprising(self, agent: str, chi: Formula, actual: World) -> EpistemicModel:
        """Queue (agent, chi) when chi holds at the actual world but the agent does not believe it."""
        if chi(self, actual) and not self.believes(agent, chi, actual):
            return replace(self, problems=(*self.problems, (agent, chi)))
        return self

    def is_abductive_solution(self, agent: str, gamma: Formula, chi: Formula, actual: World) -> bool:
        consistent = not self.believes(agent, neg(gamma), actual)
        explanatory = self.lexicographic_upgrade(gamma, [agent]).believes(agent, chi, actual)
        tautology = all(gamma(self, w) for w in self.worlds)
        non_trivial = gamma.name != chi.name and not self.believes(agent, gamma, actual) and not tautology
        return consistent and explanatory and non_trivial

    def solve(self, agent: str, gamma: Formula, chi: Formula, actual: World) -> EpistemicModel:
        """Integrate a solution as belief ([⇑gamma]) and close the problem; refuse a non-solution."""
        if not self.is_abductive_solution(agent, gamma, chi, actual):
            raise ValueError(f"{gamma.name} does not solve the abductive problem {chi.name} for {agent}")
        upgraded = self.lexicographic_upgrade(gamma, [agent])
        left = tuple(p for p in self.problems if not (p[0] == agent and p[1].name == chi.name))
        return replace(upgraded, problems=left)


def _dense(ranks: Mapping[World, int]) -> dict[World, int]:
    order = {r: i for i, r in enumerate(sorted(set(ranks.values())))}
    return {w: order[r] for w, r in ranks.items()}


def muddy_children(children: Iterable[str] = ("a", "b", "c")) -> EpistemicModel:
    """Appendix B: atoms m_x; each child sees every forehead but its own."""
    kids = tuple(children)
    props = tuple(f"m_{k}" for k in kids)
    observes = {k: [p for p in props if p != f"m_{k}"] for k in kids}
    return EpistemicModel.full(props, kids, observes)


def nobody_knows(model: EpistemicModel) -> Formula:
    """'I don't know' from every child: no child knows whether it is muddy."""
    return conj(*(neg(knows_whether(k, atom(f"m_{k}"))) for k in model.agents))
