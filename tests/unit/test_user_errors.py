""""User error" is one family (core/errors.py) and each face maps it the same way: the CLI exits 2
with one line, HTTP answers 4xx JSON, MCP a tool error, the window a message in words."""

import logging

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.cli import main
from mnemosyne_app.core import errors, validate
from mnemosyne_app.gui.wording import describe
from mnemosyne_app.service.http_api import ApiServer
from tests.unit.test_http_api import call


def test_checks_raise_the_family_and_not_found_is_a_key_error_in_words():
    with pytest.raises(errors.UserError, match="k must be"):
        validate.count(0, "k", 1)
    missing = errors.NotFoundError("no memory 'x' in scope 'default' (it was deleted)")
    assert isinstance(missing, KeyError) and isinstance(missing, ValueError)
    assert str(missing) == errors.in_words(missing) == "no memory 'x' in scope 'default' (it was deleted)"
    assert all(isinstance(e, errors.USER_ERRORS) for e in (missing, errors.UserError("bad"), OSError("disk")))
    assert not isinstance(TypeError("a bug"), errors.USER_ERRORS)


def test_the_cli_answers_a_user_error_with_exit_2_and_one_line(tmp_path, capsys):
    assert main(["--data-dir", str(tmp_path), "recall", "anything", "-k", "0"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith("mnemosyne recall: error: k must be"), err


def test_http_answers_not_found_404_and_bad_input_400_in_json(data_home):
    brain = MemoryBrain(scope="api", extractor="none", embedder="none").ensure_init()
    gone = brain.retain("I work at Initech.").memory_ids[0]
    brain.delete(gone)
    server = ApiServer(brain, "127.0.0.1", 0).start()
    try:
        status, body = call(server, "GET", f"/v1/memories/{gone}/")
        assert status == 404 and body == {"error": f"no memory {gone!r} in scope 'api' (it was deleted)"}
        status, body = call(server, "POST", "/v1/memories/search/", {"query": "x", "k": 0})
        assert status == 400 and "k" in body["error"]
    finally:
        server.stop()
        brain.close()


def test_the_window_says_a_user_error_in_words_without_logging_a_bug(caplog):
    with caplog.at_level(logging.ERROR):
        assert describe(errors.NotFoundError("no memory 'x' in scope 'a' (it has expired)")) == \
            "No memory 'x' in scope 'a' (it has expired)"
        assert describe(errors.UserError("k must be at least 1")) == "K must be at least 1"
    assert caplog.records == []
    assert describe(TypeError("oops")).startswith("something unexpected went wrong")
