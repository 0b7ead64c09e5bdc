"""One question to the model: cached answer, or ask, validate and re-prompt with the reason.

Shared by the extractor's steps and the judges, so every LLM answer in dialogkg goes through
the same cache, schema and re-prompt budget. A question whose budget ran out is remembered as
failed, so a re-run raises the same error without asking (callers decide whether to degrade).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from dialogkg.errors import InputError, Location
from dialogkg.extract.llm.cache import ResponseCache, cache_key
from dialogkg.extract.llm.client import ChatClient, parse_json
from dialogkg.extract.llm.config import LLMConfig
from dialogkg.extract.llm.prompts import Message, feedback_message

Reply = TypeVar("Reply", bound=BaseModel)


class ExtractionError(InputError):
    """The model's answers to one question kept failing validation (``step`` names the question)."""

    def __init__(self, message: str, location: Location | None = None, step: str = "") -> None:
        self.step = step
        super().__init__(message, location)

    def relocated(self, location: Location) -> ExtractionError:
        return type(self)(self.reason, location, self.step)

    exit_code = 1


def ask(
    client: ChatClient,
    cache: ResponseCache,
    config: LLMConfig,
    step: str,
    messages: Sequence[Message],
    reply_type: type[Reply],
    location: Location,
    problem: Callable[[Reply], str | None] | None = None,
) -> Reply:
    """The validated reply; ``problem`` adds checks the schema cannot state (ids, preconditions)."""
    key = cache_key(config.model, step, messages)
    failed = cache.failure(key)
    if failed is not None:
        raise _exhausted(config, step, failed, location)
    cached = cache.get(key)
    if cached is not None:
        try:
            reply = reply_type.model_validate_json(cached)
            if problem is None or problem(reply) is None:
                return reply
        except ValidationError:
            pass  # stale entry (schema changed without a prompt version bump): ask again
    dialogue = list(messages)
    schema = reply_type.model_json_schema()
    issue = "no answer"
    for _ in range(config.reprompts + 1):
        answer = client.complete(dialogue, step, schema)
        try:
            document: Any = parse_json(answer)
            reply = reply_type.model_validate(document)
            found = problem(reply) if problem is not None else None
        except ValidationError as exc:
            found = _describe(exc)
        except ValueError as exc:
            found = str(exc)
        if found is None:
            cache.put(key, config.model, step, _canonical(document))
            return reply
        issue = found
        dialogue += [{"role": "assistant", "content": answer}, feedback_message(found)]
    cache.put_failure(key, config.model, step, issue)
    raise _exhausted(config, step, issue, location)


def _exhausted(config: LLMConfig, step: str, issue: str, location: Location) -> ExtractionError:
    return ExtractionError(
        f"the model {config.model!r} gave no valid {step} answer after "
        f"{config.reprompts} re-prompts; last problem: {issue}",
        location,
        step,
    )


def _canonical(document: Any) -> str:
    return json.dumps(document, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def _describe(exc: ValidationError) -> str:
    parts = [f"{'.'.join(str(x) for x in e['loc']) or 'answer'}: {e['msg']}" for e in exc.errors()[:5]]
    more = exc.error_count() - len(parts)
    return "; ".join(parts) + (f"; and {more} more" if more > 0 else "")


class AskingModel:
    """What every model-backed part holds: the configuration, the client (made on first use, so
    a fully cached run never connects) and the response cache; ``ask`` puts one question."""

    def __init__(
        self, config: LLMConfig, *, client: ChatClient | None = None, cache: ResponseCache | None = None
    ) -> None:
        self.config = config
        self.model = config.model
        self._client = client
        self.cache = cache or ResponseCache(config.cache)

    @property
    def client(self) -> ChatClient:
        if self._client is None:
            self._client = ChatClient(self.config)
        return self._client

    def ask(
        self,
        step: str,
        messages: Sequence[Message],
        reply_type: type[Reply],
        location: Location,
        problem: Callable[[Reply], str | None] | None = None,
    ) -> Reply:
        return ask(self.client, self.cache, self.config, step, messages, reply_type, location, problem)
