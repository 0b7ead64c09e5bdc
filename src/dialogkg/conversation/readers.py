"""Read conversation files in the native, OpenAI-messages and ShareGPT formats (FORMAT.md 1-2).

Hostile input ends in an InputError naming the place, never in a traceback and never after a
write: JSON nested deeper than ``MAX_DEPTH`` is refused before ``json.loads`` recurses into it,
an integer past Python's digit limit is refused, and every string must be Unicode text (no lone
surrogates, which ``"\\ud800"`` escapes produce) and a turn's strings at most ``max_turn_chars``
characters, checked when a conversation is built, before ingest writes anything of it.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from dialogkg.conversation.model import (
    Conversation,
    ConversationIn,
    Participant,
    Role,
    Turn,
)
from dialogkg.defaults import MAX_TURN_CHARS
from dialogkg.errors import InputError, Location

MAX_DEPTH = 200  # levels of JSON arrays and objects; a conversation needs about 6
# A JSON string (escapes included) or one bracket: what the nesting scan steps over. An
# unterminated string runs to the end, so no match fails and the scan stays linear on any text.
_JSON_TOKEN = re.compile(r'"[^"\\]*(?:\\.?[^"\\]*)*"?|[\[\]{}]', re.S)
_SURROGATE = re.compile("[\ud800-\udfff]")

_OPENAI_ROLES: dict[str, Role] = {
    "user": "user",
    "assistant": "assistant",
    "system": "system",
    "developer": "system",
    "tool": "tool",
    "function": "tool",
}
_SHAREGPT_ROLES: dict[str, Role] = {
    "human": "user",
    "user": "user",
    "gpt": "assistant",
    "assistant": "assistant",
    "chatgpt": "assistant",
    "bard": "assistant",
    "bing": "assistant",
    "function_call": "assistant",
    "system": "system",
    "observation": "tool",
    "tool": "tool",
    "function": "tool",
}


def read_conversations(
    paths: Iterable[str | Path], *, max_turn_chars: int = MAX_TURN_CHARS
) -> Iterator[Conversation]:
    for path in paths:
        yield from read_file(path, max_turn_chars=max_turn_chars)


def read_file(path: str | Path, *, max_turn_chars: int = MAX_TURN_CHARS) -> Iterator[Conversation]:
    """Yield the conversations of one ``.json`` or ``.jsonl`` file, in file order.

    JSONL lines end at "\\n" only (a "\\r" before it is dropped): ``str.splitlines`` would also
    split at U+2028, U+2029, U+0085 and other separators, which JSON strings may hold raw."""
    path = Path(path)
    label = str(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise InputError(f"cannot read file: {exc.strerror or exc}", Location(file=label)) from exc
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 text (byte {exc.start})", Location(file=label)) from exc

    if path.suffix.lower() == ".jsonl":
        for lineno, line in enumerate(text.split("\n"), start=1):
            line = line.removesuffix("\r")
            if not line.strip():
                continue
            where = f"{label}:{lineno}"
            value = _parse_json(line, where)
            yield from _conversations_in(value, where, f"{path.stem}:{lineno}", max_turn_chars)
    else:
        value = _parse_json(text, label)
        yield from _conversations_in(value, label, path.stem, max_turn_chars)


def parse_conversation(
    value: Any,
    source: str = "<input>",
    default_id: str = "conversation",
    *,
    max_turn_chars: int = MAX_TURN_CHARS,
) -> Conversation:
    """Build one conversation from an already-decoded JSON value in any supported format."""
    conversations = list(_conversations_in(value, source, default_id, max_turn_chars))
    if len(conversations) != 1:
        raise InputError(f"expected one conversation, found {len(conversations)}", Location(file=source))
    return conversations[0]


def parse_json(text: str, where: str = "<input>") -> Any:
    """Decode JSON with the readers' limits (nesting, integer size); InputError naming ``where``."""
    return _parse_json(text, where)


def _parse_json(text: str, where: str) -> Any:
    deep = _too_deep(text)
    if deep is not None:
        line, column = _line_column(text, deep)
        raise InputError(
            f"JSON nested deeper than {MAX_DEPTH} levels at line {line} column {column}",
            Location(file=where),
        )
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(
            f"malformed JSON at line {exc.lineno} column {exc.colno}: {exc.msg}",
            Location(file=where),
        ) from exc
    except ValueError as exc:  # int() refuses more digits than sys.get_int_max_str_digits()
        raise InputError(
            f"the JSON holds an integer with more than {sys.get_int_max_str_digits()} digits",
            Location(file=where),
        ) from exc
    except RecursionError as exc:  # not reached past _too_deep; kept so no input gives a traceback
        raise InputError(f"JSON nested deeper than {MAX_DEPTH} levels", Location(file=where)) from exc


def _too_deep(text: str) -> int | None:
    """Where the JSON first nests deeper than MAX_DEPTH (brackets in strings do not count), found
    by one scan without recursion; None when it does not. Most files have too few brackets to
    need the scan at all."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return None
    depth = 0
    for m in _JSON_TOKEN.finditer(text):
        c = text[m.start()]
        if c in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return m.start()
        elif c in "]}":
            depth -= 1
    return None


def _line_column(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def check_conversation(conversation: Conversation, *, max_turn_chars: int = MAX_TURN_CHARS) -> Conversation:
    """The readers' string checks for a conversation built in Python rather than read from JSON."""
    native = {
        "id": conversation.id,
        "participants": [{"id": p.id, "name": p.name} for p in conversation.participants],
        "turns": [
            {
                "speaker": t.speaker,
                "text": t.text,
                "reference": t.reference,
                "session": t.session,
                "annotations": None if t.annotations is None else t.annotations.model_dump(exclude_none=True),
            }
            for t in conversation.turns
        ],
    }
    _check_strings(native, conversation.source or "<input>", max_turn_chars)
    return conversation


def _conversations_in(value: Any, where: str, default_id: str, limit: int) -> Iterator[Conversation]:
    if isinstance(value, list):
        if value and all(isinstance(v, Mapping) and ("turns" in v or "conversations" in v) for v in value):
            for i, item in enumerate(value):
                yield _build(_to_native(item, where, f"{default_id}:{i + 1}", limit), where, limit)
            return
        yield _build(_from_openai(value, where, default_id, limit), where, limit)
        return
    yield _build(_to_native(value, where, default_id, limit), where, limit)


def _to_native(value: Any, where: str, default_id: str, limit: int) -> dict[str, Any]:
    if not isinstance(value, Mapping):
        raise InputError(
            f"expected a conversation object or message list, got {_json_type(value)}",
            Location(file=where),
        )
    if "turns" in value:
        return dict(value)
    if "conversations" in value:
        return _from_sharegpt(value, where, default_id, limit)
    if "messages" in value:
        conv_id = value.get("id", default_id)
        return _from_openai(
            value["messages"], where, conv_id if isinstance(conv_id, str) else default_id, limit
        )
    raise InputError(
        "unrecognised conversation: expected key 'turns' (native), 'conversations' (ShareGPT) "
        "or 'messages' (OpenAI)",
        Location(file=where, conversation=_id_of(value, default_id)),
    )


def _from_openai(messages: Any, where: str, conv_id: str, limit: int) -> dict[str, Any]:
    if not isinstance(messages, list):
        raise InputError(
            f"expected a list of messages, got {_json_type(messages)}",
            Location(file=where, conversation=conv_id, field="messages"),
        )
    turns: list[dict[str, Any]] = []
    for i, message in enumerate(messages, start=1):
        loc = Location(file=where, conversation=conv_id, turn=i)
        if not isinstance(message, Mapping):
            raise InputError(f"expected a message object, got {_json_type(message)}", loc)
        role = message.get("role")
        if not isinstance(role, str) or role not in _OPENAI_ROLES:
            raise InputError(
                f"unknown role {role!r}; expected one of {', '.join(_OPENAI_ROLES)}",
                Location(file=where, conversation=conv_id, turn=i, field="role"),
            )
        text = _message_text(message.get("content"), loc)
        _check_text(text, limit, Location(file=where, conversation=conv_id, turn=i, field="content"))
        turns.append({"role": _OPENAI_ROLES[role], "text": text})
    return {"id": conv_id, "turns": turns}


def _message_text(content: Any, loc: Location) -> str:
    if content is None:
        return ""  # e.g. an assistant message that only calls tools
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [
            part["text"]
            for part in content
            if isinstance(part, Mapping) and isinstance(part.get("text"), str)
        ]
        return "\n".join(parts)
    raise InputError(
        f"content must be a string or a list of parts, got {_json_type(content)}",
        Location(file=loc.file, conversation=loc.conversation, turn=loc.turn, field="content"),
    )


def _from_sharegpt(value: Mapping[str, Any], where: str, default_id: str, limit: int) -> dict[str, Any]:
    conv_id = value.get("id", default_id)
    if not isinstance(conv_id, str):
        conv_id = str(conv_id) if isinstance(conv_id, int) and not isinstance(conv_id, bool) else default_id
    items = value["conversations"]
    if not isinstance(items, list):
        raise InputError(
            f"expected a list, got {_json_type(items)}",
            Location(file=where, conversation=conv_id, field="conversations"),
        )
    turns: list[dict[str, Any]] = []
    for i, item in enumerate(items, start=1):
        if not isinstance(item, Mapping):
            raise InputError(
                f"expected an object, got {_json_type(item)}",
                Location(file=where, conversation=conv_id, turn=i),
            )
        who, said = item.get("from"), item.get("value")
        if not isinstance(who, str) or not who:
            raise InputError(
                "missing speaker", Location(file=where, conversation=conv_id, turn=i, field="from")
            )
        if not isinstance(said, str):
            raise InputError(
                f"expected a string, got {_json_type(said)}",
                Location(file=where, conversation=conv_id, turn=i, field="value"),
            )
        _check_text(who, limit, Location(file=where, conversation=conv_id, turn=i, field="from"))
        _check_text(said, limit, Location(file=where, conversation=conv_id, turn=i, field="value"))
        role = _SHAREGPT_ROLES.get(who.lower(), "other")
        turns.append({"speaker": who, "role": role, "text": said})
    return {"id": conv_id, "turns": turns}


def _build(native: dict[str, Any], where: str, limit: int) -> Conversation:
    _check_strings(native, where, limit)
    try:
        parsed = ConversationIn.model_validate(native)
    except ValidationError as exc:
        raise _input_error(exc, where, _id_of(native, None)) from None
    return _resolve(parsed, where)


def _resolve(parsed: ConversationIn, where: str) -> Conversation:
    """Give every turn a declared participant and index; unknown speakers are an input error."""
    participants: dict[str, Participant] = {}
    declared = parsed.participants is not None
    for i, p in enumerate(parsed.participants or []):
        if p.id in participants:
            raise InputError(
                f"duplicate participant id {p.id!r}",
                Location(file=where, conversation=parsed.id, field=f"participants[{i}].id"),
            )
        participants[p.id] = Participant(p.id, p.name, p.role)

    turns: list[Turn] = []
    for i, t in enumerate(parsed.turns, start=1):
        if t.speaker is not None:
            speaker = t.speaker
            if speaker not in participants:
                if declared:
                    raise InputError(
                        f"speaker {speaker!r} is not among the participants",
                        Location(file=where, conversation=parsed.id, turn=i, field="speaker"),
                    )
                participants[speaker] = Participant(speaker, None, t.role or _role_of_name(speaker))
        else:
            assert t.role is not None  # guaranteed by TurnIn
            speaker = t.role
            participants.setdefault(speaker, Participant(speaker, None, t.role))
        turns.append(Turn(i, speaker, t.text, t.reference, t.annotations, t.session))
    return Conversation(parsed.id, tuple(participants.values()), tuple(turns), where)


# An undeclared speaker named for a role ("speaker": "assistant") takes that role: otherwise a
# file without participants would have no assistant turns and nothing to score.
_ROLE_NAMES: dict[str, Role] = {**_OPENAI_ROLES, "human": "user", "bot": "assistant", "ai": "assistant"}


def _role_of_name(speaker: str) -> Role:
    return _ROLE_NAMES.get(speaker.strip().casefold(), "other")


_Link = tuple[Any, str | int] | None  # a node's path as (parent's link, key), shared by siblings


def _check_strings(native: Mapping[str, Any], where: str, limit: int) -> None:
    """Every string of the conversation is Unicode text, and a turn's at most ``limit`` characters.

    Walked iteratively in document order (nesting is bounded, but a walk needs no recursion), so
    the first problem is the one reported; a node's path is built only for the error."""
    conv_id = _id_of(native, None)
    turns: _Link = (None, "turns")
    stack: list[tuple[Any, _Link, bool]] = [(native, None, False)]
    while stack:
        value, link, in_turn = stack.pop()
        if isinstance(value, str):
            problem = _text_problem(value, limit if in_turn else None)
            if problem is not None:
                path: list[str | int] = []
                while link is not None:
                    link, key = link
                    path.append(key)
                path.reverse()
                turn = path[1] + 1 if in_turn and isinstance(path[1], int) else None
                field = _field_path(path[2:] if in_turn else path) or None
                raise InputError(problem, Location(where, conv_id, turn, field))
        elif isinstance(value, Mapping):
            stack.extend((item, (link, str(key)), in_turn) for key, item in reversed(list(value.items())))
        elif isinstance(value, list):
            inside = in_turn or link == turns
            stack.extend((item, (link, k), inside) for k, item in reversed(list(enumerate(value))))


def _check_text(text: str, limit: int | None, loc: Location) -> None:
    problem = _text_problem(text, limit)
    if problem is not None:
        raise InputError(problem, loc)


def _text_problem(text: str, limit: int | None) -> str | None:
    if not text.isascii() and (m := _SURROGATE.search(text)):
        return f"not valid Unicode (a lone surrogate U+{ord(m.group()):04X} at character {m.start() + 1})"
    if limit is not None and len(text) > limit:
        return f"{len(text):,} characters, more than the limit of {limit:,} (--max-turn-chars)"
    return None


def _input_error(exc: ValidationError, where: str, conv_id: str | None) -> InputError:
    first = exc.errors(include_url=False)[0]
    loc: Sequence[str | int] = first["loc"]
    turn: int | None = None
    if len(loc) >= 2 and loc[0] == "turns" and isinstance(loc[1], int):
        turn = loc[1] + 1
        loc = loc[2:]
    message = str(first["msg"]).removeprefix("Value error, ")
    if first["type"] == "missing":
        message = "required field is missing"
    return InputError(
        message,
        Location(file=where, conversation=conv_id, turn=turn, field=_field_path(loc) or None),
    )


def _field_path(loc: Sequence[str | int]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else part
    return out


def _id_of(value: Mapping[str, Any], default: str | None) -> str | None:
    conv_id = value.get("id")
    return conv_id if isinstance(conv_id, str) else default


def _json_type(value: Any) -> str:
    names = {
        dict: "an object",
        list: "an array",
        str: "a string",
        bool: "a boolean",
        type(None): "null",
    }
    for kind, name in names.items():
        if isinstance(value, kind):
            return name
    return "a number" if isinstance(value, int | float) else type(value).__name__
