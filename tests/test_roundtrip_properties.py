"""Property-based: any well-formed annotated conversation round-trips through the store."""

from __future__ import annotations

from typing import Any

import rdflib
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.conversation.readers import parse_conversation

texts = st.text(min_size=1, max_size=40).filter(lambda s: bool(s.strip()))
ids = st.text(min_size=1, max_size=20).filter(
    lambda s: s == s.strip() and not s.lower().startswith("not ") and s.lower() != "not"
)


@st.composite
def conversations(draw: st.DrawFn) -> dict[str, Any]:
    speakers = draw(st.lists(ids, min_size=1, max_size=3, unique=True))
    defined: list[str] = []
    turns = []
    for _ in range(draw(st.integers(min_value=1, max_value=6))):
        triples = draw(
            st.lists(
                st.fixed_dictionaries(
                    {
                        "sub": texts,
                        "rel": texts,
                        "obj": texts,
                        "rel_type": st.sampled_from(["assertion", "negation_assertion", "diagnosis"]),
                        "intent": st.sampled_from(["State", "Advice", "Hyp"]),
                        "property_type": st.sampled_from(["EXCLUSIVE", "ADDITIVE"]),
                    }
                ),
                max_size=2,
            )
        )
        ops = []
        for _ in range(draw(st.integers(min_value=0, max_value=2))):
            new_id = draw(ids.filter(lambda s: s not in defined))
            deps = draw(st.lists(st.sampled_from(defined), max_size=2, unique=True)) if defined else []
            negated = [f"not {d}" if draw(st.booleans()) else d for d in deps]
            ops.append({"op": "Hypothesize", "id": new_id, "claim": draw(texts), "depends_on": negated})
            defined.append(new_id)
        turns.append(
            {
                "speaker": draw(st.sampled_from(speakers)),
                "text": draw(st.text(max_size=60)),
                "annotations": {"triples": triples, "operations": ops},
            }
        )
    return {
        "id": draw(st.text(min_size=1, max_size=30)),
        "participants": [{"id": s, "role": "user"} for s in speakers],
        "turns": turns,
    }


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(conversations())
def test_ingest_export_reparse_and_reingest(doc: dict[str, Any]) -> None:
    kg = DialogKG.open(None)
    conversation = parse_conversation(doc)
    first = kg.ingest([conversation]).conversations[0]
    assert (first.turns_ingested, first.turns_skipped) == (len(doc["turns"]), 0)

    texts_back = [r["text"].value for r in kg.query("turns", conversation=doc["id"]).rows]
    assert texts_back == [t["text"] for t in doc["turns"]]
    args = kg.query("commitments", conversation=doc["id"]).literal_values("argument")
    expected = [op["id"] for t in doc["turns"] for op in t["annotations"]["operations"]]
    assert sorted(args) == sorted(expected)

    _, payload = kg.export("trig", conversation=doc["id"])
    assert payload is not None
    dataset = rdflib.Dataset()
    dataset.parse(data=payload.decode("utf-8"), format="trig")
    nonempty = {str(g.identifier) for g in dataset.graphs() if len(g)}
    turn_graphs = {v.turn_graph(doc["id"], i).value for i in range(1, len(doc["turns"]) + 1)}
    # The state graph always holds the marker of the turns the derived graphs reflect.
    derived = {v.state_graph(doc["id"]).value} | (
        {v.dependency_graph(doc["id"]).value} if expected else set()
    )
    if kg.memory(doc["id"]).changes:  # the memory graph holds supersessions, so it exists only with one
        derived.add(v.memory_graph(doc["id"]).value)
    assert nonempty == turn_graphs | derived | {v.conversation_graph(doc["id"]).value}

    again = kg.ingest([conversation]).conversations[0]
    assert (again.turns_ingested, again.turns_skipped) == (0, len(doc["turns"]))
    assert kg.validate(doc["id"]).conforms
