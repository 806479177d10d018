"""A default the person never touched follows the app's default; a choice they made stays."""

from PySide6.QtCore import Qt

from mnemosyne_app.gui.panels.settings_panel import SettingsPanel, load_settings, settings_store


def _old_save(data_home, **chosen):
    # What Save wrote before issue 29: every setting, defaults included (the embedder's was minilm).
    data_home.mkdir(parents=True, exist_ok=True)
    values = {"model": "bundled", "embedder": "minilm", "durability": "NORMAL", "timing": "sync",
              "extract": "false", "compact_threshold": "200", "auto_lock_minutes": "0", **chosen}
    (data_home / "settings.ini").write_text("[General]\n" + "".join(f"{k}={v}\n" for k, v in values.items()))


def _panel(qtbot, data_home):
    panel = SettingsPanel(str(data_home), load_settings(settings_store()), settings_store())
    qtbot.addWidget(panel)
    return panel


def test_a_file_saved_before_follows_the_new_default_embedder_but_keeps_what_was_changed(qtbot, data_home):
    _old_save(data_home, durability="FULL")
    loaded = load_settings(settings_store())
    assert loaded["embedder"] == "multilingual"  # minilm was only the default then
    assert loaded["durability"] == "FULL"  # never a default: the person chose it
    panel = _panel(qtbot, data_home)
    panel.timing.setCurrentText("async")
    qtbot.mouseClick(panel.save, Qt.MouseButton.LeftButton)
    text = (data_home / "settings.ini").read_text()
    assert "embedder" not in text and "model=" not in text  # untouched defaults are no longer written
    loaded = load_settings(settings_store())
    assert (loaded["embedder"], loaded["durability"], loaded["timing"]) == ("multilingual", "FULL", "async")


def test_an_embedder_the_person_chooses_sticks_even_when_it_was_a_default(qtbot, data_home):
    panel = _panel(qtbot, data_home)
    panel.embedder.setCurrentText("minilm")
    qtbot.mouseClick(panel.save, Qt.MouseButton.LeftButton)
    assert load_settings(settings_store())["embedder"] == "minilm"
    panel = _panel(qtbot, data_home)  # reopened; saving another change keeps the choice
    panel.extract.setChecked(True)
    qtbot.mouseClick(panel.save, Qt.MouseButton.LeftButton)
    loaded = load_settings(settings_store())
    assert (loaded["embedder"], loaded["extract"]) == ("minilm", True)
    # Choosing the default explicitly is a choice too: it is written and read back as such.
    panel.embedder.setCurrentText("multilingual")
    qtbot.mouseClick(panel.save, Qt.MouseButton.LeftButton)
    assert "embedder=multilingual" in (data_home / "settings.ini").read_text()
