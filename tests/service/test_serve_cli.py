"""``dialogkg serve`` from the command line: start-up errors, and no eager server imports."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from dialogkg.cli import app


def test_a_bad_keys_file_stops_serve_with_one_error_line(tmp_path: Path) -> None:
    keys = tmp_path / "keys"
    keys.write_text("only-a-key\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["serve", "--keys", str(keys), "--store", str(tmp_path / "s")])
    assert result.exit_code == 2
    assert result.stderr.strip() == f"error: {keys}: line 1: expected 'KEY TENANT'"
    assert not (tmp_path / "s").exists()  # nothing was opened


def test_importing_the_cli_loads_no_server_package() -> None:
    servers = "('starlette', 'uvicorn', 'anyio', 'mcp')"
    code = f"import sys, dialogkg.cli; print(sorted(m for m in {servers} if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
