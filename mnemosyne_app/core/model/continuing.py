"""A state said as going on ("still vegan of course", "Vegan bin ich natürlich weiterhin", "je suis
toujours à Lyon", "还是素食"): the person confirms what holds, they start nothing. The write side
(core/write/supersede.py) lets such a fact end none it is said within: the held fact stays, with the
day it was first said (the day its "since" is counted from), and the Profile folds the two.

The markers of going on, and the words that only colour a statement ("of course", "natürlich"),
in the eight languages; ``without_continuing`` takes them out, to compare what is left with the
held fact."""

from __future__ import annotations

import re

# (German "noch" alone is left out: "noch nicht", "noch ein Kind" say other things; French "encore" is "another"
# as often, "encore un chat"; Spanish "aún" is "even", "sigue" alone "follows": only before a gerund or a place;
# Chinese "还是" is "or" and "after all" too: only right after the person; Japanese "まだ" is "not yet" before
# a negative ending)
STILL_WORDS = (r"still|immer noch|noch immer|weiterhin|nach wie vor|toujours|todavía|"
               r"(?:sigo|sigue|seguimos|siguen)(?=\s+(?:\w+(?:ando|iendo|yendo)|en|con)\b)|ancora|tuttora|ainda|"
               r"(?:continuo|continua|continuamos)(?=\s+(?:a|em|na|no|nas|nos|in|con|com)\b|\s+\w+(?:ando|endo|indo)\b)")
# (Italian "sempre" is "always" beside a verb, "va sempre in palestra"; with no verb, right after the person and
# before a place or a company, "Io sempre in Ferrero", "L'utente sempre alla Fiat", it is "still")
_IT_STILL_WITHOUT_VERB = (r"(?:(?<=utente )|(?<=\bio ))sempre(?=\s+(?:in|a|al|alla|allo|alle|ai|agli|da|dal|dalla|dai|con|"
                          r"nel|nella|nello|nei|presso)\b)")
_STILL = re.compile(rf"(?<!\w)(?:{STILL_WORDS})(?!\w)|{_IT_STILL_WITHOUT_VERB}|(?:(?<=用户)|(?<=我们)|(?<=我))(?:还是|还在)|依然|仍然|仍旧|今も|相変わらず|引き続き|"
                    r"まだ(?!.*(?:ない|ません|ず)(?:です|でした)?$)", re.I)
_CJK_CHAR = re.compile(r"[\u3040-\u9fff]")
_CJK_MARKER = re.compile(r"还是|还在|依然|仍然|仍旧|今も|相変わらず|引き続き|まだ")
# (words that only colour a statement, and those that only say the state goes on as it was, "as usual",
# "for now", "nothing new", "tho": said again with them, a state says nothing new; the laughs are clauses.LAUGH's,
# cut before a fact is made)
_COLOURING = re.compile(r"(?<!\w)(?:of course|obviously|naturally|natürlich|selbstverständlich|bien sûr|évidemment|"
                        r"naturellement|por supuesto|obviamente|ovviamente|"
                        r"as usual|as always|like always|as ever|for now|for the time being|tho|though(?=\W*$)|"
                        r"wie immer|wie gewohnt|wie üblich|vorerst|comme d['’]habitude|comme toujours|pour l['’]instant|"
                        r"pour le moment|como siempre|como de costumbre|por ahora|de momento|por el momento|"
                        r"come al solito|come sempre|per ora|per adesso|per il momento|como sempre|como de costume|"
                        r"por enquanto|por agora|nothing new|nothing's changed|rien de neuf|rien de nouveau|nichts neues|"
                        r"nada nuevo|nada de nuevo|niente di nuovo|nulla di nuovo|nada de novo)(?!\w)|"
                        r"当然|もちろん|勿論|照旧|一如既往|跟以前一样|和以前一样|老样子|没什么变化|暂时|"
                        r"いつも通り|いつもどおり|今のところ|とりあえず|変わりなく", re.I)


# Being said on with "still" and the gerund ("sigue siendo profesora", "continua sendo professora"): the plain verb once
# "still" is out ("es profesora", "é professora").
_STILL_BEING = re.compile(r"\b(?:sigo|sigue|seguimos|siguen)\s+siendo\b|\b(?:continuo|continua|continuamos)\s+sendo\b", re.I)


def _marker_out(m: re.Match, keep_verb: bool) -> str:
    marker = m.group(0)
    if not _CJK_MARKER.fullmatch(marker):
        return " "
    return marker[1:] if keep_verb and marker.startswith("还") else ""


def said_as_going_on(text: str) -> bool:
    """The fact says its state goes on ("User is still vegan", "Der Nutzer ist Vegan weiterhin")."""
    return bool(_STILL.search(text))


def without_continuing(text: str, keep_verb: bool = True) -> str:
    """The fact with its markers of going on and its colouring words taken out: what it says holds.
    ``keep_verb``: Chinese "还是"/"还在" leave their verb ("用户还是素食者" → "用户是素食者"); else all of it
    goes, as before a verb of its own ("用户还是住在上海" → "用户住在上海")."""
    # (Chinese and Japanese write no spaces: the marker goes without leaving one; "还是"/"还在" is "still" with
    # the verb, which stays: "用户还是素食者" is "用户是素食者")
    # (a colouring word goes leaving a space between words, none between Chinese or Japanese characters)
    cut = _COLOURING.sub(lambda m: "" if _CJK_CHAR.match(m.group(0)) else " ",
                         _STILL.sub(lambda m: _marker_out(m, keep_verb),
                                    _STILL_BEING.sub(lambda m: "es" if "siendo" in m.group(0).lower() else "é", text)))
    return re.sub(r"\s+([,.!?;:])", r"\1", re.sub(r"\s{2,}", " ", cut)).strip(" ,;:")
