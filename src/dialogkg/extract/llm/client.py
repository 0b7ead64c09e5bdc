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
        self._structured: bool = True
        self._lock = threading.Lock()
        self.calls = 0

    def complete(self, messages: Sequence[Message], schema_name: str, schema: dict[str, Any]) -> str:
        """The answer's text. Falls back to plain JSON once if the server rejects json_schema."""
        import openai

        while True:
            structured = self._structured
            kwargs: dict[str, Any] = {}
            if structured:
                kwargs["response_format"] = {
                    "type": "json_schema",
                    "json_schema": {"name": schema_name, "schema": schema},
                }
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
            except openai.BadRequestError as exc:
                if structured:
                    self._structured = False  # remembered: this server takes plain JSON prompts only
                    continue
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
            except openai.APIStatusError as exc:
                raise LLMError(
                    f"the LLM server at {self.base_url} answered HTTP {exc.status_code}: {_brief(exc)}"
                ) from None
            choices = getattr(response, "choices", None)
            if not choices:
                raise LLMError(f"the LLM server at {self.base_url} sent an answer without choices")
            return choices[0].message.content or ""


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
