"""A local HTTP server that speaks the OpenAI chat-completions protocol and replays scripted answers.

Each extraction step (recognised by its system prompt) has a queue of recorded answers; an
answer can also be an HTTP error or a delay. When a queue runs dry the server gives the step's
neutral answer, so a test scripts only what it is about. Every request is logged.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from dialogkg.detect.judges import llm as judge
from dialogkg.detect.judges import llm_nli
from dialogkg.extract.llm import prompts
from dialogkg.memory import prompts as tree_prompts

STEPS = {
    prompts.DISTILL: "distill",
    prompts.TRIPLES: "triples",
    prompts.OPERATIONS: "operations",
    prompts.CONFLICT: "conflict",
    judge.JUDGE: "judge",
    llm_nli.NLI: "nli",
    tree_prompts.ACTIONS: "rt_actions",
    tree_prompts.VALUE: "rt_value",
    tree_prompts.ANSWER: "rt_answer",
}


@dataclass
class Answer:
    content: str | None = None
    status: int = 200
    delay: float = 0.0
    headers: dict[str, str] = field(default_factory=dict)


def ok(document: object) -> Answer:
    return Answer(json.dumps(document))


def neutral(step: str, request: dict[str, Any]) -> str:
    if step == "distill":
        text = request["messages"][-1]["content"].split("):\n", 1)[-1]
        return json.dumps({"statements": [text]})
    if step == "triples":
        return json.dumps({"triples": [], "revision": False})
    if step == "conflict":
        return json.dumps({"conflicts": []})
    if step == "judge":
        return json.dumps({"contradictions": []})
    if step == "nli":
        return json.dumps({"label": "neutral", "entailment": 0.0, "neutral": 1.0, "contradiction": 0.0})
    if step == "rt_actions":
        return json.dumps({"actions": [{"action": "ANSWER", "argument": ""}]})
    if step == "rt_value":
        return json.dumps({"value": 0.0})
    if step == "rt_answer":
        return json.dumps({"answer": "", "facts": [], "supported": False})
    return json.dumps({"operations": []})


class ReplayServer:
    def __init__(
        self, *, formats: frozenset[str] = frozenset({"json_schema", "json_object"}), reject_status: int = 400
    ) -> None:
        """``formats``: the response_format types accepted; any other is refused with
        ``reject_status`` (llama-cpp-python's server answers 500 to a json_schema request)."""
        self.script: dict[str, deque[Answer]] = {s: deque() for s in STEPS.values()}
        self.requests: list[tuple[str, dict[str, Any]]] = []
        self.formats = formats
        self.reject_status = reject_status
        self._lock = threading.Lock()
        self._http = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(target=self._http.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._http.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def play(self, step: str, *answers: Answer) -> None:
        self.script[step].extend(answers)

    def calls(self, step: str | None = None) -> int:
        return sum(1 for s, _ in self.requests if step is None or s == step)

    def bodies(self, step: str) -> list[dict[str, Any]]:
        return [body for s, body in self.requests if s == step]

    def start(self) -> ReplayServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._http.shutdown()
        self._http.server_close()

    def _respond(self, body: dict[str, Any]) -> Answer:
        step = STEPS.get(body["messages"][0]["content"], "unknown")
        with self._lock:
            self.requests.append((step, body))
            kind = body.get("response_format", {}).get("type")
            if kind is not None and kind not in self.formats:
                message = f"response_format.type: Input should be one of {sorted(self.formats)}, not {kind!r}"
                return Answer(
                    json.dumps({"error": {"message": message, "type": "invalid"}}), status=self.reject_status
                )
            queue = self.script.get(step)
            if queue:
                return queue.popleft()
        return Answer(neutral(step, body))

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: object) -> None:
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length", 0))
                body = json.loads(self.rfile.read(length))
                answer = server._respond(body)
                if answer.delay:
                    time.sleep(answer.delay)
                if answer.status == 200:
                    payload = {
                        "id": f"chatcmpl-{len(server.requests)}",
                        "object": "chat.completion",
                        "created": 0,
                        "model": body.get("model", ""),
                        "choices": [
                            {
                                "index": 0,
                                "message": {"role": "assistant", "content": answer.content},
                                "finish_reason": "stop",
                            }
                        ],
                        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
                    }
                    data = json.dumps(payload).encode()
                else:
                    data = (answer.content or json.dumps({"error": {"message": "error"}})).encode()
                try:
                    self.send_response(answer.status)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(data)))
                    for name, value in answer.headers.items():
                        self.send_header(name, value)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (a timeout test)

        return Handler
