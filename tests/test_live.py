"""The live engine's delta writes leave the store exactly as a from-scratch rebuild would.

Random operation histories are appended turn by turn, with retractions interleaved, through one
API object (its hot engine writes only deltas); afterwards the state, dependency and memory
graphs in the store must equal what replaying the turn and event graphs produces, on the
embedded store and on a real Oxigraph server.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.errors import InputError, StoreError, TurnOrderError
from dialogkg.ground.graphs import derived_quads, read_marker
from dialogkg.ground.replay import rebuild
from dialogkg.memory.graph import compute, memory_quads
from dialogkg.memory.view import MemoryView
from dialogkg.store.embedded import OxigraphStore
from tests.conftest import OxigraphServer
from tests.ground.test_replay import accepted
from tests.ground.test_state import histories

CID = "live-test"
PARTICIPANTS = [{"id": "amy", "role": "user"}, {"id": "bot", "role": "assistant"}]
SUBJECTS = ["the cache", "the resolver", "my sister"]
RELATIONS = ["lives in", "has status", "depends on"]
OBJECTS = ["Paris", "Lyon", "flaky", "healthy"]


@st.composite
def claims(draw: st.DrawFn) -> list[dict[str, Any]]:
    """A few SKG triples, so memory maintenance has conflicts to find."""
    return [
        {
            "sub": draw(st.sampled_from(SUBJECTS)),
            "rel": draw(st.sampled_from(RELATIONS)),
            "obj": draw(st.sampled_from(OBJECTS)),
            "rel_type": draw(st.sampled_from(["assertion", "assertion", "negation_assertion"])),
            "property_type": draw(st.sampled_from(["EXCLUSIVE", "ADDITIVE"])),
        }
        for _ in range(draw(st.integers(0, 2)))
    ]


def derived(kg: DialogKG) -> dict[str, set[str]]:
    names = {
        "state": v.state_graph(CID).value,
        "dependencies": v.dependency_graph(CID).value,
        "memory": v.memory_graph(CID).value,
    }
    out: dict[str, set[str]] = {name: set() for name in names}
    for q in kg.store.quads(v.conversation_prefix(CID)):
        if q.predicate == v.DKG.derivedThroughTurn:
            continue  # the marker; checked on its own
        for name, graph in names.items():
            if q.graph_name.value == graph:
                out[name].add(str(q))
    return out


def rebuilt(kg: DialogKG) -> dict[str, set[str]]:
    quads = derived_quads(CID, rebuild(kg.store, CID)) + memory_quads(CID, compute(kg.store, CID))
    return derived(_holding(quads))


def _holding(quads: list[Any]) -> DialogKG:
    scratch = DialogKG(OxigraphStore(None))
    scratch.store.insert([quads])
    return scratch


@pytest.fixture(params=["embedded", pytest.param("server", marks=pytest.mark.server)])
def fresh(request: pytest.FixtureRequest) -> Iterator[Any]:
    """A factory of empty stores of one kind (hypothesis needs a new one per example)."""
    if request.param == "embedded":
        yield lambda: DialogKG(OxigraphStore(None))
    else:
        server: OxigraphServer = request.getfixturevalue("oxigraph_server")

        def make() -> DialogKG:
            remote = server.store()
            remote.update("CLEAR ALL")
            return DialogKG(remote)

        yield make


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(histories(), st.data())
def test_appends_and_retractions_write_what_a_rebuild_writes(
    fresh: Any, history: list[list[dict[str, Any]]], data: st.DataObject
) -> None:
    _, kept = accepted(history)
    kg: DialogKG = fresh()
    retracted: list[str] = []
    for index, ops in enumerate(kept, start=1):
        turn = {
            "speaker": "amy" if index % 2 else "bot",
            "text": f"turn {index}",
            "annotations": {"operations": ops, "triples": data.draw(claims())},
        }
        result = kg.append(CID, turn, participants=PARTICIPANTS, extractor="annotated", index=index)
        assert result.index == index
        assert result.arguments == tuple(o["id"] for o in ops if "id" in o)
        later = {ref.removeprefix("not ") for turn_ops in kept[index:] for o in turn_ops for ref in _refs(o)}
        standing = sorted(
            a for a, x in kg.state(CID).args.items() if x.status != "retracted" and a not in later
        )
        if standing and data.draw(st.booleans()):
            victim = data.draw(st.sampled_from(standing))
            kg.retract(CID, victim)
            retracted.append(victim)
    assert derived(kg) == rebuilt(kg)
    assert read_marker(kg.store, CID) == len(kept)
    replayed = compute(kg.store, CID)  # MemoryLog.view's definition over a replay of the store
    for as_of in [None, *range(1, len(kept) + 2)]:
        assert kg.memory(CID, as_of=as_of) == MemoryView.of(CID, replayed, as_of)  # the engine's, kept
    reopened = DialogKG(kg.store)  # a new process: engines reopen from the store
    assert sorted(reopened.state(CID).args) == sorted(kg.state(CID).args)
    assert [r.argument for r in reopened.state(CID).retractions] == retracted
    kg.close()


def _refs(op: dict[str, Any]) -> list[str]:
    """Every argument an operation refers to (a retracted one could not be referred to later)."""
    refs = [op[k] for k in ("target", "evidence") if k in op]
    return refs + list(op.get("depends_on", [])) + list(op.get("subsumes", []))


def test_a_turn_out_of_order_or_invalid_writes_nothing_and_the_engine_recovers() -> None:
    kg = DialogKG(OxigraphStore(None))
    first = {
        "speaker": "amy",
        "text": "The cache is flaky.",
        "annotations": {"operations": [{"op": "Observe", "id": "o1", "claim": "the cache is flaky"}]},
    }
    assert kg.append(CID, first, extractor="annotated").to_json() == {
        "index": 1,
        "arguments": ["o1"],
        "certificates": [],
    }
    before = sorted(map(str, kg.store.quads()))
    with pytest.raises(TurnOrderError, match="turn index 3 is not the next one"):
        kg.append(CID, {"speaker": "amy", "text": "x"}, index=3)
    # The second operation fails its precondition after the first was applied in memory.
    bad = {
        "speaker": "amy",
        "text": "y",
        "annotations": {
            "operations": [
                {"op": "Hypothesize", "id": "h1", "claim": "the disk is full", "depends_on": ["o1"]},
                {"op": "Support", "target": "zz", "evidence": "o1"},
            ]
        },
    }
    with pytest.raises(InputError, match="turn 2"):
        kg.append(CID, bad, extractor="annotated")
    assert sorted(map(str, kg.store.quads())) == before
    assert sorted(kg.state(CID).args) == ["o1"]  # the half-applied h1 is gone
    good = {
        "speaker": "amy",
        "text": "z",
        "annotations": {
            "operations": [
                {"op": "Hypothesize", "id": "h1", "claim": "the disk is full", "depends_on": ["o1"]}
            ]
        },
    }
    assert kg.append(CID, good, extractor="annotated", index=2).arguments == ("h1",)
    assert kg.affected(CID, "o1").to_json() == {"retracted": "o1", "affected": ["h1"], "already_out": []}


def test_memory_after_a_write_that_failed_is_the_memory_before_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Memory takes a turn in before the store write; if the write fails, memory() reloads."""
    kg = DialogKG(OxigraphStore(None))
    said = {"sub": "the cache", "rel": "has status", "obj": "flaky", "property_type": "EXCLUSIVE"}
    kg.append(CID, {"speaker": "amy", "text": "a", "annotations": {"triples": [said]}}, extractor="annotated")
    before = kg.memory(CID)
    assert [f.obj_label for f in before.facts] == ["flaky"]

    def broken(removed: object, added: object) -> None:
        raise StoreError("the disk is full")

    monkeypatch.setattr(kg.store, "change", broken)
    changed = {**said, "obj": "healthy"}
    with pytest.raises(StoreError):
        kg.append(
            CID, {"speaker": "amy", "text": "b", "annotations": {"triples": [changed]}}, extractor="annotated"
        )
    monkeypatch.undo()
    assert kg.memory(CID) == before
    kg.append(
        CID, {"speaker": "amy", "text": "b", "annotations": {"triples": [changed]}}, extractor="annotated"
    )
    assert [f.obj_label for f in kg.memory(CID).facts] == ["healthy"]
    assert [f.obj_label for f in kg.memory(CID, as_of=1).facts] == ["flaky"]
