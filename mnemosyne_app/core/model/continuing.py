"""A state said as going on ("still vegan of course", "Vegan bin ich natürlich weiterhin", "je suis
toujours à Lyon", "还是素食"): the person confirms what holds, they start nothing. The write side
(core/write/supersede.py) lets such a fact end none it is said within: the held fact stays, with the
day it was first said (the day its "since" is counted from), and the Profile folds the two.

The markers of going on, and the words that only colour a statement ("of course", "natürlich"),
in the eight languages; ``without_continuing`` takes them out, to compare what is left with the
held fact."""

from __future__ import annotations

import re

# (German "noch" alone is left out: "noch nicht", "noch ein Kind" say other things)
STILL_WORDS = (r"still|immer noch|noch immer|weiterhin|nach wie vor|toujours|encore|todavía|aún|sigo|sigue|"
               r"seguimos|siguen|ancora|tuttora|ainda|continuo|continua|continuamos")
_STILL = re.compile(rf"(?<!\w)(?:{STILL_WORDS})(?!\w)|还是|还在|依然|仍然|仍旧|照样|まだ|今も|相変わらず|引き続き", re.I)
_COLOURING = re.compile(r"(?<!\w)(?:of course|obviously|naturally|natürlich|selbstverständlich|klar|bien sûr|évidemment|"
                        r"naturellement|por supuesto|claro|obviamente|naturalmente|ovviamente|certo|claro que sim|"
                        r"haha|lol|jaja|mdr)(?!\w)|当然|もちろん|勿論", re.I)


def said_as_going_on(text: str) -> bool:
    """The fact says its state goes on ("User is still vegan", "Der Nutzer ist Vegan weiterhin")."""
    return bool(_STILL.search(text))


def without_continuing(text: str) -> str:
    """The fact with its markers of going on and its colouring words taken out: what it says holds."""
    cut = _COLOURING.sub(" ", _STILL.sub(" ", text))
    return re.sub(r"\s+([,.!?;:])", r"\1", re.sub(r"\s{2,}", " ", cut)).strip(" ,;:")
