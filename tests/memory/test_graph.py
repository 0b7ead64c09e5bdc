"""The memory graph read back (load) equals a replay (compute); per-turn reads and deltas add up."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pyoxigraph import Quad

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.conversation.readers import read_file
from dialogkg.errors import StoreError
from dialogkg.memory.facts import read_certified, read_facts, read_turn, read_turn_facts, read_turns
from dialogkg.memory.graph import compute, load, memory_delta_quads, memory_quads
from dialogkg.memory.maintain import Maintainer, maintain
from dialogkg.memory.view import MemoryView, view_from_store
from dialogkg.store.base import Store
from dialogkg.vocab import PROV
from tests.conftest import DATA

EXAMPLES = Path(__file__).parents[2] / "examples"
FEW = [DATA / "meeting-revision.json", DATA / "home-towns.json", DATA / "phase3-deliberation.json"]
ALL = sorted(p for p in DATA.glob("*.json*") if not p.name.endswith("-expected.json")) + sorted(
    EXAMPLES.glob("*.json")
)


def assert_load_equals_compute(store: Store, conversations: list[str]) -> int:
    """For every conversation: load == compute, per-turn reads == whole reads; returns the
    number of supersessions compared."""
    compared = 0
    for cid in conversations:
        replayed, loaded = compute(store, cid), load(store, cid)
        assert loaded.facts == replayed.facts
        assert loaded.supersessions == replayed.supersessions
        compared += len(loaded.supersessions)
        turns = read_turns(store, cid)
        facts = read_facts(store, cid, turns)
        for index, turn in turns.items():
            assert read_turn(store, cid, index) == turn
            assert read_turn_facts(store, cid, turn) == [f for f in facts if f.turn == index]
        assert read_turn(store, cid, max(turns) + 1) is None
    return compared


def test_load_after_ingest_equals_a_replay_on_every_store(kg: DialogKG) -> None:
    kg.ingest(FEW)
    assert assert_load_equals_compute(kg.store, kg.conversations()) == 3
    assert [f.obj_label for f in view_from_store(kg.store, "home-towns", 3).facts] == ["Lyon"]
    assert view_from_store(kg.store, "meeting-revision", 3) == MemoryView.of(
        "meeting-revision", compute(kg.store, "meeting-revision"), 3
    )


@pytest.mark.slow
@pytest.mark.parametrize("extractor", ["auto", "rules"])
def test_load_equals_a_replay_for_every_bundled_conversation(extractor: str) -> None:
    kg = DialogKG.open(None)
    for path in ALL:
        kg.ingest([path], extractor=extractor)
    # Every conversation of every file, each id once (the files share none).
    assert sorted(kg.conversations()) == sorted(c.id for path in ALL for c in read_file(path))
    assert assert_load_equals_compute(kg.store, kg.conversations()) > 10


def test_load_keeps_certificate_supersessions_it_cannot_replay() -> None:
    """A certificate rule (and so an LLM verdict) is read from the graph as recorded."""
    kg = DialogKG.open(None)
    kg.ingest([DATA / "phase3-deliberation.json"], extractor="rules")
    cid = kg.conversations()[0]
    facts = read_facts(kg.store, cid, read_turns(kg.store, cid))
    # the last stated fact (a hedged one, "I think this is short-sighted", supersedes nothing)
    first, last = facts[0], [f for f in facts if not f.hypothetical][-1]
    certified = [(last.claim, first.claim, "Antonym")]
    log = maintain(read_turns(kg.store, cid), facts, certified)
    assert ("certificate", first.claim) in [(s.rule, s.old.claim) for s in log.supersessions]
    kg.store.replace_graphs([v.memory_graph(cid)], memory_quads(cid, log))
    loaded = load(kg.store, cid)
    assert loaded.supersessions == log.supersessions
    assert read_certified(kg.store, cid) == []  # a replay would not see it: load did not replay


def test_a_turns_delta_is_the_quads_of_its_supersessions_and_they_add_up_to_the_graph() -> None:
    kg = DialogKG.open(None)
    kg.ingest(FEW[:2])
    for cid in ("meeting-revision", "home-towns"):
        turns = read_turns(kg.store, cid)
        maintainer = Maintainer()
        deltas: list[Quad] = []
        for turn in turns.values():
            deltas += memory_delta_quads(cid, maintainer.add_turn(turn, read_turn_facts(kg.store, cid, turn)))
        log = compute(kg.store, cid)
        assert deltas == memory_quads(cid, log)
        assert len(deltas) == 12 * len(log.supersessions) > 0
        assert sorted(map(str, deltas)) == sorted(map(str, kg.store.quads(v.memory_graph(cid).value)))


def test_a_memory_graph_naming_an_unknown_claim_or_skipping_a_number_is_a_store_error() -> None:
    kg = DialogKG.open(None)
    kg.ingest(FEW[:2])
    graph = v.memory_graph("home-towns")
    stored = list(kg.store.quads(graph.value))
    ghost = v.claim_iri("home-towns", 99, 0)
    broken = [
        Quad(q.subject, q.predicate, ghost, q.graph_name) if q.predicate == PROV.used else q for q in stored
    ]
    kg.store.replace_graphs([graph], broken)
    with pytest.raises(StoreError, match="not a stored claim"):
        load(kg.store, "home-towns")
    log = compute(kg.store, "meeting-revision")
    assert len(log.supersessions) == 2
    kg.store.replace_graphs(
        [v.memory_graph("meeting-revision")], memory_delta_quads("meeting-revision", log.supersessions[1:])
    )
    with pytest.raises(StoreError, match="numbers are not 1 to 1"):
        load(kg.store, "meeting-revision")


def test_an_entity_spelled_two_ways_in_a_turn_reads_the_same_on_every_store(
    kg: DialogKG, tmp_path: Path
) -> None:
    """Two spellings give one entity with two labels; which one a fact shows must not depend on
    the store's row order (long labels are hashed: memory and disk stores returned different ones)."""
    spellings = ["The Quarterly Design Review", "the quarterly design review", "THE QUARTERLY DESIGN REVIEW"]
    triples = [
        {"sub": s, "rel": r, "obj": o, "type_sub": "Event", "type_obj": "Time", "property_type": "EXCLUSIVE"}
        for s, r, o in zip(
            spellings, ["is on", "starts on", "ends on"], ["Tuesday", "tuesday", "TUESDAY"], strict=True
        )
    ]
    doc = {
        "id": "spellings",
        "participants": [{"id": "u", "role": "user"}],
        "turns": [{"speaker": "u", "text": "Review on Tuesday.", "annotations": {"triples": triples}}],
    }
    source = tmp_path / "spellings.json"
    source.write_text(json.dumps(doc), encoding="utf-8")
    kg.ingest([source], extractor="annotated")
    turns = read_turns(kg.store, "spellings")
    facts = read_facts(kg.store, "spellings", turns)
    assert [(f.subject_label, f.relation_label, f.obj_label) for f in facts] == [
        ("THE QUARTERLY DESIGN REVIEW", r, "TUESDAY") for r in ["is on", "starts on", "ends on"]
    ]
    assert read_turn_facts(kg.store, "spellings", turns[1]) == facts
