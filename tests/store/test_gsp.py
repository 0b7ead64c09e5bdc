"""Bulk writes through the Graph Store Protocol (N-Quads POSTed to Oxigraph's /store)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from pyoxigraph import Quad
from typer.testing import CliRunner

from dialogkg.api import DialogKG
from dialogkg.cli import app
from dialogkg.errors import StoreError
from dialogkg.store.remote import SparqlEndpointStore
from tests.conftest import EXAMPLE_ID, OxigraphServer, example_file

pytestmark = pytest.mark.server


@pytest.fixture
def server(oxigraph_server: OxigraphServer) -> OxigraphServer:
    oxigraph_server.store().update("CLEAR ALL")
    return oxigraph_server


@pytest.fixture
def gsp(server: OxigraphServer) -> Iterator[DialogKG]:
    kg = DialogKG.connect(server.query_url, server.update_url, gsp_endpoint=f"{server.base}/store")
    yield kg
    kg.close()


def _embedded(tmp_path: Path) -> DialogKG:
    reference = DialogKG.open(tmp_path / "reference")
    reference.ingest([example_file()], batch_size=3)
    return reference


def test_gsp_ingest_stores_exactly_what_sparql_update_does(gsp: DialogKG, tmp_path: Path) -> None:
    gsp.ingest([example_file()], batch_size=3)  # three batches: each a DELETE DATA and a POST
    assert gsp.export("nquads")[1] == _embedded(tmp_path).export("nquads")[1]
    assert gsp.stats(EXAMPLE_ID).counts["turns"] == 8


def test_a_write_cut_between_its_two_requests_resumes_whole(
    gsp: DialogKG, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The second batch's deletions land, its POST does not: derived graphs lag the stored turns.
    posts: list[int] = []
    original = SparqlEndpointStore._post_quads

    def failing(self: SparqlEndpointStore, quads: Sequence[Quad]) -> None:
        posts.append(len(quads))
        if len(posts) == 2:
            raise StoreError("connection reset")
        original(self, quads)

    monkeypatch.setattr(SparqlEndpointStore, "_post_quads", failing)
    with pytest.raises(StoreError, match="connection reset"):
        gsp.ingest([example_file()], batch_size=3)
    monkeypatch.setattr(SparqlEndpointStore, "_post_quads", original)
    gsp.ingest([example_file()], batch_size=3)
    assert gsp.export("nquads")[1] == _embedded(tmp_path).export("nquads")[1]


def test_a_wrong_gsp_url_is_a_store_error_naming_it(server: OxigraphServer) -> None:
    kg = DialogKG.connect(server.query_url, server.update_url, gsp_endpoint=f"{server.base}/nowhere")
    with pytest.raises(StoreError, match=r"/nowhere answered HTTP 404"):
        kg.ingest([example_file()])


def test_the_cli_takes_a_gsp_endpoint(server: OxigraphServer) -> None:
    base = ["--endpoint", server.query_url, "--update-endpoint", server.update_url]
    result = CliRunner().invoke(
        app, ["ingest", str(example_file()), *base, "--gsp-endpoint", f"{server.base}/store", "--json"]
    )
    assert result.exit_code == 0, result.output
    stats = CliRunner().invoke(app, ["stats", *base, "--json"])
    assert '"turns": 8' in stats.output
