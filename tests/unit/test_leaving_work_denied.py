"""A leaving of work said as not done ends no work (issue 28): "Hab doch nicht gekündigt" after "Ich bin
Busfahrer bei der BVG" ended the job, as did the Italian and Chinese denials; the English and Spanish ones did
not. A leaving said as done still ends it (attributes.leaving_denied; the examples are our own)."""

import pytest

from tests.unit.test_stopped_doing import current_and_asked


@pytest.mark.parametrize("held, denied", [
    ("Ich bin Straßenbahnfahrer bei der KVB in Köln.", "Ich hab doch nicht gekündigt, die Zulage kam doch."),
    ("Faccio l'infermiere all'ospedale di Padova.", "Alla fine non mi sono licenziato, resto lì."),
    ("我在一家银行当柜员。", "最后我没辞职，领导给我涨工资了。"),
    ("I work as a baker at Greggs.", "I never quit my job in the end."),
    ("Trabajo de camarero en un bar de Cádiz.", "Al final no dejé mi trabajo."),
])
def test_a_denied_leaving_ends_no_work(tmp_path, held, denied):
    first, _ = current_and_asked(tmp_path / "held", [held])
    current, asked = current_and_asked(tmp_path / "both", [held, denied])
    assert first and all(f in current for f in first) and asked == [], (first, current, asked)


@pytest.mark.parametrize("held, done", [
    ("Ich bin Straßenbahnfahrer bei der KVB in Köln.", "Ich habe bei der KVB gekündigt."),
    ("Faccio l'infermiere all'ospedale di Padova.", "Mi sono licenziato."),
    ("我在一家银行当柜员。", "我上个月辞职了。"),
])
def test_a_leaving_done_still_ends_the_work(tmp_path, held, done):
    first, _ = current_and_asked(tmp_path / "held", [held])
    current, asked = current_and_asked(tmp_path / "both", [held, done])
    assert first and not any(f in current for f in first), (first, current, asked)


@pytest.mark.parametrize("message, attribute", [
    # (the German month inside a sentence is no Italian "mai", never; Portuguese "no" is "in the")
    ("Ich bin seit Mai in Rente.", "job"),
    ("Ich habe im Mai aufgehört zu rauchen.", "health"),
    ("No mês passado saí do emprego.", "job"),
])
def test_a_month_or_an_article_denies_no_leaving(message, attribute):
    from mnemosyne_app.core.model.statements import statements

    found = [(s.attribute, s.negated) for s in statements(message)]
    assert found == [(attribute, True)], found
