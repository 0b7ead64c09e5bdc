"""Ingest on every store: round trip, idempotence, hostile values, bad input, resume."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pyoxigraph import Quad

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.errors import InputError, StoreError, ValidationFailure
from dialogkg.store.base import Store
from tests.conftest import EXAMPLE_ID, example_file

EXAMPLE_COUNTS = {
    "conversations": 1,
    "participants": 3,
    "turns": 8,
    "claims": 10,
    "entities": 17,
    "arguments": 12,
    "operations": 14,
    "graphs": 12,  # 8 turns, conversation, state, dependencies, memory
}


def _write(tmp_path: Path, doc: Any, name: str = "conv.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _conversation_quads(kg: DialogKG, conversation_id: str) -> list[Quad]:
    return sorted(kg.store.quads(v.conversation_prefix(conversation_id)), key=str)


def test_example_is_stored_one_graph_per_turn(kg: DialogKG) -> None:
    report = kg.ingest([example_file()])
    assert report.to_json() == {
        "conversations": [{"id": EXAMPLE_ID, "turns_ingested": 8, "turns_skipped": 0}]
    }
    counts = kg.stats(EXAMPLE_ID).to_json()
    assert {k: counts[k] for k in EXAMPLE_COUNTS} == EXAMPLE_COUNTS
    graphs = {q.graph_name.value for q in kg.store.quads()}
    expected = {v.turn_graph(EXAMPLE_ID, i).value for i in range(1, 9)}
    expected |= {g.value for g in (v.conversation_graph(EXAMPLE_ID), v.state_graph(EXAMPLE_ID))}
    expected.add(v.dependency_graph(EXAMPLE_ID).value)
    expected.add(v.memory_graph(EXAMPLE_ID).value)  # the example revises one exclusive fact
    assert graphs == expected


def test_reingest_skips_every_turn_and_changes_nothing(kg: DialogKG) -> None:
    kg.ingest([example_file()])
    before = _conversation_quads(kg, EXAMPLE_ID)
    report = kg.ingest([example_file()])
    assert report.to_json()["conversations"] == [{"id": EXAMPLE_ID, "turns_ingested": 0, "turns_skipped": 8}]
    assert _conversation_quads(kg, EXAMPLE_ID) == before


def test_appended_turns_are_ingested_and_may_reference_stored_ids(kg: DialogKG, tmp_path: Path) -> None:
    doc = json.loads(example_file().read_text(encoding="utf-8"))
    first = dict(doc, turns=doc["turns"][:5])
    kg.ingest([_write(tmp_path, first, "first.json")])
    report = kg.ingest([example_file()])  # turns 6-8 reference o3, h2 from stored turns
    assert report.to_json()["conversations"] == [{"id": EXAMPLE_ID, "turns_ingested": 3, "turns_skipped": 5}]
    assert kg.stats(EXAMPLE_ID).counts["arguments"] == 12


HOSTILE = 'x" } ; DROP ALL ; INSERT DATA { <a> <b> "c" } # <script>\x00 \\u0022 {{ }} \n\'\'\' """'


def test_hostile_ids_and_text_are_stored_literally(kg: DialogKG, tmp_path: Path) -> None:
    kg.ingest([example_file()])
    untouched = _conversation_quads(kg, EXAMPLE_ID)
    doc = {
        "id": HOSTILE,
        "participants": [{"id": HOSTILE, "name": HOSTILE, "role": "user"}],
        "turns": [
            {
                "speaker": HOSTILE,
                "text": HOSTILE,
                "annotations": {
                    "triples": [{"sub": HOSTILE, "rel": HOSTILE, "obj": "DROP ALL"}],
                    "operations": [{"op": "Observe", "id": HOSTILE, "claim": HOSTILE}],
                },
            },
            {"speaker": HOSTILE, "text": "} } DELETE WHERE { ?s ?p ?o }"},
        ],
    }
    report = kg.ingest([_write(tmp_path, doc)])
    assert report.conversations[0].id == HOSTILE
    assert report.conversations[0].turns_ingested == 2

    turns = kg.query("turns", conversation=HOSTILE).rows
    assert [(r["speaker"].value, r["text"].value) for r in turns] == [
        (HOSTILE, HOSTILE),
        (HOSTILE, "} } DELETE WHERE { ?s ?p ?o }"),
    ]
    commitments = kg.query("commitments", conversation=HOSTILE).rows
    assert [(r["argument"].value, r["claim"].value) for r in commitments] == [(HOSTILE, HOSTILE)]
    claims = kg.query("claims-about", params={"entity": HOSTILE}).rows
    assert [(r["subject"].value, r["relation"].value, r["object"].value) for r in claims] == [
        (HOSTILE, HOSTILE, "DROP ALL")
    ]
    assert sorted(kg.conversations()) == sorted([EXAMPLE_ID, HOSTILE])
    assert _conversation_quads(kg, EXAMPLE_ID) == untouched
    assert kg.validate().conforms


BAD_TURN = {"speaker": "u", "text": "hello"}


def _conv(*turns: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {
        "id": "bad",
        "participants": [{"id": "u", "role": "user"}],
        "turns": list(turns),
        **extra,
    }


def _ann(**annotations: Any) -> dict[str, Any]:
    return {"speaker": "u", "text": "t", "annotations": annotations}


OBSERVE_O1 = _ann(operations=[{"op": "Observe", "id": "o1", "claim": "c"}])

BAD_INPUTS = [
    pytest.param('{"id": "bad", "turns": [', "malformed JSON at line 1 column 25", id="malformed-json"),
    pytest.param(
        _conv(BAD_TURN, _ann(operations=[{"op": "Guess", "id": "g", "claim": "c"}])),
        "turn 2, field annotations.operations[0].op: unknown operation 'Guess'",
        id="unknown-op",
    ),
    pytest.param(
        _conv(_ann(operations=[{"op": "Hypothesize", "id": "h1", "claim": "c", "depends_on": ["o9"]}])),
        "turn 1, field annotations.operations[0].depends_on[0]: id 'o9' is used before it is defined",
        id="id-before-defined",
    ),
    pytest.param(
        _conv(
            BAD_TURN,
            _ann(operations=[{"op": "Support", "target": "h1", "evidence": "o1"}]),
            OBSERVE_O1,
        ),
        "turn 2, field annotations.operations[0].target: id 'h1' is used before it is defined",
        id="target-before-defined",
    ),
    pytest.param(
        _conv(OBSERVE_O1, BAD_TURN, OBSERVE_O1),
        "turn 3, field annotations.operations[0].id: duplicate id 'o1' (first defined at turn 1)",
        id="duplicate-id",
    ),
    pytest.param(
        _conv(_ann(triples=[{"sub": "a", "rel": "r", "obj": "b", "importance": "high"}])),
        "turn 1, field annotations.triples[0].importance: Input should be a valid number",
        id="wrong-type-importance",
    ),
    pytest.param(
        _conv(_ann(triples=[{"sub": "a", "rel": "r", "obj": "b", "importance": 1.5}])),
        "turn 1, field annotations.triples[0].importance: Input should be less than or equal to 1",
        id="importance-out-of-range",
    ),
    pytest.param(
        _conv(BAD_TURN, {"speaker": "u", "text": 42}),
        "turn 2, field text: Input should be a valid string",
        id="wrong-type-text",
    ),
    pytest.param(
        _conv({"speaker": "nobody", "text": "hi"}),
        "turn 1, field speaker: speaker 'nobody' is not among the participants",
        id="unknown-speaker",
    ),
    pytest.param(
        _conv(_ann(operations=[{"op": "Observe", "id": "o1"}])),
        "turn 1, field annotations.operations[0]: Observe needs both 'id' and 'claim'",
        id="observe-without-claim",
    ),
    pytest.param(
        _conv(_ann(triples=[{"sub": "a", "rel": "r", "obj": "b", "confidence": 1}])),
        "turn 1, field annotations.triples[0].confidence: Extra inputs are not permitted",
        id="unknown-annotation-key",
    ),
    pytest.param(
        _conv(_ann(triples=[{"sub": "a", "rel": "r", "obj": "b", "type_sub": "Animal"}])),
        "turn 1, field annotations.triples[0].type_sub: Input should be 'Person'",
        id="unknown-entity-type",
    ),
    pytest.param(
        _conv(
            OBSERVE_O1,
            _ann(operations=[{"op": "Resolve", "id": "d1", "claim": "c", "dissent_by": ["zed"]}]),
        ),
        "turn 2, field annotations.operations[0].dissent_by[0]: unknown participant 'zed'",
        id="unknown-dissenter",
    ),
    pytest.param(
        {"id": "", "turns": []},
        'conversation "", field id: String should have at least 1 character',
        id="empty-conversation-id",
    ),
    pytest.param(
        {"id": "bad", "stuff": []},
        "unrecognised conversation: expected key 'turns'",
        id="unknown-format",
    ),
    pytest.param("[" * 100_000 + "]" * 100_000, "JSON nested deeper than 200 levels", id="deep-nesting"),
    pytest.param(
        '{"id": "bad", "turns": [], "n": ' + "9" * 5000 + "}",
        "the JSON holds an integer with more than 4300 digits",
        id="huge-integer",
    ),
    pytest.param(
        _conv(BAD_TURN, {"speaker": "u", "text": "plain \ud800 text"}),
        "turn 2, field text: not valid Unicode (a lone surrogate U+D800 at character 7)",
        id="lone-surrogate",
    ),
    pytest.param(
        _conv(BAD_TURN, {"speaker": "u", "text": "x" * 1_000_001}),
        "turn 2, field text: 1,000,001 characters, more than the limit of 1,000,000 (--max-turn-chars)",
        id="turn-too-long",
    ),
]


@pytest.mark.parametrize(("content", "expected"), BAD_INPUTS)
def test_bad_input_is_one_line_naming_the_place_and_writes_nothing(
    kg: DialogKG, tmp_path: Path, content: Any, expected: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    kg.ingest([example_file()])
    before = sorted(kg.store.quads(), key=str)
    with pytest.raises(InputError) as caught:
        kg.ingest([path])
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(str(path))
    assert expected in message
    assert sorted(kg.store.quads(), key=str) == before


def test_bad_line_of_jsonl_is_named_by_line(kg: DialogKG, tmp_path: Path) -> None:
    good = json.dumps(_conv(BAD_TURN) | {"id": "good"})
    path = tmp_path / "many.jsonl"
    path.write_text(good + "\n\n" + '{"id": "x", "turns": [}\n', encoding="utf-8")
    with pytest.raises(InputError, match=r"many\.jsonl:3: malformed JSON"):
        kg.ingest([path])
    assert kg.conversations() == ["good"]  # the good line before it landed and will be skipped


def test_same_conversation_twice_in_one_input_is_an_error(kg: DialogKG, tmp_path: Path) -> None:
    line = json.dumps(_conv(BAD_TURN))
    path = tmp_path / "twice.jsonl"
    path.write_text(line + "\n" + line + "\n", encoding="utf-8")
    with pytest.raises(
        InputError,
        match=r"twice\.jsonl:2, conversation \"bad\", field id: conversation id already used",
    ):
        kg.ingest([path])


def test_a_turn_failing_its_shapes_is_not_written_and_a_rerun_resumes(
    kg: DialogKG, monkeypatch: pytest.MonkeyPatch
) -> None:
    import dialogkg.ingest as ingest_module
    from dialogkg.lift import LiftedTurn, lift_turn

    def broken(*args: Any) -> LiftedTurn:
        lifted = lift_turn(*args)
        if lifted.index != 3:
            return lifted
        kept = tuple(t for t in lifted.triples if t.predicate != v.DKG.text)
        return LiftedTurn(lifted.conversation_id, lifted.index, lifted.graph, kept)

    monkeypatch.setattr(ingest_module, "lift_turn", broken)
    with pytest.raises(ValidationFailure) as caught:
        kg.ingest([example_file()])
    assert "turn 3" in str(caught.value)
    assert "a turn has exactly one text" in str(caught.value)
    # Nothing of the conversation is written (issue 13: a late bad turn leaves nothing).
    assert list(kg.store.quads(v.conversation_prefix(EXAMPLE_ID))) == []

    monkeypatch.setattr(ingest_module, "lift_turn", lift_turn)
    report = kg.ingest([example_file()])
    assert report.to_json()["conversations"] == [{"id": EXAMPLE_ID, "turns_ingested": 8, "turns_skipped": 0}]
    assert kg.validate().conforms


class _FailingStore:
    """Wraps a store and fails the n-th write, as a crash or a dropped connection would."""

    def __init__(self, inner: Store, fail_at: int) -> None:
        self.inner = inner
        self.description = inner.description
        self.writes = 0
        self.fail_at = fail_at

    def _write(self) -> None:
        self.writes += 1
        if self.writes == self.fail_at:
            raise StoreError("connection lost")

    def insert(self, batches: Any) -> None:
        self._write()
        self.inner.insert(batches)

    def change(self, removed: Any, added: Any) -> None:
        self._write()
        self.inner.change(removed, added)

    def replace_graphs(self, graphs: Any, quads: Any) -> None:
        self._write()
        self.inner.replace_graphs(graphs, quads)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def test_interrupted_ingest_resumes_where_it_stopped(kg: DialogKG) -> None:
    failing = DialogKG(_FailingStore(kg.store, fail_at=4))
    with pytest.raises(StoreError):
        failing.ingest([example_file()], batch_size=1)
    assert kg.stats(EXAMPLE_ID).counts["turns"] == 3
    report = kg.ingest([example_file()], batch_size=1)
    assert report.to_json()["conversations"][0]["turns_skipped"] == 3
    assert kg.stats(EXAMPLE_ID).counts["turns"] == 8


def test_bad_input_in_a_later_batch_takes_back_what_this_run_wrote(kg: DialogKG, tmp_path: Path) -> None:
    """Ingest streams batch by batch; a precondition failing in turn 7 (batch 4 of 2 turns) after
    turns 1-6 were written leaves the conversation as it was before the run."""
    doc = json.loads(example_file().read_text(encoding="utf-8"))
    bad = json.loads(json.dumps(doc))
    bad["turns"][6]["annotations"]["operations"].append({"op": "Support", "target": "zz", "evidence": "o1"})
    with pytest.raises(InputError, match="turn 7"):
        kg.ingest([_write(tmp_path, bad, "bad.json")], batch_size=2)
    assert list(kg.store.quads(v.conversation_prefix(EXAMPLE_ID))) == []
    # A conversation already stored in part keeps its earlier turns; only this run's go.
    kg.ingest([_write(tmp_path, dict(doc, turns=doc["turns"][:3]), "first.json")])
    before = _conversation_quads(kg, EXAMPLE_ID)
    with pytest.raises(InputError, match="turn 7"):
        kg.ingest([_write(tmp_path, bad, "bad.json")], batch_size=2)
    assert _conversation_quads(kg, EXAMPLE_ID) == before
    report = kg.ingest([example_file()], batch_size=2)
    assert report.to_json()["conversations"] == [{"id": EXAMPLE_ID, "turns_ingested": 5, "turns_skipped": 3}]


def _observations(n: int) -> dict[str, Any]:
    turns = [
        {
            "speaker": "u",
            "text": f"turn {i}",
            "annotations": {"operations": [{"op": "Observe", "id": f"o{i}", "claim": f"c{i}"}]},
        }
        for i in range(1, n + 1)
    ]
    return _conv(*turns) | {"id": "long"}


@pytest.mark.parametrize("field", ["text", "annotations.operations[0].claim"])
def test_a_surrogate_in_annotated_turn_150_leaves_nothing(kg: DialogKG, tmp_path: Path, field: str) -> None:
    """F4: a lone surrogate in the text of annotated turn 150 failed lifting (a traceback) after
    turns 1-100 (batch 1) were written; the readers now refuse it before anything is written."""
    doc = _observations(150)
    turn = doc["turns"][149]
    if field == "text":
        turn["text"] = "bad \ud800"
    else:
        turn["annotations"]["operations"][0]["claim"] = "bad \ud800"
    path = tmp_path / "long.json"
    path.write_text(json.dumps(doc), encoding="utf-8")  # ensure_ascii: the file holds "\ud800"
    with pytest.raises(InputError) as caught:
        kg.ingest([path], extractor="annotated")
    assert f'conversation "long", turn 150, field {field}: not valid Unicode' in str(caught.value)
    assert list(kg.store.quads(v.conversation_prefix("long"))) == []


def test_an_unexpected_failure_in_a_later_batch_takes_back_what_this_run_wrote(
    kg: DialogKG, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever fails in batch 2 (a defect, not bad input) leaves nothing of the conversation; only
    a store failure keeps the batches written, for a re-run to resume after them."""
    import dialogkg.ingest as ingest_module
    from dialogkg.lift import LiftedTurn, lift_turn

    def broken(conversation: Any, turn: Any, *args: Any) -> LiftedTurn:
        if turn.index == 150:
            raise ValueError("a defect while lifting")
        return lift_turn(conversation, turn, *args)

    monkeypatch.setattr(ingest_module, "lift_turn", broken)
    path = _write(tmp_path, _observations(150), "long.json")
    with pytest.raises(ValueError, match="a defect"):
        kg.ingest([path], extractor="annotated")
    assert list(kg.store.quads(v.conversation_prefix("long"))) == []
    monkeypatch.setattr(ingest_module, "lift_turn", lift_turn)
    report = kg.ingest([path], extractor="annotated")
    assert report.to_json()["conversations"] == [{"id": "long", "turns_ingested": 150, "turns_skipped": 0}]


def test_the_turn_size_limit_is_a_parameter(kg: DialogKG, tmp_path: Path) -> None:
    doc = _conv(
        BAD_TURN,
        {"speaker": "u", "text": "twelve chars"},
        {"speaker": "u", "text": "x", "reference": "r" * 13},
    )
    path = _write(tmp_path, doc)
    with pytest.raises(
        InputError, match=r'conversation "bad", turn 3, field reference: 13 characters, more than'
    ):
        kg.ingest([path], extractor="rules", max_turn_chars=12)
    assert kg.conversations() == []
    assert kg.ingest([path], extractor="rules", max_turn_chars=13).conversations[0].turns_ingested == 3


def test_conversations_built_in_python_are_checked_like_files(kg: DialogKG) -> None:
    from dialogkg.conversation.model import Conversation, Participant, Turn

    bad = Conversation(
        "py", (Participant("u", None, "user"),), (Turn(1, "u", "ok"), Turn(2, "u", "a\udfffb"))
    )
    with pytest.raises(InputError, match=r'conversation "py", turn 2, field text: not valid Unicode'):
        kg.ingest([bad], extractor="rules")
    long = Conversation("py", bad.participants, (Turn(1, "u", "x" * 20),))
    with pytest.raises(InputError, match="turn 1, field text: 20 characters"):
        kg.ingest([long], extractor="rules", max_turn_chars=19)
    assert kg.conversations() == []


class _Watched:
    """An extractor that keeps a weak reference to every extraction it hands out, so a test can
    see how many the ingest still holds."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.handed: list[Any] = []
        self.most_alive = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def extract(self, conversation: Any, turn: Any, context: Any = None) -> Any:
        import weakref

        self.most_alive = max(self.most_alive, sum(r() is not None for r in self.handed))
        result = self.inner.extract(conversation, turn, context)
        self.handed.append(weakref.ref(result))
        return result


def test_ingest_holds_a_batch_of_extractions_not_the_conversation(tmp_path: Path) -> None:
    """F10: every pending turn's extraction was held until the end (~80 KB a turn: 1.77 GB at
    20,000 turns). Streaming releases a batch's extractions once it is written."""
    from dialogkg.extract.base import get_extractor

    turns = [
        {"role": "user" if i % 2 else "assistant", "text": f"I have {i % 7 + 2} cats and I live in Town{i}."}
        for i in range(1, 301)
    ]
    path = _write(tmp_path, {"id": "long-plain", "turns": turns})
    watched = _Watched(get_extractor("rules"))
    kg = DialogKG.open(None)
    report = kg.ingest([path], extractor=watched, batch_size=25)  # type: ignore[arg-type]
    stored = {"id": "long-plain", "turns_ingested": 300, "turns_skipped": 0}
    assert report.to_json()["conversations"] == [stored]
    assert len(watched.handed) >= 300
    assert 0 < watched.most_alive <= 2 * 25
