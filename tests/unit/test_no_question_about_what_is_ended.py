"""A message asks nothing about a fact it ends itself (issue 28: "a proposal left waiting"): "我上个月从
阿里巴巴离职了，现在在腾讯上班" ends the work at Alibaba by its leaving, and its new work, unsure of the
role, used to ask whether it ends that same fact too; the person was left a question already answered.
And a car had with no article ("Tengo coche") is a vehicle, which "Ya no tengo coche" ends (it asked).
Each failed before its rule; a question about a fact the message does not end still waits."""

from mnemosyne_app import MemoryBrain
from tests.unit.test_fact_spans import RulesOnly, said


def after(tmp_path, messages):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        for n, text in enumerate(messages):
            said(brain, f"2024-0{n + 1}-01", text)
        assert brain.verify_integrity().valid
        return (sorted(f["text"] for f in brain.profile()["current"]),
                [(p["text"], p["ends_text"]) for p in brain.proposals()])


def test_work_left_by_name_and_new_work_ask_nothing_about_the_work_left(tmp_path):
    assert after(tmp_path, ["我在阿里巴巴做产品经理。", "我上个月从阿里巴巴离职了，现在在腾讯上班。"]) == (["用户现在在腾讯上班"], [])


def test_studies_finished_and_new_work_ask_nothing_about_the_studies(tmp_path):
    assert after(tmp_path, ["我是一名研究生。", "我今年夏天毕业了，现在在京东工作。"]) == (["用户现在在京东工作"], [])


def test_a_car_had_without_an_article_is_ended_when_no_longer_had(tmp_path):
    assert after(tmp_path, ["Tengo coche.", "Ya no tengo coche."]) == (["El usuario ya no tiene coche"], [])


def test_new_work_still_asks_about_a_role_its_message_does_not_end(tmp_path):
    # (the control: a nurse who now works at St Mary's may still be a nurse there)
    assert after(tmp_path, ["I'm a nurse.", "I work at St Mary's now."]) == (
        ["User is a nurse", "User works at St Mary's now"], [("User works at St Mary's now", "User is a nurse")])
