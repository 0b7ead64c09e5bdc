"""Shared fixtures: every store kind, including real Oxigraph and Virtuoso servers on loopback."""

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
from pyoxigraph import NamedNode

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
    _wait_until_up(f"{base}/query?query=ASK%7B%7D", process, "oxigraph server", 30, None)
    try:
        yield OxigraphServer(base, process)
    finally:
        _stop(process, timeout=10)


def _wait_until_up(
    url: str, process: subprocess.Popen[bytes], name: str, seconds: float, log: Path | None
) -> None:
    deadline = time.monotonic() + seconds
    while True:
        try:
            with urllib.request.urlopen(url, timeout=1):
                return
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                stderr = process.stderr.read().decode() if process.stderr else ""
                if log is not None and log.exists():
                    stderr += log.read_text(encoding="utf-8", errors="replace")[-2000:]
                pytest.fail(f"{name} did not start: {stderr}")
            time.sleep(0.2)


def _stop(process: subprocess.Popen[bytes], timeout: float) -> None:
    process.terminate()
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


# Virtuoso keeps its own metadata (the virtrdf# quad maps and two small description graphs) in the
# quad store, where its union default graph shows them. Real deployments that serve their data
# anonymously make them private; so does the fixture, with Virtuoso's own graph-security calls.
_VIRTUOSO_SYSTEM_GRAPHS = (
    "http://www.openlinksw.com/schemas/virtrdf#",
    "http://www.w3.org/ns/ldp#",
    "http://localuriqaserver/sparql",
)
_VIRTUOSO_PRIVATE = "http://www.openlinksw.com/schemas/virtrdf#PrivateGraphs"
_VIRTUOSO_INI = """\
[Database]
DatabaseFile = {d}/virtuoso.db
ErrorLogFile = {d}/virtuoso.log
LockFile = {d}/virtuoso.lck
TransactionFile = {d}/virtuoso.trx
xa_persistent_file = {d}/virtuoso.pxa
TempStorage = TempDatabase
[TempDatabase]
DatabaseFile = {d}/virtuoso-temp.db
TransactionFile = {d}/virtuoso-temp.trx
[Parameters]
ServerPort = 127.0.0.1:{sql_port}
DisableUnixSocket = 1
NumberOfBuffers = 10000
MaxDirtyBuffers = 6000
CheckpointInterval = 0
DirsAllowed = .
[HTTPServer]
ServerPort = 127.0.0.1:{http_port}
ServerRoot = {d}
ServerThreads = 10
MaxClientConnections = 10
[SPARQL]
ResultSetMaxRows = 10000
MaxQueryExecutionTime = 60
"""


class VirtuosoServer:
    """Anonymous reads on ``/sparql``; updates on ``/sparql-auth`` with digest auth as ``dba``."""

    def __init__(self, base: str, process: subprocess.Popen[bytes]) -> None:
        self.base = base
        self.process = process
        self.query_url = f"{base}/sparql"
        self.update_url = f"{base}/sparql-auth"

    def store(self) -> SparqlEndpointStore:
        return SparqlEndpointStore(self.query_url, self.update_url, user="dba", password="dba", auth="digest")

    def clear(self) -> None:
        """Drop every visible graph (Virtuoso 7 answers ``CLEAR ALL`` without clearing anything)."""
        store = self.store()
        graphs = store.select("SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }").column("g")
        drops = [f"DROP SILENT GRAPH {g}" for g in graphs if isinstance(g, NamedNode)]
        if drops:
            store.update(" ;\n".join(drops))


def _virtuoso_sql(isql: str, port: int, statement: str) -> None:
    done = subprocess.run(
        [isql, str(port), "dba", "dba", f"exec={statement};"], capture_output=True, text=True, timeout=60
    )
    if done.returncode != 0 or "*** Error" in done.stdout + done.stderr:
        pytest.fail(f"virtuoso refused {statement!r}: {done.stdout} {done.stderr}")


@pytest.fixture(scope="session")
def virtuoso_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[VirtuosoServer]:
    """A real Virtuoso (``virtuoso-t``, Debian ``virtuoso-opensource``) on 127.0.0.1 with its own
    database folder and ini, for the whole test session; skipped only where it is not installed."""
    binary, isql = shutil.which("virtuoso-t"), shutil.which("isql-vt") or shutil.which("isql")
    if binary is None or isql is None:
        pytest.skip("Virtuoso is not installed (apt-get install virtuoso-opensource); its server tests skip")
    folder = tmp_path_factory.mktemp("virtuoso-server")
    sql_port, http_port = _free_port(), _free_port()
    ini = folder / "virtuoso.ini"
    ini.write_text(_VIRTUOSO_INI.format(d=folder, sql_port=sql_port, http_port=http_port), encoding="utf-8")
    process = subprocess.Popen(
        [binary, "-f", "-c", str(ini)], cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    base = f"http://127.0.0.1:{http_port}"
    _wait_until_up(f"{base}/sparql?query=ASK%7B%7D", process, "virtuoso", 120, folder / "virtuoso.log")
    try:
        _virtuoso_sql(isql, sql_port, f"DB.DBA.RDF_GRAPH_GROUP_CREATE ('{_VIRTUOSO_PRIVATE}', 1)")
        _virtuoso_sql(isql, sql_port, "DB.DBA.RDF_DEFAULT_USER_PERMS_SET ('nobody', 0, 1)")
        for graph in _VIRTUOSO_SYSTEM_GRAPHS:
            _virtuoso_sql(isql, sql_port, f"DB.DBA.RDF_GRAPH_GROUP_INS ('{_VIRTUOSO_PRIVATE}', '{graph}')")
        yield VirtuosoServer(base, process)
    finally:
        _stop(process, timeout=30)


STORE_KINDS = [
    pytest.param("disk", id="embedded-disk"),
    pytest.param("memory", id="embedded-memory"),
    pytest.param("server", id="oxigraph-server", marks=pytest.mark.server),
    pytest.param("virtuoso", id="virtuoso-server", marks=pytest.mark.server),
]


@pytest.fixture(params=STORE_KINDS)
def kg(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[DialogKG]:
    """A fresh, empty store of each kind; the server is cleared before every test."""
    kind = request.param
    if kind == "disk":
        store = DialogKG(OxigraphStore(tmp_path / "store"))
    elif kind == "memory":
        store = DialogKG(OxigraphStore(None))
    elif kind == "virtuoso":
        virtuoso: VirtuosoServer = request.getfixturevalue("virtuoso_server")
        virtuoso.clear()
        store = DialogKG(virtuoso.store())
    else:
        server: OxigraphServer = request.getfixturevalue("oxigraph_server")
        remote = server.store()
        remote.update("CLEAR ALL")
        store = DialogKG(remote)
    try:
        yield store
    finally:
        store.close()
