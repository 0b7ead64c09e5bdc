"""Scoring turn by turn as they are appended equals `evaluate` on the whole conversation."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pyoxigraph import NamedNode

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.detect.embeddings import Embedder
from dialogkg.extract.normalize import HOME_NOW, OUT_TODAY
from dialogkg.score.graphs import skg_graph
from dialogkg.score.live import read_stored_turns
from tests.conftest import DATA

PROBES = DATA / "skg-probes.jsonl"
DOCS: list[dict[str, Any]] = [json.loads(line) for line in PROBES.read_text(encoding="utf-8").splitlines()]


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return Embedder()


@pytest.fixture(scope="module")
def evaluated(embedder: Embedder) -> tuple[DialogKG, dict[str, list[dict[str, Any]]]]:
    """The batch reference: `evaluate` over the probes, certificates by conversation and turn."""
    kg = DialogKG.open(None)
    results = kg.evaluate([PROBES], extractor="annotated", embedder=embedder)
    by_turn = {r.id: [t.to_json() for t in r.turns] for r in results}
    return kg, by_turn


def _graph(kg: DialogKG, graph: NamedNode) -> set[str]:
    return {str(q) for q in kg.store.quads(graph.value) if q.graph_name == graph}


def _hashes(kg: DialogKG, conversation: str) -> list[str]:
    return sorted(
        q.object.value
        for q in kg.store.quads(v.certificate_graph(conversation).value)
        if q.predicate == v.DKG.contentHash
    )


@pytest.mark.slow
@pytest.mark.parametrize("midway", ["none", "restart", "start-scoring"])
def test_appending_with_an_embedder_gives_evaluates_certificates_and_graphs(
    tmp_path: Path,
    embedder: Embedder,
    evaluated: tuple[DialogKG, dict[str, list[dict[str, Any]]]],
    midway: str,
) -> None:
    """Midway a new process continues the conversation (the scorer is rebuilt from the store),
    or scoring starts only then (every probe's certificates come from its second half)."""
    reference, batch = evaluated
    kg = DialogKG.open(tmp_path / "store")
    live: dict[str, list[dict[str, Any]]] = {}
    for doc in DOCS:
        cid, turns = doc["id"], doc["turns"]
        half = len(turns) // 2
        for i, turn in enumerate(turns, start=1):
            if midway == "restart" and i == half + 1:
                kg.close()
                kg = DialogKG.open(tmp_path / "store")
            scoring = midway != "start-scoring" or i > half
            model = embedder if scoring else None
            answer = kg.append(cid, turn, index=i, extractor="annotated", embedder=model).to_json()
            if turn["role"] == "assistant" and scoring:
                live.setdefault(cid, []).append(answer)
            else:
                assert answer["certificates"] == []
    fired = 0
    for doc in DOCS:
        cid = doc["id"]
        expected = batch[cid]
        if midway == "start-scoring":
            expected = [t for t in expected if t["index"] > len(doc["turns"]) // 2]  # type: ignore[operator]
        assert [a["index"] for a in live[cid]] == [t["index"] for t in expected]
        assert [a["certificates"] for a in live[cid]] == [t["certificates"] for t in expected]
        fired += sum(len(t["certificates"]) for t in expected)  # type: ignore[misc, arg-type]
        assert _hashes(kg, cid) == _hashes(reference, cid)
        assert _graph(kg, v.certificate_graph(cid)) == _graph(reference, v.certificate_graph(cid))
        if midway != "start-scoring":  # the SKG graph holds what scored turns wrote
            assert _graph(kg, skg_graph(cid)) == _graph(reference, skg_graph(cid))
        assert _graph(kg, v.memory_graph(cid)) == _graph(reference, v.memory_graph(cid))
    assert fired == 5
    # memory took the certificates as evidence before each turn: the certificate rule decided
    assert '"certificate"' in " ".join(_graph(kg, v.memory_graph("probe-negation")))
    kg.close()


def test_stored_turns_read_back_the_annotated_triples(tmp_path: Path) -> None:
    doc = DOCS[0]
    kg = DialogKG.open(None)
    for turn in doc["turns"]:
        kg.append(doc["id"], turn, extractor="annotated")
    stored = read_stored_turns(kg.store, doc["id"])
    given = {
        i: turn["annotations"]["triples"]
        for i, turn in enumerate(doc["turns"], start=1)
        if turn.get("annotations", {}).get("triples")
    }
    assert {
        i: [t.model_dump(exclude_none=True) for t in e.triples] for i, e in stored.extractions.items()
    } == {i: [{k: x for k, x in t.items() if x is not None} for t in triples] for i, triples in given.items()}


def test_a_denial_of_now_reads_back_of_now() -> None:
    """The mark lives in the store (dkg:ofNow), so a scorer rebuilt from it parts sittings as the
    batch does; a claim without it reads back without it."""
    drums = {"sub": "user", "rel": "play", "obj": "drums", "rel_type": "negation_assertion"}
    kg = DialogKG.open(None)
    kg.append("drums", {"role": "user", "text": "I play drums.", "annotations": {"triples": [drums]}})
    text = "I used to, not in a while."
    kg.append(
        "drums", {"role": "user", "text": text, "annotations": {"triples": [{**drums, "of_now": True}]}}
    )
    stored = read_stored_turns(kg.store, "drums")
    assert [[t.of_now for t in stored.extractions[i].triples] for i in (1, 2)] == [[False], [True]]


def _common_ground_doc() -> dict[str, Any]:
    """The user denies having a pet; the assistant later asks about their fish (annotated)."""
    denied = {"sub": "user", "rel": "have", "obj": "pets", "rel_type": "negation_assertion"}
    fish = {"sub": "user", "rel": "have", "obj": "fish"}
    return {
        "id": "common-ground",
        "turns": [
            {"role": "user", "text": "I have no pets.", "annotations": {"triples": [denied]}},
            {"role": "assistant", "text": "Fair enough."},
            {"role": "user", "text": "I like reading."},
            {
                "role": "assistant",
                "text": "What kind of fish do you have?",
                "annotations": {"presupposes": [fish]},
            },
        ],
    }


def test_stored_turns_read_back_the_grants(tmp_path: Path) -> None:
    doc = _common_ground_doc()
    kg = DialogKG.open(None)
    for turn in doc["turns"]:
        kg.append(doc["id"], turn, extractor="annotated")
    stored = read_stored_turns(kg.store, doc["id"])
    [fish] = stored.extractions[4].presupposes
    assert (fish.sub, fish.rel, fish.obj) == ("user", "have", "fish")
    assert stored.extractions[1].presupposes == []


@pytest.mark.slow
def test_a_common_ground_firing_after_a_restart_is_the_batch_one(tmp_path: Path, embedder: Embedder) -> None:
    """The user's claims come back from the store: a new process still sees the grant denied."""
    doc = _common_ground_doc()
    path = tmp_path / "doc.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    [batch] = DialogKG.open(None).evaluate([path], extractor="annotated", embedder=embedder)
    [last] = [t.to_json() for t in batch.turns if t.index == 4]
    kg = DialogKG.open(tmp_path / "store")
    for i, turn in enumerate(doc["turns"], start=1):
        if i == 4:
            kg.close()
            kg = DialogKG.open(tmp_path / "store")
        answer = kg.append(doc["id"], turn, index=i, extractor="annotated", embedder=embedder).to_json()
    assert answer["certificates"] == last["certificates"]
    [certificate] = answer["certificates"]
    assert certificate["detector"] == "NegFlip"
    kg.close()


def _two_sittings() -> dict[str, Any]:
    """At the office on Monday; in bed all Friday, then "at the office" again that Friday."""
    said = [
        ("monday", "user", "hey what r u up to"),
        ("monday", "assistant", "I'm on my lunch break at the office, eating a sandwich."),
        ("friday", "user", "how are you today?"),
        ("friday", "assistant", "Not great, I've been stuck in bed all day with the flu."),
        ("friday", "user", "oh no, feeling any better?"),
        ("friday", "assistant", "A bit. I'm on my lunch break at the office now, eating a sandwich."),
    ]
    return {
        "id": "two-sittings",
        "turns": [{"role": role, "text": text, "session": session} for session, role, text in said],
    }


@pytest.mark.slow
def test_the_moment_is_kept_to_its_session_appended_and_after_a_restart(
    tmp_path: Path, embedder: Embedder
) -> None:
    """Friday's bed meets Friday's office, not Monday's; a new process reads each turn's session
    back from the store, so the last turn still meets the fourth."""
    doc = _two_sittings()
    path = tmp_path / "doc.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    [batch] = DialogKG.open(None).evaluate([path], extractor="parse", embedder=embedder)
    expected = {t.index: t.to_json()["certificates"] for t in batch.turns}
    kg = DialogKG.open(tmp_path / "store")
    live = {}
    for i, turn in enumerate(doc["turns"], start=1):
        if i == 5:
            kg.close()
            kg = DialogKG.open(tmp_path / "store")
        answer = kg.append(doc["id"], turn, index=i, extractor="parse", embedder=embedder).to_json()
        if turn["role"] == "assistant":
            live[i] = answer["certificates"]
    kg.close()
    assert live == expected
    met = {
        t.index: sorted({(f.detector, f.current.relation, f.historical.turn) for f in t.firings})
        for t in batch.turns
    }
    assert met == {2: [], 4: [], 6: [("NegFlip", HOME_NOW, 4), ("NegFlip", OUT_TODAY, 4)]}
    unsplit = {
        "id": doc["id"],
        "turns": [{k: x for k, x in t.items() if k != "session"} for t in doc["turns"]],
    }
    path.write_text(json.dumps(unsplit), encoding="utf-8")
    [one] = DialogKG.open(None).evaluate([path], extractor="parse", embedder=embedder)
    assert {(f.detector, f.current.relation, f.historical.turn) for f in one.turns[1].firings} == {
        ("NegFlip", HOME_NOW, 2),
        ("NegFlip", OUT_TODAY, 2),
    }
