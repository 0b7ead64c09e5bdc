"""Serving the live engine to agents: the HTTP service (``http``), tenants and their keys.

Nothing here is imported by the CLI until ``dialogkg serve`` runs (starlette and uvicorn are
the ``serve`` extra)."""
