"""Grounded Continuation: operations, argumentation, dependency map, verification."""
