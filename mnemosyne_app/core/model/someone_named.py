"""A clause that opens on someone or something named, then a verb of its own: theirs, never part of the
person's statement before it ("I moved to York, Sarah stayed in Leeds", "Ich wohne in Köln, Lena arbeitet in
Bonn", "Vivo en Sevilla, Lucía se mudó a Madrid").

Where one sentence holds it after a comma, the clause splitter cuts there (``after_comma``), and the part is
kept apart from the person's clause before it; with no pronoun of the person's, it is read as no statement of
theirs. A name is told by its capital, so chat typed in lower case is left as it was."""

from __future__ import annotations

import re

# Words that open a remark with a capital and are no one's name ("…, Sadly it died", "…, Ahora vive …").
_NOT_NAMES = (r"(?!(?:Then|Now|Today|Sadly|Luckily|Apparently|Anyway|Also|Still|Plus|Yesterday|Tomorrow|Last|This|Next|"
              r"Every|Because|Since|When|After|Before|While|Which|Who|What|Where|And|But|So|Ahora|Hoy|Ya|También|Luego|"
              r"Después|Maintenant|Aujourd|Puis|Ensuite|Ora|Adesso|Oggi|Poi|Agora|Hoje|Depois|Então|Jetzt|Heute|Dann|"
              r"Nun|Inzwischen)\b)")
_CAP = r"[A-ZÀ-ÞÄÖÜÁÉÍÓÚÑ]"
_NAME = rf"{_NOT_NAMES}{_CAP}[\wà-ÿ'’-]+(?:\s+{_CAP}[\wà-ÿ'’-]+)?"

# Portuguese words in "-eu" that are no verb of the name's ("o Parlamento europeu", "o Museu").
_PT_NOT_VERB = r"(?!(?:meu|seu|teu|europeu|judeu|ateu|plebeu|hebreu|pigmeu|museu|liceu|pneu|apogeu|camafeu)\b)"

# The name, then a verb of its own, by language (compiled below with _THE_PERSON's check).
_NAME_AND_VERB = {
    # (English: "…, Anna started at the hospital there"; a past tense in -ed is a verb of the name's)
    "en": (rf"^{_NAME}\s+(?:(?:just|also|finally|still|now|already|recently)\s+)?"
           # (not "was born": a child just born is news of the person's family, "…, Olivia was born on Tuesday")
           r"(?:is|was(?!\s+born)|has|had|got|gets|started|starts|began|begins|moved|moves|works|worked|lives|lived|"
           r"stayed|stays|left|leaves|joined|joins|went|goes|came|comes|took|takes|found|finds|loves|loved|passed|died|"
           r"turned|turns|bought|sold|says|said|thinks|wants|needs|keeps|kept|isn['’]t|wasn['’]t|doesn['’]t|"
           # (and what they do now: "…, Jonas commutes to Basel now"; no word that is a plural noun too, "…, Saturday
           # runs with the club", "…, Lake District walks")
           r"commutes|drives|teaches|does|knows|likes|hates|speaks|sleeps|prefers|earns|owns|rents|manages|"
           r"didn['’]t|hasn['’]t|[a-z]{3,}ed)\b"),
    # (German capitalises every noun, so "Die Katze ist …" counts too; not "heißt": a naming goes with what it names)
    "de": (r"^(?:(?:der|die|das|unser|unsere|Der|Die|Das|Unser|Unsere)\s+)?" + _NOT_NAMES +
           r"[A-ZÄÖÜ][\wäöüß-]+\s+(?:ist|hat|war|hatte|wird|wurde|kommt|kam|geht|ging|wohnt|lebt|arbeitet|"
           r"bleibt|blieb|schläft|liegt|zieht|zog|fängt|fing|pendelt|fährt|studiert|spielt|kocht|sucht|verdient|"
           r"unterrichtet|trainiert|läuft|fliegt)\b"),
    "fr": (rf"^(?:(?:le|la|Le|La)\s+)?{_NAME}\s+(?:(?:s['’]|se\s)\s*)?(?:est|a|était|avait|vit|habite|travaille|"
           r"reste|dort|commence|part|vient|va|bosse|conduit|étudie|enseigne|joue|cherche|gagne|"
           r"adore|aime|veut|doit|peut)\b(?!-)"),
    # (a third person's preterite, "se mudó", "empezó", "vivió")
    "es": (rf"^(?:(?:el|la|El|La)\s+)?{_NAME}\s+(?:(?:se|ya|también|ahora)\s+)?(?:es|está|tiene|era|estaba|tenía|"
           # (and the irregular ones: "y Rocío se vino desde Cádiz", "Pablo hizo la tarta")
           r"vive|trabaja|se queda|duerme|ha|estudia|conduce|maneja|juega|cocina|enseña|sigue|busca|quiere|necesita|"
           r"(?<=se\s)vino|fue|hizo|puso|dijo|trajo|estuvo|tuvo|pudo|quiso|supo|dio|vio|"
           r"[a-záéíóúñ]{2,}(?:ó|ió))\b"),
    "it": (rf"^(?:(?:il|la|lo|Il|La|Lo)\s+)?{_NAME}\s+(?:(?:si|ora|adesso|anche|già)\s+)?(?:è|ha|era|aveva|vive|"
           r"abita|lavora|resta|dorme|sta|studia|gioca|insegna|guida|cucina|fa il pendolare|viaggia|cerca|vuole|"
           r"deve|può)\b"),
    # (a third person's preterite, "mudou-se", "começou")
    "pt": (rf"^(?:(?:o|a|O|A)\s+)?{_NAME}\s+(?:(?:se|já|também|agora)\s+)?(?:é|está|tem|era|estava|tinha|mora|vive|"
           # (and "-eu", "-iu" and the irregular ones: "e o Tejo comeu metade do bolo", "a Ana trouxe um bolo")
           r"trabalha|fica|dorme|estuda|joga|ensina|dirige|cozinha|procura|quer|precisa|foi|fez|disse|trouxe|veio|deu|pôs|"
           rf"{_PT_NOT_VERB}[a-zà-ÿ]{{2,}}(?:ou|eu|iu)(?:-se)?)(?![\w-])"),
}


# The person said in the clause after the name's verb ("Guy's is where I work now", "Harrogate is where we ended up",
# "Manchester Royal is my hospital"): the person's statement about a place, not someone's news.
# (as subject or owner: as an object, "Frieda ist mit mir gekommen", the clause is still the name's)
_THE_PERSON = {"en": r"I|I['’]\w+|my|we|we['’]\w+|our", "de": r"ich|mein\w*|wir|unser\w*",
               "fr": r"je|j['’]\w+|mon|ma|mes|nous|notre|nos", "es": r"yo|mi|mis|nosotr[oa]s|nuestr\w*|conmigo|m[ií][oa]s?|nos",
               "it": r"io|mio|mia|miei|mie|noi|nostr\w*|con me",
               "pt": r"eu|meu|minha|meus|minhas|nós|noss\w*|comigo|connosco|conosco|mim|\w+rmos"}
NAME_THEN_VERB = {lang: re.compile(rf"{pattern}(?![^,;.!?]*\b(?:{_THE_PERSON[lang]})\b)")
                  for lang, pattern in _NAME_AND_VERB.items()}


def after_comma(lang: str) -> str:
    """The splitter's alternative for the language: a comma, then a clause of someone named (a regex fragment)."""
    # (case kept as written inside a splitter compiled to ignore case: a name is told by its capital)
    return rf",\s+(?-i:(?={NAME_THEN_VERB[lang].pattern[1:]}))"


# Someone else doing something for the person, said after "and" ("… und die Jungs haben mir einen Kuchen gestellt",
# "… e le colleghe mi hanno portato una torta", "… and Tom gave me a cake"): their doing, no part of the person's
# statement before it, and no statement of the person's. (By a verb of giving, bringing or making for the person
# only: "Airbus m'a embauché", "mi hanno promosso", "hat mich übernommen" tell the person's own work.)
ACTS_ON_THE_PERSON = {
    "en": re.compile(r"\b(?:gave|bought|sent|brought|baked|threw)\s+me\b", re.I),
    "de": re.compile(r"^(?!(?:ich|mir|mich)\b)\S+(?:\s+\S+){0,5}?\s+(?:hat|haben|hatte|hatten)\s+mir\b(?=.*\b(?:geschenkt|gebracht|"
                     r"gestellt|gebacken|gemacht|geschickt|gekauft|mitgebracht|organisiert)\b)", re.I),
    "fr": re.compile(r"^(?!(?:je|j['’]|moi)\b)\S+(?:\s+\S+){0,5}?\s+m['’](?:a|ont|avait|avaient)\s+(?:offert|donné|apporté|fait|"
                     r"préparé|envoyé|acheté|amené|organisé)\b", re.I),
    "es": re.compile(r"^(?!(?:yo|me)\b)\S+(?:\s+\S+){0,5}?\s+me\s+(?:(?:han|ha|habían|había)\s+(?:regalado|traído|dado|hecho|"
                     r"preparado|comprado|enviado|organizado)|dio|dieron|trajo|trajeron|regaló|regalaron|hizo|hicieron)\b", re.I),
    "it": re.compile(r"^(?!(?:io|mi)\b)\S+(?:\s+\S+){0,5}?\s+(?:mi\s+(?:hanno|ha|avevano|aveva)|m['’]hanno|m['’]ha)\s+(?:portato|"
                     r"regalato|dato|fatto|preparato|comprato|mandato|organizzato)\b", re.I),
    "pt": re.compile(r"^(?!(?:eu|me)\b)\S+(?:\s+\S+){0,5}?\s+me\s+(?:deu|deram|trouxe|trouxeram|fez|fizeram|ofereceu|ofereceram)\b",
                     re.I),
}


def acts_on_the_person(part: str, lang: str) -> bool:
    """Whether ``part`` tells someone else doing something for the person (ACTS_ON_THE_PERSON)."""
    return lang in ACTS_ON_THE_PERSON and bool(ACTS_ON_THE_PERSON[lang].search(part))
