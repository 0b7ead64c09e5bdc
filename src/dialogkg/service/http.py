"""The HTTP service (FORMAT.md section 5): parse the request, check the tenant, call the API.

All engine logic stays in :class:`dialogkg.api.DialogKG`. The API object is not thread-safe,
so every call on it runs in a worker thread under one process-wide lock: appends to one
conversation are serialised (and so are all others; the hot engines answer in microseconds to
milliseconds, so the lock is not what limits throughput on a small machine). SPARQL reads go to
the store directly, which is safe to read concurrently.
"""

from __future__ import annotations

import json
import threading
from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import asynccontextmanager
from typing import Any, TypeVar

import anyio.to_thread
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from dialogkg.api import DialogKG
from dialogkg.conversation.readers import parse_json
from dialogkg.detect.embeddings import Embedder
from dialogkg.errors import (
    DialogKGError,
    InputError,
    QueryError,
    StoreError,
    TurnOrderError,
    ValidationFailure,
)
from dialogkg.queries import check_nesting
from dialogkg.service.openapi import openapi_document
from dialogkg.service.readonly import check_read_only
from dialogkg.service.tenants import Keys, external_id, graph_prefix, internal_id

T = TypeVar("T")
_NO_CONVERSATION = "no such conversation in the store"
_TURN_OPTIONS = ("index", "extractor", "participants", "evaluate")


class Rejected(DialogKGError):
    """A request the service refuses before calling the API, with its HTTP status."""

    def __init__(self, status: int, message: str) -> None:
        self.status = status
        super().__init__(message)


class Service:
    """One process's state: the store, the keys, the lock, the embedder (loaded on first use)."""

    def __init__(self, open_kg: Callable[[], DialogKG], keys: Keys) -> None:
        self._open_kg = open_kg
        self.keys = keys
        self.lock = threading.Lock()
        self._kg: DialogKG | None = None
        self._embedder: Embedder | None = None

    @property
    def kg(self) -> DialogKG:
        if self._kg is None:
            raise Rejected(503, "the service is not started")
        return self._kg

    def start(self) -> None:
        self._kg = self._open_kg()

    def stop(self) -> None:
        """Close the store (the embedded one flushes) once the last request has finished."""
        with self.lock:
            if self._kg is not None:
                self._kg.close()
                self._kg = None

    def embedder(self) -> Embedder:
        """The embedding model, loaded once per process on the first verify by text."""
        if self._embedder is None:
            self._embedder = self.kg.embedder()
        return self._embedder

    async def call(self, fn: Callable[[DialogKG], T]) -> T:
        def locked() -> T:
            with self.lock:
                return fn(self.kg)

        return await anyio.to_thread.run_sync(locked)

    def tenant(self, request: Request) -> str:
        scheme, _, key = request.headers.get("authorization", "").partition(" ")
        tenant = self.keys.tenant(key.strip()) if scheme.lower() == "bearer" and key.strip() else None
        if tenant is None:
            raise Rejected(401, "a valid 'Authorization: Bearer KEY' header is required")
        return tenant


def _service(request: Request) -> Service:
    service: Service = request.app.state.service
    return service


async def _body(request: Request) -> dict[str, Any]:
    """The JSON object of the body, read with the file readers' limits (nesting, integers)."""
    try:
        doc = parse_json((await request.body()).decode("utf-8-sig"), "the body")
    except UnicodeDecodeError as exc:
        raise Rejected(400, f"the body is not JSON: {exc}") from None
    except InputError as exc:
        raise Rejected(400, str(exc)) from None
    if not isinstance(doc, dict):
        raise Rejected(400, "the body is a JSON object")
    return doc


def _string(doc: Mapping[str, Any], name: str) -> str | None:
    value = doc.get(name)
    if value is not None and not isinstance(value, str):
        raise Rejected(400, f"field {name} is a string")
    return value


def _scoped(tenant: str, internal: str, doc: Any) -> Any:
    """The answer with the tenant's own id where the API reported the internal one."""
    if isinstance(doc, dict):
        return {
            k: (external_id(tenant, x) if k in ("conversation", "id") and x == internal else x)
            for k, x in doc.items()
        }
    return doc


async def _conversation_call(request: Request, fn: Callable[[DialogKG, str], Any]) -> Response:
    """Resolve the tenant and conversation, run ``fn`` under the lock, map errors to statuses."""
    service = _service(request)
    tenant = service.tenant(request)
    external = request.path_params["id"]
    internal = internal_id(tenant, external)
    try:
        result = await service.call(lambda kg: fn(kg, internal))
    except DialogKGError as exc:
        raise _scoped_error(exc, internal, external) from None
    if isinstance(result, Response):
        return result
    return JSONResponse(_scoped(tenant, internal, result))


def _scoped_error(exc: DialogKGError, internal: str, external: str) -> Rejected:
    message = " ".join(str(exc).splitlines())
    message = message.replace(
        json.dumps(internal, ensure_ascii=False), json.dumps(external, ensure_ascii=False)
    )
    if isinstance(exc, Rejected):
        return Rejected(exc.status, message)
    if isinstance(exc, TurnOrderError):
        return Rejected(409, message)
    if isinstance(exc, InputError) and exc.reason == _NO_CONVERSATION:
        return Rejected(404, f"no conversation {json.dumps(external, ensure_ascii=False)}")
    if isinstance(exc, InputError | ValidationFailure | QueryError):
        return Rejected(400, message)
    return Rejected(503 if isinstance(exc, StoreError) else 500, message)


# -- routes ---------------------------------------------------------------------------------------


async def healthz(request: Request) -> Response:
    return JSONResponse({"status": "ok"})


async def openapi(request: Request) -> Response:
    from dialogkg import __version__

    return JSONResponse(openapi_document(__version__))


async def conversations(request: Request) -> Response:
    service = _service(request)
    tenant = service.tenant(request)
    ids = await service.call(lambda kg: kg.conversations())
    own = sorted(external_id(tenant, c) for c in ids if c.startswith(f"{tenant}/"))
    return JSONResponse({"conversations": own})


async def append_turn(request: Request) -> Response:
    doc = await _body(request)
    turn = {k: x for k, x in doc.items() if k not in _TURN_OPTIONS}
    index = doc.get("index")
    if index is not None and (not isinstance(index, int) or isinstance(index, bool)):
        raise Rejected(400, "field index is an integer")
    extractor = _string(doc, "extractor") or request.query_params.get("extractor") or "auto"
    participants = doc.get("participants", [])
    if not isinstance(participants, list) or not all(isinstance(p, dict) for p in participants):
        raise Rejected(400, "field participants is a list of objects")
    evaluate = doc.get("evaluate", request.query_params.get("evaluate", "false") == "true")
    if not isinstance(evaluate, bool):
        raise Rejected(400, "field evaluate is a boolean")
    service = _service(request)

    def append(kg: DialogKG, conversation: str) -> Any:
        chosen = kg.extractor(extractor)
        embedder = service.embedder() if evaluate else None
        return kg.append(
            conversation, turn, index=index, participants=participants, extractor=chosen, embedder=embedder
        ).to_json()

    return await _conversation_call(request, append)


async def verify(request: Request) -> Response:
    doc = await _body(request)
    argument, text = _string(doc, "id"), _string(doc, "text")
    if (argument is None) == (text is None):
        raise Rejected(400, "give exactly one of id and text")
    service = _service(request)

    def run(kg: DialogKG, conversation: str) -> Any:
        embedder = service.embedder() if text is not None else None
        return kg.verify(conversation, argument=argument, text=text, embedder=embedder).to_json()

    return await _conversation_call(request, run)


async def affected(request: Request) -> Response:
    prop = request.path_params["prop"]
    return await _conversation_call(request, lambda kg, c: kg.affected(c, prop).to_json())


async def retract(request: Request) -> Response:
    prop = _string(await _body(request), "prop")
    if not prop:
        raise Rejected(400, "field prop (an argument id) is required")
    return await _conversation_call(request, lambda kg, c: kg.retract(c, prop).to_json())


async def memory(request: Request) -> Response:
    raw = request.query_params.get("as_of")
    try:
        as_of = int(raw) if raw is not None else None
    except ValueError:
        raise Rejected(400, "as_of is a turn index, 1 or more") from None
    return await _conversation_call(request, lambda kg, c: kg.memory(c, as_of=as_of).to_json())


async def answer(request: Request) -> Response:
    doc = await _body(request)
    question = _string(doc, "question")
    if not question or not question.strip():
        raise Rejected(400, "field question is required")
    as_of = doc.get("as_of")
    if as_of is not None and (not isinstance(as_of, int) or isinstance(as_of, bool)):
        raise Rejected(400, "field as_of is a turn index, 1 or more")
    include_history = doc.get("include_history", False)
    if not isinstance(include_history, bool):
        raise Rejected(400, "field include_history is a boolean")
    service = _service(request)

    def run(kg: DialogKG, conversation: str) -> Any:
        result = kg.answer(
            conversation, question, as_of=as_of, include_history=include_history, embedder=service.embedder()
        )
        return result.to_json()

    return await _conversation_call(request, run)


async def certificates(request: Request) -> Response:
    def run(kg: DialogKG, conversation: str) -> Response:
        turtle = kg.certificates(conversation).serialize(format="turtle")
        return Response(turtle, media_type="text/turtle")

    return await _conversation_call(request, run)


async def sparql(request: Request) -> Response:
    service = _service(request)
    tenant = service.tenant(request)
    query = _string(await _body(request), "query")
    if not query:
        raise Rejected(400, "field query is required")
    try:
        check_nesting(query)
        check_read_only(query)
    except (InputError, QueryError) as exc:
        raise Rejected(400, str(exc)) from None
    store = service.kg.store
    try:
        doc = await anyio.to_thread.run_sync(lambda: store.confined_query(query, graph_prefix(tenant)))
    except QueryError as exc:
        raise Rejected(400, str(exc)) from None
    return JSONResponse(doc, media_type="application/sparql-results+json")


async def _rejected(request: Request, exc: Exception) -> Response:
    if isinstance(exc, Rejected):
        status = exc.status
    elif isinstance(exc, InputError | ValidationFailure | QueryError):
        status = 400
    elif isinstance(exc, StoreError):
        status = 503  # the store could not be read or written (a SPARQL server down, say)
    else:
        status = 500
    message = " ".join(str(exc).splitlines()) if isinstance(exc, DialogKGError) else "internal error"
    return JSONResponse({"error": message}, status_code=status)


async def _not_found(request: Request, exc: Exception) -> Response:
    return JSONResponse({"error": "no such route"}, status_code=404)


async def _not_allowed(request: Request, exc: Exception) -> Response:
    return JSONResponse({"error": "method not allowed"}, status_code=405)


_CONV = "/v1/conversations/{id:path}"
ROUTES = [
    Route("/healthz", healthz, methods=["GET"]),
    Route("/openapi.json", openapi, methods=["GET"]),
    Route("/v1/conversations", conversations, methods=["GET"]),
    Route(f"{_CONV}/turns", append_turn, methods=["POST"]),
    Route(f"{_CONV}/verify", verify, methods=["POST"]),
    Route(f"{_CONV}/affected/{{prop}}", affected, methods=["GET"]),
    Route(f"{_CONV}/retract", retract, methods=["POST"]),
    Route(f"{_CONV}/memory", memory, methods=["GET"]),
    Route(f"{_CONV}/answer", answer, methods=["POST"]),
    Route(f"{_CONV}/certificates", certificates, methods=["GET"]),
    Route("/v1/sparql", sparql, methods=["POST"]),
]


def create_app(open_kg: Callable[[], DialogKG], keys: Keys) -> Starlette:
    """The ASGI app; the store is opened at start-up and closed (flushed) at shutdown."""
    service = Service(open_kg, keys)

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        service.start()
        try:
            yield
        finally:
            await anyio.to_thread.run_sync(service.stop)

    app = Starlette(
        routes=ROUTES,
        lifespan=lifespan,
        exception_handlers={
            DialogKGError: _rejected,
            Exception: _rejected,
            404: _not_found,
            405: _not_allowed,
        },
    )
    app.state.service = service
    return app
