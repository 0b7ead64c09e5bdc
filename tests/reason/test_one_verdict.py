"""One consistency verdict (issue 14): `check` reports every unauthorised contradiction that
`memory` knows, in memory's words, whatever the store and the reasoner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dialogkg.api import DialogKG
from tests.conftest import DATA

pytest.importorskip("spacy")

DECODE = Path(__file__).resolve().parents[3] / "shared" / "data" / "decode" / "human-bot.jsonl"
# DECODE human-bot 34786_9 (labelled a contradiction): the bot lives in Tuscaloosa (turn 2), then
# "we moved to florida" (turn 8) with no one asking for a change.
LABELLED = "34786_9"
MOVED = (
    "turn 8: 'tuscaloosa' (turn 2, assistant) replaced by 'florida' for 'assistant live in' "
    "(certificate; contradiction, not authorised)"
)


def _decode(tmp_path: Path, cid: str) -> Path:
    if not DECODE.exists():
        pytest.skip(f"{DECODE} not present")
    for line in DECODE.read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        if str(item["conversation_id"]) == cid:
            human = {a for a, spec in item["agents"].items() if spec.get("is_human")}
            turns = [
                {"role": "user" if str(t["agent_id"]) in human else "assistant", "text": t["text"]}
                for t in item["turns"]
            ]
            path = tmp_path / f"{cid}.json"
            path.write_text(json.dumps({"id": cid, "turns": turns}), encoding="utf-8")
            return path
    raise AssertionError(f"{cid} is not in {DECODE}")


@pytest.mark.slow
@pytest.mark.parametrize("reasoner", ["none", "rl"])
def test_check_flags_the_labelled_contradiction_memory_finds(
    kg: DialogKG, tmp_path: Path, reasoner: str
) -> None:
    path = _decode(tmp_path, LABELLED)
    kg.ingest([str(path)])
    kg.evaluate([str(path)])
    unauthorised = [s.describe() for s in kg.memory(LABELLED).changes if not s.authorised]
    assert MOVED in unauthorised
    report = kg.check(LABELLED, reasoner=reasoner)
    assert not report.conforms
    shaped = [
        f.message for f in report.findings if f.shape and f.shape.endswith("UnauthorisedContradictionShape")
    ]
    assert sorted(shaped) == sorted(unauthorised)


@pytest.mark.slow
def test_an_authorised_revision_is_not_a_violation(kg: DialogKG) -> None:
    kg.ingest([str(DATA / "meeting-revision.json")])
    kg.evaluate([str(DATA / "meeting-revision.json")])
    changes = kg.memory("meeting-revision").changes
    assert changes and all(s.authorised for s in changes)
    assert kg.check("meeting-revision").conforms


@pytest.mark.slow
@pytest.mark.parametrize("reasoner", ["none", "rl"])
def test_a_bound_on_a_count_is_no_second_value(kg: DialogKG, tmp_path: Path, reasoner: str) -> None:
    """ "I have three kids" then "my oldest son ... my youngest ... my middle child": the bounds
    ("have kid at least") are a relation of their own, so the count stays one value."""
    [conversation] = [
        line
        for line in (DATA / "everyday-chat.jsonl").read_text(encoding="utf-8").splitlines()
        if json.loads(line)["id"] == "clean-three-kids-youngest-oldest"
    ]
    path = tmp_path / "kids.json"
    path.write_text(conversation, encoding="utf-8")
    kg.ingest([str(path)])
    assert kg.check("clean-three-kids-youngest-oldest", reasoner=reasoner).conforms
