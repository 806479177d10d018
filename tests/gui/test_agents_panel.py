"""The Agents panel (issue 34): an edit and a forget an agent made through the real MCP server
are undone from the window; agents are added (token shown once), paused and removed there; and a
memory's detail pane says which agents read it."""

import threading

import anyio
from PySide6.QtCore import Qt

from mnemosyne_app import MemoryBrain
from tests.gui.waiting import wait_until
from tests.unit.mcp_client import session_of, tool_json


def drive(home, agent, body) -> None:
    """An MCP session in a thread of its own: ``anyio.run`` on this thread would replace the
    window's event loop (qasync's) with one of its own and leave none behind."""
    failed = []

    def run():
        try:
            anyio.run(session_of, home, agent, body)
        except BaseException as exc:  # noqa: BLE001 (re-raised on the test's thread)
            failed.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(120)
    assert not thread.is_alive() and not failed, failed


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_an_agents_mcp_edit_and_forget_are_undone_from_the_window(qtbot, make_window, data_home):
    with MemoryBrain(extractor="none", embedder="none") as brain:
        edited, forgotten, read = (brain.retain(t, extract=False).memory_ids[0] for t in (
            "I live in Lisbon", "I am allergic to cats", "My favourite tea is sencha"))
        brain.agents().add("Editor", {"edit": True, "forget": True})

    async def agent(session):
        tool_json(await session.call_tool("update_memory", {"memory_id": edited, "text": "I live in Porto"}))
        tool_json(await session.call_tool("forget_memory", {"memory_id": forgotten}))
        tool_json(await session.call_tool("search_memories", {"query": "sencha tea"}))

    drive(data_home, "Editor", agent)
    w = make_window()
    brain = w.session.brain
    assert brain.get(edited).text == "I live in Porto" and brain.get(forgotten).deleted
    panel = w.agents_panel
    w.panels.setCurrentWidget(panel)
    wait_until(lambda: panel.table.rowCount() == 1, what="the agent listed")
    assert [panel.table.item(0, c).text() for c in range(5)] == ["Editor", "active", "read, write, edit, forget",
                                                                 "-", "3"]
    panel.table.selectRow(0)
    wait_until(lambda: panel.activity.rowCount() == 3, what="the agent's calls")
    tools = [panel.activity.item(r, 1).text() for r in range(3)]
    assert tools == ["searched", "forgot", "edited"]
    panel.showing.setCurrentText("What it changed")
    wait_until(lambda: panel.activity.rowCount() == 2, what="the changes only")
    panel.showing.setCurrentText("What it read")
    wait_until(lambda: panel.activity.rowCount() == 1, what="the reads only")
    panel.showing.setCurrentText("Everything")
    wait_until(lambda: panel.activity.rowCount() == 3, what="every call again")
    panel.activity.selectRow(0)
    assert not panel.undo.isEnabled()  # a search changed nothing
    panel.activity.selectRow(1)  # the forget
    assert panel.undo.isEnabled()
    click(qtbot, panel.undo)
    wait_until(lambda: not brain.get(forgotten).deleted, what="the forgotten memory back")
    panel.activity.selectRow(2)  # the edit
    assert panel.undo.isEnabled()
    click(qtbot, panel.undo)
    wait_until(lambda: brain.get(edited).text == "I live in Lisbon", what="the edit undone")
    assert brain.verify_integrity().valid
    ops = [v.op for v in brain.history(edited)]
    assert ops[-2:] == ["edit", "restore"]


def test_add_pause_and_remove_an_agent_in_the_panel_and_read_by_in_the_detail_pane(qtbot, make_window, data_home):
    with MemoryBrain(extractor="none", embedder="none") as brain:
        mid = brain.retain("My diet is vegetarian", extract=False).memory_ids[0]
        brain.agents().add("Reader")
    drive(data_home, "Reader", lambda s: s.call_tool("search_memories", {"query": "vegetarian diet"}))
    w = make_window()
    wait_until(lambda: w.detail.memory is not None and w.detail.memory.memory_id == mid, what="the memory shown")
    wait_until(lambda: "Read by Reader once" in w.detail.read_by.text(), what="read by")
    assert "searching 'vegetarian diet'" in w.detail.read_by.text()
    panel = w.agents_panel
    w.panels.setCurrentWidget(panel)
    panel.name.setText("Claude Desktop")
    click(qtbot, panel.add)
    wait_until(lambda: panel.table.rowCount() == 2, what="the new agent")
    token = panel.token.text()
    assert panel.token.isVisible() and token.startswith("mna_")
    assert MemoryBrain.agents().authenticate(token).name == "Claude Desktop"
    panel.table.selectRow(0)
    wait_until(lambda: panel.pause.isEnabled())
    panel.grant_boxes["edit"].setChecked(True)
    panel.hidden.setText("health, private")
    click(qtbot, panel.save_grants)
    wait_until(lambda: MemoryBrain.agents().get("Claude Desktop").grant.hidden_tags == ("health", "private"))
    assert MemoryBrain.agents().get("Claude Desktop").grant.edit
    click(qtbot, panel.pause)
    wait_until(lambda: MemoryBrain.agents().get("Claude Desktop").paused, what="paused")
    wait_until(lambda: panel.table.item(0, 1).text() == "paused")
    panel.table.selectRow(0)
    click(qtbot, panel.remove)
    wait_until(lambda: panel.table.rowCount() == 1, what="removed")
    assert [a.name for a in MemoryBrain.agents().list()] == ["Reader"]
    panel.name.setText("Reader")
    click(qtbot, panel.add)
    wait_until(lambda: panel.error.isVisible(), what="the refusal")
    assert "exists already" in panel.error.text()
    for widget in (panel.table, panel.add, panel.pause, panel.remove, panel.undo, panel.activity, w.detail.read_by):
        assert widget.objectName() and widget.accessibleName()


def test_a_new_agents_token_says_in_words_what_it_is_and_that_it_is_shown_once(qtbot, make_window, data_home):
    """Seen using the window: after Add agent the panel showed a bare 'mna_…' string with no words
    (only a tooltip said to copy it now), so a new user could not tell what it was or that it
    would not be shown again."""
    w = make_window()
    panel = w.agents_panel
    w.panels.setCurrentWidget(panel)
    panel.name.setText("Claude Desktop")
    click(qtbot, panel.add)
    wait_until(lambda: panel.token.isVisible(), what="the token")
    note = panel.token_note
    assert note.isVisible() and note.objectName() == "agentTokenNote" and note.accessibleName()
    assert "Claude Desktop" in note.text() and "only once" in note.text() and "copy" in note.text().lower()
    panel.name.setText("Reader")
    click(qtbot, panel.add)
    wait_until(lambda: panel.table.rowCount() == 2, what="the second agent")
    assert "Reader" in note.text() and "Claude Desktop" not in note.text()
