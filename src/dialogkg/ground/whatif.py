"""Affected(p) as Proposition 2.1 defines it, from the hot engine or straight from the store.

A process that has no engine open for the conversation (a one-off CLI call) asks the derived
graphs by SPARQL instead of replaying the conversation: the bundled ``affected`` query for the
standing arguments, and the query below for those resting on ``p`` that are already out. The
two ways give the same answer (tested).
"""

from __future__ import annotations

from dataclasses import dataclass

from pyoxigraph import Literal

from dialogkg import vocab as v
from dialogkg.errors import InputError, Location
from dialogkg.queries import run_query
from dialogkg.store.base import Store

_EXISTS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
ASK { GRAPH ?dg { ?p dkg:localId ?argument } }
"""
_ALREADY_OUT = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT DISTINCT ?id WHERE {
  GRAPH ?dg { ?p dkg:localId ?argument . ?node dkg:dependsOn+ ?p . ?node dkg:localId ?id }
  GRAPH ?sg { ?node dkg:standing false ; dkg:status ?status }
  FILTER(?status != dkg:Retracted)
}
ORDER BY ?id
"""


@dataclass(frozen=True)
class AffectedReport:
    retracted: str
    affected: tuple[str, ...]  # stand now and would lose support
    already_out: tuple[str, ...]  # rest on the argument but no longer stand

    def to_json(self) -> dict[str, object]:
        return {
            "retracted": self.retracted,
            "affected": list(self.affected),
            "already_out": list(self.already_out),
        }


def affected_from_store(store: Store, conversation_id: str, argument: str) -> AffectedReport | None:
    """The report read from the derived graphs; None when the argument is not in them."""
    graphs = {"dg": v.dependency_graph(conversation_id), "sg": v.state_graph(conversation_id)}
    if not store.ask(_EXISTS, {**graphs, "argument": Literal(argument)}):
        return None
    standing = run_query(
        store, "affected", conversation=conversation_id, params={"argument": Literal(argument)}
    ).literal_values("affected")
    out = store.select(_ALREADY_OUT, {**graphs, "argument": Literal(argument)}).literal_values("id")
    return AffectedReport(argument, tuple(sorted(standing)), tuple(sorted(out)))


def no_such_argument(conversation_id: str, argument: str) -> InputError:
    return InputError(
        f"no argument {argument!r} in this conversation", Location(conversation=conversation_id, field="PROP")
    )
