"""Load on loopback against a real ``dialogkg serve`` (uvicorn) process: no turn lost, no 5xx.

Bounded: 8 concurrent clients, 2,000 requests in all, one in four an append (to 8 shared
conversations, so clients race for the next index) and the rest verifies of arguments already
stored. Appends carry no index: the server serialises them and numbers them 1, 2, 3, ...
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

from dialogkg.api import DialogKG

CLIENTS = 8
REQUESTS = 2_000
CONVERSATIONS = 8
KEY = {"Authorization": "Bearer load-key"}
TURNS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT ?id ?index ?text WHERE {
  ?c a dkg:Conversation ; dkg:conversationId ?id .
  ?t a dkg:Turn ; dkg:inConversation ?c ; dkg:index ?index ; dkg:text ?text .
}"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Served:
    def __init__(self, base: str, store: Path, process: subprocess.Popen[bytes]) -> None:
        self.base, self.store, self.process = base, store, process

    def stop(self) -> int:
        """SIGTERM: uvicorn lets requests finish, the app closes (flushes) the store, and uvicorn
        then re-raises the signal, so a graceful stop exits with -15."""
        if self.process.poll() is None:
            self.process.terminate()
        return self.process.wait(timeout=30)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Served]:
    keys = tmp_path / "keys"
    keys.write_text("# key tenant\nload-key loadtest\n", encoding="utf-8")
    port = _free_port()
    store = tmp_path / "store"
    command = [sys.executable, "-m", "dialogkg.cli", "serve", "--store", str(store), "--create"]
    command += ["--keys", str(keys), "--port", str(port)]
    process = subprocess.Popen(command, env=dict(os.environ, HF_HUB_OFFLINE="1"), stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            pytest.fail(f"serve did not start: {process.stderr.read().decode() if process.stderr else ''}")
        time.sleep(0.2)
    served = Served(base, store, process)
    try:
        yield served
    finally:
        served.stop()


def _client(base: str, k: int) -> tuple[Counter[int], dict[str, list[str]], int]:
    """Client ``k``: its statuses, the texts it appended per conversation, its grounded verdicts."""
    statuses: Counter[int] = Counter()
    sent: dict[str, list[str]] = {}
    grounded = 0
    own: dict[str, str] = {}  # conversation -> an argument this client stored there
    with httpx.Client(base_url=base, headers=KEY, timeout=60) as http:
        for j in range(k, REQUESTS, CLIENTS):
            conversation = f"load-{(j // CLIENTS + k) % CONVERSATIONS}"
            path = f"/v1/conversations/{conversation}"
            if j % 4 == 0 or conversation not in own:
                text = f"client {k} request {j}"
                ops = [{"op": "Observe", "id": f"k{k}r{j}", "claim": f"fact {j} from client {k}"}]
                body = {"speaker": f"client-{k}", "text": text, "annotations": {"operations": ops}}
                response = http.post(f"{path}/turns?extractor=annotated", json=body)
                if response.status_code == 200:
                    sent.setdefault(conversation, []).append(text)
                    own[conversation] = f"k{k}r{j}"
            else:
                response = http.post(f"{path}/verify", json={"id": own[conversation]})
                grounded += response.status_code == 200 and response.json()["verdict"] == "grounded"
            statuses[response.status_code] += 1
    return statuses, sent, grounded


@pytest.mark.slow
def test_concurrent_appends_and_verifies_lose_no_turn_and_never_fail(server: Served) -> None:
    with ThreadPoolExecutor(CLIENTS) as pool:
        results = list(pool.map(lambda k: _client(server.base, k), range(CLIENTS)))
    statuses = sum((r[0] for r in results), Counter[int]())
    assert statuses == Counter({200: REQUESTS})
    expected: dict[str, Counter[str]] = {}
    for _, sent, _ in results:
        for conversation, texts in sent.items():
            expected.setdefault(conversation, Counter()).update(texts)
    verifies = REQUESTS - sum(sum(c.values()) for c in expected.values())
    assert sum(r[2] for r in results) == verifies  # every verify found the client's own argument standing
    doc = httpx.post(f"{server.base}/v1/sparql", json={"query": TURNS}, headers=KEY, timeout=60).json()
    stored: dict[str, list[tuple[int, str]]] = {}
    for row in doc["results"]["bindings"]:
        name = row["id"]["value"].removeprefix("loadtest/")
        stored.setdefault(name, []).append((int(row["index"]["value"]), row["text"]["value"]))
    assert sorted(stored) == sorted(expected) == [f"load-{i}" for i in range(CONVERSATIONS)]
    for conversation, turns in stored.items():
        assert sorted(i for i, _ in turns) == list(range(1, len(turns) + 1)), conversation
        assert Counter(text for _, text in turns) == expected[conversation], conversation
    listed = httpx.get(f"{server.base}/v1/conversations", headers=KEY, timeout=60).json()
    assert listed == {"conversations": sorted(expected)}
    # A graceful stop flushed the store: reopened in this process, it holds every turn.
    assert server.stop() in (0, -signal.SIGTERM)
    with DialogKG.open(server.store) as kg:
        assert kg.conversations() == [f"loadtest/{name}" for name in sorted(expected)]
        assert kg.stats().counts["turns"] == sum(sum(c.values()) for c in expected.values())
