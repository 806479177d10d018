import pytest

from tests.vault.archives import chatgpt_export, claude_export


@pytest.fixture
def filled(brain, tmp_path):
    """A scope with imported ChatGPT and Claude conversations and standalone notes."""
    brain.import_archive(chatgpt_export(tmp_path / "chatgpt.json"))
    brain.import_archive(claude_export(tmp_path / "claude.json"))
    for i in range(15):
        brain.retain(f"Standalone note {i}: I keep my bike in the shed number {i}.", tags=["home"] if i % 3 else None,
                     extract=False)
    return brain
