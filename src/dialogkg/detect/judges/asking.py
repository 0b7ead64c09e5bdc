"""What both model-backed judges share: the client (made on first use, so a cached run never
connects), the response cache, and one validated question through the re-prompt loop."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from pydantic import BaseModel

from dialogkg.errors import Location
from dialogkg.extract.llm.ask import ask
from dialogkg.extract.llm.cache import ResponseCache
from dialogkg.extract.llm.client import ChatClient
from dialogkg.extract.llm.config import LLMConfig
from dialogkg.extract.llm.prompts import Message

Reply = TypeVar("Reply", bound=BaseModel)


class AskingModel:
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
