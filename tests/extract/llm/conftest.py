from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.extract.llm.replay import ReplayServer


@pytest.fixture
def llm_server() -> Iterator[ReplayServer]:
    server = ReplayServer().start()
    yield server
    server.stop()
