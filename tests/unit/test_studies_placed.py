"""Studying is placed on education in every language (issue 28: "new state under another attribute"):
"我在复旦大学读研究生", "I study law at Leeds University", "Estudio medicina en la Complutense" were left
unplaced, so graduating, which ends the facts that say the person studies, left them current beside
the new work. Each case failed before the rule; work and a language learnt are not studies."""

import pytest

from tests.unit.test_state_changes import assert_current_after, read


@pytest.mark.parametrize("message", [
    "我在复旦大学读研究生。", "I study law at Leeds University.", "I'm doing a master's at UCL.",
    "Je fais un master à la Sorbonne.", "Ich studiere Jura in Heidelberg.", "Estudio medicina en la Complutense.",
    "Studio ingegneria al Politecnico.", "Estudo direito em Coimbra.", "東京大学で経済学を勉強しています。",
])
def test_studying_is_education(message):
    assert [attribute for _, attribute, _ in read(message)] == ["education"]


@pytest.mark.parametrize("messages, current", [
    (["我在复旦大学读研究生。", "我今年夏天毕业了，现在在一家律师事务所工作。"], ["用户现在在一家律师事务所工作"]),
    (["I study law at Leeds University.", "I graduated in June."], ["User graduated in June"]),
    (["Estudio medicina en la Complutense.", "Me gradué en junio."], ["El usuario se graduó en junio"]),
])
def test_graduating_ends_the_studies(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("message, attribute", [
    ("I'm learning Spanish.", "language"),
    ("I work at a university as a librarian.", "job"),
])
def test_what_is_no_study_keeps_its_attribute(message, attribute):
    assert [a for _, a, _ in read(message)] == [attribute]
