"""Ontology, shapes, queries and examples ship inside the package; read them from here only."""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from importlib.resources.abc import Traversable


def _folder(name: str) -> Traversable:
    return files("dialogkg").joinpath(name)


def ontology_path() -> Traversable:
    return _folder("ontology").joinpath("dialogkg.ttl")


@cache
def ontology_text() -> str:
    return ontology_path().read_text(encoding="utf-8")


def context_text() -> str:
    """The JSON-LD ``@context`` document beside the ontology."""
    return _folder("ontology").joinpath("context.jsonld").read_text(encoding="utf-8")


def shape_names() -> list[str]:
    return sorted(p.name.removesuffix(".ttl") for p in _folder("shapes").iterdir() if p.name.endswith(".ttl"))


@cache
def shapes_text(name: str) -> str:
    return _folder("shapes").joinpath(f"{name}.ttl").read_text(encoding="utf-8")


def query_names() -> list[str]:
    return sorted(p.name.removesuffix(".rq") for p in _folder("queries").iterdir() if p.name.endswith(".rq"))


@cache
def query_text(name: str) -> str:
    return _folder("queries").joinpath(f"{name}.rq").read_text(encoding="utf-8")


def example_names() -> list[str]:
    return sorted(p.name for p in _folder("examples").iterdir() if p.name.endswith(".json"))


def example_path(name: str) -> Traversable:
    return _folder("examples").joinpath(name)
