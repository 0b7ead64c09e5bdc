"""The in-process dependency index: the runtime hot path for Affected(p) and Dep*(a).

It holds the positive dependency edges both ways, so Affected(p) is a breadth-first walk over
dependents touching only what actually rests on p: its cost is bounded by the working set of
arguments, not by the length of the conversation. The SPARQL form over the dependency graph
answers the same questions from the store; a property test keeps the two in agreement.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping


class DependencyIndex:
    def __init__(self) -> None:
        self._deps: dict[str, list[str]] = defaultdict(list)
        self._dependents: dict[str, set[str]] = defaultdict(set)

    def add(self, arg_id: str, dep_id: str) -> bool:
        """Record ``arg_id`` rests on ``dep_id``; False if it already did."""
        deps = self._deps[arg_id]
        if dep_id in deps:
            return False
        deps.append(dep_id)
        self._dependents[dep_id].add(arg_id)
        return True

    def discard(self, arg_id: str, dep_id: str) -> None:
        """Undo ``add(arg_id, dep_id)`` (a dry run's undo), dropping keys it left empty."""
        deps = self._deps.get(arg_id)
        if deps is not None and dep_id in deps:
            deps.remove(dep_id)
            if not deps:
                del self._deps[arg_id]
        dependents = self._dependents.get(dep_id)
        if dependents is not None:
            dependents.discard(arg_id)
            if not dependents:
                del self._dependents[dep_id]

    def remove(self, arg_id: str) -> None:
        """Forget an argument that left the working set, with every edge touching it."""
        for dep in self._deps.pop(arg_id, ()):
            self._dependents[dep].discard(arg_id)
        for dependent in self._dependents.pop(arg_id, ()):
            deps = self._deps.get(dependent)
            if deps is not None and arg_id in deps:
                deps.remove(arg_id)

    def deps(self, arg_id: str) -> list[str]:
        return self._deps.get(arg_id, [])

    def direct_dependents(self, arg_id: str) -> Iterable[str]:
        return self._dependents.get(arg_id, ())

    def dependents(self, arg_id: str) -> set[str]:
        """Every argument resting on ``arg_id``, directly or transitively (unsorted)."""
        return _reach(self._dependents, arg_id)

    def upstream(self, arg_id: str) -> set[str]:
        """Dep*(arg): every argument ``arg_id`` rests on, directly or transitively."""
        return _reach(self._deps, arg_id)


def _reach(edges: Mapping[str, Iterable[str]], start: str) -> set[str]:
    """Nodes reachable from ``start`` (itself excluded unless on a cycle) by depth-first walk."""
    seen: set[str] = set()
    frontier = list(edges.get(start, ()))
    while frontier:
        node = frontier.pop()
        if node not in seen:
            seen.add(node)
            frontier.extend(edges.get(node, ()))
    return seen
