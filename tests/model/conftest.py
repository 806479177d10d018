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
    """MiniLM on onnxruntime, int8 (the default before issue 29's multilingual model)."""
    from mnemosyne_app.core.model.factory import make_embedder

    return make_embedder("minilm")


@pytest.fixture(scope="session", params=["minilm", "multilingual"])
def each_embedder(request):
    """Each real embedder in turn: what depends on a similarity scale holds on every one."""
    from mnemosyne_app.core.model.factory import make_embedder

    return make_embedder(request.param)


@pytest.fixture(scope="session")
def float_embedder():
    """The same model in float32 on numpy: the reference the int8 one is held to."""
    from mnemosyne_app.core.model.minilm import MiniLMEmbedder

    return MiniLMEmbedder()
