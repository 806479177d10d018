"""The archive layer writes through a typed port (core/archive/sink.py ``ImportSink``), never an
object probed with ``hasattr``: the engine's writer has the port's shape, and an import hands
everything it wants the sink to know (the file's name for the events) through the port's methods."""

import ast
import inspect
import json
from pathlib import Path

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.archive import importer
from mnemosyne_app.core.archive.sink import ImportSink
from mnemosyne_app.core.types import RetainResult
from mnemosyne_app.core.write.imports import ImportWriter

ARCHIVE = Path(importer.__file__).parent


def _members(cls) -> dict:
    return {name: member for name, member in vars(cls).items()
            if not name.startswith("_") and (callable(member) or isinstance(member, property))}


def test_the_engines_import_writer_has_the_ports_shape(tmp_path):
    with MemoryBrain(scope="s", extractor="none", embedder="none") as brain:
        sink = brain._importer()
        assert isinstance(sink, ImportSink)
        for name, member in _members(ImportSink).items():
            port, ours = inspect.signature(member), inspect.signature(getattr(ImportWriter, name))
            assert list(port.parameters) == list(ours.parameters), name
        assert set(ImportSink.__annotations__) <= set(vars(sink))  # scope, can_extract


def test_no_module_of_the_archive_layer_probes_its_sink_with_hasattr():
    for path in ARCHIVE.glob("*.py"):
        calls = [n for n in ast.walk(ast.parse(path.read_text())) if isinstance(n, ast.Call)
                 and isinstance(n.func, ast.Name) and n.func.id in {"hasattr", "getattr", "setattr"}]
        assert not [c for c in calls if ast.unparse(c).split("(")[1].startswith("sink")], path.name


class RecordingSink:
    """Any object of the port's shape will do: this one keeps what it is given."""

    scope, can_extract = "s", False

    def __init__(self):
        self.origins, self.written = [], []

    def request(self, text, kind, metadata, source, key, tags):
        return (text, key)

    def write_conversation(self, reqs):
        self.written.append(reqs)
        return [RetainResult("inserted", None, [f"m{len(self.written)}:{i}"]) for i, _ in enumerate(reqs)]

    def write_conversations(self, conversations, origin=None):
        self.origins.append(origin)
        return [self.write_conversation(reqs) for reqs in conversations]

    def queue_extraction(self, memory_ids_and_texts):
        return 0

    def transaction(self):
        raise AssertionError("only a Mnemosyne export is restored in one transaction")


def test_an_import_names_its_file_to_the_sink_through_the_port(tmp_path):
    path = tmp_path / "chats.jsonl"
    path.write_text("\n".join(json.dumps({"messages": [{"role": "user", "content": f"hello {i}"},
                                                        {"role": "assistant", "content": "hi"}]})
                              for i in range(3)))
    sink = RecordingSink()
    assert isinstance(sink, ImportSink)
    report = importer.run_import(sink, path)
    assert report.inserted == 6 and not report.skipped
    assert sink.origins == ["chats.jsonl"]
    assert not hasattr(sink, "origin")  # nothing is set on the sink from outside


def test_the_events_still_name_the_imported_file(tmp_path):
    path = tmp_path / "named.jsonl"
    path.write_text(json.dumps({"messages": [{"role": "user", "content": "my cat is called Miso"}]}))
    with MemoryBrain(scope="s", extractor="none", embedder="none") as brain:
        brain.import_archive(path)
        files = [e.payload.get("file") for e in brain.list_events(op="import")]
        assert files == ["named.jsonl"]
