"""Chat completions over the OpenAI protocol, with JSON-schema output where the server allows it.

The openai client already retries 429, 5xx, dropped connections and timeouts with exponential
backoff (honouring Retry-After), so this module only chooses the response format, turns the
client's exceptions into one-line errors, and pulls a JSON document out of the answer.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Sequence
from typing import Any

from dialogkg.errors import DialogKGError
from dialogkg.extract.llm.config import LLMConfig
from dialogkg.extract.llm.prompts import Message

_FENCE = re.compile(r"^```(?:json)?\s*(.*?)\s*```$", re.S)


class LLMError(DialogKGError):
    """The LLM server could not be reached, timed out, or refused the request."""


class ChatClient:
    """One server and model. ``calls`` counts requests that reached the client, for reports."""

    def __init__(self, config: LLMConfig) -> None:
        from openai import OpenAI

        self.config = config
        self._client = OpenAI(
            base_url=config.base_url,
            api_key=config.api_key or "not-needed-for-local-servers",
            timeout=config.timeout,
            max_retries=config.http_retries,
        )
        self.base_url = str(self._client.base_url)
        self._format = 0  # index into _FORMATS: the most constrained one this server has not refused
        self._lock = threading.Lock()
        self.calls = 0

    def complete(self, messages: Sequence[Message], schema_name: str, schema: dict[str, Any]) -> str:
        """The answer's text. Steps down to a weaker response format once the server refuses one."""
        import openai

        while True:
            current = self._format
            kwargs: dict[str, Any] = {}
            if (response_format := _response_format(_FORMATS[current], schema_name, schema)) is not None:
                kwargs["response_format"] = response_format
            with self._lock:
                self.calls += 1
            try:
                response = self._client.chat.completions.create(
                    model=self.config.model,
                    messages=list(messages),  # type: ignore[arg-type]
                    temperature=self.config.temperature,
                    seed=self.config.seed,
                    **kwargs,
                )
            except openai.APIStatusError as exc:
                if current + 1 < len(_FORMATS) and _refuses_format(exc):
                    with self._lock:
                        self._format = max(self._format, current + 1)  # remembered for later requests
                    continue
                if not isinstance(exc, openai.BadRequestError):
                    raise LLMError(
                        f"the LLM server at {self.base_url} answered HTTP {exc.status_code}: {_brief(exc)}"
                    ) from None
                raise LLMError(
                    f"the LLM server at {self.base_url} rejected the request: {_brief(exc)}"
                ) from None
            except openai.APITimeoutError:
                raise LLMError(
                    f"the LLM server at {self.base_url} did not answer within {self.config.timeout:g}s "
                    f"(after {self.config.http_retries} retries)"
                ) from None
            except openai.APIConnectionError:
                raise LLMError(
                    f"no LLM server answers at {self.base_url}; start one (scripts/local-llm.sh) "
                    "or set OPENAI_BASE_URL / --llm-base-url"
                ) from None
            choices = getattr(response, "choices", None)
            if not choices:
                raise LLMError(f"the LLM server at {self.base_url} sent an answer without choices")
            return choices[0].message.content or ""


# OpenAI and vLLM take json_schema; llama-cpp-python's server takes json_object and constrains it
# to the "schema" given beside it (a grammar); anything else gets the schema only in the prompt.
_FORMATS: tuple[str | None, ...] = ("json_schema", "json_object", None)


def _response_format(kind: str | None, name: str, schema: dict[str, Any]) -> dict[str, Any] | None:
    if kind == "json_schema":
        return {"type": "json_schema", "json_schema": {"name": name, "schema": schema}}
    if kind == "json_object":
        return {"type": "json_object", "schema": _grammar_friendly(schema)}
    return None


# llama.cpp unrolls a bounded repetition into one grammar rule per step, so a 10,000-character
# string bound makes a grammar it refuses to build (and can take the server down); its regex
# support is partial. The bounds and patterns are left to the pydantic validation that follows.
_UNBOUNDED = frozenset({"maxLength", "minLength", "maxItems", "minItems", "pattern"})


def _grammar_friendly(schema: Any) -> Any:
    if isinstance(schema, dict):
        return {k: _grammar_friendly(v) for k, v in schema.items() if k not in _UNBOUNDED}
    if isinstance(schema, list):
        return [_grammar_friendly(v) for v in schema]
    return schema


def _refuses_format(exc: Exception) -> bool:
    """A 400 or 422 is a refusal of the request's shape; a 5xx only when it names the format
    (llama-cpp-python answers its own validation errors with 500)."""
    import openai

    if isinstance(exc, openai.BadRequestError | openai.UnprocessableEntityError):
        return True
    return isinstance(exc, openai.APIStatusError) and "response_format" in str(exc)


def _brief(exc: Exception) -> str:
    text = " ".join(str(exc).split())
    return text if len(text) <= 200 else text[:197] + "..."


def parse_json(text: str) -> Any:
    """The JSON document in an answer: bare, or in a Markdown code fence, or the outermost braces."""
    body = text.strip()
    fenced = _FENCE.match(body)
    if fenced:
        body = fenced.group(1)
    try:
        return json.loads(body)
    except json.JSONDecodeError as first:
        start, end = body.find("{"), body.rfind("}")
        if 0 <= start < end:
            try:
                return json.loads(body[start : end + 1])
            except json.JSONDecodeError:
                pass
        raise ValueError(f"the answer is not valid JSON ({first.msg} at line {first.lineno})") from None
