"""Changes the meaning stage reads that the clause's words rule out (core/model/change_meaning.py).

The stage places a clause by the prototype it is nearest in meaning, and what is near is not always what
is said. Session 38's review of 320 messages in eight languages found clauses read as a change of the
wrong thing, each of which would end a true fact of the person's:

- work in the sales of cars read as a car sold: "I'm a car salesman at the Volkswagen dealership", "Ich
  arbeite im Verkauf bei BMW", "Trabalho nas vendas da Volkswagen" (the car the person drives ended);
- a home sold read as a vehicle sold: "I sold my house and moved to Lisbon", "把房子卖了";
- a pet adopted read as a pet gone: "Mi novia y yo acabamos de adoptar un perro";
- a car by its make read as a pet: "我们把特斯拉处理掉了";
- a business of one's own opened read as work ended: "自己开了公司" (it is the new work);
- years worked read as an age: "j'ai bossé 35 ans chez Airbus", "ho lavorato 40 anni alla Pirelli";
- a call on someone read as a home: "Pasé por casa de mi madre al volver";
- cooking one's own food read as a diet: "started baking my own", "开始自己做饭".

``misread`` says which: the reading is dropped (the clause goes on as the rules left it), or kept with no
ending. Each rule asks for the words that rule the reading out, so a real change said with them stays one:
a car sold to a dealer ("sold my car to the dealership") is still sold.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.narrower_change import narrower
from mnemosyne_app.core.model.stopping import SELLING
from mnemosyne_app.core.model.work_vehicle_home import MAKES, MODELS

# Work in the trade of cars or in sales, said by its noun or the verb of a living ("verkaufe Autos beruflich").
_SALES_WORK = re.compile(
    r"\b(?:sales(?:man|woman|person|people)?|dealerships?|car dealer|verkauf|verkäufer\w*|autohaus|vertrieb|"
    r"verkaufe \w+ (?:beruflich|hauptberuflich)|vendeur|vendeurs|vendeuse|concessionnaire|commercial(?:e)? chez|"
    r"ventas|vendedor(?:a|es)?|concesionario|vendite|venditore|venditrice|concessionaria|vendas|concessionária|"
    r"sell (?:cars|bikes|motorbikes) for a living)\b|销售|4S店|卖车的|販売|ディーラー|営業", re.I)
# A dwelling, which a sale does not make a vehicle's.
_DWELLING = re.compile(r"\b(?:house|home|flat|apartment|condo|bungalow|maison|appartement|appart|haus|wohnung|"
                       r"eigentumswohnung|casa|piso|apartamento|appartamento|villa)\b|房子|公寓|(?<!国)房(?=子|了|卖)|"
                       r"マンション|一軒家|家を売", re.I)
# A pet taken in: a new one, no pet gone.
_ADOPTED = re.compile(r"\b(?:adopt\w*|adoptar|adoptamos|adoptado|adotar|adotamos|adotado|adottat\w*|adottare|"
                      r"adopté\w*|adoptiert|rescued)\b|领养|收养|迎え(?:まし|入れ)|飼い始め", re.I)
# A car named by its make or model (the Latin tables of work_vehicle_home.py, and the makes written in CJK).
_A_CAR = re.compile(rf"\b(?:{MAKES}|{MODELS})\b|特斯拉|比亚迪|丰田|本田|大众|宝马|奔驰|奥迪|蔚来|小鹏|吉利|日产|马自达|"
                    r"トヨタ|ホンダ|日産|マツダ|スバル|テスラ|スズキ|ダイハツ|レクサス|プリウス")
# A business of the person's own opened: their new work, no work ended.
_OWN_BUSINESS = re.compile(
    r"\b(?:started|opened|set up|launched|founded) my own|\bwent (?:freelance|self-employed)|"
    r"\b(?:monté|créé|ouvert|lancé) (?:ma|mon) (?:propre )?(?:boîte|société|entreprise|cabinet|affaire|commerce)|"
    r"\bmich selbstständig gemacht|\b(?:gegründet|eröffnet)\b|\bme (?:hice|he hecho) autónom[oa]|"
    r"\b(?:abrí|monté|fundé|he abierto|he montado) (?:mi|una) (?:propia )?(?:empresa|negocio|tienda)|"
    r"\bmi sono messo in proprio|\b(?:ho )?(?:aperto|fondato) (?:la mia|il mio|una|un) (?:propri[ao] )?"
    r"(?:azienda|attività|ditta|negozio|società)|\b(?:abri|montei|fundei) (?:a minha|o meu|uma|um) "
    r"(?:própri[ao] )?(?:empresa|negócio|loja)|自己开了|开了(?:一家|个|家)?(?:公司|店|工作室)|创业了|"
    r"起業|開業|独立して", re.I)
# Years worked, said by a verb of working before the number: how long, no age.
_YEARS_WORKED = re.compile(
    r"\b(?:worked|working|work|bossé|travaillé|travaille|bosse|lavorato|lavoro|trabajé|trabajado|trabajo|"
    r"trabalhei|trabalhado|trabalho|gearbeitet|arbeite)\b[^.,;]{0,20}?\b\d{1,2}\s*(?:years|yrs|ans|anni|años|anos|jahre)\b|"
    r"\b\d{1,2}\s*(?:years|ans|anni|años|anos|jahre)\s+(?:at|chez|bei|en|in|alla|al|na|no|da)\s+(?-i:[A-Z])", re.I)

# A call on someone on the way, or a visit: no home of the person's ("Pasé por casa de mi madre al volver", "stopped by my
# mum's", "Sono passata da mia mamma", "bin bei meiner Mutter vorbeigefahren").
_CALLED_ON = re.compile(
    r"\b(?:stopped (?:by|off at)|dropped (?:by|in on)|popped (?:by|round|over)|swung by|went (?:to see|round to)|visited|"
    r"pas(?:é|ó|amos) por (?:casa|lo) de|fui a ver|visité|passé(?:e)? (?:chez|voir)|(?:suis|est) passée? (?:chez|voir)|"
    r"vorbei(?:gefahren|gegangen|geschaut)|besucht|sono passat[oa] (?:da|a trovare)|passat[oa] (?:da|a trovare)|"
    r"ho visitato|sono andat[oa] a trovare|passei (?:na|pela|em) casa|fui visitar|visitei)\b", re.I)

# Cooking or baking one's own food, with no word of a diet: how the person eats, not what ("started baking my own",
# "开始自己做饭").
_COOKING = re.compile(r"\b(?:cook\w*|bak(?:e|es|ed|ing)|cuisin\w*|koch\w*|back\w*|cocin\w*|cucin\w*|cozinh\w*)\b|做饭|做菜|下厨|"
                      r"自炊|料理を", re.I)
_DIET_WORD = re.compile(r"\b(?:vegan\w*|végan\w*|veg\w*|keto|paleo|meat|fleisch|viande|carne|pescatarian|gluten\w*|glutine|"
                        r"lactose|laktose|sugar|zucker|sucre|azúcar|zucchero|açúcar|halal|kosher)\b|素|肉|糖|ヴィーガン|菜食|グルテン",
                        re.I)

DROP, NO_ENDING = "drop", "no ending"


def misread(attribute: str, ends: bool, clause: str) -> str | None:
    """``DROP`` where the clause's words rule the reading out, ``NO_ENDING`` where they keep its attribute but
    rule its ending out, None where nothing does."""
    if attribute == "diet" and _COOKING.search(clause) and not _DIET_WORD.search(clause):
        return DROP
    if narrower(attribute, clause):
        return DROP  # (a change of something narrower than the attribute's state: core/model/narrower_change.py)
    if attribute == "vehicle" and _SALES_WORK.search(clause) and not SELLING.search(clause):
        return DROP
    if attribute == "vehicle" and _DWELLING.search(clause) and not _A_CAR.search(clause):
        return DROP
    if attribute == "pet" and _A_CAR.search(clause):
        return DROP
    if attribute == "pet" and ends and _ADOPTED.search(clause):
        return NO_ENDING
    if attribute in ("job", "employer") and ends and _OWN_BUSINESS.search(clause):
        return NO_ENDING
    if attribute == "residence" and _CALLED_ON.search(clause):
        return DROP
    if attribute == "age" and _YEARS_WORKED.search(clause):
        return DROP
    return None
