"""Memory kept by appends (per-turn deltas) equals memory rebuilt from the stored claims."""

from __future__ import annotations

import json

import pytest

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.memory.graph import compute, load, memory_quads
from dialogkg.memory.live import LiveMemory
from dialogkg.memory.view import MemoryView
from tests.conftest import DATA


@pytest.mark.parametrize("name", ["meeting-revision", "home-towns", "phase3-deliberation"])
def test_appending_turn_by_turn_gives_the_memory_graph_a_rebuild_gives(kg: DialogKG, name: str) -> None:
    doc = json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))
    cid = doc["id"]
    for turn in doc["turns"]:
        kg.append(cid, turn, participants=doc["participants"])
    rebuilt = compute(kg.store, cid)
    stored = sorted(map(str, kg.store.quads(v.memory_graph(cid).value)))
    assert stored == sorted(map(str, memory_quads(cid, rebuilt)))
    assert len(stored) == 12 * len(rebuilt.supersessions)
    assert load(kg.store, cid).supersessions == rebuilt.supersessions
    hot = kg.memory(cid)
    assert hot == MemoryView.of(cid, rebuilt)
    reopened = LiveMemory(kg.store, cid).log
    assert (reopened.facts, reopened.supersessions) == (rebuilt.facts, rebuilt.supersessions)
    expected = {"meeting-revision": 2, "home-towns": 1, "phase3-deliberation": 0}[name]
    assert len(rebuilt.supersessions) == expected
