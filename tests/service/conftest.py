"""A service app per test over each store kind: the embedded store on disk and a real Oxigraph server."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from dialogkg.api import DialogKG
from dialogkg.service.http import create_app
from dialogkg.service.tenants import Keys
from dialogkg.store.embedded import OxigraphStore
from tests.conftest import OxigraphServer, example_file

KEYS = Keys({"key-a": "alice", "key-b": "bob"})
ALICE = {"Authorization": "Bearer key-a"}
BOB = {"Authorization": "Bearer key-b"}

Opener = Callable[[], DialogKG]


@pytest.fixture(
    params=[
        pytest.param("disk", id="embedded"),
        pytest.param("server", id="oxigraph-server", marks=pytest.mark.server),
    ]
)
def open_kg(request: pytest.FixtureRequest, tmp_path: Path) -> Opener:
    """Opens the same (initially empty) store every time it is called: a restart reopens it."""
    if request.param == "disk":
        return lambda: DialogKG(OxigraphStore(tmp_path / "store"))
    server: OxigraphServer = request.getfixturevalue("oxigraph_server")
    server.store().update("CLEAR ALL")
    return lambda: DialogKG(server.store())


@pytest.fixture
def client(open_kg: Opener) -> Iterator[TestClient]:
    with TestClient(create_app(open_kg, KEYS)) as c:
        yield c


def example() -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(example_file().read_text(encoding="utf-8"))
    return doc


def post_example(
    client: TestClient, conversation: str = "checkout-outage", headers: dict[str, str] = ALICE
) -> None:
    """The bundled example, turn by turn, with its gold annotations."""
    doc = example()
    for i, turn in enumerate(doc["turns"], start=1):
        body = dict(turn, index=i, extractor="annotated")
        if i == 1:
            body["participants"] = doc["participants"]
        response = client.post(f"/v1/conversations/{conversation}/turns", json=body, headers=headers)
        assert response.status_code == 200, response.text
        assert response.json()["index"] == i
