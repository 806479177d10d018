"""A Chinese layoff told of the company, then the person on its list in the next clause ("上个月公司裁员，我也在名单里"),
is the person's work left, read as one clause with the person first; not "好在我不在名单里" (spared), nor a friend on
the list ("我朋友公司裁员，他也在名单里"). (Our own wording; issue 28, a leftover of session 23.)"""

import pytest

from mnemosyne_app.core.model.statements import statements
from tests.unit.test_stopped_doing import current_and_asked


@pytest.mark.parametrize("message", ["公司裁员，我也在名单里。", "上个月公司裁员，我也在名单里😅"])
def test_on_the_layoff_list_is_work_left(message):
    said = [(s.text, s.attribute, s.negated) for s in statements(message)]
    assert any(a == "job" and negated and "名单" in t for t, a, negated in said), said


@pytest.mark.parametrize("message", ["公司裁员了，好在我不在名单里。", "我朋友公司裁员，他也在名单里。"])
def test_spared_or_someone_elses_layoff_ends_no_work(tmp_path, message):
    current, asked = current_and_asked(tmp_path, ["我在银行上班。", message])
    assert "用户在银行上班" in current and "用户在银行上班" not in asked, (current, asked)


def test_the_layoff_ends_the_work_held(tmp_path):
    current, _ = current_and_asked(tmp_path, ["我在银行上班。", "公司裁员，我也在名单里。"])
    assert "用户在银行上班" not in current, current
