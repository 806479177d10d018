import pytest


@pytest.fixture(scope="session")
def model_cache(tmp_path_factory):
    """One cache for the session: the model is assembled and MiniLM unpacked once."""
    return tmp_path_factory.mktemp("model-cache")


@pytest.fixture(autouse=True)
def shared_cache(model_cache, monkeypatch):
    monkeypatch.setenv("MNEMOSYNE_CACHE", str(model_cache))
    return model_cache


@pytest.fixture(scope="session")
def extractor():
    from mnemosyne_app.core.model.llama_extractor import LlamaExtractor

    return LlamaExtractor()


@pytest.fixture(scope="session")
def embedder():
    from mnemosyne_app.core.model.minilm import MiniLMEmbedder

    return MiniLMEmbedder()
