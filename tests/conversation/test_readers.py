"""The three input formats read into the same typed conversation."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from dialogkg.conversation.model import Participant
from dialogkg.conversation.readers import MAX_DEPTH, parse_conversation, read_file
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


def test_undeclared_speakers_named_for_a_role_take_it() -> None:
    # Without participants, "speaker": "assistant" must still be the assistant: otherwise the
    # conversation has no assistant turn and evaluate scores nothing.
    turns = [
        {"speaker": name, "text": "x"}
        for name in ("User", "assistant", "bot", "Human", "AI", "system", "dana")
    ]
    conv = parse_conversation({"id": "n", "turns": turns})
    assert [conv.participant(t.speaker).role for t in conv.turns] == [
        "user",
        "assistant",
        "assistant",
        "user",
        "assistant",
        "system",
        "other",
    ]
    declared = parse_conversation(
        {
            "id": "d",
            "participants": [{"id": "bot", "role": "user"}],
            "turns": [{"speaker": "bot", "text": "x"}],
        }
    )
    assert declared.participants[0].role == "user"  # a declared role wins


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


# --- hostile input (issue 13): every problem is an InputError naming the place ----------------


def _one_turn(text: str) -> str:
    return json.dumps({"id": "c", "turns": [{"role": "user", "text": text}]})


def _second_line(path: Path, doc: str) -> None:
    """A .jsonl file with ``doc`` on line 2 after a good line; a .json file of ``doc`` alone."""
    jsonl = path.suffix == ".jsonl"
    path.write_text(f"{_one_turn('ok')}\n{doc}\n" if jsonl else doc, encoding="utf-8")


@pytest.mark.parametrize("name", ["deep.json", "deep.jsonl"])
def test_deep_nesting_is_an_input_error_not_a_recursion_error(tmp_path: Path, name: str) -> None:
    """F1: json.loads recurses once per level; 100,000 levels blew the stack."""
    path = tmp_path / name
    _second_line(path, "[" * 100_000 + "]" * 100_000)
    where = f"{path}:2" if name.endswith(".jsonl") else str(path)
    with pytest.raises(InputError, match=rf"^{re.escape(where)}: JSON nested deeper than {MAX_DEPTH} levels"):
        list(read_file(path))


def test_nesting_up_to_the_limit_is_read(tmp_path: Path) -> None:
    def doc(levels: int) -> str:  # the object, its turns and a turn are 3 levels
        nested = "[" * (levels - 3) + "]" * (levels - 3)
        return f'{{"id": "c", "turns": [{{"role": "user", "text": "x", "meta": {nested}}}]}}'

    path = tmp_path / "ok.json"
    path.write_text(doc(MAX_DEPTH), encoding="utf-8")
    [conv] = read_file(path)
    assert conv.turns[0].text == "x"
    too_deep = doc(MAX_DEPTH + 1)
    path.write_text(too_deep, encoding="utf-8")
    column = too_deep.index("[[") + MAX_DEPTH - 2  # 1-based, of the bracket opening level MAX_DEPTH + 1
    with pytest.raises(InputError, match=f"nested deeper than {MAX_DEPTH} levels at line 1 column {column}$"):
        list(read_file(path))


def test_brackets_inside_strings_do_not_count_as_nesting(tmp_path: Path) -> None:
    path = tmp_path / "brackets.json"
    path.write_text(_one_turn("[" * 5000 + '"{' * 500), encoding="utf-8")
    [conv] = read_file(path)
    assert conv.turns[0].text == "[" * 5000 + '"{' * 500


def test_an_unterminated_string_runs_to_the_end_of_the_text(tmp_path: Path) -> None:
    """The nesting scan reads a string with no closing quote to the end in one step: brackets
    after it are inside it, and 200,000 escaped quotes cost one pass, not one pass each."""
    path = tmp_path / "open.json"
    path.write_text("[" * 150 + '"' + '\\"' * 200_000 + "[" * 300, encoding="utf-8")
    with pytest.raises(InputError, match="malformed JSON at line 1 column 151: Unterminated string"):
        list(read_file(path))


@pytest.mark.parametrize("name", ["big.json", "big.jsonl"])
def test_an_integer_past_python_s_digit_limit_is_an_input_error(tmp_path: Path, name: str) -> None:
    """F2: int("9" * 5000) raises ValueError, which escaped as a traceback."""
    path = tmp_path / name
    _second_line(path, '{"id": "c2", "turns": [], "n": ' + "9" * 5000 + "}")
    where = f"{path}:2" if name.endswith(".jsonl") else str(path)
    with pytest.raises(InputError, match=rf"^{re.escape(where)}: .*integer with more than 4300 digits"):
        list(read_file(path))


LONE = ["\ud800", "\udfff", "a\udc80b"]


@pytest.mark.parametrize("surrogate", LONE)
def test_a_lone_surrogate_in_text_is_an_input_error(surrogate: str) -> None:
    """F3: "\\ud800" is valid JSON but not Unicode text; it failed deep in extraction."""
    with pytest.raises(InputError) as caught:
        parse_conversation(
            {"id": "c", "turns": [{"role": "user", "text": f"hi {surrogate}"}]}, source="in.json"
        )
    message = str(caught.value)
    assert message.startswith('in.json, conversation "c", turn 1, field text: ')
    assert "not valid Unicode (a lone surrogate U+" in message
    message.encode("utf-8")  # the message itself is printable


@pytest.mark.parametrize(
    ("value", "where"),
    [
        (
            {
                "id": "c",
                "turns": [
                    {
                        "speaker": "u",
                        "text": "t",
                        "annotations": {"triples": [{"sub": "a", "rel": "r", "obj": "b\ud800"}]},
                    }
                ],
            },
            'conversation "c", turn 1, field annotations.triples[0].obj',
        ),
        (
            {"id": "c", "turns": [{"role": "user", "text": "t", "reference": "\udc00"}]},
            "turn 1, field reference",
        ),
        ({"id": "c\ud800", "turns": []}, 'conversation "c\\ud800", field id'),
        ([{"role": "user", "content": "x"}, {"role": "user", "content": "\ud800"}], "turn 2, field content"),
        ({"id": "s", "conversations": [{"from": "human", "value": "\ud800"}]}, "turn 1, field value"),
        ({"id": "s", "conversations": [{"from": "h\ud800", "value": "x"}]}, "turn 1, field from"),
    ],
)
def test_surrogates_anywhere_are_named_by_field(value: object, where: str) -> None:
    with pytest.raises(InputError, match="lone surrogate") as caught:
        parse_conversation(value, source="in.json")
    assert where in str(caught.value)


def test_surrogate_escapes_in_a_file_are_an_input_error(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text('{"id": "c", "turns": [{"role": "user", "text": "x \\ud800 y"}]}', encoding="utf-8")
    with pytest.raises(InputError, match=r'conversation "c", turn 1, field text: .*lone surrogate U\+D800'):
        list(read_file(path))
    path.write_text(
        '{"id": "c", "turns": [{"role": "user", "text": "pair \\ud83d\\ude00"}]}', encoding="utf-8"
    )
    [conv] = read_file(path)
    assert conv.turns[0].text == "pair \U0001f600"  # an escaped surrogate pair is one character


@pytest.mark.parametrize("separator", ["\u2028", "\u2029", "\x85"])
def test_jsonl_splits_lines_on_newline_only(tmp_path: Path, separator: str) -> None:
    """F5: str.splitlines() also splits on U+2028, U+2029, U+0085 and more, inside a string."""
    path = tmp_path / "seps.jsonl"
    first = json.dumps({"messages": [{"role": "user", "content": f"a{separator}b"}]}, ensure_ascii=False)
    second = json.dumps({"messages": [{"role": "user", "content": "c"}]})
    path.write_text(first + "\r\n" + second + "\n", encoding="utf-8", newline="")
    conversations = list(read_file(path))
    assert [(c.id, c.turns[0].text) for c in conversations] == [("seps:1", f"a{separator}b"), ("seps:2", "c")]


def test_jsonl_without_a_final_newline_and_with_crlf(tmp_path: Path) -> None:
    path = tmp_path / "crlf.jsonl"
    line = json.dumps({"messages": [{"role": "user", "content": "x"}]})
    path.write_bytes(f"{line}\r\n\r\n{line}".encode())
    assert [c.id for c in read_file(path)] == ["crlf:1", "crlf:3"]


def test_a_turn_may_name_its_session() -> None:
    conversation = parse_conversation(
        {
            "id": "s",
            "turns": [
                {"role": "user", "text": "hi", "session": "session_1"},
                {"role": "assistant", "text": "hello"},
            ],
        },
        source="in.json",
    )
    assert [t.session for t in conversation.turns] == ["session_1", None]


@pytest.mark.parametrize(
    ("session", "expected"), [(3, "turn 1, field session"), ("", "turn 1, field session")]
)
def test_a_session_is_a_non_empty_string(session: object, expected: str) -> None:
    with pytest.raises(InputError) as caught:
        parse_conversation(
            {"id": "s", "turns": [{"role": "user", "text": "x", "session": session}]}, source="in"
        )
    assert expected in str(caught.value)
