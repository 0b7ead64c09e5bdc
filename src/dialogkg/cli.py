"""The ``dialogkg`` command line (FORMAT.md section 3): a thin shell over :mod:`dialogkg.api`."""

from __future__ import annotations

import json
import os
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from dialogkg.api import DEFAULT_STORE, DialogKG, open_store
from dialogkg.errors import DialogKGError, InputError, Location
from dialogkg.ground.verify import MATCH_THRESHOLD
from dialogkg.queries import parse_param
from dialogkg.store.base import term_to_json

app = typer.Typer(
    name="dialogkg",
    help="An RDF/OWL knowledge store for conversations with and between language models.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
err = Console(stderr=True)
out = Console()

T = TypeVar("T")

StoreOpt = Annotated[
    Path,
    typer.Option("--store", help="Embedded store folder (created if missing).", show_default=True),
]
EndpointOpt = Annotated[
    str | None,
    typer.Option("--endpoint", help="SPARQL 1.1 query endpoint URL (instead of --store)."),
]
UpdateOpt = Annotated[
    str | None,
    typer.Option("--update-endpoint", help="SPARQL 1.1 update endpoint URL, if different."),
]
UserOpt = Annotated[str | None, typer.Option("--user", envvar="DIALOGKG_USER", help="Endpoint user name.")]
PasswordOpt = Annotated[
    str | None,
    typer.Option("--password", envvar="DIALOGKG_PASSWORD", help="Endpoint password (prefer the env var)."),
]
AuthOpt = Annotated[str, typer.Option("--auth", help="HTTP authentication: basic or digest.")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print exactly one JSON document on stdout.")]
ConversationOpt = Annotated[str | None, typer.Option("--conversation", help="Conversation id.")]


def _version(value: bool) -> None:
    if value:
        from dialogkg import __version__

        out.print(f"dialogkg {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Print the version.")
    ] = False,
) -> None:
    """An RDF/OWL knowledge store for conversations with and between language models."""


def _fail(exc: DialogKGError) -> typer.Exit:
    message = " ".join(str(exc).splitlines())
    err.print(f"error: {message}", markup=False, highlight=False, soft_wrap=True)
    return typer.Exit(exc.exit_code)


@contextmanager
def _opened(
    store: Path,
    endpoint: str | None,
    update_endpoint: str | None,
    user: str | None,
    password: str | None,
    auth: str,
) -> Iterator[DialogKG]:
    if auth not in ("basic", "digest"):
        raise InputError(f"--auth must be basic or digest, not {auth!r}", Location(field="--auth"))
    kg = open_store(
        store,
        endpoint=endpoint,
        update_endpoint=update_endpoint,
        user=user,
        password=password,
        auth="digest" if auth == "digest" else "basic",
    )
    try:
        yield kg
    finally:
        kg.close()


def _emit(doc: Any) -> None:
    sys.stdout.write(json.dumps(doc, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def _guard(fn: Callable[[], T]) -> T:
    try:
        return fn()
    except DialogKGError as exc:
        raise _fail(exc) from None


@app.command()
def ingest(
    files: Annotated[list[Path], typer.Argument(help="Conversation files (.json or .jsonl).")],
    extractor: Annotated[
        str, typer.Option("--extractor", help="annotated (gold annotations).")
    ] = "annotated",
    store: StoreOpt = DEFAULT_STORE,
    endpoint: EndpointOpt = None,
    update_endpoint: UpdateOpt = None,
    user: UserOpt = None,
    password: PasswordOpt = None,
    auth: AuthOpt = "basic",
    as_json: JsonOpt = False,
) -> None:
    """Store every turn of the conversations, one named graph per turn; stored turns are skipped."""

    def run() -> None:
        with _opened(store, endpoint, update_endpoint, user, password, auth) as kg:
            if as_json:
                report = kg.ingest(files, extractor=extractor)
                _emit(report.to_json())
                return
            columns = (
                TextColumn("[bold]ingest"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("turns"),
                TimeElapsedColumn(),
            )
            with Progress(*columns, console=err, transient=True) as bar:
                task = bar.add_task("ingest", total=None)
                report = kg.ingest(files, extractor=extractor, progress=lambda n: bar.advance(task, n))
            where = kg.store.description
            for conv in report.conversations:
                counts = kg.stats(conv.id).counts
                out.print(
                    f"[bold]{conv.id}[/]: stored {conv.turns_ingested} new turns "
                    f"({conv.turns_skipped} already stored) in {where}",
                    highlight=False,
                    soft_wrap=True,
                )
                out.print(
                    f"  {counts['turns']} turns, {counts['claims']} claims about "
                    f"{counts['entities']} entities, {counts['arguments']} arguments from "
                    f"{counts['operations']} operations, {counts['graphs']} named graphs, "
                    f"{counts['quads']} quads",
                    highlight=False,
                    soft_wrap=True,
                )
                speakers = kg.query("commitments", conversation=conv.id).literal_values("speaker")
                per_speaker = Counter(speakers)
                if per_speaker:
                    listed = ", ".join(f"{s}: {n}" for s, n in sorted(per_speaker.items()))
                    out.print(f"  commitments by speaker: {listed}", highlight=False, soft_wrap=True)

    _guard(run)


@app.command()
def query(
    query_ref: Annotated[str, typer.Argument(metavar="QUERY", help="Bundled query name or .rq file.")],
    conversation: ConversationOpt = None,
    param: Annotated[
        list[str] | None, typer.Option("--param", help="NAME=VALUE binding (repeatable).")
    ] = None,
    store: StoreOpt = DEFAULT_STORE,
    endpoint: EndpointOpt = None,
    update_endpoint: UpdateOpt = None,
    user: UserOpt = None,
    password: PasswordOpt = None,
    auth: AuthOpt = "basic",
    as_json: JsonOpt = False,
) -> None:
    """Run a SPARQL SELECT query; values are bound, never pasted into the query."""

    def run() -> None:
        params = dict(parse_param(p) for p in (param or []))
        with _opened(store, endpoint, update_endpoint, user, password, auth) as kg:
            result = kg.query(query_ref, conversation=conversation, params=params)
        if as_json:
            _emit(result.to_json())
            return
        table = Table(*result.variables)
        for row in result.rows:
            table.add_row(
                *("" if (x := term_to_json(row.get(h))) is None else str(x) for h in result.variables)
            )
        out.print(table)
        out.print(f"{len(result.rows)} rows", highlight=False)

    _guard(run)


@app.command()
def export(
    fmt: Annotated[str, typer.Option("--format", help="trig, turtle, nquads or jsonld.")] = "trig",
    conversation: ConversationOpt = None,
    out_file: Annotated[Path | None, typer.Option("--out", help="Write here instead of stdout.")] = None,
    store: StoreOpt = DEFAULT_STORE,
    endpoint: EndpointOpt = None,
    update_endpoint: UpdateOpt = None,
    user: UserOpt = None,
    password: PasswordOpt = None,
    auth: AuthOpt = "basic",
    as_json: JsonOpt = False,
) -> None:
    """Serialise the store, or one conversation's graphs (Turtle: their union)."""

    def run() -> None:
        if as_json and out_file is None:
            raise InputError(
                "with --json, give --out FILE (stdout carries the JSON document)",
                Location(field="--out"),
            )
        with _opened(store, endpoint, update_endpoint, user, password, auth) as kg:
            result, payload = kg.export(fmt, conversation=conversation, out=out_file)
        if as_json:
            _emit(result.to_json())
        elif payload is not None:
            sys.stdout.buffer.write(payload)
            sys.stdout.flush()
        else:
            err.print(f"wrote {result.triples} {'triples' if fmt == 'turtle' else 'quads'} to {out_file}")

    _guard(run)


@app.command()
def validate(
    conversation: ConversationOpt = None,
    store: StoreOpt = DEFAULT_STORE,
    endpoint: EndpointOpt = None,
    update_endpoint: UpdateOpt = None,
    user: UserOpt = None,
    password: PasswordOpt = None,
    auth: AuthOpt = "basic",
    as_json: JsonOpt = False,
) -> None:
    """Check conversations against the SHACL shapes; exit 1 when something does not conform."""

    def run() -> bool:
        with _opened(store, endpoint, update_endpoint, user, password, auth) as kg:
            report = kg.validate(conversation)
        if as_json:
            _emit(report.to_json())
        elif report.conforms:
            out.print("conforms: every turn and conversation graph satisfies the shapes")
        else:
            table = Table("conversation", "shape", "focus", "message")
            for x in report.violations:
                table.add_row(x.conversation or "", x.shape, x.focus, x.message)
            out.print(table)
        return report.conforms

    if not _guard(run):
        raise typer.Exit(1)


@app.command()
def stats(
    conversation: ConversationOpt = None,
    store: StoreOpt = DEFAULT_STORE,
    endpoint: EndpointOpt = None,
    update_endpoint: UpdateOpt = None,
    user: UserOpt = None,
    password: PasswordOpt = None,
    auth: AuthOpt = "basic",
    as_json: JsonOpt = False,
) -> None:
    """Count conversations, turns, claims, arguments, graphs and quads."""

    def run() -> None:
        with _opened(store, endpoint, update_endpoint, user, password, auth) as kg:
            counts = kg.stats(conversation).to_json()
        if as_json:
            _emit(counts)
            return
        table = Table("what", "count")
        for name, n in counts.items():
            table.add_row(name, str(n))
        out.print(table)

    _guard(run)


PropArg = Annotated[str, typer.Argument(metavar="PROP", help="Local id of the argument (e.g. a3).")]
RequiredConversation = Annotated[str, typer.Option("--conversation", help="Conversation id.")]


@app.command()
def affected(
    prop: PropArg,
    conversation: RequiredConversation,
    store: StoreOpt = DEFAULT_STORE,
    endpoint: EndpointOpt = None,
    update_endpoint: UpdateOpt = None,
    user: UserOpt = None,
    password: PasswordOpt = None,
    auth: AuthOpt = "basic",
    as_json: JsonOpt = False,
) -> None:
    """What would lose support if PROP were retracted (changes nothing)."""

    def run() -> None:
        with _opened(store, endpoint, update_endpoint, user, password, auth) as kg:
            ids = kg.affected(conversation, prop)
        if as_json:
            _emit({"retracted": prop, "affected": ids})
        else:
            listed = ", ".join(ids) if ids else "nothing"
            out.print(f"retracting {prop} would unseat: {listed}", highlight=False, soft_wrap=True)

    _guard(run)


@app.command()
def retract(
    prop: PropArg,
    conversation: RequiredConversation,
    store: StoreOpt = DEFAULT_STORE,
    endpoint: EndpointOpt = None,
    update_endpoint: UpdateOpt = None,
    user: UserOpt = None,
    password: PasswordOpt = None,
    auth: AuthOpt = "basic",
    as_json: JsonOpt = False,
) -> None:
    """Retract PROP: record the event, recompute the extension, list what changed."""

    def run() -> None:
        with _opened(store, endpoint, update_endpoint, user, password, auth) as kg:
            record = kg.retract(conversation, prop)
        doc = {"retracted": prop, "affected": list(record.affected), "changed": list(record.changed)}
        if as_json:
            _emit(doc)
        else:
            out.print(
                f"retracted {prop}; lost support: {', '.join(record.affected) or 'nothing'}; "
                f"status changed: {', '.join(record.changed) or 'nothing'}",
                highlight=False,
                soft_wrap=True,
            )

    _guard(run)


@app.command()
def verify(
    conversation: RequiredConversation,
    argument: Annotated[str | None, typer.Option("--id", help="Verify this argument id.")] = None,
    text: Annotated[
        str | None, typer.Option("--text", help="Verify this sentence (matched by embedding).")
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
    store: StoreOpt = DEFAULT_STORE,
    endpoint: EndpointOpt = None,
    update_endpoint: UpdateOpt = None,
    user: UserOpt = None,
    password: PasswordOpt = None,
    auth: AuthOpt = "basic",
    as_json: JsonOpt = False,
) -> None:
    """Is a candidate continuation grounded in what the conversation established and kept?"""

    def run() -> str:
        embedder = None
        if text is not None:
            from dialogkg.detect.embeddings import Embedder

            embedder = Embedder(model)
        with _opened(store, endpoint, update_endpoint, user, password, auth) as kg:
            verdict = kg.verify(
                conversation, argument=argument, text=text, embedder=embedder, threshold=threshold
            )
        if as_json:
            _emit(verdict.to_json())
        else:
            style = "green" if verdict.verdict == "grounded" else "red"
            out.print(f"[{style}]{verdict.verdict}[/]: {verdict.reason}", highlight=False, soft_wrap=True)
            if verdict.depends_on:
                out.print(f"  depends on: {', '.join(verdict.depends_on)}", highlight=False, soft_wrap=True)
        return verdict.verdict

    if _guard(run) == "ungrounded" and fail_ungrounded:
        raise typer.Exit(3)


@app.command()
def render(
    conversation: RequiredConversation,
    turn: Annotated[int | None, typer.Option("--turn", help="Only this turn's changes.")] = None,
    store: StoreOpt = DEFAULT_STORE,
    endpoint: EndpointOpt = None,
    update_endpoint: UpdateOpt = None,
    user: UserOpt = None,
    password: PasswordOpt = None,
    auth: AuthOpt = "basic",
    as_json: JsonOpt = False,
) -> None:
    """What changed in the structure, turn by turn, and what stands now, in plain sentences."""

    def run() -> None:
        with _opened(store, endpoint, update_endpoint, user, password, auth) as kg:
            doc = kg.render(conversation, turn)
        if as_json:
            _emit(doc)
            return
        for entry in doc["turns"]:  # type: ignore[attr-defined]
            out.print(f"[bold]turn {entry['turn']}[/]", highlight=False)
            for line in entry["changes"]:
                out.print(f"  {line}", highlight=False, soft_wrap=True, markup=False)
        for line in doc["summary"]:  # type: ignore[attr-defined]
            out.print(line, highlight=False, soft_wrap=True, markup=False)

    _guard(run)


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    app()


if __name__ == "__main__":
    main()
