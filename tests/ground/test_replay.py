"""The derived graphs rebuild identically from the turn graphs, and SPARQL agrees with the index."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.conversation.readers import parse_conversation
from dialogkg.ground.graphs import derived_quads
from dialogkg.ground.replay import rebuild
from dialogkg.ground.state import DialogueState, PreconditionFailure
from tests.ground.test_state import histories, op

CID = "replay-test"


def accepted(history: list[list[dict[str, Any]]]) -> tuple[DialogueState, list[list[dict[str, Any]]]]:
    """Keep only the operations the engine accepts, as an annotator fixing them would."""
    state = DialogueState()
    kept: list[list[dict[str, Any]]] = []
    for t, ops in enumerate(history, start=1):
        turn_ops: list[dict[str, Any]] = []
        for fields in ops:
            try:
                state.apply(op(**fields), "amy", t, len(turn_ops))
            except PreconditionFailure:
                continue
            turn_ops.append(fields)
        kept.append(turn_ops)
    return state, kept


def stored_derived(kg: DialogKG) -> set[str]:
    """The stored state and dependency graphs, less the marker of the turns they reflect."""
    graphs = (v.state_graph(CID).value, v.dependency_graph(CID).value)
    return {
        str(q)
        for q in kg.store.quads(v.conversation_prefix(CID))
        if q.graph_name.value in graphs and q.predicate != v.DKG.derivedThroughTurn
    }


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(histories(), st.data())
def test_rebuild_equals_incremental_state_and_sparql_equals_the_hot_path(
    history: list[list[dict[str, Any]]], data: st.DataObject
) -> None:
    state, kept = accepted(history)
    doc = {
        "id": CID,
        "participants": [{"id": "amy", "role": "user"}],
        "turns": [
            {"speaker": "amy", "text": f"turn {i}", "annotations": {"operations": ops}}
            for i, ops in enumerate(kept, start=1)
        ],
    }
    kg = DialogKG.open(None)
    kg.ingest([parse_conversation(doc)])
    incremental = {str(q) for q in derived_quads(CID, state)}
    assert stored_derived(kg) == incremental
    assert {str(q) for q in derived_quads(CID, rebuild(kg.store, CID))} == incremental

    recorded = kg.store.select(
        """PREFIX dkg: <https://w3id.org/dialogkg/ns#>
        SELECT DISTINCT ?turn ?k ?arg ?to WHERE {
          GRAPH ?g { ?t a dkg:Turn ; dkg:index ?turn . ?c a dkg:StatusChange ; dkg:ordinal ?k ;
                     dkg:ofArgument ?a ; dkg:toStatus ?s . }
          GRAPH ?ag { ?a dkg:localId ?arg . }
          BIND(LCASE(STRAFTER(STR(?s), "#")) AS ?to) } ORDER BY ?turn ?k"""
    )
    assert [(int(r["turn"].value), r["arg"].value, r["to"].value) for r in recorded.rows] == [
        (c.turn, c.argument, c.after) for c in state.history
    ]
    for arg in state.args:
        report = kg.affected(CID, arg)
        assert list(report.affected) == state.affected(arg)
        assert list(report.already_out) == state.already_out(arg)
        sparql = kg.query("affected", conversation=CID, params={"argument": arg}).literal_values("affected")
        assert sparql == state.affected(arg)
        assert kg.upstream(CID, arg) == sorted(state.upstream(arg)) + sorted(
            {f"not {n}" for a in state.upstream(arg) | {arg} for n in state.args[a].neg_deps}
        )

    if state.args:
        p = data.draw(st.sampled_from(sorted(state.args)))
        record = kg.retract(CID, p)
        assert list(record.affected) == state.affected(p)
        assert {str(q) for q in derived_quads(CID, rebuild(kg.store, CID))} == stored_derived(kg)
