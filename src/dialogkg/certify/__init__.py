"""Auditable certificates: contradiction certificates in RDF with canonical content hashes."""
