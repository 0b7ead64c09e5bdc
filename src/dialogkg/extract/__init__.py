"""Extractors turn a turn's text (or its gold annotations) into SKG claims and operations.

``schema`` holds the extraction models, ``base`` the extractor protocol, ``ids`` the id scope.
"""
