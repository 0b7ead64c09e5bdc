"""Embedding geometry: the sentence encoder and, later, the contradiction detectors."""
