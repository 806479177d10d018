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
_STILL = re.compile(rf"(?<!\w)(?:{STILL_WORDS})(?!\w)|(?:(?<=用户)|(?<=我们)|(?<=我))(?:还是|还在)|依然|仍然|仍旧|今も|相変わらず|引き続き|"
                    r"まだ(?!.*(?:ない|ません|ず)(?:です|でした)?$)", re.I)
_CJK_MARKER = re.compile(r"还是|还在|依然|仍然|仍旧|今も|相変わらず|引き続き|まだ")
# (words that only colour a statement; the laughs are clauses.LAUGH's, cut before a fact is made)
_COLOURING = re.compile(r"(?<!\w)(?:of course|obviously|naturally|natürlich|selbstverständlich|bien sûr|évidemment|"
                        r"naturellement|por supuesto|obviamente|ovviamente)(?!\w)|当然|もちろん|勿論", re.I)


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
    cut = _COLOURING.sub(" ", _STILL.sub(lambda m: _marker_out(m, keep_verb), text))
    return re.sub(r"\s+([,.!?;:])", r"\1", re.sub(r"\s{2,}", " ", cut)).strip(" ,;:")
