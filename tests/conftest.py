"""Shared fixtures: every store kind, including a real Oxigraph server on loopback."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from dialogkg.api import DialogKG
from dialogkg.resources import example_path
from dialogkg.store.embedded import OxigraphStore
from dialogkg.store.remote import SparqlEndpointStore

# Property tests search the same examples on every run unless HYPOTHESIS_PROFILE=explore, so CI
# is reproducible; explore locally (and in a scheduled job) to find new counterexamples.
settings.register_profile("ci", derandomize=True, deadline=None)
settings.register_profile("explore", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

DATA = Path(__file__).parent / "data"


def _shared_data() -> Path:
    """The workspace's evaluation data (never copied into the repository): $DIALOGKG_SHARED_DATA,
    else ../shared/data beside the checkout, else the workspace default."""
    if "DIALOGKG_SHARED_DATA" in os.environ:
        return Path(os.environ["DIALOGKG_SHARED_DATA"])
    beside = Path(__file__).resolve().parents[1].parent / "shared" / "data"
    return beside if beside.exists() else Path("/work/shared/data")


SHARED_DATA = _shared_data()
EXAMPLE_ID = "checkout-outage"


def example_file() -> Path:
    return Path(str(example_path("checkout-outage.json")))


def _oxigraph_binary() -> str:
    found = shutil.which("oxigraph") or str(Path(sys.executable).with_name("oxigraph"))
    if not Path(found).exists():
        pytest.fail("the oxigraph server binary is missing: pip install 'dialogkg[test]'")
    return found


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class OxigraphServer:
    def __init__(self, base: str, process: subprocess.Popen[bytes]) -> None:
        self.base = base
        self.process = process
        self.query_url = f"{base}/query"
        self.update_url = f"{base}/update"

    def store(self) -> SparqlEndpointStore:
        return SparqlEndpointStore(self.query_url, self.update_url)


@pytest.fixture(scope="session")
def oxigraph_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[OxigraphServer]:
    """A real ``oxigraph serve`` process on 127.0.0.1, for the whole test session."""
    location = tmp_path_factory.mktemp("oxigraph-server")
    port = _free_port()
    process = subprocess.Popen(
        [
            _oxigraph_binary(),
            "serve",
            "--location",
            str(location),
            "--bind",
            f"127.0.0.1:{port}",
            "--union-default-graph",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(f"{base}/query?query=ASK%7B%7D", timeout=1):
                break
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                stderr = process.stderr.read().decode() if process.stderr else ""
                pytest.fail(f"oxigraph server did not start: {stderr}")
            time.sleep(0.1)
    try:
        yield OxigraphServer(base, process)
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()


STORE_KINDS = [
    pytest.param("disk", id="embedded-disk"),
    pytest.param("memory", id="embedded-memory"),
    pytest.param("server", id="oxigraph-server", marks=pytest.mark.server),
]


@pytest.fixture(params=STORE_KINDS)
def kg(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[DialogKG]:
    """A fresh, empty store of each kind; the server is cleared before every test."""
    kind = request.param
    if kind == "disk":
        store = DialogKG(OxigraphStore(tmp_path / "store"))
    elif kind == "memory":
        store = DialogKG(OxigraphStore(None))
    else:
        server: OxigraphServer = request.getfixturevalue("oxigraph_server")
        remote = server.store()
        remote.update("CLEAR ALL")
        store = DialogKG(remote)
    try:
        yield store
    finally:
        store.close()
