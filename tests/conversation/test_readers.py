"""The three input formats read into the same typed conversation."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dialogkg.conversation.model import Participant
from dialogkg.conversation.readers import parse_conversation, read_file
from dialogkg.errors import InputError
from tests.conftest import EXAMPLE_ID, example_file


def test_native_example_reads_with_participants_and_annotations() -> None:
    [conv] = list(read_file(example_file()))
    assert conv.id == EXAMPLE_ID
    assert conv.participants == (
        Participant("dana", "Dana", "user"),
        Participant("eli", "Eli", "user"),
        Participant("bot", "Assistant", "assistant"),
    )
    assert [t.index for t in conv.turns] == list(range(1, 9))
    assert conv.turns[6].annotations is not None
    decision = conv.turns[6].annotations.operations[1]
    assert (
        decision.op,
        decision.id,
        [str(d) for d in decision.depends_on],
        decision.dissent_by,
    ) == ("Resolve", "d1", ["h2", "not h3"], ["eli"])


def test_openai_message_list_takes_its_id_from_the_file(tmp_path: Path) -> None:
    path = tmp_path / "chat.json"
    path.write_text(
        json.dumps(
            [
                {"role": "system", "content": "Be brief."},
                {
                    "role": "user",
                    "content": [
                        {"type": "text", "text": "Hi"},
                        {"type": "image_url", "image_url": {}},
                    ],
                },
                {"role": "assistant", "content": None, "tool_calls": []},
                {"role": "developer", "content": "x"},
            ]
        )
    )
    [conv] = list(read_file(path))
    assert conv.id == "chat"
    assert [(t.speaker, t.text) for t in conv.turns] == [
        ("system", "Be brief."),
        ("user", "Hi"),
        ("assistant", ""),
        ("system", "x"),
    ]
    assert {p.id: p.role for p in conv.participants} == {
        "system": "system",
        "user": "user",
        "assistant": "assistant",
    }


def test_openai_jsonl_ids_carry_the_line_number(tmp_path: Path) -> None:
    path = tmp_path / "chats.jsonl"
    line = json.dumps({"messages": [{"role": "user", "content": "a"}]})
    path.write_text(line + "\n\n" + line + "\n")
    assert [c.id for c in read_file(path)] == ["chats:1", "chats:3"]


def test_sharegpt_maps_speakers_to_roles() -> None:
    conv = parse_conversation(
        {
            "id": 17,
            "conversations": [
                {"from": "human", "value": "q"},
                {"from": "gpt", "value": "a"},
                {"from": "narrator", "value": "n"},
            ],
        }
    )
    assert conv.id == "17"
    assert [(t.speaker, conv.participant(t.speaker).role) for t in conv.turns] == [
        ("human", "user"),
        ("gpt", "assistant"),
        ("narrator", "other"),
    ]


def test_turn_roles_stand_in_for_speakers() -> None:
    conv = parse_conversation(
        {"id": "r", "turns": [{"role": "user", "text": "a"}, {"role": "assistant", "text": "b"}]}
    )
    assert [t.speaker for t in conv.turns] == ["user", "assistant"]


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ([{"role": "wizard", "content": "x"}], "turn 1, field role: unknown role 'wizard'"),
        ([{"role": "user", "content": 5}], "turn 1, field content: content must be a string"),
        (
            {"id": "s", "conversations": [{"from": "human"}]},
            'conversation "s", turn 1, field value',
        ),
        (
            {"id": "p", "participants": [{"id": "a"}, {"id": "a"}], "turns": []},
            "field participants[1].id: duplicate",
        ),
        ({"id": "t", "turns": [{"text": "x"}]}, "turn 1: a turn needs a 'speaker' or a 'role'"),
        (42, "expected a conversation object or message list, got a number"),
    ],
)
def test_format_errors_name_the_place(value: object, expected: str) -> None:
    with pytest.raises(InputError) as caught:
        parse_conversation(value, source="in.json")
    assert expected in str(caught.value)


def test_missing_and_non_utf8_files(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="cannot read file"):
        list(read_file(tmp_path / "absent.json"))
    bad = tmp_path / "latin.json"
    bad.write_bytes(b'{"id": "\xe9"}')
    with pytest.raises(InputError, match="not UTF-8 text"):
        list(read_file(bad))
