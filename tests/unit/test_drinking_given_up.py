"""Drinking given up ends the drinking held, in every language and whatever drink was named (issue 28): "もうお酒は
飲んでいません" ends "毎晩ビールを飲みます", "Ho smesso di bere" ends "Bevo birra ogni sera", "我不喝酒了" ends
"我每天喝啤酒"; another drink given up ("I no longer drink coffee", "I quit drinking coffee") ends no beer. (Our own
wording.)"""

import pytest

from tests.unit.test_stopped_doing import current_and_asked


@pytest.mark.parametrize("messages, ended", [
    (["毎晩ビールを飲みます。", "健康診断で引っかかって、もうお酒は飲んでいません。"], "ユーザーは毎晩ビールを飲みます"),
    (["Bevo birra ogni sera.", "Ho smesso di bere."], "L'utente beve birra ogni sera"),
    (["我每天喝啤酒。", "我不喝酒了。"], "用户每天喝啤酒"),
    (["I drink beer every night.", "I don't drink anymore."], "User drinks beer every night"),
    (["Je bois du vin tous les soirs.", "J'ai arrêté de boire."], "L'utilisateur boit du vin tous les soirs"),
])
def test_drinking_given_up_ends_the_drinking_held(tmp_path, messages, ended):
    current, _ = current_and_asked(tmp_path, messages)
    assert ended not in current, current


@pytest.mark.parametrize("messages, kept", [
    (["I drink beer every night.", "I no longer drink coffee."], "User drinks beer every night"),
    (["I drink beer every night.", "I quit drinking coffee."], "User drinks beer every night"),
])
def test_another_drink_given_up_ends_no_beer(tmp_path, messages, kept):
    current, _ = current_and_asked(tmp_path, messages)
    assert kept in current, current
