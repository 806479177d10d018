"""New work the person owns, told by a phrase about it, ends the old work (issue 28).

"My new team at KPMG does audits", "Meine neuen Kollegen bei Audi sind nett", "新公司是小米，加班少多了": the person's
new employer or job, told in passing. Until session 25 it was a guess whose ending was asked, as a new home still is
(a place visited, a flat not got, someone else's read the same); bench/probe_indirect_changes.py found no such misreading
for work (23 → 32/42 changes right, 0/27 controls wrong; the tuning and blind sets unchanged), so the old employer or
job ends as a verb of joining would end it. A start still to come ("starts in March") stays asked, as a plan would.
"""

import pytest

from tests.unit.test_new_state_told_indirectly import current_and_asked


@pytest.mark.parametrize("messages, new, held", [
    (["I work at Deloitte.", "My new team at KPMG does audits for banks."], "User is at KPMG", "User works at Deloitte"),
    (["I work as a waiter.", "My new job as a paramedic means lots of night shifts."], "User is a paramedic",
     "User works as a waiter"),
    (["Ich arbeite bei BMW.", "Meine neuen Kollegen bei Audi sind sehr nett."], "Der Nutzer ist bei Audi",
     "Der Nutzer arbeitet bei BMW"),
    (["Je travaille chez Orange.", "Mes nouveaux collègues chez Michelin sont sympas."], "L'utilisateur est chez Michelin",
     "L'utilisateur travaille chez Orange"),
    (["我在华为工作。", "新公司是小米，加班少多了。"], "用户的新公司是小米", "用户在华为工作"),
])
def test_new_work_ends_the_old(tmp_path, messages, new, held):
    current, asked = current_and_asked(tmp_path, messages)
    assert new in current and held not in current and asked == [], (current, asked)


@pytest.mark.parametrize("messages, held", [
    # controls: a start still to come is asked; someone else's new job or a wish ends nothing
    (["I work at Deloitte.", "My new job at Google starts in March."], "User works at Deloitte"),
    (["I work at Deloitte.", "My sister's new job at Google is great."], "User works at Deloitte"),
    (["I work at Deloitte.", "If I take it, my new boss at Google would be Sam."], "User works at Deloitte"),
])
def test_work_not_yet_or_not_the_persons_keeps_the_old(tmp_path, messages, held):
    current, _ = current_and_asked(tmp_path, messages)
    assert held in current, current
