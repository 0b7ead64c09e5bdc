"""Reasoning over the dialogue graph: SHACL validation (and, later, OWL RL and DL reasoning)."""

from __future__ import annotations

from dialogkg.reason.shacl import ValidationReport, Violation, validate_graph

__all__ = ["ValidationReport", "Violation", "validate_graph"]
