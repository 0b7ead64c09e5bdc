"""Which model, which server, and how patient to be with it."""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal, overload

from dialogkg.errors import InputError, Location

MODEL_ENV = "DIALOGKG_LLM_MODEL"
BASE_URL_ENV = "OPENAI_BASE_URL"
API_KEY_ENV = "OPENAI_API_KEY"


@dataclass(frozen=True)
class LLMConfig:
    """Temperature 0 and a fixed seed ask the server for repeatable output; the cache guarantees it.

    ``http_retries`` is the openai client's own retry budget for 429, 5xx, connection errors
    and timeouts (with its exponential backoff, honouring Retry-After); ``reprompts`` is ours,
    for answers that arrive but do not validate.
    """

    model: str
    base_url: str | None = None
    api_key: str | None = None
    timeout: float = 120.0
    http_retries: int = 3
    reprompts: int = 2
    concurrency: int = 2
    seed: int = 1234
    temperature: float = 0.0
    cache: Path | None = None

    @overload
    @classmethod
    def from_env(
        cls, *, required: Literal[True], model: str | None = ..., base_url: str | None = ...
    ) -> LLMConfig: ...
    @overload
    @classmethod
    def from_env(
        cls, *, required: bool = ..., model: str | None = ..., base_url: str | None = ...
    ) -> LLMConfig | None: ...

    @classmethod
    def from_env(
        cls, *, required: bool = False, model: str | None = None, base_url: str | None = None
    ) -> LLMConfig | None:
        """Options first, then $DIALOGKG_LLM_MODEL, $OPENAI_BASE_URL and $OPENAI_API_KEY."""
        chosen = model or os.environ.get(MODEL_ENV)
        if not chosen:
            if required or base_url:
                raise InputError(
                    f"the llm extractor needs a model name: --llm-model NAME or ${MODEL_ENV}",
                    Location(field="--llm-model"),
                )
            return None
        return cls(
            model=chosen,
            base_url=base_url or os.environ.get(BASE_URL_ENV) or None,
            api_key=os.environ.get(API_KEY_ENV) or None,
        )

    def with_cache(self, path: Path) -> LLMConfig:
        return self if self.cache is not None else replace(self, cache=path)


def default_cache_path(store_path: str | Path | None) -> Path:
    """Beside an embedded store; otherwise in the user's cache directory."""
    if store_path is not None:
        store = Path(store_path)
        return store.parent / f"{store.name}.llm-cache.sqlite"
    base = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache"))
    return base / "dialogkg" / "llm-cache.sqlite"
