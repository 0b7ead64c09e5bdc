"""``dialogkg mcp``: the HTTP contract's verbs as MCP tools over stdio, so agents need no glue.

Thin by design: every tool calls :class:`dialogkg.api.DialogKG` and returns the same JSON
document the CLI's ``--json`` prints. Errors dialogkg raises on purpose reach the model as a
one-line tool error; anything else is a crash the SDK reports without its text.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations

from dialogkg.api import DialogKG
from dialogkg.detect.embeddings import Embedder
from dialogkg.errors import DialogKGError, QueryError
from dialogkg.ground.verify import MATCH_THRESHOLD
from dialogkg.queries import check_nesting
from dialogkg.store.results import to_srj

_T = TypeVar("_T")
_READ = ToolAnnotations(read_only_hint=True, open_world_hint=False)
_ADD = ToolAnnotations(read_only_hint=False, destructive_hint=False, open_world_hint=False)


class Tools:
    """One store, one embedding model, one thread. The SDK would run sync tools on any thread
    of a pool, but the hot engines expect a single writer and the embedding cache's SQLite
    connection lives on the thread that opened it: every call runs on one worker, in turn."""

    def __init__(self, kg: DialogKG, model: str | None = None) -> None:
        self.kg = kg
        self.model = model
        self._embedder: Embedder | None = None
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="dialogkg-mcp")

    async def call(self, action: Callable[[], _T]) -> _T:
        return await asyncio.wrap_future(self._worker.submit(_run, action))

    def close(self) -> None:
        self._worker.shutdown(wait=True)

    def embedder(self) -> Embedder:
        """Loaded on the first verify by text or evaluated append, then kept: a load costs seconds."""
        if self._embedder is None:
            self._embedder = self.kg.embedder(self.model)
        return self._embedder

    def append_turn(
        self,
        conversation: str,
        turn: dict[str, Any],
        index: int | None = None,
        extractor: str = "auto",
        participants: list[dict[str, Any]] | None = None,
        evaluate: bool = False,
    ) -> dict[str, object]:
        result = self.kg.append(
            conversation,
            turn,
            index=index,
            participants=participants or (),
            extractor=extractor,
            embedder=self.embedder() if evaluate else None,
        )
        return result.to_json()

    def verify(
        self, conversation: str, argument: str | None, text: str | None, threshold: float
    ) -> dict[str, object]:
        embedder = self.embedder() if text is not None and argument is None else None
        verdict = self.kg.verify(
            conversation, argument=argument, text=text, embedder=embedder, threshold=threshold
        )
        return verdict.to_json()

    def answer(
        self, conversation: str, question: str, as_of: int | None, include_history: bool
    ) -> dict[str, object]:
        result = self.kg.answer(
            conversation, question, as_of=as_of, include_history=include_history, embedder=self.embedder()
        )
        return result.to_json()

    def sparql(self, query: str) -> dict[str, object]:
        check_nesting(query)  # before rdflib's parser, which would recurse past Python's limit
        if _is_update(query):
            raise QueryError("the sparql tool is read-only: SPARQL updates are rejected")
        return to_srj(self.kg.query(query))


def _run(action: Callable[[], _T]) -> _T:
    try:
        return action()
    except DialogKGError as exc:
        raise ToolError(" ".join(str(exc).splitlines())) from None


def _is_update(query: str) -> bool:
    """True when the text parses as a SPARQL update and not as a query.

    The stores' query paths reject updates too, but only by a syntax error (embedded) or by
    whatever the endpoint answers (remote); this says why, before anything is sent."""
    from pyparsing import ParseException
    from rdflib.plugins.sparql.parser import parseQuery, parseUpdate

    try:
        parseQuery(query)
        return False
    except ParseException:
        pass
    try:
        parseUpdate(query)
    except ParseException:
        return False  # neither: let the store report the syntax error
    return True


def build_server(tools: Tools) -> MCPServer:
    """An MCP server whose tools act on ``tools.kg`` (the caller keeps and closes both)."""
    from dialogkg import __version__

    server: MCPServer = MCPServer(
        "dialogkg",
        version=__version__,
        instructions=(
            "Grounded Continuation over a dialogue knowledge store: append each turn as it happens, "
            "then call verify before sending a message that relies on an earlier claim; affected "
            "tells what a retraction would unseat. Argument ids are the annotations' local ids."
        ),
        log_level="WARNING",
    )

    @server.tool(annotations=_ADD)
    async def append_turn(
        conversation: str,
        turn: dict[str, Any],
        index: int | None = None,
        extractor: str = "auto",
        participants: list[dict[str, Any]] | None = None,
        evaluate: bool = False,
    ) -> dict[str, Any]:
        """Store one native turn ({"speaker" or "role", "text", optional "annotations"}) as the
        conversation's next; the first append creates the conversation. ``index``, when given,
        must be the next turn's. ``participants`` ({"id", "name", "role"}) only on the first.
        ``evaluate`` scores an assistant turn (SKG-Eval) and returns its contradiction
        certificates. Returns {"index", "arguments", "certificates"}."""
        return await tools.call(
            lambda: tools.append_turn(conversation, turn, index, extractor, participants, evaluate)
        )

    @server.tool(annotations=_ADD)
    async def verify(
        conversation: str,
        id: str | None = None,  # the HTTP contract's field name
        text: str | None = None,
        threshold: float = MATCH_THRESHOLD,
    ) -> dict[str, Any]:
        """Is a candidate continuation grounded now? Give an argument ``id`` or a ``text``
        (matched to an argument by embedding). An ungrounded verdict is recorded as a
        grounding certificate. Returns the verdict with its reason and dependencies."""
        return await tools.call(lambda: tools.verify(conversation, id, text, threshold))

    @server.tool(annotations=_READ)
    async def affected(conversation: str, prop: str) -> dict[str, Any]:
        """What-if, changing nothing: the standing arguments that would lose support if ``prop``
        were retracted, and apart, those resting on it that are already out."""
        return await tools.call(lambda: tools.kg.affected(conversation, prop).to_json())

    @server.tool(annotations=_ADD)
    async def retract(conversation: str, prop: str) -> dict[str, Any]:
        """Retract ``prop``: record the event (nothing is deleted) and return what lost support
        and whose status changed."""
        return await tools.call(lambda: tools.kg.retract(conversation, prop).to_json())

    @server.tool(annotations=_READ)
    async def memory(conversation: str, as_of: int | None = None) -> dict[str, Any]:
        """The conversation's standing memory (facts no later turn replaced, with who said
        them), now or after turn ``as_of``, and the supersessions that shaped it."""
        return await tools.call(lambda: tools.kg.memory(conversation, as_of=as_of).to_json())

    @server.tool(annotations=_READ)
    async def answer(
        conversation: str, question: str, as_of: int | None = None, include_history: bool = False
    ) -> dict[str, Any]:
        """Answer a question from the conversation's memory by an explicit walk over its facts
        (the reasoning tree, offline policy), now or after turn ``as_of``. Returns {"answer",
        "abstained", "facts", "trajectory", "as_of"}; when the memory does not support an answer,
        ``abstained`` is true, ``answer`` null and ``facts`` the closest ones."""
        return await tools.call(lambda: tools.answer(conversation, question, as_of, include_history))

    @server.tool(annotations=_READ, structured_output=False)
    async def certificates(conversation: str) -> str:
        """The conversation's contradiction and grounding certificates as Turtle."""
        return await tools.call(lambda: tools.kg.certificates(conversation).serialize(format="turtle"))

    @server.tool(annotations=_READ)
    async def sparql(query: str) -> dict[str, Any]:
        """Run a read-only SPARQL SELECT (or a bundled query's name) over the whole store;
        updates are rejected. Returns SPARQL 1.1 Query Results JSON."""
        return await tools.call(lambda: tools.sparql(query))

    return server


def serve_stdio(kg: DialogKG, *, model: str | None = None) -> None:
    """Serve until the client closes stdin (stdout carries the protocol, nothing else)."""
    tools = Tools(kg, model)
    try:
        build_server(tools).run("stdio")
    finally:
        tools.close()
