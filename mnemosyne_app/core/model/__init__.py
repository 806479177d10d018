"""Model runtimes behind small interfaces: an extractor turns text into facts, an embedder
turns text into vectors. The store depends only on these protocols."""

from mnemosyne_app.core.model.interfaces import Embedder, Extraction, Extractor

__all__ = ["Embedder", "Extraction", "Extractor"]
