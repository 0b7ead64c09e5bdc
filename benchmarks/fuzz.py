"""A fuzzing campaign over every input format: valid conversations (native with annotations, an
OpenAI message list, {"messages": ...}, ShareGPT; .json and .jsonl) mutated by byte flips,
truncation, deep nesting, huge integers, lone surrogates, odd line separators, wrong types,
missing fields, unknown operations, broken references and over-long text, then ingested through
the API (a memory store, batches of 1 to 100 turns) or, about one case in ten, the command line
(``dialogkg ingest --json`` in-process, an embedded store on disk).

Each case must end in success (exit 0, every turn of every conversation stored) or a typed input
error (exit 2, one ``error:`` line), never a traceback or exit 1; after an error every stored
conversation is complete and the one named is absent. Mutations known to keep the input valid
(raw U+2028, CRLF, a BOM, unknown turn keys, nesting and integers under the limits, ...) must
succeed. The summary counts ``crashes``, ``partial_writes`` (including turns lost on success) and
``rejected_valid``; the tests run the same cases (tests/test_fuzz.py).

Cue phrases ("that rules out X") are linked to earlier arguments by word overlap instead of the
embedding model, which would spend most of the time encoding; ``--embeddings`` uses the model.

    python benchmarks/fuzz.py [--cases N] [--quick] [--json] [--seed S] [--keep DIR] [--embeddings]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import machine, report

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.conversation.readers import read_file
from dialogkg.defaults import MAX_TURN_CHARS
from dialogkg.errors import DialogKGError, InputError
from dialogkg.ingest import stored_turn_indices
from dialogkg.resources import example_path
from dialogkg.store.embedded import OxigraphStore

CLI_EVERY = 10  # about one case in ten goes through the command line
DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
SENTENCES = (
    "Checkout fails since 14:05.",
    "Maybe the cache is stale, so that rules out the database.",
    "I think the DNS resolver is flaky because the logs show timeouts.",
    "My sister Marie Dubois lives in Lyon. She is a nurse.",
    "Do you have any pets? I don't.",
    "Scratch that, I drop the cache idea.",
    "The report query from release 4.2 drains the pool, which confirms the DNS theory.",
    "We'll go with Yjs for launch.",
    "Résumé: 東京 is far, naïve café ☕ 🙂",
    "Either the disk is full or the worker leaks.",
    "",
)
HOSTILE_STRINGS = (
    "\ud800",
    "a\udfffb",
    "x\u2028y\u2029z\x85",
    "\x00\x01\x1f",
    "\u202eevil\u202c",
    "e\u0301" * 50,
    "\U0001f600" * 30,
    '"} ; DROP ALL ; <x>',
    " ",
    "",
    "ok",
    "not o1",
    "w" * 12_000,
)
HUGE = "__HUGE_INT_{}__"  # a marker JSON cannot write (json.dumps refuses such an int), expanded
DEEP = "__DEEP_{}__"  # the same for nesting (json.dumps would recurse)
_HUGE = re.compile(r'"__HUGE_INT_(\d+)__"')
_DEEP = re.compile(r'"__DEEP_(\d+)__"')


@dataclass
class Case:
    """One input file: its bytes, suffix, what was done to it, and whether it is known valid."""

    index: int
    suffix: str
    data: bytes
    mutations: list[str]
    valid: bool
    batch_size: int = 100
    max_turn_chars: int = MAX_TURN_CHARS
    via: str = "api"


@dataclass
class Outcome:
    kind: str  # "ok", "rejected" (exit 2) or "crash"
    detail: str = ""
    partial: list[str] = field(default_factory=list)  # what breaks "complete or absent"

    @property
    def exit_code(self) -> int:
        return {"ok": 0, "rejected": 2}.get(self.kind, 1)


# --- valid seeds ---------------------------------------------------------------------------------


def _texts(rng: random.Random, n: int) -> list[str]:
    return [" ".join(rng.choice(SENTENCES) for _ in range(rng.randint(1, 3))).strip() for _ in range(n)]


def _annotated_seed(rng: random.Random, long: bool) -> dict[str, Any]:
    if rng.random() < 0.5:
        source = rng.choice([str(example_path("checkout-outage.json")), *map(str, _data_files())])
        doc: dict[str, Any] = json.loads(Path(source).read_text(encoding="utf-8"))
        return doc
    n = rng.choice([3, 12, 130] if long else [3, 12])  # 130 turns: two batches of the default 100
    turns = [
        {
            "speaker": "u" if i % 2 else "bot",
            "text": f"turn {i}: {_texts(rng, 1)[0]}",
            "annotations": {
                "triples": [{"sub": f"thing {i}", "rel": "causes", "obj": "outage", "importance": 0.5}],
                "operations": [
                    {"op": "Observe", "id": f"o{i}", "claim": f"observation {i}"},
                    *([{"op": "Support", "target": f"o{i - 1}", "evidence": f"o{i}"}] if i > 1 else []),
                ],
            },
        }
        for i in range(1, n + 1)
    ]
    participants = [{"id": "u", "role": "user"}, {"id": "bot", "role": "assistant"}]
    return {"id": f"annotated-{n}", "participants": participants, "turns": turns}


def _data_files() -> list[Path]:
    names = ("chat-cache-stale.json", "home-towns.json", "meeting-revision.json", "phase2-debugging.json")
    return [DATA / name for name in names if (DATA / name).exists()]


def _messages(rng: random.Random) -> list[dict[str, Any]]:
    roles = ["user", "assistant"]
    out: list[dict[str, Any]] = [
        {"role": roles[i % 2], "content": t} for i, t in enumerate(_texts(rng, rng.randint(1, 6)))
    ]
    if rng.random() < 0.3:
        out.insert(0, {"role": "system", "content": "Be brief."})
    if rng.random() < 0.3:
        out.append(
            {"role": "assistant", "content": [{"type": "text", "text": "Parts."}, {"type": "image_url"}]}
        )
    return out


def _seed(rng: random.Random, kind: str, k: int, long: bool) -> Any:
    if kind == "native":
        return _annotated_seed(rng, long)
    if kind == "plain":
        turns = [
            {"role": ("user", "assistant")[i % 2], "text": t}
            for i, t in enumerate(_texts(rng, rng.randint(1, 6)))
        ]
        return {"id": f"plain-{k}", "turns": turns}
    if kind == "openai":
        return _messages(rng)
    if kind == "messages":
        return {"id": f"messages-{k}", "messages": _messages(rng)}
    turns = [
        {"from": ("human", "gpt")[i % 2], "value": t} for i, t in enumerate(_texts(rng, rng.randint(1, 6)))
    ]
    return {"id": f"sharegpt-{k}", "conversations": turns}


KINDS = ("native", "plain", "openai", "messages", "sharegpt")


# --- mutations -----------------------------------------------------------------------------------


Path_ = tuple[str | int, ...]


def _nodes(value: Any) -> list[tuple[Path_, Any]]:
    """Every node of a JSON value with its path, without recursion."""
    out: list[tuple[Path_, Any]] = []
    stack: list[tuple[Path_, Any]] = [((), value)]
    while stack:
        path, node = stack.pop()
        out.append((path, node))
        if isinstance(node, dict):
            stack.extend(((*path, k), x) for k, x in node.items())
        elif isinstance(node, list):
            stack.extend(((*path, i), x) for i, x in enumerate(node))
    return out


def _set(root: Any, path: Path_, value: Any) -> Any:
    if not path:
        return value
    parent = root
    for part in path[:-1]:
        parent = parent[part]
    parent[path[-1]] = value
    return root


def _delete(root: Any, path: Path_) -> Any:
    if not path:
        return root
    parent = root
    for part in path[:-1]:
        parent = parent[part]
    del parent[path[-1]]
    return root


def _pick(rng: random.Random, root: Any, want: Callable[[Path_, Any], bool]) -> Path_ | None:
    found = [p for p, x in _nodes(root) if want(p, x)]
    return rng.choice(found) if found else None


def _turn_objects(root: Any) -> Callable[[Path_, Any], bool]:
    """Turn, message or ShareGPT item objects, whatever the format."""

    def want(path: Path_, node: Any) -> bool:
        return isinstance(node, dict) and any(k in node for k in ("text", "content", "value"))

    return want


# Each value mutation returns the new root and whether the input stays valid.
def m_surrogate(rng: random.Random, root: Any) -> tuple[Any, bool]:
    path = _pick(rng, root, lambda p, x: isinstance(x, str))
    return (
        _set(root, path, rng.choice(["\ud800", "x\udc00", "\udbff\udbff"])) if path is not None else root
    ), False


def m_separators(rng: random.Random, root: Any) -> tuple[Any, bool]:
    path = _pick(
        rng, root, lambda p, x: isinstance(x, str) and len(x) > 3 and p[-1] in ("text", "content", "value")
    )
    if path is None:
        return root, True
    node: Any = root
    for part in path:
        node = node[part]
    at = rng.randint(0, len(node))
    return _set(
        root, path, node[:at] + rng.choice(["\u2028", "\u2029", "\x85", "\r", "\u2028\u2029\x85"]) + node[at:]
    ), True


def m_unicode(rng: random.Random, root: Any) -> tuple[Any, bool]:
    path = _pick(
        rng, root, lambda p, x: isinstance(x, str) and p[-1:] in (("text",), ("content",), ("value",))
    )
    if path is None:
        return root, True
    return _set(
        root, path, rng.choice(["\x00 nul", "\u202eevil", "e\u0301" * 40, "\U0001f600" * 20, "", " ", "東京"])
    ), True


def m_hostile(rng: random.Random, root: Any) -> tuple[Any, bool]:
    path = _pick(rng, root, lambda p, x: isinstance(x, str))
    return (_set(root, path, rng.choice(HOSTILE_STRINGS)) if path is not None else root), False


def m_wrong_type(rng: random.Random, root: Any) -> tuple[Any, bool]:
    path = _pick(rng, root, lambda p, x: True)
    value = rng.choice([0, -1, 1.5, float("nan"), float("inf"), True, None, [], {}, "s", [1, "a"], {"x": 1}])
    return _set(root, path, value) if path is not None else value, False


def m_missing(rng: random.Random, root: Any) -> tuple[Any, bool]:
    path = _pick(rng, root, lambda p, x: bool(p))
    return (_delete(root, path) if path is not None else root), False


def m_unknown_op(rng: random.Random, root: Any) -> tuple[Any, bool]:
    path = _pick(rng, root, lambda p, x: p[-1:] == ("op",))
    if path is None:
        return root, True
    return _set(root, path, rng.choice(["Guess", "observe", "", "Resolve ", "RESOLVE", "Question"])), False


def m_reference(rng: random.Random, root: Any) -> tuple[Any, bool]:
    path = _pick(
        rng,
        root,
        lambda p, x: (
            isinstance(x, str)
            and bool(set(map(str, p)) & {"target", "evidence", "depends_on", "subsumes", "id"})
        ),
    )
    if path is None:
        return root, True
    return _set(root, path, rng.choice(["zz", "not zz", "o1", "not o1", "h1", "", "a b", "x" * 300])), False


def m_turns(rng: random.Random, root: Any) -> tuple[Any, bool]:
    """Delete, duplicate or swap turns: ids used before they are defined, or twice."""
    path = _pick(
        rng, root, lambda p, x: isinstance(x, list) and len(x) > 1 and all(isinstance(t, dict) for t in x)
    )
    if path is None:
        return root, True
    node: Any = root
    for part in path:
        node = node[part]
    i, j = rng.randrange(len(node)), rng.randrange(len(node))
    action = rng.choice(["delete", "duplicate", "swap"])
    if action == "delete":
        del node[i]
    elif action == "duplicate":
        node.insert(j, json.loads(json.dumps(node[i])))
    else:
        node[i], node[j] = node[j], node[i]
    return root, False


def m_extra_key(rng: random.Random, root: Any) -> tuple[Any, bool]:
    """Unknown keys on a turn or at the top are tolerated (annotations reject theirs)."""
    path = _pick(rng, root, lambda p, x: (p == () and isinstance(x, dict)) or _turn_objects(root)(p, x))
    if path is None:
        return root, True
    node: Any = root
    for part in path:
        node = node[part]
    node[rng.choice(["timestamp", "meta", "name_", "weight"])] = rng.choice(
        [1, "x", None, [1, 2], {"a": {"b": []}}]
    )
    return root, True


def m_deep(rng: random.Random, root: Any) -> tuple[Any, bool]:
    """Nesting in an ignored key: valid up to 200 levels in all, an input error past them."""
    depth = rng.choice([10, 150, 201, 1000, 100_000])
    first = root[0] if isinstance(root, list) and root else None
    target = root if isinstance(root, dict) else first if isinstance(first, dict) else None
    if target is None:
        return root, False
    target["deep"] = DEEP.format(depth)
    return root, depth <= 150


def m_huge_int(rng: random.Random, root: Any) -> tuple[Any, bool]:
    digits = rng.choice([20, 4300, 4301, 100_000])
    path = _pick(rng, root, lambda p, x: bool(p))
    ignored = rng.random() < 0.5 and isinstance(root, dict)
    if ignored:
        root["big"] = HUGE.format(digits)
        return root, digits <= 4300
    if path is None:
        return root, False
    return _set(root, path, HUGE.format(digits)), False


def m_long_text(rng: random.Random, root: Any) -> tuple[Any, bool]:
    """A long turn: under the limit stays valid (the case may lower --max-turn-chars)."""
    path = _pick(
        rng, root, lambda p, x: isinstance(x, str) and p[-1:] in (("text",), ("content",), ("value",))
    )
    if path is None:
        return root, True
    return _set(root, path, "I have a cat. The cache is cold. " * rng.choice([10, 300])), True


VALUE_MUTATIONS: dict[str, Callable[[random.Random, Any], tuple[Any, bool]]] = {
    "surrogate": m_surrogate,
    "separators": m_separators,
    "unicode": m_unicode,
    "hostile": m_hostile,
    "wrong_type": m_wrong_type,
    "missing": m_missing,
    "unknown_op": m_unknown_op,
    "reference": m_reference,
    "turns": m_turns,
    "extra_key": m_extra_key,
    "deep": m_deep,
    "huge_int": m_huge_int,
    "long_text": m_long_text,
}


def _serialise(rng: random.Random, value: Any, jsonl: bool) -> str:
    """JSON text with the huge-integer and deep-nesting markers expanded; ``ensure_ascii`` varies,
    and .json files are sometimes pretty-printed (neither changes what the input means)."""
    choices: list[int | str] = [1, 2, "\t"]
    indent = None if jsonl or rng.random() < 0.7 else rng.choice(choices)
    text = json.dumps(value, ensure_ascii=rng.random() < 0.5, indent=indent)
    text = _HUGE.sub(lambda m: "9" * int(m.group(1)), text)
    return _DEEP.sub(lambda m: "[" * int(m.group(1)) + "]" * int(m.group(1)), text)


def m_bytes(rng: random.Random, data: bytes) -> tuple[bytes, bool, str]:
    """Byte-level damage (or harmless byte-level changes: a BOM, CRLF)."""
    if not data:
        return data, True, "bytes:empty"
    kind = rng.choice(["flip", "insert", "delete", "truncate", "duplicate", "bom", "crlf", "latin1"])
    at = rng.randrange(len(data))
    if kind == "flip":
        return data[:at] + bytes([data[at] ^ (1 << rng.randrange(8))]) + data[at + 1 :], False, "bytes:flip"
    if kind == "insert":
        return data[:at] + bytes([rng.randrange(256)]) + data[at:], False, "bytes:insert"
    if kind == "delete":
        return data[:at] + data[at + rng.randint(1, 50) :], False, "bytes:delete"
    if kind == "truncate":
        return data[:at], False, "bytes:truncate"
    if kind == "duplicate":
        return data[:at] + data[at : at + 40] + data[at:], False, "bytes:duplicate"
    if kind == "bom":
        return b"\xef\xbb\xbf" + data, True, "bytes:bom"
    if kind == "crlf":
        return data.replace(b"\n", b"\r\n"), True, "bytes:crlf"
    return data[:at] + "é".encode("latin-1") + data[at:], False, "bytes:latin1"


def make_case(index: int, seed: int = 0) -> Case:
    """The case of this index: deterministic for a seed, so a failure can be replayed."""
    return case_from(random.Random(f"{seed}:{index}"), index)


def case_from(
    rng: random.Random,
    index: int,
    quick: bool = False,
    *,
    mutation: str | None = None,
    via: str | None = None,
    limit: int | None = None,
) -> Case:
    """A case drawn with ``rng`` (the tests pass Hypothesis's, and choose the first ``mutation``,
    the entry point and the turn size limit themselves, so each is covered). ``quick`` keeps it
    cheap: no 130-turn conversation, batches of 3 or 100 turns (SHACL costs about 50 ms a batch),
    and one case in twenty through the command line."""
    batch_size = rng.choice([3, 100] if quick else [1, 2, 7, 100])
    long = batch_size == 100 and not quick
    jsonl = rng.random() < 0.4
    count = rng.randint(1, 3) if jsonl else 1
    mutations: list[str] = []
    valid = True
    lines: list[str] = []
    mutate_at = rng.randrange(count)
    for k in range(count):
        value = _seed(rng, rng.choice(KINDS), k, long)
        if jsonl and isinstance(value, dict) and "id" in value:
            value["id"] = f"{value['id']}-line{k}"  # ids unique within the file
        if k == mutate_at:
            names = [rng.choice(list(VALUE_MUTATIONS)) for _ in range(rng.choice([0, 1, 1, 1, 2, 3]))]
            if mutation in VALUE_MUTATIONS:
                names = [mutation, *names[:1]]
            for name in names:
                value, keeps = VALUE_MUTATIONS[name](rng, value)
                mutations.append(name)
                valid = valid and keeps
        lines.append(_serialise(rng, value, jsonl))
    body = "\n".join(lines) + ("\n" if jsonl else "")
    data = body.encode("utf-8", "surrogatepass")  # a raw surrogate makes bytes that are not UTF-8
    if mutation == "bytes" or (mutation is None and rng.random() < 0.25):
        data, keeps, name = m_bytes(rng, data)
        mutations.append(name)
        valid = valid and keeps
    if limit is None:
        limit = rng.choice([5, 50, 500]) if rng.random() < 0.1 else MAX_TURN_CHARS
    if limit != MAX_TURN_CHARS:
        mutations.append(f"max_turn_chars:{limit}")
        valid = False  # a short limit may refuse any turn
    every = 20 if quick else CLI_EVERY
    via = via or ("cli" if rng.randrange(every) == 0 else "api")
    return Case(
        index=index,
        suffix=".jsonl" if jsonl else ".json",
        data=data,
        mutations=mutations,
        valid=valid,
        batch_size=batch_size,
        max_turn_chars=limit,
        via=via,
    )


def overlap_similarity(text: str, others: Sequence[str]) -> list[float]:
    """Dice overlap of words, a stand-in for the embedding cosine: it links as readily and costs
    nothing, so cases exercise cue-phrase links without encoding."""
    words = set(_WORD.findall(text.lower()))
    out = []
    for other in others:
        theirs = set(_WORD.findall(other.lower()))
        out.append(2 * len(words & theirs) / (len(words) + len(theirs)) if words or theirs else 0.0)
    return out


_WORD = re.compile(r"\w+")


@contextmanager
def overlap_similarity_in_ingest() -> Iterator[None]:
    """Ingest links cue phrases by word overlap while the block runs."""
    import dialogkg.ingest

    saved = dialogkg.ingest.lazy_similarity
    dialogkg.ingest.lazy_similarity = lambda model=None: overlap_similarity  # type: ignore[assignment,return-value]
    try:
        yield
    finally:
        dialogkg.ingest.lazy_similarity = saved


# --- the oracle ----------------------------------------------------------------------------------


def _expected(path: Path, limit: int) -> list[tuple[str, int]]:
    """Conversations the readers yield before any input error, with their turn counts."""
    out: list[tuple[str, int]] = []
    try:
        for conversation in read_file(path, max_turn_chars=limit):
            out.append((conversation.id, len(conversation.turns)))
    except InputError:
        pass
    return out


def check_store(kg: DialogKG, expected: list[tuple[str, int]], outcome: Outcome, failed: str | None) -> None:
    """Every conversation with anything stored is complete; on success all are; on an error the
    conversation it names (unless an earlier, complete one has its id) has nothing stored."""
    graphs = {q.graph_name.value for q in kg.store.quads() if hasattr(q.graph_name, "value")}
    first: dict[str, int] = {}
    for cid, n in expected:
        first.setdefault(cid, n)
    covered: set[str] = set()
    for cid, n in first.items():
        prefix = v.conversation_prefix(cid)
        mine = {g for g in graphs if g.startswith(prefix)}
        covered |= mine
        stored = stored_turn_indices(kg.store, cid) if mine else set()
        complete = stored == set(range(1, n + 1))
        if mine and not complete:
            outcome.partial.append(f"{cid!r}: {len(stored)} of {n} turns stored")
        if outcome.kind == "ok" and n and not complete:
            outcome.partial.append(f"{cid!r}: exit 0 but {len(stored)} of {n} turns stored")
    stray = graphs - covered
    if stray:
        outcome.partial.append(f"graphs of no complete conversation: {sorted(stray)[:3]}")
    # not a duplicate of a stored one
    named_once = failed is None or [cid for cid, _ in expected].count(failed) <= 1
    if outcome.kind == "rejected" and failed is not None and named_once:
        try:
            prefix = v.conversation_prefix(failed)
        except (InputError, ValueError, UnicodeError):
            return  # an id no IRI can be minted from: nothing can be stored under it
        if any(g.startswith(prefix) for g in graphs):
            outcome.partial.append(f"{failed!r} was named by the error but has graphs stored")


def run_case(case: Case, folder: Path) -> Outcome:
    path = folder / f"case-{case.index}{case.suffix}"
    path.write_bytes(case.data)
    expected = _expected(path, case.max_turn_chars)
    if case.via == "cli":
        return _run_cli(case, path, folder, expected)
    kg = DialogKG(OxigraphStore(None))
    failed: str | None = None
    try:
        kg.ingest([path], batch_size=case.batch_size, max_turn_chars=case.max_turn_chars)
        outcome = Outcome("ok")
    except DialogKGError as exc:
        kind = "rejected" if exc.exit_code == 2 else "crash"
        outcome = Outcome(kind, f"exit {exc.exit_code}: {exc}"[:300])
        failed = exc.location.conversation if isinstance(exc, InputError) else None
    except Exception:
        return Outcome("crash", traceback.format_exc(limit=-3)[-600:])
    if outcome.kind != "crash":
        check_store(kg, expected, outcome, failed)
    kg.close()
    return outcome


def _run_cli(case: Case, path: Path, folder: Path, expected: list[tuple[str, int]]) -> Outcome:
    from typer.testing import CliRunner

    from dialogkg.cli import app

    store = folder / f"store-{case.index}"
    args = [
        "ingest",
        str(path),
        "--store",
        str(store),
        "--json",
        "--max-turn-chars",
        str(case.max_turn_chars),
    ]
    result = CliRunner().invoke(app, args)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        tb = "".join(traceback.format_exception(result.exception, limit=-3))
        return Outcome("crash", tb[-600:])
    err = result.stderr
    if result.exit_code == 0:
        outcome = Outcome("ok")
        doc = json.loads(result.stdout)
        if not isinstance(doc, dict) or "conversations" not in doc or result.stdout.count("\n") != 1:
            outcome.partial.append(f"stdout is not one JSON document: {result.stdout[:100]!r}")
    elif result.exit_code == 2 and err.startswith("error: ") and err.count("\n") == 1 and not result.stdout:
        outcome = Outcome("rejected", err.strip()[:300])
    else:
        return Outcome(
            "crash", f"exit {result.exit_code}, stdout {result.stdout[:100]!r}, stderr {err[-300:]!r}"
        )
    with DialogKG.open(store) as kg:
        failed = next(
            (cid for cid, _ in expected if f"conversation {json.dumps(cid, ensure_ascii=False)}" in err), None
        )
        check_store(kg, expected, outcome, failed if outcome.kind == "rejected" else None)
    return outcome


def campaign(
    cases: int, seed: int = 0, keep: Path | None = None, log: Callable[[str], None] | None = None
) -> dict[str, Any]:
    tally: Counter[str] = Counter()
    by_mutation: dict[str, Counter[str]] = {}
    failures: list[dict[str, Any]] = []
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="dialogkg-fuzz-") as tmp:
        for i in range(cases):
            case = make_case(i, seed)
            outcome = run_case(case, Path(tmp))
            problems = []
            if outcome.kind == "crash":
                problems.append("crash")
            if outcome.partial:
                problems.append("partial_write")
            if case.valid and outcome.kind == "rejected":
                problems.append("rejected_valid")
            tally[outcome.kind] += 1
            tally["valid"] += case.valid
            tally["cli"] += case.via == "cli"
            tally.update(problems)
            for name in case.mutations or ["none"]:
                by_mutation.setdefault(name.split(":")[0], Counter())[outcome.kind] += 1
            if problems:
                failures.append(
                    {
                        "case": i,
                        "seed": seed,
                        "problems": problems,
                        "mutations": case.mutations,
                        "via": case.via,
                        "detail": outcome.detail,
                        "partial": outcome.partial,
                    }
                )
                if keep is not None:
                    keep.mkdir(parents=True, exist_ok=True)
                    (keep / f"case-{i}{case.suffix}").write_bytes(case.data)
            for p in Path(tmp).iterdir():  # keep the folder small: stores and inputs of past cases
                if p.is_dir():
                    shutil.rmtree(p, ignore_errors=True)
                else:
                    p.unlink()
            if log is not None and (i + 1) % 500 == 0:
                log(f"{i + 1} cases, {dict(tally)}")
    return {
        "summary": {
            "cases": cases,
            "crashes": tally["crash"],
            "partial_writes": tally["partial_write"],
            "rejected_valid": tally["rejected_valid"],
            "accepted": tally["ok"],
            "rejected": tally["rejected"],
            "known_valid": tally["valid"],
            "through_cli": tally["cli"],
            "seconds": round(time.perf_counter() - start, 1),
        },
        "results": {
            "seed": seed,
            "by_mutation": {k: dict(c) for k, c in sorted(by_mutation.items())},
            "failures": failures[:50],
        },
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--cases", type=int, default=None, help="cases to run (default 10,000; 300 with --quick)"
    )
    parser.add_argument("--quick", action="store_true", help="300 cases")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--seed", type=int, default=0, help="campaign seed (case i is replayable from it)")
    parser.add_argument("--keep", type=Path, default=None, help="write failing inputs to this folder")
    parser.add_argument("--embeddings", action="store_true", help="link cue phrases with the embedding model")
    args = parser.parse_args()
    cases = args.cases or (300 if args.quick else 10_000)
    progress = None if args.json else (lambda line: print(line, file=sys.stderr, flush=True))
    with nullcontext() if args.embeddings else overlap_similarity_in_ingest():
        run = campaign(cases, args.seed, args.keep, progress)
    doc = {
        "benchmark": "fuzz",
        "machine": machine("pyoxigraph", "pydantic"),
        "results": run["results"] | {"similarity": "embeddings" if args.embeddings else "word overlap"},
        "summary": run["summary"],
    }
    report("fuzz", doc, args.json, args.quick)


if __name__ == "__main__":
    main()
