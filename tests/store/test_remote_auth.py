"""The endpoint store speaks HTTP authentication (checked against a tiny local server)."""

from __future__ import annotations

import base64
import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import ClassVar

import pytest

from dialogkg.errors import StoreError
from dialogkg.store.remote import SparqlEndpointStore

GOOD = "Basic " + base64.b64encode(b"alice:s3cret").decode()


class _Handler(BaseHTTPRequestHandler):
    seen: ClassVar[list[str | None]] = []

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        auth = self.headers.get("Authorization")
        self.seen.append(auth)
        if auth != GOOD:
            self.send_response(401)
            self.send_header("WWW-Authenticate", 'Basic realm="sparql"')
            self.end_headers()
            return
        body = json.dumps(
            {"head": {"vars": ["x"]}, "results": {"bindings": [{"x": {"type": "literal", "value": "ok"}}]}}
        ).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/sparql-results+json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def endpoint() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/sparql"
    finally:
        server.shutdown()


def test_basic_credentials_are_sent(endpoint: str) -> None:
    store = SparqlEndpointStore(endpoint, user="alice", password="s3cret")
    assert store.select("SELECT ?x WHERE { }").literal_values("x") == ["ok"]
    assert GOOD in _Handler.seen


def test_refused_credentials_are_a_store_error(endpoint: str) -> None:
    store = SparqlEndpointStore(endpoint, user="alice", password="wrong")
    with pytest.raises(StoreError, match="Unauthorized: Access to that endpoint is denied"):
        store.select("SELECT ?x WHERE { }")
