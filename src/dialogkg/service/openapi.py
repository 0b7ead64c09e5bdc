"""The service's OpenAPI 3.1 document, written as data (FORMAT.md section 5 is the contract)."""

from __future__ import annotations

from typing import Any

_ERROR = {"$ref": "#/components/schemas/Error"}


def _json(schema: dict[str, Any], description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def _errors(*codes: int) -> dict[str, Any]:
    text = {
        400: "bad input",
        401: "no or unknown API key",
        404: "no such conversation for this tenant",
        409: "the turn index is not the next one",
        501: "not implemented yet",
    }
    return {str(code): _json(_ERROR, text[code]) for code in codes}


_ID = {
    "name": "id",
    "in": "path",
    "required": True,
    "schema": {"type": "string"},
    "description": "Conversation id.",
}
_OBJECT: dict[str, Any] = {"type": "object"}


def _op(
    summary: str,
    ok: dict[str, Any],
    errors: tuple[int, ...],
    *,
    body: dict[str, Any] | None = None,
    parameters: list[dict[str, Any]] | None = None,
    public: bool = False,
) -> dict[str, Any]:
    op: dict[str, Any] = {"summary": summary, "responses": {"200": ok, **_errors(*errors)}}
    if parameters:
        op["parameters"] = parameters
    if body is not None:
        op["requestBody"] = {"required": True, "content": {"application/json": {"schema": body}}}
    if public:
        op["security"] = []
    return op


def openapi_document(version: str) -> dict[str, Any]:
    conv = "/v1/conversations/{id}"
    verdict = {"$ref": "#/components/schemas/Verdict"}
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "dialogkg serve",
            "version": version,
            "description": "Grounded Continuation for agents: append turns, verify a candidate "
            "message before sending it, ask what a retraction would unseat.",
        },
        "security": [{"bearer": []}],
        "paths": {
            "/healthz": {
                "get": _op("Liveness.", _json({"type": "object"}, "the service is up"), (), public=True)
            },
            "/openapi.json": {"get": _op("This document.", _json(_OBJECT, "OpenAPI 3.1"), (), public=True)},
            "/v1/conversations": {
                "get": _op(
                    "The tenant's conversation ids.",
                    _json(
                        {
                            "type": "object",
                            "properties": {"conversations": {"type": "array", "items": {"type": "string"}}},
                        },
                        "sorted ids",
                    ),
                    (401,),
                )
            },
            f"{conv}/turns": {
                "post": _op(
                    "Append one native turn (FORMAT.md section 1) as the conversation's next; the first "
                    "append creates the conversation.",
                    _json({"$ref": "#/components/schemas/AppendResult"}, "the turn was stored"),
                    (400, 401, 409),
                    body={"$ref": "#/components/schemas/Turn"},
                    parameters=[
                        _ID,
                        {
                            "name": "extractor",
                            "in": "query",
                            "schema": {"type": "string"},
                            "description": "auto (default), annotated, parse, rules or llm.",
                        },
                        {
                            "name": "evaluate",
                            "in": "query",
                            "schema": {"type": "boolean"},
                            "description": "score the turn (SKG-Eval) and return its certificates",
                        },
                    ],
                )
            },
            f"{conv}/verify": {
                "post": _op(
                    "Is a candidate (an argument id or a sentence) grounded now?",
                    _json(verdict, "the verdict"),
                    (400, 401, 404),
                    body={
                        "type": "object",
                        "properties": {"id": {"type": "string"}, "text": {"type": "string"}},
                        "description": "exactly one of id and text",
                    },
                    parameters=[_ID],
                )
            },
            f"{conv}/affected/{{prop}}": {
                "get": _op(
                    "What would lose support if PROP were retracted (changes nothing).",
                    _json({"$ref": "#/components/schemas/Affected"}, "standing arguments that would fall"),
                    (400, 401, 404),
                    parameters=[
                        _ID,
                        {"name": "prop", "in": "path", "required": True, "schema": {"type": "string"}},
                    ],
                )
            },
            f"{conv}/retract": {
                "post": _op(
                    "Retract PROP: record the event and list what changed.",
                    _json({"$ref": "#/components/schemas/Retraction"}, "the retraction"),
                    (400, 401, 404),
                    body={"type": "object", "required": ["prop"], "properties": {"prop": {"type": "string"}}},
                    parameters=[_ID],
                )
            },
            f"{conv}/memory": {
                "get": _op(
                    "The standing memory (D-SMART), now or after turn as_of.",
                    _json(_OBJECT, "facts and supersessions"),
                    (400, 401, 404),
                    parameters=[
                        _ID,
                        {"name": "as_of", "in": "query", "schema": {"type": "integer", "minimum": 1}},
                    ],
                )
            },
            f"{conv}/answer": {
                "post": _op(
                    "Answer a question from the memory by the reasoning tree (offline policy), or abstain.",
                    _json(_OBJECT, "answer, abstained, facts, trajectory, as_of"),
                    (400, 401, 404),
                    body={
                        "type": "object",
                        "required": ["question"],
                        "properties": {
                            "question": {"type": "string"},
                            "as_of": {"type": "integer", "minimum": 1},
                            "include_history": {"type": "boolean"},
                        },
                    },
                    parameters=[_ID],
                )
            },
            f"{conv}/certificates": {
                "get": _op(
                    "The conversation's certificates.",
                    {"description": "Turtle", "content": {"text/turtle": {"schema": {"type": "string"}}}},
                    (401, 404),
                    parameters=[_ID],
                )
            },
            "/v1/sparql": {
                "post": _op(
                    "A read-only SELECT or ASK over the tenant's graphs only (no FROM, no SERVICE).",
                    {
                        "description": "SPARQL 1.1 Query Results JSON",
                        "content": {"application/sparql-results+json": {"schema": _OBJECT}},
                    },
                    (400, 401),
                    body={
                        "type": "object",
                        "required": ["query"],
                        "properties": {"query": {"type": "string"}},
                    },
                )
            },
        },
        "components": {
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
            "schemas": {
                "Error": {
                    "type": "object",
                    "required": ["error"],
                    "properties": {"error": {"type": "string"}},
                },
                "Turn": {
                    "type": "object",
                    "properties": {
                        "speaker": {"type": "string"},
                        "role": {"enum": ["user", "assistant", "system", "tool"]},
                        "text": {"type": "string"},
                        "annotations": _OBJECT,
                        "index": {"type": "integer", "description": "must be the next index (409 otherwise)"},
                        "extractor": {"type": "string"},
                        "evaluate": {
                            "type": "boolean",
                            "description": "score an assistant turn (SKG-Eval), returning its certificates",
                        },
                        "participants": {
                            "type": "array",
                            "items": _OBJECT,
                            "description": "first append only",
                        },
                    },
                    "required": ["text"],
                },
                "AppendResult": {
                    "type": "object",
                    "properties": {
                        "index": {"type": "integer"},
                        "arguments": {"type": "array", "items": {"type": "string"}},
                        "certificates": {"type": "array", "items": _OBJECT},
                    },
                },
                "Verdict": {
                    "type": "object",
                    "properties": {
                        "verdict": {"enum": ["grounded", "ungrounded"]},
                        "argument": {"type": ["string", "null"]},
                        "depends_on": {"type": "array", "items": {"type": "string"}},
                        "reason": {"type": "string"},
                        "similarity": {"type": "number"},
                    },
                },
                "Affected": {
                    "type": "object",
                    "properties": {
                        "retracted": {"type": "string"},
                        "affected": {"type": "array", "items": {"type": "string"}},
                        "already_out": {"type": "array", "items": {"type": "string"}},
                    },
                },
                "Retraction": {
                    "type": "object",
                    "properties": {
                        "retracted": {"type": "string"},
                        "affected": {"type": "array", "items": {"type": "string"}},
                        "already_out": {"type": "array", "items": {"type": "string"}},
                        "changed": {"type": "array", "items": {"type": "string"}},
                    },
                },
            },
        },
    }
