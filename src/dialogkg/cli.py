"""The ``dialogkg`` command line (FORMAT.md section 3): a thin shell over :mod:`dialogkg.api`."""

from __future__ import annotations

import functools
import inspect
import json
import os
import sys
import typing
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from dialogkg.defaults import DEFAULT_STORE, MATCH_THRESHOLD, MAX_TURN_CHARS, NLI_HISTORY_CHARS
from dialogkg.errors import DialogKGError, InputError, Location, MissingStoreError, printable

if TYPE_CHECKING:
    import rdflib
    from rich.console import Console

    from dialogkg.api import DialogKG
    from dialogkg.extract.llm.config import LLMConfig
    from dialogkg.reason.owl import Reasoner

# Start-up: only typer and the light modules above load at import time (`dialogkg --version`
# must not pay for rdflib, pydantic or the models); each command imports what it uses.

app = typer.Typer(
    name="dialogkg",
    help="An RDF/OWL knowledge store for conversations with and between language models.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


@functools.cache
def _console(stderr: bool = False) -> Console:
    from rich.console import Console

    return Console(stderr=stderr)


def _out() -> Console:
    return _console()


def _err() -> Console:
    return _console(stderr=True)


JsonOpt = Annotated[bool, typer.Option("--json", help="Print exactly one JSON document on stdout.")]
ConversationOpt = Annotated[str | None, typer.Option("--conversation", help="Conversation id.")]
ExtractorOpt = Annotated[
    str,
    typer.Option(
        "--extractor",
        help="auto (annotations where present, else llm if a model is configured, else parse, or rules "
        "when no spaCy model is installed), annotated, parse, rules or llm.",
    ),
]
LlmModelOpt = Annotated[
    str | None, typer.Option("--llm-model", help="Model for the llm extractor (or $DIALOGKG_LLM_MODEL).")
]
MaxTurnCharsOpt = Annotated[
    int,
    typer.Option(
        "--max-turn-chars",
        min=1,
        help="Refuse a turn whose text (or any other string of it) is longer than this many characters.",
    ),
]
ReextractOpt = Annotated[
    bool,
    typer.Option(
        "--reextract",
        help="Replace a stored conversation's extraction with this extractor's, keeping its turns "
        "(without it, a conversation stored by another extractor is refused).",
    ),
]
LlmBaseUrlOpt = Annotated[
    str | None,
    typer.Option("--llm-base-url", help="OpenAI-compatible server, e.g. http://127.0.0.1:8011/v1."),
]


def _llm(extractor: str, model: str | None, base_url: str | None) -> LLMConfig | None:
    from dialogkg.extract.llm.config import LLMConfig

    return LLMConfig.from_env(required=extractor == "llm", model=model, base_url=base_url)


RequiredConversation = Annotated[str, typer.Option("--conversation", help="Conversation id.")]
PropArg = Annotated[str, typer.Argument(metavar="PROP", help="Local id of the argument (e.g. a3).")]

# The options every command takes (FORMAT.md section 3), added to each by @connected.
_CONNECTION: list[tuple[str, Any, Any]] = [
    (
        "store",
        Annotated[
            Path,
            typer.Option(
                "--store", help="Embedded store folder (must exist, unless ingest, evaluate or --create)."
            ),
        ],
        DEFAULT_STORE,
    ),
    (
        "endpoint",
        Annotated[
            str | None, typer.Option("--endpoint", help="SPARQL 1.1 query endpoint URL (instead of --store).")
        ],
        None,
    ),
    (
        "update_endpoint",
        Annotated[
            str | None,
            typer.Option("--update-endpoint", help="SPARQL 1.1 update endpoint URL, if different."),
        ],
        None,
    ),
    (
        "gsp_endpoint",
        Annotated[
            str | None,
            typer.Option(
                "--gsp-endpoint",
                help="Graph Store Protocol URL taking N-Quads POSTs (Oxigraph's /store): faster bulk writes.",
            ),
        ],
        None,
    ),
    (
        "user",
        Annotated[str | None, typer.Option("--user", envvar="DIALOGKG_USER", help="Endpoint user name.")],
        None,
    ),
    (
        "password",
        Annotated[
            str | None,
            typer.Option(
                "--password", envvar="DIALOGKG_PASSWORD", help="Endpoint password (prefer the env var)."
            ),
        ],
        None,
    ),
    ("auth", Annotated[str, typer.Option("--auth", help="HTTP authentication: basic or digest.")], "basic"),
    (
        "create",
        Annotated[
            bool,
            typer.Option(
                "--create", help="Start an empty store if --store names no folder (ingest, evaluate do)."
            ),
        ],
        False,
    ),
]


_OPTIONAL_STORE = Annotated[
    Path | None,
    typer.Option("--store", help="Embedded store to check against as well (without it, only the file)."),
]


def _fail(exc: DialogKGError) -> typer.Exit:
    message = printable(" ".join(str(exc).splitlines()))
    _err().print(f"error: {message}", markup=False, highlight=False, soft_wrap=True)
    return typer.Exit(exc.exit_code)


def _open(options: dict[str, Any], reader: bool = False, creates: bool = False) -> DialogKG:
    """Open the store the options name; a missing embedded folder is created only by a command
    that ``creates`` one (ingest) or with --create, so a mistyped --store is an error, not zeros."""
    from dialogkg.api import open_store

    auth = options["auth"]
    if auth not in ("basic", "digest"):
        raise InputError(f"--auth must be basic or digest, not {auth!r}", Location(field="--auth"))
    return open_store(
        options["store"],
        endpoint=options["endpoint"],
        update_endpoint=options["update_endpoint"],
        gsp_endpoint=options["gsp_endpoint"],
        user=options["user"],
        password=options["password"],
        auth="digest" if auth == "digest" else "basic",
        reader=reader,
        create=creates or bool(options.get("create")),
    )


def reading(fn: Callable[..., None]) -> Callable[..., None]:
    """A command that only reads: while another process writes the embedded store, it reads that
    writer's latest checkpoint (and says so on standard error) instead of waiting."""
    return connected(fn, reader=True)


def creating(fn: Callable[..., None]) -> Callable[..., None]:
    """A command that creates the embedded store when its folder is missing: one that stores
    conversations from files (ingest, and evaluate, which stores them as ingest does)."""
    return connected(fn, creates=True)


def connected(
    fn: Callable[..., None], reader: bool = False, creates: bool = False, optional: bool = False
) -> Callable[..., None]:
    """Give a command the connection options and an open store as its first argument ``kg``.

    Errors dialogkg raises on purpose become one ``error:`` line and the exit status of their
    kind (2 for bad input, 1 otherwise); the store is closed however the command ends. An
    ``optional`` store is opened only when ``--store`` or ``--endpoint`` is given (``kg`` is
    None otherwise), for commands that can do their work without one.
    """
    # ``kg: DialogKG`` names a class this module imports only when a command runs.
    hints = typing.get_type_hints(fn, localns={"DialogKG": object}, include_extras=True)
    own = [
        p.replace(annotation=hints[p.name])
        for p in inspect.signature(fn).parameters.values()
        if p.name != "kg"
    ]
    connection = [
        (name, _OPTIONAL_STORE, None) if optional and name == "store" else (name, annotation, default)
        for name, annotation, default in _CONNECTION
    ]
    extra = [
        inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=default, annotation=annotation)
        for name, annotation, default in connection
    ]

    @functools.wraps(fn)
    def command(**kwargs: Any) -> None:
        options = {name: kwargs.pop(name) for name, _, _ in _CONNECTION}
        try:
            if optional and options["store"] is None and options["endpoint"] is None:
                fn(None, **kwargs)
                return
            kg = _open(options, reader, creates)
            notice = getattr(kg.store, "notice", None)
            if notice:
                typer.echo(f"note: {notice}", err=True)
            try:
                fn(kg, **kwargs)
            finally:
                kg.close()
        except DialogKGError as exc:
            raise _fail(exc) from None

    command.__signature__ = inspect.Signature([*own, *extra])  # type: ignore[attr-defined]
    command.__annotations__ = {p.name: p.annotation for p in [*own, *extra]}
    return command


def _emit(doc: Any) -> None:
    sys.stdout.write(json.dumps(doc, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def _say(text: str, **style: Any) -> None:
    _out().print(text, highlight=False, soft_wrap=True, **style)


def _version(value: bool) -> None:
    if value:
        from dialogkg import __version__

        sys.stdout.write(f"dialogkg {__version__}\n")  # not rich: --version loads nothing it need not
        raise typer.Exit()


@app.callback()
def _root(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Print the version.")
    ] = False,
) -> None:
    """An RDF/OWL knowledge store for conversations with and between language models."""


@app.command()
@creating
def ingest(
    kg: DialogKG,
    files: Annotated[list[Path], typer.Argument(help="Conversation files (.json or .jsonl).")],
    extractor: ExtractorOpt = "auto",
    llm_model: LlmModelOpt = None,
    llm_base_url: LlmBaseUrlOpt = None,
    max_turn_chars: MaxTurnCharsOpt = MAX_TURN_CHARS,
    reextract: ReextractOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Store every turn of the conversations, one named graph per turn; stored turns are skipped.

    Creates the store folder if it is missing. A conversation stored by another extractor is
    refused; --reextract replaces its extraction (its turns are kept).

    Examples:

      dialogkg ingest examples/checkout-outage.json

      dialogkg ingest chats/*.jsonl --extractor rules --json

      dialogkg ingest chat.json --extractor llm --llm-model qwen2.5 --reextract
    """
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    llm = _llm(extractor, llm_model, llm_base_url)
    if as_json:
        report = kg.ingest(
            files, extractor=extractor, llm=llm, max_turn_chars=max_turn_chars, reextract=reextract
        )
        _emit(report.to_json())
        return
    columns = (
        TextColumn("[bold]ingest"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("turns"),
        TimeElapsedColumn(),
    )
    # A bar only on a terminal: elsewhere rich would leave a blank line before any error line.
    with Progress(*columns, console=_err(), transient=True, disable=not _err().is_terminal) as bar:
        task = bar.add_task("ingest", total=None)
        report = kg.ingest(
            files,
            extractor=extractor,
            llm=llm,
            progress=lambda n: bar.advance(task, n),
            max_turn_chars=max_turn_chars,
            reextract=reextract,
        )
    for conv in report.conversations:
        counts = kg.stats(conv.id).counts
        done = (
            f"replaced the extraction of {conv.turns_ingested} turns ({extractor} extractor)"
            if reextract
            else f"stored {conv.turns_ingested} new turns ({conv.turns_skipped} already stored)"
        )
        _say(f"[bold]{conv.id}[/]: {done} in {kg.store.description}")
        _say(
            f"  {counts['turns']} turns, {counts['claims']} claims about {counts['entities']} entities, "
            f"{counts['arguments']} arguments from {counts['operations']} operations, "
            f"{counts['graphs']} named graphs, {counts['quads']} quads"
        )
        per_speaker = Counter(kg.query("commitments", conversation=conv.id).literal_values("speaker"))
        if per_speaker:
            listed = ", ".join(f"{s}: {n}" for s, n in sorted(per_speaker.items()))
            _say(f"  commitments by speaker: {listed}")


@app.command()
@reading
def query(
    kg: DialogKG,
    query_ref: Annotated[str, typer.Argument(metavar="QUERY", help="Bundled query name or .rq file.")],
    conversation: ConversationOpt = None,
    param: Annotated[
        list[str] | None, typer.Option("--param", help="NAME=VALUE binding (repeatable).")
    ] = None,
    fmt: Annotated[
        str,
        typer.Option(
            "--format",
            help="table (for people), or a W3C SPARQL 1.1 Query Results format: "
            "srj (JSON), csv or tsv. --json prints dialogkg's own {head, rows} document instead.",
        ),
    ] = "table",
    as_json: JsonOpt = False,
) -> None:
    """Run a SPARQL SELECT query; values are bound, never pasted into the query.

    Examples:

      dialogkg query commitments --conversation checkout-outage --param speaker=bot

      dialogkg query turns --conversation checkout-outage --format srj > turns.srj
    """
    from rich.table import Table

    from dialogkg.queries import parse_param
    from dialogkg.store.base import term_to_json
    from dialogkg.store.results import RESULTS_FORMATS, serialize_results

    if fmt != "table" and fmt not in RESULTS_FORMATS:
        raise InputError(
            f"unknown format {fmt!r}; expected table, {', '.join(RESULTS_FORMATS)}",
            Location(field="--format"),
        )
    if as_json and fmt != "table":
        raise InputError(
            "give either --json or --format (both print a document on stdout)", Location(field="--format")
        )
    params = dict(parse_param(p) for p in (param or []))
    result = kg.query(query_ref, conversation=conversation, params=params)
    if as_json:
        _emit(result.to_json())
        return
    if fmt in RESULTS_FORMATS:
        sys.stdout.buffer.write(serialize_results(result, fmt))
        sys.stdout.flush()
        return
    table = Table(*result.variables)
    for row in result.rows:
        cells = (term_to_json(row.get(name)) for name in result.variables)
        table.add_row(*("" if cell is None else str(cell) for cell in cells))
    _out().print(table)
    _say(f"{len(result.rows)} rows")


@app.command()
@reading
def export(
    kg: DialogKG,
    fmt: Annotated[
        str,
        typer.Option("--format", help="trig, turtle, nquads or jsonld (compacted with dialogkg's @context)."),
    ] = "trig",
    conversation: ConversationOpt = None,
    out_file: Annotated[Path | None, typer.Option("--out", help="Write here instead of stdout.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Serialise the store, or one conversation's graphs (Turtle: their union).

    Examples:

      dialogkg export --conversation checkout-outage --format trig --out outage.trig

      dialogkg export --format jsonld --out everything.jsonld --json
    """
    if as_json and out_file is None:
        raise InputError(
            "with --json, give --out FILE (stdout carries the JSON document)", Location(field="--out")
        )
    # Straight to stdout when no file is named: TriG and N-Quads then stream graph by graph.
    result, _ = kg.export(fmt, conversation=conversation, out=out_file or sys.stdout.buffer)
    if as_json:
        _emit(result.to_json())
    elif out_file is None:
        sys.stdout.flush()
    else:
        _err().print(f"wrote {result.triples} {'triples' if fmt == 'turtle' else 'quads'} to {out_file}")


@app.command()
@reading
def validate(kg: DialogKG, conversation: ConversationOpt = None, as_json: JsonOpt = False) -> None:
    """Check conversations against the SHACL shapes; exit 1 when something does not conform.

    Example: dialogkg validate --conversation checkout-outage
    """
    from rich.table import Table

    report = kg.validate(conversation)
    if as_json:
        _emit(report.to_json())
    elif report.conforms:
        _say("conforms: every turn and conversation graph satisfies the shapes")
    else:
        table = Table("conversation", "shape", "focus", "message")
        for x in report.violations:
            table.add_row(x.conversation or "", x.shape, x.focus, x.message)
        _out().print(table)
    if not report.conforms:
        raise typer.Exit(1)


@app.command()
@reading
def check(
    kg: DialogKG,
    conversation: ConversationOpt = None,
    reasoner: Annotated[
        str,
        typer.Option(
            "--reasoner",
            help="none (SHACL shapes only), rl (+ OWL 2 RL closure with owlrl), hermit or pellet "
            "(+ OWL 2 DL consistency through owlready2; needs Java).",
        ),
    ] = "rl",
    timeout: Annotated[float, typer.Option("--timeout", help="Seconds a Java reasoner may run.")] = 120.0,
    as_json: JsonOpt = False,
) -> None:
    """Check exclusivity and consistency (shapes, then a reasoner); reads only. Exit 1 on a conflict.

    Examples:

      dialogkg check --conversation museum-hours --reasoner none

      dialogkg check --reasoner hermit --json
    """
    from dialogkg.vocab import conversation_prefix

    report = kg.check(conversation, reasoner=typing.cast("Reasoner", reasoner), timeout=timeout)
    if as_json:
        _emit(report.to_json())
    elif report.conforms:
        _say(f"conforms: no exclusivity or consistency violation (reasoner: {reasoner})")
    else:
        for f in report.findings:
            focus = f.focus.removeprefix(conversation_prefix(f.conversation)) or f.conversation
            _say(f"[bold]{f.conversation}[/] {focus}  [dim]{f.shape or f.axiom}[/]")
            _say(f"  {f.message}", markup=False)
    if not report.conforms:
        raise typer.Exit(1)


@app.command()
@reading
def memory(
    kg: DialogKG,
    conversation: RequiredConversation,
    as_of: Annotated[
        int | None, typer.Option("--as-of", help="Show the memory as it was after this turn.")
    ] = None,
    fmt: Annotated[str, typer.Option("--format", help="list (readable) or turtle.")] = "list",
    judge: Annotated[
        str, typer.Option("--judge", help="rules, or llm: also ask a model about conflicts rules miss.")
    ] = "rules",
    llm_model: LlmModelOpt = None,
    llm_base_url: LlmBaseUrlOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """The conversation's standing memory (D-SMART): facts no later turn replaced, with who said them.

    Examples:

      dialogkg memory --conversation checkout-outage

      dialogkg memory --conversation checkout-outage --as-of 5 --json
    """
    from rich.table import Table

    from dialogkg.extract.llm.config import LLMConfig

    if fmt not in ("list", "turtle"):
        raise InputError(f"must be list or turtle, not {fmt!r}", Location(field="--format"))
    if judge not in ("rules", "llm"):
        raise InputError(f"must be rules or llm, not {judge!r}", Location(field="--judge"))
    llm_judge = None
    if judge == "llm":
        llm_judge = kg.llm_judge(LLMConfig.from_env(required=True, model=llm_model, base_url=llm_base_url))
    view = kg.memory(conversation, as_of=as_of, judge=llm_judge)
    if as_json:
        _emit(view.to_json())
        return
    if fmt == "turtle":
        sys.stdout.write(view.to_graph().serialize(format="turtle"))
        return
    when = f"after turn {as_of}" if as_of is not None else "now"
    table = Table(
        "turn", "speaker", "subject", "relation", "object", title=f"memory of {conversation} {when}"
    )
    for f in view.facts:
        table.add_row(str(f.turn), f.speaker, f.subject_label, f.relation_label, f.obj_label)
    _out().print(table)
    for s in view.changes:
        _say(s.describe(), markup=False)


@app.command()
@reading
def answer(
    kg: DialogKG,
    question: Annotated[str, typer.Argument(metavar="QUESTION", help="The question, in plain words.")],
    conversation: RequiredConversation,
    as_of: Annotated[
        int | None, typer.Option("--as-of", help="Answer from the memory as it was after this turn.")
    ] = None,
    include_history: Annotated[
        bool, typer.Option("--include-history", help="Also walk facts later turns replaced (shown apart).")
    ] = False,
    policy: Annotated[
        str, typer.Option("--policy", help="offline (embedding model only) or llm (--llm-model).")
    ] = "offline",
    beam: Annotated[int, typer.Option("--beam", min=1, help="Beam width.")] = 3,
    samples: Annotated[int, typer.Option("--samples", min=1, help="Actions sampled per state.")] = 3,
    depth: Annotated[int, typer.Option("--depth", min=1, help="Maximum depth.")] = 5,
    expansions: Annotated[int, typer.Option("--expansions", min=1, help="Maximum expansion steps.")] = 12,
    prov: Annotated[
        Path | None, typer.Option("--prov", help="Write the answer's PROV-O (Turtle) to this file.")
    ] = None,
    llm_model: LlmModelOpt = None,
    llm_base_url: LlmBaseUrlOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Answer QUESTION from the conversation's memory by the reasoning tree, or abstain.

    Example: dialogkg answer --conversation checkout-outage "What is the status of the payment gateway?"
    """
    from dialogkg.extract.llm.config import LLMConfig
    from dialogkg.memory.tree import TreeConfig

    llm = (
        LLMConfig.from_env(required=True, model=llm_model, base_url=llm_base_url) if policy == "llm" else None
    )
    config = TreeConfig(beam=beam, samples=samples, depth=depth, expansions=expansions)
    result = kg.answer(
        conversation, question, as_of=as_of, include_history=include_history, policy=policy, llm=llm,
        config=config,
    )  # fmt: skip
    if prov is not None:
        try:
            result.to_prov().serialize(destination=str(prov), format="turtle")
        except OSError as exc:
            raise InputError(f"cannot write {prov}: {exc.strerror}", Location(field="--prov")) from None
    if as_json:
        _emit(result.to_json())
        return
    if result.abstained:
        _say("[yellow]abstained[/]: the memory does not support an answer; closest facts:")
    else:
        from rich.markup import escape

        _say(f"[bold]{escape(result.answer or '')}[/]")
    for f in result.facts:
        _say(
            f"  turn {f.turn} ({f.speaker}): {f.subject_label} | {f.relation_label} | {f.obj_label}",
            markup=False,
        )
    _say(
        "  path: " + " -> ".join(f"{s.action.name} {s.action.argument}".strip() for s in result.trajectory),
        markup=False,
    )


@app.command()
@reading
def stats(kg: DialogKG, conversation: ConversationOpt = None, as_json: JsonOpt = False) -> None:
    """Count conversations, turns, claims, arguments, graphs and quads.

    Example: dialogkg stats --conversation checkout-outage --json
    """
    from rich.table import Table

    counts = kg.stats(conversation).to_json()
    if as_json:
        _emit(counts)
        return
    table = Table("what", "count")
    for name, n in counts.items():
        table.add_row(name, str(n))
    _out().print(table)


@app.command()
@reading
def affected(
    kg: DialogKG, prop: PropArg, conversation: RequiredConversation, as_json: JsonOpt = False
) -> None:
    """What would lose support if PROP were retracted (changes nothing).

    Example: dialogkg affected --conversation checkout-outage o4
    """
    report = kg.affected(conversation, prop)
    if as_json:
        _emit(report.to_json())
    else:
        _say(f"retracting {prop} would unseat: {', '.join(report.affected) or 'nothing'}")
        if report.already_out:
            _say(f"resting on {prop} but already out: {', '.join(report.already_out)}")


@app.command()
@connected
def retract(
    kg: DialogKG, prop: PropArg, conversation: RequiredConversation, as_json: JsonOpt = False
) -> None:
    """Retract PROP: record the event, recompute the extension, list what changed.

    Example: dialogkg retract --conversation checkout-outage o5
    """
    record = kg.retract(conversation, prop)
    if as_json:
        _emit(record.to_json())
    else:
        _say(
            f"retracted {prop}; lost support: {', '.join(record.affected) or 'nothing'}; "
            f"status changed: {', '.join(record.changed) or 'nothing'}"
        )


@app.command()
@connected
def verify(
    kg: DialogKG,
    conversation: RequiredConversation,
    argument: Annotated[str | None, typer.Option("--id", help="Verify this argument id.")] = None,
    text: Annotated[
        str | None, typer.Option("--text", help="Verify this sentence (matched, then compared for meaning).")
    ] = None,
    threshold: Annotated[
        float, typer.Option("--threshold", help="Cosine needed to match --text to an argument.")
    ] = MATCH_THRESHOLD,
    model: Annotated[
        str | None, typer.Option("--model", help="Embedding model name or path (default all-MiniLM-L6-v2).")
    ] = None,
    fail_ungrounded: Annotated[
        bool, typer.Option("--fail-ungrounded", help="Exit 3 when the verdict is ungrounded (for gating).")
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Is a candidate continuation grounded in what the conversation established and kept?

    Examples:

      dialogkg verify --conversation checkout-outage --id h2

      dialogkg verify --conversation checkout-outage --text "the report query drains the pool" --json
    """
    embedder = kg.embedder(model) if text is not None else None
    verdict = kg.verify(conversation, argument=argument, text=text, embedder=embedder, threshold=threshold)
    if as_json:
        _emit(verdict.to_json())
    else:
        style = "green" if verdict.verdict == "grounded" else "red"
        _say(f"[{style}]{verdict.verdict}[/]: {verdict.reason}")
        if verdict.depends_on:
            _say(f"  depends on: {', '.join(verdict.depends_on)}")
    if verdict.verdict == "ungrounded" and fail_ungrounded:
        raise typer.Exit(3)


@app.command()
@connected
def repair(
    kg: DialogKG,
    conversation: ConversationOpt = None,
    force: Annotated[
        bool, typer.Option("--force", help="Rewrite every conversation's derived graphs.")
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Rebuild derived graphs an interrupted write left behind their turns.

    Example: dialogkg repair --store ./dialogkg-store
    """
    repaired = kg.repair(conversation, force=force)
    if as_json:
        _emit({"repaired": repaired})
    else:
        _say(
            f"rebuilt: {', '.join(repaired)}"
            if repaired
            else "every conversation's derived graphs are current"
        )


@app.command()
@reading
def render(
    kg: DialogKG,
    conversation: RequiredConversation,
    turn: Annotated[int | None, typer.Option("--turn", help="Only this turn's changes.")] = None,
    graph: Annotated[
        Path | None,
        typer.Option(
            "--graph",
            help="Draw the dependency graph instead, to FILE.html or FILE.svg (self-contained: "
            "nothing is fetched when it is viewed).",
        ),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """What changed in the structure, turn by turn, and what stands now, in plain sentences;
    or, with --graph, a picture: arguments coloured by standing (in, out, weakened, abandoned,
    retracted), edges for depends-on, negated depends-on, support and attack.

    Examples:

      dialogkg render --conversation checkout-outage

      dialogkg render --conversation checkout-outage --graph outage.html
    """
    if graph is not None:
        from dialogkg.ground.picture import to_html, to_svg

        if graph.suffix.lower() not in (".html", ".svg"):
            raise InputError("the graph must be a .html or .svg file", Location(field="--graph"))
        pic = kg.picture(conversation)
        page = to_html(pic) if graph.suffix.lower() == ".html" else to_svg(pic)
        try:
            graph.write_text(page, encoding="utf-8")
        except OSError as exc:
            raise InputError(f"cannot write {graph}: {exc.strerror}", Location(field="--graph")) from None
        if as_json:
            _emit({"graph": str(graph), "arguments": len(pic.nodes), "edges": len(pic.edges)})
        else:
            _say(
                f"wrote the dependency graph of {conversation} ({len(pic.nodes)} arguments, "
                f"{len(pic.edges)} edges) to {graph}",
                markup=False,
            )
        return
    doc = kg.render(conversation, turn)
    if as_json:
        _emit(doc)
        return
    for entry in doc["turns"]:  # type: ignore[attr-defined]
        _say(f"[bold]turn {entry['turn']}[/]")
        for line in entry["changes"]:
            _say(f"  {line}", markup=False)
    for line in doc["summary"]:  # type: ignore[attr-defined]
        _say(line, markup=False)


@app.command()
@creating
def evaluate(
    kg: DialogKG,
    files: Annotated[list[Path], typer.Argument(help="Conversation files (.json or .jsonl).")],
    extractor: ExtractorOpt = "auto",
    llm_model: LlmModelOpt = None,
    llm_base_url: LlmBaseUrlOpt = None,
    model: Annotated[
        str | None, typer.Option("--model", help="Embedding model name or path (default all-MiniLM-L6-v2).")
    ] = None,
    plot: Annotated[
        Path | None, typer.Option("--plot", help="Write the score trajectory (FILE.png or FILE.html).")
    ] = None,
    judge: Annotated[
        str,
        typer.Option(
            "--judge",
            help="none, nli (a cross-encoder from --nli-model) or llm: judge contradiction pairs too, "
            "reported apart from the scores.",
        ),
    ] = "none",
    nli_model: Annotated[
        Path | None,
        typer.Option(
            "--nli-model", help="Local NLI cross-encoder folder (--judge nli, --nli cross-encoder)."
        ),
    ] = None,
    nli: Annotated[
        str,
        typer.Option(
            "--nli",
            help="none, cross-encoder (from --nli-model) or llm: add D-SMART's per-turn CS and the "
            "conversation's DER, reported apart from the scores.",
        ),
    ] = "none",
    nli_history_chars: Annotated[
        int,
        typer.Option(
            "--nli-history-chars",
            min=1,
            help="With --nli: the premise keeps this many characters of the history, newest last.",
        ),
    ] = NLI_HISTORY_CHARS,
    max_turn_chars: MaxTurnCharsOpt = MAX_TURN_CHARS,
    reextract: ReextractOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Score every assistant turn: relevance, consistency, logic, Q, and the session trend.

    Stores the conversations as ingest does (creating the store folder if missing). A progress
    bar runs on stderr (on a terminal). A conversation with no assistant turns gets a warning on
    stderr, and session_score null with a "warnings" entry in the JSON.

    --plot FILE.png draws one PNG per conversation: FILE.png itself for one conversation, else
    FILE-K-ID.png for the K-th (see the "plots" list); --plot FILE.html draws every conversation
    on one page.

    --nli judges each assistant turn against the dialogue history before it (natural language
    inference) and adds per turn "cs" and "nli_label", per conversation "der" and "nli" (the
    backend and model).

    Examples:

      dialogkg evaluate examples/checkout-outage.json --plot scores.png

      dialogkg evaluate chats/*.jsonl --json --plot scores.html > scores.json
    """
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
    from rich.table import Table

    from dialogkg.extract.llm.config import LLMConfig

    if plot is not None and plot.suffix.lower() not in (".png", ".html"):
        raise InputError("the plot must be a .png or .html file", Location(field="--plot"))
    llm = LLMConfig.from_env(
        required="llm" in (extractor, judge, nli), model=llm_model, base_url=llm_base_url
    )
    columns = (
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("turns"),
        TimeElapsedColumn(),
    )
    # On stderr only, and only on a terminal: stdout may carry the --json document.
    with Progress(*columns, console=_err(), transient=True, disable=not _err().is_terminal) as bar:
        tasks: dict[str, Any] = {}

        def progress(phase: str, n: int) -> None:
            if phase == "total":
                tasks.update({p: bar.add_task(p, total=n) for p in ("store", "score")})
            else:
                bar.advance(tasks[phase], n)

        results = kg.evaluate(
            files,
            extractor=extractor,
            llm=llm,
            embedder=kg.embedder(model),
            judge=judge,
            nli_model=nli_model,
            max_turn_chars=max_turn_chars,
            progress=progress,
            reextract=reextract,
            nli=nli,
            nli_history_chars=nli_history_chars,
        )
    for result in results:
        for warning in result.warnings:
            _err().print(
                f"warning: conversation {json.dumps(result.id, ensure_ascii=False)}: {warning}",
                markup=False,
                highlight=False,
                soft_wrap=True,
            )
    plots: list[Path] = []
    if plot is not None and results:
        from dialogkg.score.plot import write_plot

        plots = write_plot(results, plot)
    if as_json:
        doc: dict[str, Any] = {"conversations": [r.to_json() for r in results]}
        if plot is not None:
            doc["plots"] = [str(p) for p in plots]
        _emit(doc)
        return
    for result in results:
        doc = result.to_json()
        headers = ["turn", "regime", "S_loc", "S_cons", "S_log", "Q"]
        table = Table(*headers, *(["CS", "NLI"] if "nli" in doc else []), "certificates", title=result.id)
        for t in doc["turns"]:  # type: ignore[attr-defined]
            certs = ", ".join(f"{c['detector']} {c['confidence']}" for c in t["certificates"])
            style = "red" if t["Q"] < 0.60 else ""
            inferred = [] if "nli" not in doc else [_figure(t["cs"]), _SHORT_LABELS.get(t["nli_label"], "-")]
            table.add_row(
                str(t["index"]),
                t["regime"],
                f"{t['S_loc']:.2f}",
                f"{t['S_cons']:.2f}",
                f"{t['S_log']:.2f}",
                f"[{style}]{t['Q']:.2f}[/]" if style else f"{t['Q']:.2f}",
                *inferred,
                certs + (" (quarantined)" if t["quarantined"] else ""),
            )
        if not result.scored:
            _say(f"[bold]{result.id}[/]: nothing scored (no assistant turns)")
            continue
        _out().print(table)
        for t in doc["turns"]:  # type: ignore[attr-defined]
            for c in t["certificates"]:
                _say(
                    f"turn {t['index']}: {c['detector']} ({c['confidence']}): {c['current']} "
                    f"contradicts {c['historical']}",
                    markup=False,
                )
        _say(f"session score {doc['session_score']} ({doc['trend']})")
        if "judged" in doc:
            j: dict[str, Any] = doc["judged"]  # type: ignore[assignment]
            _say(
                f"judge {j['backend']} ({j['model']}): {j['contradicting_turns']} turns contradict; "
                f"{j['confirmed']} pairs confirmed, {j['vetoed']} vetoed, {j['added']} added"
                + (f"; {j['unjudged_turns']} turns unjudged" if j["unjudged_turns"] else ""),
                markup=False,
            )
        if "nli" in doc:
            n: dict[str, Any] = doc["nli"]  # type: ignore[assignment]
            _say(
                f"NLI {n['backend']} ({n['model']}): DER {_figure(doc['der'])} over {n['judged_turns']} turns"
                + (f"; {n['unjudged_turns']} turns unjudged" if n["unjudged_turns"] else ""),
                markup=False,
            )
    for written in plots:
        _say(f"score plot written to {written}", markup=False)


_SHORT_LABELS = {"entailment": "entail", "neutral": "neutral", "contradiction": "contra"}


def _figure(value: object) -> str:
    """A score to two places, or "-" for none."""
    return f"{value:.2f}" if isinstance(value, float) else "-"


@app.command()
def serve(
    keys: Annotated[Path, typer.Option("--keys", help="File of 'KEY TENANT' lines (API keys).")],
    host: Annotated[str, typer.Option("--host", help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="Port to listen on.")] = 8080,
    store: Annotated[
        Path, typer.Option("--store", help="Embedded store folder (must exist, unless --create).")
    ] = DEFAULT_STORE,
    endpoint: Annotated[
        str | None, typer.Option("--endpoint", help="SPARQL 1.1 query endpoint URL (instead of --store).")
    ] = None,
    update_endpoint: Annotated[
        str | None, typer.Option("--update-endpoint", help="SPARQL 1.1 update endpoint URL, if different.")
    ] = None,
    user: Annotated[
        str | None, typer.Option("--user", envvar="DIALOGKG_USER", help="Endpoint user name.")
    ] = None,
    password: Annotated[
        str | None,
        typer.Option(
            "--password", envvar="DIALOGKG_PASSWORD", help="Endpoint password (prefer the env var)."
        ),
    ] = None,
    auth: Annotated[str, typer.Option("--auth", help="HTTP authentication: basic or digest.")] = "basic",
    create: Annotated[
        bool, typer.Option("--create", help="Start an empty store if --store names no folder.")
    ] = False,
) -> None:
    """Serve the live engine over HTTP to agents (FORMAT.md section 5) until interrupted.

    Example: dialogkg serve --store ./dialogkg-store --keys keys.txt --port 8080
    """
    try:
        import uvicorn

        from dialogkg.service.http import create_app
        from dialogkg.service.tenants import load_keys
    except ImportError as exc:
        raise _fail(
            InputError(f"serve needs the serve extra: pip install 'dialogkg[serve]' ({exc})")
        ) from None
    options = {
        "store": store,
        "endpoint": endpoint,
        "update_endpoint": update_endpoint,
        "gsp_endpoint": None,
        "user": user,
        "password": password,
        "auth": auth,
        "create": create,
    }
    try:
        tenants = load_keys(keys)
        if auth not in ("basic", "digest"):
            raise InputError(f"--auth must be basic or digest, not {auth!r}", Location(field="--auth"))
        if endpoint is None and not create and not store.exists():
            raise MissingStoreError(store)  # now, not at the first request
    except DialogKGError as exc:
        raise _fail(exc) from None
    app_ = create_app(lambda: _open(options), tenants)
    # uvicorn stops on SIGINT/SIGTERM after in-flight requests end; the app then closes the store.
    uvicorn.run(app_, host=host, port=port, log_level="warning", timeout_graceful_shutdown=30)


@app.command()
@connected
def mcp(
    kg: DialogKG,
    model: Annotated[
        str | None,
        typer.Option("--model", help="Embedding model for verify by text (default all-MiniLM-L6-v2)."),
    ] = None,
) -> None:
    """Serve the store to an agent as MCP tools over stdio (append_turn, verify, affected, ...).

    Example: dialogkg mcp --store ./dialogkg-store
    """
    try:
        from dialogkg.service.mcp import serve_stdio  # the mcp package loads only for this command
    except ImportError as exc:
        if (exc.name or "").partition(".")[0] != "mcp":
            raise
        raise InputError("mcp needs the mcp extra: pip install 'dialogkg[mcp]'") from exc
    serve_stdio(kg, model=model)


certificates_app = typer.Typer(help="Export and re-check contradiction certificates.", no_args_is_help=True)
app.add_typer(certificates_app, name="certificates")


@certificates_app.command("export")
@reading
def certificates_export(
    kg: DialogKG,
    conversation: RequiredConversation,
    out_file: Annotated[Path, typer.Option("--out", help="Turtle file to write.")],
    sign: Annotated[
        Path | None,
        typer.Option(
            "--sign", metavar="KEYFILE", help="Sign each certificate with this Ed25519 PEM private key."
        ),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Write the conversation's certificates as Turtle that can be re-checked without a store.

    Each certificate quotes both claims, their turns' text and speakers, and every figure and
    name its verdict rests on; --sign adds an Ed25519 signature over each content hash.

    Examples:

      dialogkg certificates export --conversation probe-negation --out negation.ttl

      dialogkg certificates export --conversation probe-negation --out negation.ttl --sign key.pem
    """
    from dialogkg.certify.certificates import certificates_in

    graph = kg.certificates(conversation)
    if sign is not None:
        from dialogkg.certify.signing import load_private_key
        from dialogkg.certify.signing import sign as sign_all

        sign_all(graph, load_private_key(sign))
    graph.serialize(out_file, format="turtle")
    count = len(certificates_in(graph))
    if as_json:
        _emit({"certificates": count, "out": str(out_file)})
    else:
        _say(f"wrote {count} certificates to {out_file}")


def _read_certificates(path: Path) -> rdflib.Graph:
    import rdflib

    graph = rdflib.Graph()
    try:
        graph.parse(path, format="turtle")
    except RecursionError:  # rdflib's Turtle parser recurses once per nested [ ] or ( )
        reason = "cannot read certificates: Turtle nested too deeply"
        raise InputError(reason, Location(file=str(path))) from None
    except Exception as exc:  # rdflib reports bad Turtle as SyntaxError, ValueError, AssertionError...
        reason = f"cannot read certificates: {str(exc) or type(exc).__name__}"
        raise InputError(reason, Location(file=str(path))) from exc
    return graph


def _certificates_verify(
    kg: DialogKG | None,
    certificates_file: Annotated[Path, typer.Argument(metavar="FILE.ttl", help="Certificates to re-check.")],
    public_key: Annotated[
        Path | None,
        typer.Option(
            "--public-key", metavar="PEMFILE", help="Require every certificate signed by this Ed25519 key."
        ),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Recompute every certificate's hash from the file alone; exit 1 on any mismatch.

    With --store or --endpoint the quoted turns and claims are also checked against the store
    (a store without the conversation reports "not in store", which is no mismatch).

    Examples:

      dialogkg certificates verify negation.ttl

      dialogkg certificates verify negation.ttl --store ./dialogkg-store --public-key key.pub.pem
    """
    graph = _read_certificates(certificates_file)
    key = None
    if public_key is not None:
        from dialogkg.certify.signing import load_public_key

        key = load_public_key(public_key)
    if kg is None:
        from dialogkg.certify.audit import audit

        report = audit(graph, None, key)
    else:
        report = kg.audit_certificates(graph, key)
    if as_json:
        _emit(report.to_json())
    else:
        _say(f"checked {report.checked} certificates; {len(report.mismatched)} do not match")
        for iri, why in sorted(report.problems.items()):
            _say(f"  {iri}: {why}", markup=False)
    if report.mismatched:
        raise typer.Exit(1)


certificates_verify = connected(_certificates_verify, reader=True, optional=True)
certificates_app.command("verify")(certificates_verify)


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    app()


if __name__ == "__main__":
    main()
