"""Which attribute of the person a statement is about, whether it negates, whether it passes.

Attributes decide what a new fact replaces (core/write/supersede.py): a single-valued one
(where the person lives, their job, ...) holds one current fact; a multi-valued one (allergies,
languages, ...) accumulates. Keyword rules per language, deterministic and tested; a clause they
cannot place is left to the model's yes/no (core/model/llama_extractor.py) and kept without one.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.diet_words import VEGETARIAN_NOW
from mnemosyne_app.core.model import italian_portuguese as itpt
from mnemosyne_app.core.model.hobbies import HOBBY
from mnemosyne_app.core.model import work_vehicle_home
from mnemosyne_app.core.model.normalise import _EMOJI, _ZH_KIN as _ZH_KIN_WORDS, ZH_THEIRS
from mnemosyne_app.core.model.others import RELATION
from mnemosyne_app.core.model.pet_nouns import any_pet
from mnemosyne_app.core.model.plans import is_plan
from mnemosyne_app.core.model.said_with_duration import without_duration
from mnemosyne_app.core.model.stopping import denied_before

SINGLE_VALUED = frozenset({"residence", "job", "employer", "relationship", "diet", "name", "birthday", "age",
                           "vehicle"})
# Attributes one change can end together: leaving a job ends the employer said with it, and the
# reverse ("I got laid off", "j'ai quitté Renault": core/write/supersede.py).
WORK = frozenset({"job", "employer"})
# (education: studies finished, which end the person's being a student and stay, like a pet or a language;
# trip: a journey planned, current until the person is back, and ending no residence)
# (hobby: an instrument, a sport or an activity the person does again and again, core/model/hobbies.py: "plays
# guitar and cello" is two, and giving up the cello leaves the guitar)
MULTI_VALUED = frozenset({"family", "allergy", "health", "preference", "language", "pet", "project", "education",
                          "trip", "hobby"})
ATTRIBUTES = SINGLE_VALUED | MULTI_VALUED

_FAMILY_EN = (r"daughters?|sons?|wife|husband|kids?|children|sisters?|brothers?|mother|mom|mum|father|dad|"
              r"parents|grandmother|grandma|grandfather|grandpa|twins|partner|fianc[ée]e?|niece|nephew|aunt|uncle|"
              r"cousin|baby|stepson|stepdaughter|in-laws|mother-in-law|father-in-law")
# Being together with someone named, said with how long or as begun ("跟小林在一起半年了", "和阿杰在一起了"): a couple,
# not kin or friends one is with ("跟我妈在一起三年了" is living with the mother).
_TOGETHER_NAMED = (rf"(?:跟|和|与)(?!我?(?:{_ZH_KIN_WORDS}|{ZH_THEIRS}))[\u4e00-\u9fffA-Za-z]{{1,4}}在一起"
                   r"(?:了$|(?:已经|快|差不多)?[半一二两三四五六七八九十\d]+(?:个)?多?(?:月|年))")


def together_named(clause: str) -> bool:
    """Whether the clause tells the person together with someone named (_TOGETHER_NAMED): a laugh after it is joy."""
    return bool(re.search(_TOGETHER_NAMED, clause))


_PET_JA = r"子猫|子犬|犬|猫|ペット|ハムスター|うさぎ|インコ"
# (the pets every language's rules share, core/model/pet_nouns.py, and English breeds and kinds of its own)
_PET_EN = any_pet("en", r"(?:golden |labrador )?retriever|labrador|poodle|terrier|spaniel|collie|dachshund|beagle|husky|bunny|"
                  r"goldfish|pets?|lizard|snake")
# Where children said as boys and girls end the clause, or are named or aged after a comma ("I have two boys", "…, Ava
# and Lily", "…, 5 and 8"): nothing after them but that.
_CHILDREN_END = r"(?!['’])(?=\s*(?:$|[.!;(]|,\s*(?:(?-i:[A-ZÀ-Þ])|\d|aged|âgés?|de \d|von \d)))"
_FAMILY = re.compile(
    rf"^(?:my|our)\s+(?:\w+\s+)?(?:{_FAMILY_EN})\b|\b(?:have|has|got)\s+(?:a|an|two|three|four|\d+)\s+"
    rf"(?:\d{{1,2}}[- ](?:year|yr|month)s?[- ]old\s+|\w+\s+)?(?:{_FAMILY_EN})\b"
    r"(?!\s+(?:in (?:my|the|our) class|to (?:babysit|look after|mind)|at (?:school|nursery|work)))|"
    # (children said as boys and girls, or twins, the clause ending there or naming them: "I have two boys", "I've got
    # twin girls, Ava and Lily"; not "two girls in my class", "two boys to babysit", "a girls' night out")
    r"\b(?:have|has|got)\s+(?:(?:a|an|two|three|four|\d+)\s+(?:little\s+|young\s+|baby\s+)?(?:boys?|girls?)|"
    rf"twin\s+(?:boys|girls|daughters|sons)|twins){_CHILDREN_END}|"
    r"^(?:mon|ma|mes)\s+(?:fille|fils|femme|mari|enfants?|sœur|soeur|frère|mère|père|parents|grand-mère|grand-père|conjoint|compagne|compagnon)\b|"
    r"\b(?:j'ai|nous avons)\s+(?:une|un|deux|trois|\d+)\s+(?:filles?|fils|enfants|sœurs?|frères?)\b|"
    rf"\b(?:j'ai|nous avons)\s+(?:un|deux|trois|\d+)\s+(?:garçons?|jumeaux|jumelles){_CHILDREN_END}|"
    r"^(?:mein|meine)\s+(?:tochter|sohn|frau|mann|kinder|kind|schwester|bruder|mutter|vater|eltern|oma|opa|partner|partnerin)\b|"
    r"\bhaben?\s+(?:eine|einen|zwei|drei|\d+)\s+(?:töchter|tochter|sohn|söhne|kinder|schwester|schwestern|bruder|brüder)\b|"
    rf"\bhaben?\s+(?:zwei|drei|\d+)\s+(?:jungs|jungen|mädchen|zwillinge){_CHILDREN_END}|"
    r"^(?:mi|mis)\s+(?:hija|hijo|hijas|hijos|esposa|esposo|marido|mujer|hermana|hermano|hermanos|madre|padre|padres|abuela|abuelo|pareja|novia|novio)\b|"
    r"\b(?:tengo|tenemos)\s+(?:una|un|dos|tres|\d+)\s+(?:hijas?|hijos?|hermanas?|hermanos?)\b|"
    rf"\b(?:tengo|tenemos)\s+(?:dos|tres|\d+)\s+(?:niñ[oa]s|gemel[oa]s|melliz[oa]s){_CHILDREN_END}|"
    # (a child said as the couple's girl or boy of some age: "tenemos una niña de 3 años")
    r"\btenemos\s+(?:una niña|un niño|un bebé|una bebé)\s+de\s+\d{1,2}\s+(?:años|meses)\b(?! en (?:clase|el aula|consulta)| para cuidar| a (?:nuestro )?cargo)|"
    r"我有(?:一|两|二|三|\d)?个(?:[一二三四五六七八九十两\d]{1,3}岁的)?(?:女儿|儿子|孩子)|"
    r"我(?:的)?(?:女儿|儿子|妻子|老婆|丈夫|老公|孩子|姐姐|妹妹|哥哥|弟弟|妈妈|母亲|爸爸|父亲|父母|爷爷|奶奶|外婆|外公|男朋友|女朋友|未婚妻|未婚夫)|"
    r"我有(?:一|两|二|三|\d)个(?:女儿|儿子|孩子|姐姐|妹妹|哥哥|弟弟)|"
    r"^(?:私の|僕の|うちの)?(?:娘|息子|妻|夫|子供|子ども|姉|妹|兄|弟|母|父|両親|祖母|祖父)(?:は|が)|"
    r"(?:娘|息子|子供|子ども)が(?:[一二三四五六七八九十\d]+人)?(?:います|いる)",
    re.I)
# (a thing named after the animal is none: "got a dog bed", "took in a dog show", "took home a rabbit for dinner")
# (nor one kept for a while: "took home a dog for the weekend", "… while my friend was away")
_NOT_THE_ANIMAL = (r"(?![-'’])(?!\s+(?:show|shows|race|races|bed|beds|food|toys?|walker|sitter|park|house|cage|lead|leash|collar|treats?|"
                   r"groomer|trainer|hair|fur|tree|flap|litter|basket|crate|costume|film|movie|stew|pie|"
                   r"for (?:the )?(?:dinner|lunch|tea|stew|pot|oven)|from the butcher)\b)"
                   r"(?![^,.;!?]*\b(?:for (?:a|the|two|three|\d+) (?:days?|nights?|weeks?|weekends?|months?|holidays)|while|"
                   r"from school|over (?:easter|christmas|the holidays|half[- ]term|the weekend|summer)|"
                   r"gave (?:him|her|it|them) back)\b)")
_PET = re.compile(
    rf"^(?:my|our)\s+(?:\w+\s+)?(?:{_PET_EN})\b|\b(?:have|has|got|adopted|own|rescued|(?:brought|took) home)\s+(?!a hot dog\b)(?:a|an|two|three|\d+)\s+(?:\w+\s+)?(?:{_PET_EN}|cats|dogs)\b{_NOT_THE_ANIMAL}|"
    rf"(?:^(?:mon|ma|mes)\s+|\b(?:j'ai|nous avons) (?:un|une|deux|trois) |\badopté (?:un|une) )(?:{any_pet('fr')})\b|"
    rf"(?:^(?:mein|meine|unser|unsere)\s+|\bhaben? (?:einen|eine|ein|zwei|drei) )(?:{any_pet('de', 'welpe')})\b|"
    # (chat's "hab" and the rewritten "Der Nutzer hat", only where the pet is all the clause says or its name follows:
    # "Hab einen Kater, Socke"; not "Hab einen Hund gesehen", "Ich hab einen Hund überfahren")
    rf"\b(?:hab|(?<=nutzer )hat) (?:einen|eine|ein|zwei|drei) (?:{any_pet('de', 'welpe')})\b"
    r"(?=\s*(?:$|[,.!;]|namens\b|(?-i:[A-ZÄÖÜ])|und\b|seit\b))|"
    rf"(?:^(?:mi|mis)\s+|\b(?:tengo|tenemos) (?:un|una|dos|tres) |\b(?:adopté|adoptamos|(?:he|hemos) adoptado) (?:un|una|dos|tres|\d+) )(?:{any_pet('es', 'cachorras?', 'hamster')})\b|"
    # (not what is for the pet, "我们的猫粮", nor someone of the household, "我家有人怕狗")
    r"我(?:的|家的?|们的?)?(?:狗|猫|小狗|小猫|宠物|兔子)(?![粮砂窝绳])|我(?:们|家)?(?:又|也|还|再)?(?:养了?|有)(?!人)\S{0,4}(?:狗|猫|宠物|兔子|仓鼠|鹦鹉(?!螺)|乌龟(?!壳)|龙猫|荷兰猪|刺猬(?!头))(?![粮砂窝绳])|"
    # (a verb of keeping or taking in with the classifier of animals is a pet, whatever its breed: "领养了一只橘猫", "养了一只柯基")
    r"(?:养|领养|收养)了?(?:一|两|二|三|\d)?(?:只|条)|"
    # a Japanese pet by its name ("猫のミケを飼っています"), one more ("子猫をもう一匹"), ours ("うちの猫のミケ")
    # (or a breed in katakana, "トイプードルのモカを飼っています": Japanese keeps only animals, 飼う)
    rf"(?:{_PET_JA}|[ァ-ヺ]{{2}}[ァ-ヺー]{{1,10}})(?:の[^\s、。をがは]{{1,8}})?を?(?:もう)?(?:[一二三四五六七八九十\d]+[匹頭羽])?(?:飼|かって)|"
    # (a breed or a kind before the animal: "うちの柴犬のコタロウ、…", "私の保護猫は…")
    rf"^(?:うちの|私の|僕の)[^\s、。をがはの]{{0,3}}?(?:{_PET_JA})(?:の|は|が|、)",
    re.I)
_LANGUAGES_EN = (r"english|spanish|french|german|italian|portuguese|japanese|chinese|mandarin|cantonese|korean|"
                 r"arabic|russian|hindi|urdu|bengali|dutch|swedish|norwegian|danish|finnish|icelandic|polish|greek|"
                 r"turkish|hebrew|persian|farsi|vietnamese|thai|indonesian|malay|tagalog|czech|slovak|hungarian|"
                 r"romanian|bulgarian|serbian|croatian|ukrainian|catalan|basque|galician|welsh|irish|gaelic|swahili|"
                 r"latin|esperanto|sign language|asl|bsl|\w+ sign language|languages")
_LANGUAGES_FR = r"anglais|espagnol|allemand|italien|portugais|japonais|chinois|mandarin|coréen|arabe|russe|néerlandais|grec|turc|hébreu"
_LANGUAGES_DE = r"englisch|spanisch|französisch|italienisch|portugiesisch|japanisch|chinesisch|koreanisch|arabisch|russisch|niederländisch|griechisch|türkisch"
_LANGUAGES_ES = r"inglés|ingles|francés|frances|alemán|aleman|italiano|portugués|japonés|chino|mandarín|coreano|árabe|ruso|catalán|euskera"
# What can follow "moved to": a name that is no tool, language, day or month, or a kind of place.
_NOT_PLACES = (r"python|rust|java|javascript|typescript|go|golang|kotlin|swift|scala|haskell|ruby|php|perl|elixir|"
               r"react|vue|angular|svelte|django|flask|rails|node|aws|azure|gcp|linux|windows|mac|macos|ios|android|"
               r"excel|notion|obsidian|vim|emacs|neovim|vs ?code|chrome|firefox|slack|teams|zoom|jira|github|gitlab|"
               r"postgres|postgresql|mysql|mongodb|kubernetes|docker|monday|tuesday|wednesday|thursday|friday|"
               r"saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|"
               r"december|i|my|our|the|a|an")
_PLACE = (rf"(?!(?:{_NOT_PLACES})\b)(?-i:[A-Z])|"
          r"the (?:us|usa|uk|states|city|countryside|suburbs|coast|mountains|country|area|bay area|east coast|"
          r"west coast|north|south|east|west|island|village|capital)\b|"
          r"(?:a |an )?(?:new |bigger |smaller |small |tiny |nicer |quieter )?(?:city|town|village|place|apartment|flat|"
          r"house|home|neighbou?rhood|country|island|suburb)\b")
_JOB_NOUNS_EN = (r"nurse|teacher|engineer|developer|doctor|lawyer|designer|student|accountant|programmer|architect|chef|"
                 r"pharmacist|scientist|researcher|consultant|manager|writer|journalist|photographer|electrician|plumber|"
                 r"carpenter|firefighter|paramedic|dentist|translator|librarian|professor|lecturer|analyst|freelancer|"
                 r"retiree|mechanic|pilot|farmer|vet|veterinarian|therapist|psychologist|baker|cashier|waiter|waitress|"
                 r"barista|ceo|cto|cfo|coo|founder|co-founder|physiotherapist|cook|receptionist|technician|officer|"
                 r"blogger|caterer|butcher|nutritionist|dietitian|paralegal|clerk|bookkeeper|cleaner|courier|\w+ologist|\w+iatrist|\w+ician")
# A diet word before a job or a business names the work, not what the person eats ("a vegetarian
# cook at a steakhouse", "I work at a vegan bakery").
_DIET_WORD_EN = (r"\b(?:vegetarian|vegan|pescatarian|keto|halal|kosher)\b(?!\s+(?:[\w-]+\s+)?(?:"
                 r"(?:" + _JOB_NOUNS_EN + r")|restaurants?|caf[eé]s?|bakery|bakeries|shop|store|place|brand|company|"
                 r"startup|business|kitchen|butcher|market|blog|cookbook|magazine)\b)")
# What "在X工作" can name that is a place, not a workplace ("我在深圳工作", "在家上班", "在国外工作").
_ZH_CITIES = ("北京|上海|天津|重庆|深圳|广州|杭州|成都|南京|武汉|西安|苏州|长沙|郑州|青岛|沈阳|大连|厦门|宁波|济南|哈尔滨|"
              "长春|合肥|福州|昆明|南宁|贵阳|南昌|太原|石家庄|兰州|乌鲁木齐|呼和浩特|拉萨|西宁|银川|海口|三亚|珠海|东莞|佛山|"
              "无锡|常州|温州|台北|香港|澳门|台湾|广东|江苏|浙江|山东|河南|河北|四川|湖北|湖南|福建|安徽|江西|辽宁|吉林|"
              "黑龙江|云南|贵州|广西|陕西|山西|甘肃|内蒙古|新疆|西藏|海南|宁夏|青海|美国|英国|日本|德国|法国|加拿大|澳洲|"
              "澳大利亚|新加坡|韩国|欧洲|北美")
# (and words of where that name no one place: core/read/cjk_names.py reads no entity in them)
ZH_WHERE_WORDS = ("国内|国外|海外|外地|老家|家乡|本地|当地|农村|城里|市区|郊区|家里|这里|那里|"
                  "这边|那边|附近|同一|一起|线上|网上|远程|村里|镇上|公司里|单位里")
_ZH_PLACES = _ZH_CITIES + "|" + ZH_WHERE_WORDS
# A Chinese city, province or country by its name (a known one, or one named with its kind: "绍兴市").
_ZH_PLACE_NAME = rf"(?:{_ZH_CITIES}|中国|[\u4e00-\u9fff]{{1,4}}[市省县国州])"
ZH_PLACE_NAME = _ZH_PLACE_NAME  # (core/read/cjk_names.py: a city worked in is a place, not an employer)
# What makes a stay of a settling ("hasta el domingo", "para el puente", "per il weekend", "über Weihnachten", a hotel).
_STAY_ONLY = (r"\bhasta\b|\bpara el\b|\bdurante\b|\bpuente\b|\bfin de semana\b|\bper il\b|\bfino a\b|\bweekend\b|"
              r"\bfim de semana\b|\baté\b|\büber\b|\bam wochenende\b|\bbis\b|aufgewachsen|hotel|ホテル|出張|会議|結論|旅行|再说|"
              r"\b(?:juego|app|whatsapp|programa|jogo|aplicativo)\b")
# Leaving a city in Chinese without "no longer" ("我离开了北京", "我从广州搬走了", "我已经不在武汉了"):
# an ending of where the person lives, which names the city.
_ZH_LEFT_CITY = (rf"从{_ZH_PLACE_NAME}搬(?:走|出|离)|搬离了?{_ZH_PLACE_NAME}|离开了?{_ZH_PLACE_NAME}|"
                 rf"不(?:再)?(?:住)?在{_ZH_PLACE_NAME}(?:住)?了")
# A Japanese city left ("名古屋を離れて、…"): a home no longer had, as the Chinese one is. A place by its name: two to four
# kanji with what kind of place it is (not in katakana: "プロジェクトを離れて", "シェアハウスで暮らし始めました").
# (not a home or a place of the day: "実家を離れて十年です", "会社を離れて")
_JA_NOT_A_TOWN = (r"実家|自宅|地元|故郷|田舎|会社|職場|学校|大学|部屋|現場|仕事|親元|家族|一人|二人|三人|彼女|彼氏|両親|夫婦|"
                  r"友達|仲間|子供|自分|新居|寮|東京駅|現職|前職|本社|業界|部署|都会|都心|一線|現場")
# (a town by its name from a list, or by what kind of place it is; and the leaving told, not wished or of someone:
# "東京を離れたくない", "東京を離れた友達", "教職を離れて")
_JA_TOWN = (r"(?:東京|大阪|京都|名古屋|横浜|神戸|福岡|札幌|仙台|広島|北海道|沖縄|千葉|埼玉|奈良|金沢|静岡|新潟|熊本|鹿児島|長崎|岡山|"
            r"川崎|さいたま|浜松|堺|日本|[\u4e00-\u9fff]{1,3}(?:市|県|区|町|村))")
# (said as done in its own sentence: "東京を離れて、週末は箱根で過ごしました" is a trip, its "て" read as "た" by then)
_JA_LEFT_CITY = rf"^(?:ユーザーは|私は|僕は)?(?!{_JA_NOT_A_TOWN}){_JA_TOWN}を離れました$"
# ... and a workplace left the same way ("我离开了腾讯", "我已经不在阿里巴巴了"): any other name (not
# home, a person, a time: "八点离开家", "离开了他", "不在乎了").
_ZH_NOT_WORKPLACE = r"了|家|他|她|它|你|我|这|那|一|学校|房间|办公室|会议|教室|宿舍|座位|现场|群|乎|意|身边"
_ZH_LEFT_WORKPLACE = (rf"离开了?(?!{_ZH_PLACE_NAME}|{_ZH_NOT_WORKPLACE})[\u4e00-\u9fffA-Za-z]{{2,10}}(?<![里上中])$|"
                      rf"不(?:再)?在(?!{_ZH_PLACE_NAME}|{_ZH_NOT_WORKPLACE}|一起)[\u4e00-\u9fffA-Za-z]{{2,10}}?(?<![里上中])"
                      r"(?:工作|上班)?了$")
# Leaving a partner, in each language: a relationship that ends ("我离开了他", "I left my husband"),
# never work left (a pronoun or a partner is no workplace).
_PARTNER_EN = r"husband|wife|boyfriend|girlfriend|partner|fianc[ée]e?"
PARTNER_EN = _PARTNER_EN  # (the words a partner is called by, read by core/write/supersede.py too)
# (the clause ends there, or says when: "I left him a note", "I left my wife at the airport" are no break-up)
_WHEN_AFTER = (r"(?:$|[,.!]|\s+(?:last|this|in|on|after|before|for good|years?|months?|weeks?|yesterday|two|three|a (?:year|month|week)"
               r"|ago)\b)")
_LEFT_PARTNER = (rf"\bi (?:have |'ve |finally |just )*left (?:him|her|my (?:{_PARTNER_EN})){_WHEN_AFTER}|"
                 r"\bj['’]ai quitté (?:mon (?:mari|copain|compagnon|conjoint|fiancé)|ma (?:femme|copine|compagne|conjointe|fiancée))\b|"
                 r"\bje l['’]ai quitté|\b(?:meinen (?:mann|freund|partner|verlobten)|meine (?:frau|freundin|partnerin|verlobte)) verlassen\b|"
                 r"\bdejé a mi (?:marido|esposo|esposa|mujer|novio|novia|pareja)\b|"
                 r"\bho lasciato (?:mio marito|mia moglie|il mio ragazzo|la mia ragazza|il mio compagno|la mia compagna)\b|"
                 r"\bdeixei (?:o meu (?:marido|namorado|companheiro)|a minha (?:mulher|esposa|namorada|companheira))\b|"
                 r"离开了?(?:他|她|我?(?:的)?(?:老公|老婆|丈夫|妻子|男朋友|女朋友|男友|女友|未婚夫|未婚妻|爱人))(?:$|[了。！])")
# What "Xで働いています" can name that is a place, not a workplace ("東京で働いています", "地元で").
_JA_PLACES = ("東京|大阪|京都|名古屋|横浜|札幌|福岡|神戸|仙台|広島|川崎|千葉|埼玉|北九州|新潟|静岡|浜松|岡山|熊本|鹿児島|"
              "沖縄|那覇|金沢|長野|奈良|北海道|九州|四国|関西|関東|東北|海外|国内|日本|地元|都内|近所|現地|本社|支社|自宅|在宅")
# "Live in" that names no dwelling: a state of mind, a time or clothes ("I live in hope that ...",
# "I live in fear of spiders", "I live in the moment", "I live in my head", "I live in sweatpants").
_NOT_DWELLING = (r"hope|fear|dread|terror|denial|anticipation|misery|poverty|luxury|sin|peace|harmony|limbo|shame|hiding|"
                 r"silence|comfort|pain|squalor|dreams?|fantasy|constant \w+|"
                 r"the (?:moment|present|past|future|now|here and now|shadows?|fast lane|real world|dark|clouds|matrix)|"
                 r"a (?:bubble|dream|fantasy|daze|fog|haze|world of|state of|constant)|"
                 r"(?:my|our|his|her|their) (?:own )?(?:little )?(?:head|mind|world|imagination|bubble|thoughts|dreams|"
                 r"pyjamas|pajamas|sweatpants|hoodies?|jeans|gym clothes)|sweatpants|pyjamas|pajamas|jeans|hoodies")
# "I'm in <Place> now": a name, not a department, a school year or a state ("I'm in HR now").
_NAMED_PLACE = (rf"(?!(?:{_NOT_PLACES}|hr|it|qa|pr|r&d|sales|marketing|finance|engineering|legal|ops|operations|"
                r"accounting|management|charge|love|trouble|school|college|university|therapy|recovery|remission|rehab|"
                r"year|grade|class|form|week|month|level|stage|chapter|phase|round|team|a|an)\b)(?-i:[A-Z])")
# Finishing one's studies, in each language ("I graduated in July", "mi sono laureata", "毕业了"): alone,
# an ending of the person's being a student (core/write/supersede.py), and of no other work; said with
# new work, the studies left, as a job left is (statements.py).
GRADUATING = re.compile(r"\b(?:graduated|finished (?:my|the) (?:degree|studies|course|phd|masters?)|got my (?:degree|diploma)|"
                        r"diplômée?|(?:obtenu|eu) (?:mon|son) (?:diplôme|master|bac)|"
                        r"fini (?:mes|mon) (?:études|master|diplôme)|(?:studium|ausbildung) (?:abgeschlossen|beendet)|"
                        r"me (?:gradué|licencié|titulé)|terminé (?:la carrera|mis estudios|el máster)|"
                        r"laureat[oa]|diplomat[oa]|finito (?:l['’]università|gli studi)|formei-me|licenciei-me|"
                        r"terminei o curso)\b|毕业|卒業", re.I)
# Being a student, as a fact says it ("User is a student at Leeds", "用户是大学生", "ユーザーは大学生です"):
# what a graduation ends.
_STUDENT = re.compile(r"\bstudent|\bundergrad|\bpupil\b|\bphd candidate\b|étudiant|\bstudent(?:in)?\b|\bstudiert?\b|"
                      r"estudiante|\bstudent(?:e|essa)\b|universitari[oa]|estudante|学生|研究生|博士生|硕士生|本科生|在读|读研|读博|院生|在学|"
                      # the verb "to study" with a subject and where ("studia giurisprudenza a Padova", "studies law
                      # at Leeds"): a student's state; not "studies Japanese" (a language learned on the side)
                      r"\b(?:studies|is studying|étudie|estudia|studia|estuda)\s+(?:[\w'’-]+\s+){1,3}?"
                      r"(?:at|in|à|en|a|in|na|no|em)\s+(?-i:[A-Z])|"
                      r"(?:大学|大学院|専門学校|高校)で.{0,12}?(?:勉強|専攻|学んで)", re.I)


# Studying, by the verb and where or what ("I study law at Leeds University", "je fais un master à la Sorbonne",
# "ich studiere Jura", "estudio medicina en la Complutense", "我在复旦大学读研究生", "東京大学で経済学を勉強しています"):
# the person's studies, which a graduation ends. (Not a language learnt: that rule comes first.)
STUDYING = re.compile(
    r"\b(?:study|studies|studying)\b[\w '’-]{0,40}?\b(?:at|in) (?:(?:the |a )?(?:university|college|uni)\b|(?-i:[A-Z]))|"
    r"\b(?:doing|studying for|started|finishing) (?:a|an|my|the) (?:degree|master['’]?s|masters|phd|bachelor['’]?s|doctorate|mba)\b|"
    r"\b(?:j['’]étudie|étudie|fait|fais) (?:un |une |mon |ma |le |la |l['’])?(?:master|licence|doctorat|thèse|bts|prépa|droit|médecine)\b|"
    r"\bstudier(?:e|t)\b|\b(?:studio|studia|estudio|estudia|estudo|estuda) (?:\w+ )?(?:en|a|al|alla|all['’]|in|presso|em|na|no) ?(?:la |el |o |a )?(?-i:[A-Z])|"
    r"\b(?:estoy haciendo|hago|faccio|sto facendo|faço|estou a fazer) (?:un|el|mi|il|um|o) (?:máster|master|grado|doctorado|dottorato|mestrado|doutoramento|doutorado)\b|"
    # a year of school ("estoy en 2º de bachillerato")
    r"\bestoy en (?:\d+º|primero|segundo|tercero|cuarto|quinto|sexto) (?:de )?(?:bachillerato|carrera|la carrera|eso|grado)\b|"
    # (studies taken up again: "voltei a estudar", "volví a estudiar", "I went back to uni", "j'ai repris mes études")
    r"\b(?:voltei a estudar|volví a estudiar|sono tornat[oa] a studiare|ho ripreso a studiare|(?:j['’]ai repris|je reprends) (?:mes|les) "
    r"études|i (?:went|['’]ve gone|have gone) back to (?:uni|university|college)|i['’]m back at (?:uni|university|college)|"
    r"ich studiere wieder)\b(?=\s*$|\s+(?:en|na|a|à|in|at|an der)\s+(?-i:[A-ZÀ-Þ])|\s+(?:this|last|next) (?:year|autumn|fall|september))|"
    r"在\S{1,10}(?:大学|学院)(?:读|上学|念)|读(?:研究生|研|博|本科|大学)|上大学|(?:大学|大学院|専門学校)で\S{0,10}(?:勉強|専攻)|(?:大学|大学院)に通って",
    re.I)


def is_graduation(text: str) -> bool:
    return bool(GRADUATING.search(text))


def is_studying(text: str) -> bool:
    """Whether a fact says the person is a student (and not that they finished)."""
    return bool(_STUDENT.search(text) or STUDYING.search(text)) and not is_graduation(text)


# A pet named by a pronoun, in a message after the one that told of it ("We got a dog." then "His name
# is Rex.", "它叫咪咪", "Il s'appelle Filou", "名前はポチです"): the same pet, now by its name.
_PET_NAMED = re.compile(
    r"^(?:(?:his|her|its) name(?:['’]s| is)|(?:he|she|it)(?:['’]s| is) (?:called|named)|(?:il|elle) s['’]appelle|"
    r"(?:er|sie|es) heißt|se llama|si chiama|chama-se|(?:ele|ela) se chama|chama) (?-i:[A-Z])[\w'’-]*$|"
    r"^它(?:的名字)?叫[\u4e00-\u9fff]{1,4}$|^名前は[\u30a1-\u30fa\u3041-\u3096ー]{2,8}(?:ちゃん|くん)?です$", re.I)
# A fact of one pet with no name ("User got a dog", "用户养了一只猫", "L'utente ha un gatto"): the pet
# a later "His name is Rex" names. (Not "two cats", nor one already named: "a cat called Luna".)
_ONE_UNNAMED_PET = re.compile(
    rf"\b(?:a|an|one|un|une|ein|eine|einen|uno|una|um|uma)\s+(?:[\w-]+\s+)?(?:{_PET_EN}|chien|chienne|chat|chatte|"
    r"chiot|chaton|hund|hündin|katze|kater|welpen?|perro|perra|gato|gata|perrito|gatito|cane|gatto|gatta|gattino|"
    r"cucciolo|cão|cadela|gatinho|cachorro)\b|^用户\S{0,4}(?:养了|有)一(?:只|条)(?:小)?(?:猫|狗)$|^ユーザーは(?:犬|猫|子犬|子猫)を飼",
    re.I)
# One pet by any pet noun of the tables, before a name set beside it: "einen Wellensittich, Hansi", "une perruche, Pistache"
# are one pet named (pet_name_beside); its naming later is read by the narrower _ONE_UNNAMED_PET, as before.
_ONE_PET_OF_ANY_NOUN = re.compile(
    rf"\b(?:a|an|one|un|une|ein|eine|einen|uno|una|um|uma)\s+(?:[\w-]+\s+)?(?:{_PET_EN}|"
    rf"{'|'.join(any_pet(lang) for lang in ('fr', 'de', 'es', 'it', 'pt'))})\b", re.I)
_NAMED_ALREADY = re.compile(r"\b(?:called|named|name|s['’]appelle|heißt|namens|llama|chiama|chama)\b|叫|名前|名字", re.I)
_CASED_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def is_pet_naming(text: str) -> bool:
    return bool(_PET_NAMED.search(text.strip(" .!。")))


# A pet's name set beside it at the end of its fact ("User has a cat, Salt", "Der Nutzer hat einen Hund,
# Bello": how core/model/one_fact_each.py writes pets named in a list, in the person's words).
_PET_NAME_BESIDE = re.compile(r",\s*((?-i:[A-ZÀ-Þ])[\w'’-]+)\s*$")


def pet_name_beside(text: str) -> str | None:
    """The name set beside a pet at the end of its fact, or None."""
    text = text.strip(" .!。")
    beside = _PET_NAME_BESIDE.search(text)
    return (beside.group(1) if beside and (_ONE_UNNAMED_PET.search(text[:beside.start()])
                                           or _ONE_PET_OF_ANY_NOUN.search(text[:beside.start()])) else None)


def is_one_unnamed_pet(text: str) -> bool:
    text = text.strip(" .!。")
    if not _ONE_UNNAMED_PET.search(text) or _NAMED_ALREADY.search(text) or pet_name_beside(text):
        return False
    if re.search(r"\b(?:Nutzer|Nutzers)\b", text):
        return True  # (German writes its nouns with a capital: no name told by case)
    # a name after the person's own words ("User has a dog, Rex") is a pet named already
    return not any(w[:1].isupper() for w in _CASED_WORD.findall(text)[1:] if w not in ("User", "User's"))


# A trip planned, by when ("I'm going to Lisbon in July", "我下个月去东京旅游", "来月京都に旅行します",
# "Je pars à Rome en août", "Ich fliege im Mai nach Madrid"): a plan, dated by the words said with it
# (core/read/when_said.py reads them against the day it was said); it ends no residence.
_MONTHS = (r"january|february|march|april|may|june|july|august|september|october|november|december|"
           r"janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|"
           r"januar|februar|märz|juni|juli|oktober|dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|"
           r"septiembre|octubre|noviembre|diciembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|"
           r"dicembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro")
_WHEN_AHEAD = (rf"\b(?:in|en|im|a|ad|em|a fine|à la fin de) (?:{_MONTHS})\b|\b(?:next|this|prochaine?|nächste[nrs]?|"
               r"diese[nrs]?|que viene|próxim[oa]|prossim[oa]) (?:week|weekend|month|year|summer|winter|spring|autumn|"
               r"semaine|mois|année|été|woche|wochenende|monat|jahr|sommer|semana|mes|año|verano|settimana|mese|anno|"
               r"estate)\b|\b(?:la semaine|le mois|l['’]été|el mes|la semana|il mese|la settimana|o mês|a semana) "
               r"(?:prochaine?|que viene|prossim[oa]|que vem)\b|\bin (?:a|one|two|three|\d+) (?:days?|weeks?|months?)\b|"
               r"\btomorrow\b|\bdemain\b|\bmorgen\b|\bmañana\b|\bdomani\b|\bamanhã\b")
# An age still to come ("下周是我29岁生日", "来月30歳になります", "Nächste Woche werde ich 42", "pour mon 30e
# anniversaire samedi prochain", "I'm turning 40"): a birthday ahead, by a word of the time to come or the future
# of its verb, reaches no age yet, so it must not end the age held (core/model/statements.py drops it, as the
# other languages' coming birthdays already were). A past time ("turned 40 in May") is not read here.
AGE_AHEAD = re.compile(
    r"\b(?:next|prochaine?|nächste[nrs]?|que viene|que vem|próxim[oa]|prossim[oa])\b|"
    r"\bin (?:a|one|two|three|\d+) (?:days?|weeks?|months?)\b|\b(?:tomorrow|demain|mañana|domani|amanhã)\b|"
    r"(?<!heute )\bmorgen\b|\b(?:will|['’]ll) (?:turn|be)\b|\bturning\b|\b(?:werde|wird|werden)\b|"
    r"\b(?:vais|va) avoir\b|\bvoy a cumplir\b|\bcumpliré\b|\bcompirò\b|\bvou (?:fazer|completar)\b|\bfarei\b|"
    r"下个?月|下周|下星期|明年|明天|后天|来月|来週|来年|明日|あさって|歳になります$|歳になる$|"
    # (a month said with a birthday's verb in the present, which tells one to come: "En mayo cumplo 40", "Compio 40
    # anni il 3 maggio", "Em maio faço 40 anos", as "I turn 40 in March"; not "Cumplí 40 en mayo", past, nor today's)
    rf"^(?!.*\b(?:hoy|oggi|hoje|today)\b)(?:.*\b(?:{_MONTHS})\b.*\b(?:cumplo|cumple|compio|compie|faço|faz|completo|completa|turns?)\b|"
    rf".*\b(?:cumplo|cumple|compio|compie|faço|faz|completo|completa|turns?)\b.*\b(?:{_MONTHS})\b)|"
    # (or in a time to come: "Compio 40 anni tra due mesi", "Cumplo 40 dentro de dos meses", "Faço 40 daqui a um mês")
    r"\b(?:tra|fra|dentro de|daqui a|en)\s+(?:\w+\s+)?(?:giorni|settimane|mesi|días|semanas|meses|dias|mês)\b", re.I)


def age_ahead(clause: str) -> bool:
    """Whether the age ``clause`` tells is still to come (AGE_AHEAD), read in the part of it that says the age:
    "I'm 35 now, next month I start a new job" reached 35, its "next" is the job's."""
    parts = [p for p in re.split(r"[,，、;；]", clause) if re.search(r"\d|[一二三四五六七八九十]+[岁歳]", p)]
    return any(AGE_AHEAD.search(p) for p in parts or [clause])


# A number near an age in meaning that tells no age held now: an age at a time told in the past ("I was 30 when I
# moved here", "als ich 30 war", "quand j'avais 30 ans", "我30岁的时候"), a range ("my age group is 35-39"), or a
# difference ("35 ans de moins que mon père", "five years older than my wife"). Read only where the meaning stage
# placed an age (core/model/statements.py): the rules' own ages are said in the present.
_AGE_NUMBER = (r"(?:\d{1,3}|twenty|thirty|forty|fifty|sixty|seventy|eighty|vingt|trente|quarante|cinquante|soixante|"
               r"zwanzig|dreißig|vierzig|fünfzig|sechzig|veinte|treinta|cuarenta|cincuenta|sesenta|venti|trenta|quaranta|"
               r"cinquanta|sessanta|vinte|trinta|quarenta|cinquenta|sessenta)")
_AGE_NOT_HELD = re.compile(
    # (the age governed by a verb of the past: "I was 30 when…", "als ich 30 war", "quand j'avais 30 ans", "cuando
    # tenía 30"; not "Turned forty when we were in Rome", whose past verb is another's)
    rf"\b(?:was|were|had been|war|waren|étais|était|avais|avait|tenía|tenia|era|eras|tinha|avevo|ero|aveva)\s+"
    rf"(?:\w+\s+){{0,2}}?{_AGE_NUMBER}\b|\b(?:als ich|when i was)\s+{_AGE_NUMBER}\b|"
    rf"(?:\d{{1,3}}|[一二三四五六七八九十两]{{1,3}})岁(?:的时候|那年|时)|歳の(?:時|とき|頃|ころ)|"
    r"\d\s*(?:-|–|to|bis|à|a|al|até)\s*\d|\b(?:age group|bracket|category|catégorie|altersklasse|categoría|categoria)\b|"
    r"\b(?:younger|older|de moins|de plus|jünger|älter|menor|mayor|más joven|più giovane|più grande|più vecchi[oa]|"
    r"mais nov[oa]|mais velh[oa])\b|比\S{1,6}(?:大|小)", re.I)


def age_not_held(clause: str) -> bool:
    """Whether a clause read near an age in meaning tells no age held now (see _AGE_NOT_HELD)."""
    return bool(_AGE_NOT_HELD.search(clause))


TRIP_PLANNED = re.compile(
    rf"^(?=.*(?:{_WHEN_AHEAD}))(?:i|we)(?:['’](?:m|re|ll)| am| are| will)? (?:going|flying|travel(?:l)?ing|heading|driving|off|"
    r"taking a trip) to (?-i:[A-Z])|"
    rf"^(?=.*(?:{_WHEN_AHEAD}))(?:(?:je|nous) (?:pars|partons|vais|allons|m['’]envole)|(?:yo )?(?:voy|viajo|vuelo|vamos)|"
    r"(?:io )?(?:vado|parto|volo|andiamo)|(?:eu )?(?:vou|viajo|vamos)|ich (?:fliege|fahre|reise)|wir (?:fliegen|fahren|reisen)) "
    r"(?:\S+ ){0,3}?(?:à|au|en|a|ad|in|para|nach) (?-i:[A-Z])|"
    rf"^(?:{_WHEN_AHEAD})[, ]+(?:vado|parto|volo|voy|viajo|vou|je pars|nous partons) (?:a|ad|à|para|in) (?-i:[A-Z])|"
    r"(?:下个?月|下周|下星期|明年|明天|后天|周末|这个周末|今年\S{1,3}|[0-9一二三四五六七八九十]{1,2}月)\S{0,3}(?:要|会|打算|准备)?去"
    # (not "下周一去美团上班": going to work at a new place is work, not a trip)
    # (nor an errand, "明天我要去银行办点事", "明天上午要去邮局寄个包裹": a place of errands, no place travelled to)
    r"(?!\S{1,10}(?:上班|工作|入职|报到)$)(?!\S{0,3}(?:银行|邮局|超市|医院|药店|菜市场|商场|理发店|健身房|公司|学校|办事|寄))\S{2,8}"
    r"(?:旅游|旅行|出差|玩|度假|看\S{1,4})?$|"
    r"(?:来月|来週|来年|明日|週末|今度|[0-9一二三四五六七八九十]{1,2}月に)\S{0,8}?(?:に|へ)(?:旅行|出張|行き)", re.I)
# Back from a trip, or a trip told as past ("I'm back from Lisbon", "我从东京回来了", "Sono tornata da
# Parigi", "京都から帰ってきました", "我上周去了成都"): the plan to that place is over. ``place`` names it.
TRIP_OVER = re.compile(
    r"\b(?:back|got back|returned|came back|home) from (?P<en>(?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*)?)|"
    r"\b(?:rentrée?|revenue?|de retour|retour) (?:de |d['’])(?P<fr>(?-i:[A-Z])[\w'’-]*)|"
    r"\b(?:volví|volvió|he vuelto|ha vuelto|regresé|regresó|de vuelta|voltei|voltou|regressei|regressou|de volta) de (?P<es>(?-i:[A-Z])[\w'’-]*)|"
    r"\b(?:tornat[oa]|rientrat[oa]) da (?P<it>(?-i:[A-Z])[\w'’-]*)|"
    r"\b(?:aus|von) (?P<de>(?-i:[A-Z])[\w'’-]*) zurück\b|\bzurück aus (?P<de2>(?-i:[A-Z])[\w'’-]*)|"
    r"从(?P<zh>[\u4e00-\u9fff]{2,6})回来|(?:上个?月|上周|上星期|去年|昨天|前天)去了(?P<zh2>[\u4e00-\u9fff]{2,6}?)(?:旅游|旅行|出差|玩)?$|"
    r"(?P<ja>[\u4e00-\u9fff\u30a1-\u30fa]{2,8})から(?:帰って|戻って|戻り|帰り|帰国)|"
    r"\bi went to (?P<en2>(?-i:[A-Z])[\w'’-]*) (?:last|in|on)\b", re.I)


def trip_place(text: str) -> str | None:
    """The place a trip told as over names ("User is back from Lisbon" → "Lisbon"), else None."""
    m = TRIP_OVER.search(text)
    return next((g for g in m.groups() if g), None) if m else None


# The person's last day, week or shift at a workplace named ("my last day at Initech was Friday", "Esa fue mi última
# semana en Inditex", "那是我在百度的最后一周"): the leaving of that workplace, told by its end. The owner word makes it
# the person's, with no "I" said (own_last_day).
_LAST_DAY_AT = (
    # (not one to come, nor a last day before a holiday, of a week, as one role or at one branch of the same employer:
    # "Sarà il mio ultimo giorno in Fiat", "my last day at Tesco before my holiday", "my last shift at Tesco this week",
    # "my last day at Tesco as a cashier", "my last day at Tesco's Leeds store")
    r"^(?!.*\b(?:will|'ll|going to|next|sarà|será|serán|vai ser|va être|sera|wird|nächste\w*|prochaine?|prossim[oa]|"
    r"próxim[oa]|que viene|before|vor dem|vor meinem|prima (?:delle|del|di)|antes de|avant|this week|diese woche|cette semaine|"
    r"questa settimana|esta semana|as an?|als|comme|come|como|store|branch|shop|filiale|sucursal|agence|succursale|loja)\b)"
    r".*?(?:\bmy last (?:day|week|shift) (?:at|with) (?-i:[A-Z])|\b(?:mon dernier jour|ma dernière semaine) (?:chez|à) (?-i:[A-Z])|"
    r"\b(?:mein letzter (?:arbeits)?tag|meine letzte woche) bei (?-i:[A-Z])|"
    r"\bmi (?:último día|última semana) (?:en|con) (?-i:[A-Z])|\b(?:il mio ultimo giorno|la mia ultima settimana) (?:alla|al|da|in|presso) (?-i:[A-Z])|"
    r"\b(?:o meu último dia|a minha última semana) (?:na|no|em) (?-i:[A-Z])|在\S{1,10}的最后一(?:天|周|个星期)|\S{1,10}での最終(?:日|出社日|週))")
_OWN_LAST_DAY = re.compile(_LAST_DAY_AT, re.I)


def own_last_day(clause: str) -> bool:
    """Whether the clause tells the person's own last day or week at a workplace (their leaving of it)."""
    return bool(_OWN_LAST_DAY.search(clause))


# Leaving work ends the person's job or employer ("I quit nursing", "I left Deloitte", "I got laid
# off", "j'ai quitté Renault", "ich habe bei Siemens gekündigt", "dejé Telefónica", "从腾讯辞职了").
_LEFT_EMPLOYER = re.compile(
    r"^(?:i |i've |i have |i just |i recently |i finally )*(?:just |finally |recently )?(?:left|quit|resigned from) "
    r"(?-i:[A-Z])|\b(?:left|quit|resigned from) (?:my|the|that) (?:job|position|role|post) (?:at|with)\b|"
    # (a workplace left by its kind, with when or nothing after it: "I left the vet practice in June", "I quit the firm
    # last month"; not a place one walks out of, "I left the office at 6", "left the hospital yesterday")
    r"^(?:i |i've |i have |i just |i recently |i finally )*(?:just |finally |recently )?(?:left|quit|resigned from) (?:the|my) "
    r"(?:[\w-]+ )?(?:practice|surgery|firm|company|agency|charity|council|startup|factory|warehouse|nursery|lab|call cent(?:re|er))"
    r"(?=\s+(?:in (?-i:[A-Z])[a-z]+|in \d{4}|in the (?:spring|summer|autumn|fall|winter)|last|after|this|back in|at the end of)\b|\s*[,.!]|\s*$)|\b(?:j'ai |je )?(?:quitté|démissionné de|quitte) (?!(?:mon|ma|mes|le|la|les)\b)(?-i:[A-Z])|"
    r"\bbei \S+ (?:gekündigt|aufgehört)\b|\bhabe \S+ verlassen\b|^(?:ya )?dejé (?!de\b)(?-i:[A-Z])|\b(?:he|había) dejado (?-i:[A-Z])|"
    # (a named workplace renounced or bid farewell: "Renuncié a Rappi", "Le dije adiós a Accenture")
    r"\brenunci(?:é|ado) a (?-i:[A-Z])|\ble dije adiós a (?-i:[A-Z])|"
    r"从\S{1,12}(?:辞职|离职)|(?:会社|\S+社)を(?:辞め|退職)|" + _ZH_LEFT_WORKPLACE + "|" + itpt.LEFT_EMPLOYER + "|"
    # work changed, which work not said ("I switched jobs", "j'ai changé de travail", "mudei de emprego"): the
    # work the person had is over; said alone it asks what it ends (supersede.py), as a workplace left unnamed
    # (not "switching careers to UX design": the new work named, a job by the rules below)
    r"\b(?:switched|changed|switching|changing) (?:jobs|careers|employers|companies)\b(?! (?:to|into)\b)|"
    r"\bchangé (?:de|d['’]) ?(?:travail|boulot|job|poste|métier|boîte|carrière|employeur|entreprise)\b|"
    r"\b(?:job|arbeitgeber|beruf|arbeitsplatz|arbeit|stelle|firma) gewechselt\b|"
    r"\bcambi(?:é|ado) de (?:trabajo|empleo|curro|puesto|carrera|empresa)\b|"
    r"\bcambiato (?:lavoro|impiego|azienda|carriera)\b|\bmud(?:ei|ado|ou) de (?:emprego|trabalho|carreira|empresa)\b|"
    # the last day, week or shift at a workplace, told as the leaving ("my last day at Initech was Friday")
    + _LAST_DAY_AT, re.I)
# A fixed-term contract that was not renewed: the work it was for is over ("my contract wasn't renewed",
# "Vertrag wurde nicht verlängert", "no me renovaron el contrato", "合同没续签", "契約が更新されなかった"). Said with
# no "I" as its subject, the clause is the person's only where the contract is theirs by its words (own_contract_ended).
_CONTRACT_ENDED = (
    r"\bmy contract (?:wasn['’]t|was not|didn['’]t get|did not get|won['’]t be|hasn['’]t been) (?:renewed|extended)(?=\s*(?:$|[.!;]|at (?-i:[A-Z])))|"
    # (chat leaves out "mein" at the opening: "Vertrag wurde nicht verlängert 🙄")
    r"(?:\b(?:mein|der) |^)(?:arbeits|zeit|befristeter |befristete )?vertrag (?:wurde|ist) nicht (?:verlängert|erneuert)\b|"
    r"\bmon contrat (?:n['’]a|ne sera) pas (?:été )?(?:renouvelé|prolongé)\b|"
    r"\bno me (?:han )?renova(?:ron|do) el contrato\b(?! (?:de|del|con)\b)|\bmi contrato no (?:se )?(?:ha sido |fue )?renovad[oa]\b|"
    r"\bnon mi (?:hanno )?rinnova(?:to|rono) il contratto\b(?! (?:di|dell['’]|della|del|con)\b| d['’])|\bil (?:mio )?contratto non è stato rinnovato\b|"
    r"\bnão (?:me )?renovaram (?:o )?(?:meu )?contrato\b(?! (?:de|da|do|dela|dele|com)\b)|\bo meu contrato não foi renovado\b|"
    # (not a thing's contract, "健身房的合同", "ジムの契約": the person's own, or one with no owner said)
    r"(?<![^我]的)合同(?:到期)?(?:没|没有|未)续(?:签|约)?|(?<![^私]の)契約(?:が|は)?更新され(?:なかった|ませんでした|ず)"
)
_LEFT_JOB = re.compile(
    r"\b(?:got|been|was|were|i'm|i am|getting) (?:laid off|fired|let go|made redundant)\b|\bi(?:'ve| have)? retired\b(?!\s+(?:my|the|a|an|our|his|her|their|this|that|it|them|some)\b)|"
    r"\bj['’]ai été (?:licenciée?|virée?|renvoyée?|remerciée?)\b|\bich (?:bin|wurde) (?:\S+ ){0,3}?(?:entlassen|gekündigt)\b|"
    r"\bfui (?:despedid[oa]|demitid[oa]|mandad[oa] embora)\b|\bsono stat[oa] licenziat[oa]\b|"
    r"\b(?:handed|handing|turned|put) in (?:my|their|the) (?:notice|resignation)\b|"
    # ("handed my notice in at Tesco"; not to a landlord, a notice to leave the flat)
    r"\b(?:handed|handing|turned|put) (?:my|their|the) (?:notice|resignation) in\b(?! to (?:my|the|our|their) "
    r"(?:landlord|landlady|letting agent|agency|agent))|"
    # (a badge, a uniform or keys handed in is no leaving by rule: they go back for a new photo, to a landlord,
    # to security when broken; session 17's review)
    + _CONTRACT_ENDED + "|"
    r"\b(?:quit|left|resigned from|gave up) (?:(?:my|the|that|this) (?:[\w'’&-]+ ){0,3}?(?:job|position|role|career|gig)(?! (?:at|with)\b)|(?:teaching|nursing|consulting|banking|"
    r"engineering|accounting|farming|modelling|modeling|acting|law|medicine|retail|finance|academia)\b)|"
    r"\b(?:j'ai |je )(?:quitté|perdu) (?:(?:mon|le) (?:travail|boulot|emploi|poste|job))|\bpris ma retraite\b|"
    # a resignation said without what from ("j'ai démissionné et je suis devenu ...")
    r"\bj'ai démissionné\b(?! de)|\bj'ai donné ma démission\b|\bho dato le dimissioni\b|\bmi sono dimess[oa]\b|"
    # (and in chat's words: "packed in the Deliveroo job", "told my manager where to stick it", "posé ma dém", "lâché mon
    # taf", "den Kram hingeschmissen", "hat mich rausgeworfen", "me echaron de Ford", "最終出社"; session 38's review)
    r"\bpacked in (?:my|the|that) (?:[\w'’&-]+ ){0,2}?(?:job|work|gig)\b|\bwhere to stick (?:it|the job|their job)\b|"
    r"\b(?:j['’]ai )?posé ma dém(?:ission)?\b|\b(?:j['’]ai )?(?:lâché|plaqué) (?:mon|le) (?:taf|boulot|travail|job|poste)\b|"
    r"\b(?:den kram|alles|den job|die arbeit|meinen job) hingeschmissen\b|"
    r"\bhat mich (?:\S+ ){0,4}?(?:rausgeworfen|rausgeschmissen|gefeuert|vor die tür gesetzt)\b|"
    r"\bme (?:echaron|botaron|corrieron) (?:de|del)\b|\bmi hanno (?:cacciat[oa]|mandat[oa] via)\b|"
    r"\bme (?:mandaram embora|demitiram)\b|最終出社|"
    r"\bpedi (?:a )?demissão\b|\bhe renunciado\b|\brenunci[ée]\b(?! a (?-i:[A-Z]))|"
    # a job left in Japanese by what it was ("銀行を辞めて", "仕事を退職しました")
    r"\S{1,10}を(?:辞め|退職)|"
    r"\b(?:gekündigt|entlassen|in rente|in pension)\b|\b(?:dejé|he dejado) (?:mi |el )?(?:trabajo|empleo)\b|\bme (?:despidieron|jubilé)\b|"
    # a job lost ("I lost my job", "me quedé sin trabajo", "ich habe meinen Job verloren")
    r"\b(?:lost|lose) (?:my|the|that) (?:job|position|role)\b|\b(?:quedé|quedado) (?:sin (?:trabajo|empleo)|en paro)\b|"
    r"\bperdí (?:mi|el) (?:trabajo|empleo)\b|\bje me suis fait (?:licencier|virer)\b|"
    r"\b(?:meinen|den) (?:job|arbeitsplatz) verloren\b|\barbeitslos geworden\b|"
    r"不(?:再)?(?:当|做|干)\S{1,6}了|辞职了?$|裸辞|(?:那边|那儿|的工作|的活儿?)(?:已经|也)?(?:辞了|辞掉了|不干了)|辞(?:了|掉了)\S{1,8}的工作|被\S{0,8}?(?:裁员?|解雇|辞退|开除)|(?:^|我)(?:上个月|上周|昨天|今天|前天|刚刚?|也|已经|终于|还是)*被(?:公司)?优化了|我(?:也|就|都)?(?:在|上了)(?:裁员|优化)?(?:名单|其中|里面)里?[，,]\S{0,8}(?:裁员|优化|减员)|(?<![たし])(?:リストラ|解雇)され(?:ました|た)(?![^。、]{0,3}(?:同僚|人|友達|友人))|(?:クビ|首)にな(?:りました|った)(?![^。、]{0,3}(?:同僚|人|友達|友人))|退休了|辞(?:掉|去)了?\S{0,4}工作|(?<!を)退職し(?:ました|た|て)|(?:早期|希望)?退職に応じ(?:ました|た|て)|换(?:了)?(?:一份)?(?:新)?工作|跳槽了?$|(?<!に)転職(?:し|した)|" + itpt.LEFT_JOB, re.I)
# A role said with the copula and where it is worked, in the languages that say a trade with no article ("Sou caixa
# no supermercado Pão de Açúcar", "Agora sou agente administrativa na prefeitura", "Soy auxiliar en el ayuntamiento",
# "Je suis agent d'accueil à la mairie"): a job, though its noun is in no list. Only a kind of workplace (a name
# after "chez" is the employer's rule: "Je suis cadre chez Orange"), so "soy feliz en Madrid" is none; and not a state
# or a participle said there ("je suis malade à l'hôpital", "sono ricoverata in ospedale", "sou nova na escola").
_WORKPLACE_KIND = (r"(?:mairie|hôpital|clinique|école|collège|lycée|banque|supermarché|pharmacie|poste|préfecture|entreprise|"
                   r"boîte|usine|magasin|restaurant|hôtel|crèche|ehpad|cabinet|agence|laboratoire|labo|université|fac|"
                   r"ayuntamiento|hospital|clínica|colegio|instituto|escuela|banco|supermercado|farmacia|empresa|fábrica|"
                   r"tienda|restaurante|guardería|universidad|oficina|ministerio|agencia|laboratorio|comune|ospedale|"
                   r"clinica|scuola|banca|supermercato|azienda|fabbrica|negozio|ristorante|asilo|università|ufficio|"
                   r"ministero|agenzia|prefeitura|câmara|clínica|escola|loja|creche|universidade|escritório|ministério|"
                   r"agência|laboratório|repartição|correios)")
_NOT_A_ROLE = (r"(?:malade|fatiguée?|seule?|heureu(?:x|se)|coincée?|bloquée?|nouvel(?:le)?|nouveau|là|ici|toujours|encore|déjà|"
               r"très|trop|bien|enceinte|perdue?|née?|feliz|enferm[oa]s?|cansad[oa]|sol[oa]|nuev[oa]|aquí|allí|ya|muy|"
               r"embarazada|stanc[oa]|malat[oa]|felice|nuov[oa]|qui|lì|già|molto|bene|incinta|doente|sozinh[oa]|nov[oa]|"
               r"aqui|muito|bem|grávida|de|en|em|a|à|un|une|una|uma|um|el|la|il|lo|o|os|as|"
               # (where or how often the person is there, not what they are: "Sono ancora in ufficio", "Je suis souvent
               # à l'hôpital pour ma mère", "Je suis tous les jours à la fac")
               r"ancora|sempre|spesso|tutto|tutta|tutti|souvent|tous|tout|toute|toutes|super|siempre|todavía|aún|todo|"
               r"toda|ainda|todos|tão|tan|così|aussi|même|seulement|"
               # (and who the person is there that is no work: a customer, a patient, a volunteer, a pupil, a parent, a
               # partner in a firm: "Soy cliente del Banco Santander", "Sou paciente no hospital", "bénévole à l'hôpital")
               r"client[ea]?s?|cliente|pacientes?|patient[ea]?s?|paziente|bénévoles?|volontari[oa]|voluntári[oa]|"
               r"voluntari[oa]|alun[oa]s?|alumn[oa]s?|élèves?|student[ea]?|studentessa|estudante|estudiante|étudiante?|"
               r"mãe|pai|madre|padre|mère|père|mamma|papà|soci[oa]|sócio|sócia|associée?|membro|miembro|membre|"
               r"usuári[oa]|usuari[oa]|utente|abonnée?|iscritt[oa]|inscrit[ea]?|mamá|papá)")
_ROLE_AT_WORKPLACE = re.compile(
    r"^(?:(?:yo|eu|io)\s+)?(?:(?:maintenant|désormais|ahora|ya|agora|hoje|adesso|ora)\s+)?"
    r"(?:je suis|suis|soy|sou|sono)\s+(?:(?:maintenant|désormais|ahora|agora|adesso|ora)\s+)?"
    # (no word of the role one of _NOT_A_ROLE, nor a participle: "ricoverata", "installée")
    rf"(?!{_NOT_A_ROLE}\b)(?![\w-]+(?:ée?s?|ad[oa]s?|id[oa]s?|at[oa]|it[oa]|ut[oa])\b)[a-zà-ÿ][\w'’-]*"
    rf"(?:\s+(?:d['’]|de\s+)?(?!{_NOT_A_ROLE}\b)[a-zà-ÿ][\w'’-]*){{0,2}}\s+"
    rf"(?:(?:à|au|dans|en|del|de|na|no|em|do|da|al|alla|all['’]|allo|presso|in)\s+(?:la\s+|le\s+|l['’]|el\s+|"
    rf"un\s+|une\s+|una\s+|uma\s+|um\s+|il\s+|lo\s+|a\s+|o\s+)?{_WORKPLACE_KIND}\b)", re.I)


_CONTRACT_ENDED_SAID = re.compile(_CONTRACT_ENDED, re.I)


def contract_ended(clause: str) -> bool:
    """Whether the clause says the person's work contract was not renewed (see _CONTRACT_ENDED)."""
    return bool(_CONTRACT_ENDED_SAID.search(clause))


# ... said so that it can be no one else's with no "I" in the clause: the person as its object or owner, or the
# contract opening the clause with no owner, as chat says it ("Vertrag wurde nicht verlängert", "合同没续签"). Not
# "der Vertrag" (the one just named: a gym's, a footballer's), nor a contract with someone ("con Movistar").
_OWN_CONTRACT_ENDED = re.compile(
    r"\bmy contract\b|\bmon contrat\b|^(?:mein\s+)?(?:arbeits|zeit)?vertrag\b|\bmein (?:arbeits|zeit)?vertrag\b|"
    r"\bno me (?:han )?renova|\bmi contrato\b|\bnon mi (?:hanno )?rinnova|\bil mio contratto\b|"
    r"\bnão me renovaram\b|\bnão renovaram (?:o )?meu contrato\b|\bo meu contrato\b|^(?:我的?)?合同|^(?:私の)?契約", re.I)
_WITH_SOMEONE = re.compile(r"\bcontrat\w*\s+(?:con|com|with|avec|mit)\b|contratto\s+con\b|\b(?:dela|dele|deles|delas)\b", re.I)


def own_contract_ended(clause: str) -> bool:
    """Whether the clause says the person's own work contract was not renewed, as no one else's can be said."""
    return contract_ended(clause) and bool(_OWN_CONTRACT_ENDED.search(clause)) and not _WITH_SOMEONE.search(clause)


# Getting about on foot, by bike or by public transport, said as what the person does now or
# every day ("ora vado in bici", "agora vou de comboio para o trabalho", "je prends le métro tous
# les jours"): how they get around, which a car sold leaves ("Ho venduto la macchina, ora vado a
# piedi"). Not by car: "vado al lavoro in macchina" names no car, and must not end the one they have.
_HABITUALLY = (r"\b(?:now|these days|everywhere|every day|to work|ora|adesso|ormai|sempre|ogni giorno|tutti i giorni|al lavoro|a lavorare|in ufficio|dappertutto|"
               r"ovunque|agora|todos os dias|para o trabalho|ao trabalho|para todo o lado|hoje em dia|maintenant|"
               r"désormais|tous les jours|au travail|au boulot|partout|ahora|todos los días|al trabajo|"
               r"a todas partes)\b")
_ON_FOOT_OR_TRANSIT = (
    r"\b(?:vado|vengo|giro) (?:\w+ ){0,4}?(?:a piedi|in (?:treno|autobus|bus|metro|tram|bici(?:cletta)?|monopattino))\b|"
    r"\b(?:prendo|uso) (?:il |l['’]|la )(?:treno|autobus|bus|metro|metropolitana|tram)\b|"
    r"\b(?:vou|ando|venho) (?:\w+ ){0,4}?(?:de (?:autocarro|comboio|metro|metrô|ônibus|trem|bicicleta|bike|trotinete)|a pé)\b|"
    r"\b(?:apanho|pego|uso) o (?:autocarro|comboio|metro|metrô|ônibus|trem)\b|"
    r"\bje (?:vais|me déplace) (?:\w+ ){0,4}?(?:à pied|en (?:bus|train|métro|tram|trottinette))\b|"
    r"\bje prends (?:le|les) (?:bus|train|métro|tram|transports)\b|"
    r"\b(?:voy|me muevo) (?:\w+ ){0,4}?(?:a pie|en (?:autobús|bus|tren|metro|tranvía|patinete))\b|"
    r"\b(?:cojo|tomo|uso) el (?:autobús|bus|tren|metro)\b|"
    r"\bi (?:\w+ )?(?:use|take|ride|catch|get) the (?:bus|train|tube|subway|metro|tram)\b")
_GETTING_ABOUT_NOW = rf"^(?=.*{_HABITUALLY})(?=.*(?:{_ON_FOOT_OR_TRANSIT}))|"
# New work begun at a workplace by its name, in each language: a verb of being hired, starting or
# finding work, then the place ("I've been hired by Stripe", "J'ai commencé chez Airbus", "Ich habe
# bei SAP angefangen", "Conseguí trabajo en Inditex", "Sono stata assunta dalla Ferrero", "Arranjei
# emprego na EDP", "我入职了腾讯", "ソニーに就職しました"). The name's capital keeps a city or a chore out
# ("J'ai commencé à Lyon un cours", "hired by my neighbour"); German "bei Null" is from scratch.
_WORK_NOUN = (r"(?:job|position|role|post|travail|boulot|emploi|poste|cdi|cdd|stelle|arbeit|anstellung|trabajo|empleo|"
              r"curro|puesto|lavoro|impiego|posto|emprego|trabalho)")
_WORK_BEGUN_AT_NAMED = (
    r"\b(?:hired|recruited|taken on|employed) (?:by|at) (?-i:[A-Z])|"
    r"\baccepted (?:an? |the |their )?(?:job |position |role )?offer (?:from|at|with) (?-i:[A-Z])|"
    r"\b(?:commencé|débuté|démarré|embauchée?|recrutée?|engagée?|entrée?) (?:chez|par) (?-i:[A-Z])|"
    r"\b(?:j['’]ai |l['’]utilisateur a )?rejoint (?:l['’]équipe d['’]|l['’]|la |le )?(?-i:[A-Z])|"
    r"\b(?:bosse|taffe) (?:\w+ )?(?:chez|pour) (?-i:[A-Z])|"
    r"\bbei (?!Null\b)(?-i:[A-Z])\S* (?:\w+ )?(?:angefangen|eingestiegen|eingestellt|begonnen|anfangen|an)\b|"
    rf"\b(?:eine?n?|meine?n?|die|den) (?:neuen? )?{_WORK_NOUN} (?:\w+ )?(?:bei|chez|at|with) (?-i:[A-Z])|"
    rf"\b(?:trouvé|décroché|obtenu|commencé|conseguí|encontré|empecé|comencé|trovato|iniziato|cominciato|arranjei|"
    rf"consegui|encontrei|comecei) (?:un |une |un nuevo |una nueva |un nuovo |um |uma |um novo |uma nova |mon |mi |il |o )?"
    rf"(?:nouveau |nouvel |nouvelle )?{_WORK_NOUN} (?:chez|à|au|en|con|para|alla|al|allo|presso|da|dalla|dal|in|na|no|em|"
    rf"pela|pelo) (?-i:[A-Z])|"
    r"\b(?:entré|entrée?) a trabajar (?:en|para) (?-i:[A-Z])|"
    r"\b(?:me )?contrat(?:aron|ó|ado|ada)(?: en| para| por)? (?-i:[A-Z])|"
    r"\b(?:assunt[oa]|entrat[oa]) (?:da|dalla|dal|dall['’]|presso|alla|al|in) ?(?-i:[A-Z])|"
    r"\bcontratad[oa] (?:pela|pelo|na|no|em) (?-i:[A-Z])|"
    r"入职了?(?![了。，！]|$)\S|に就職|"
)
# Being a couple, said as being together (with how long, or as a state ending the clause); not working
# or travelling together ("we work together", "arbeiten seit Jahren zusammen", "estamos juntos en el proyecto").
_TOGETHER = re.compile(
    r"\bbeen together(?: (?:for|since) [\w ]{1,25}| \d+ (?:years?|months?))?$|"
    r"\bllev(?:amos|an) (?:ya )?[\w ]{1,25}? junt[oa]s$|\b(?:estamos|están) junt[oa]s (?:desde|hace)\b|"
    r"\b(?:on est|nous sommes|ils sont|elles sont) ensemble depuis\b|\bqu['’](?:on est|on sort|nous sommes) ensemble$|"
    r"\b(?:sind|bin) (?:wir |ich )?(?:mit \w+ )?seit [\wäöüß ]{1,25}? zusammen$|"
    r"\b(?:stiamo|stanno) insieme(?: da [\w ]{1,25}| dal \d{4})?$|"
    r"\b(?:estamos|estão) juntos (?:há|faz|desde)\b|\bestamos namorando\b|\bnamoramos\b|"
    # (the Chinese one with the kin and friends left out: "跟我妈在一起三年了" is living with the mother)
    rf"{_TOGETHER_NAMED}", re.I)

# Being without a partner, said as a state ("single", "célibataire", "ledig", "soltera", "单身"): what a couple's
# being together ends, while a marriage or an engagement it only goes on with (core/write/supersede.py).
_SINGLE_STATUS = re.compile(r"\bsingle\b|célibataire|\bledig\b|alleinstehend|solter[oa]|\bnubile\b|solteir[oa]|单身|独身|未婚(?![妻夫])|"
                            r"シングル|\bno partner\b", re.I)


def together_said(text: str) -> bool:
    """Whether the fact tells the person as a couple by their being together ("llevan 15 años juntos")."""
    return bool(_TOGETHER.search(text))


def single_said(text: str) -> bool:
    return bool(_SINGLE_STATUS.search(text))


# Ordered: the first match wins (a daughter's school is about family, not the person's job).
# Living with a partner or with children, the clause no more than that ("I live with my boyfriend Tom", "je vis avec
# ma compagne", "vivo con mis dos hijos", "moro com a minha esposa Ana").
# A count before one of the household ("my two kids", "mes deux enfants"), per language (one table: clauses and
# one_fact_each read a list of the household by it too).
HOUSEHOLD_COUNT = {"en": r"two|three|four|five|\d+", "fr": r"deux|trois|quatre|\d+", "de": r"zwei|drei|vier|\d+",
                   "es": r"dos|tres|cuatro|\d+", "it": r"due|tre|quattro|\d+", "pt": r"dois|duas|três|quatro|\d+"}
# (the household's "our" too, for a child: "I live with our son", as a list of the household is cut, one_fact_each.py)
_LIVE_WITH_MY = (r"^(?:i live with (?:my|our)|i['’]m living with (?:my|our)|je vis avec (?:ma|mon|mes|notre|nos)|"
                 r"j['’]habite avec (?:ma|mon|mes|notre|nos)|ich wohne mit (?:meiner|meinem|meinen|unserer|unserem|unseren)|"
                 r"vivo con (?:mi|mis|nuestr[oa]s?)|vivo con (?:(?:il |la |i |le )?(?:mio|mia|miei|mie|nostr[oaie]))|"
                 r"moro com (?:(?:o |a |os |as )?(?:meu|minha|meus|minhas|noss[oa]s?)))\s+"
                 rf"(?:(?:{'|'.join(HOUSEHOLD_COUNT.values())})\s+)?")
# The nouns of one's household, per language: a partner, and children (one table: one_fact_each cuts them from a home by
# them too).
PARTNER_NOUNS = {"en": r"wife|husband|partner|boyfriend|girlfriend|fiancée?",
                 "fr": r"femme|mari|copain|copine|compagnon|compagne|conjointe?",
                 "de": r"Frau|Mann|Partner(?:in)?|Freund(?:in)?|Verlobte[nr]?",
                 "es": r"mujer|esposa|marido|esposo|novio|novia|pareja",
                 "it": r"moglie|marito|ragazz[oa]|compagn[oa]|fidanzat[oa]",
                 "pt": r"esposa|mulher|marido|namorad[oa]|companheir[oa]|noiv[oa]"}
# ("boys" and "girls" are children only as the couple's, "our two boys": "my girls" are as often friends)
CHILD_NOUNS = {"en": r"sons?|daughters?|kids|children|twins|(?:(?<=\bour\s)|(?<=\bour\stwo\s)|(?<=\bour\sthree\s)|(?<=\bour\sfour\s))"
                     r"(?:boys|girls)", "fr": r"fils|filles?|enfants|garçons",
               "de": r"Sohn|Tochter|Kindern|Söhnen|Töchtern", "es": r"hij[oa]s?|niños", "it": r"figli[oa]?|figlie|bambini",
               "pt": r"filh[oa]s?"}
_LIVES_WITH_PARTNER = re.compile(
    _LIVE_WITH_MY + rf"(?:{'|'.join(PARTNER_NOUNS.values())})(?:\s+(?-i:[A-ZÀ-Þ])[\w'’-]+)?$", re.I)
_LIVES_WITH_CHILDREN = re.compile(
    _LIVE_WITH_MY + rf"(?:{'|'.join(CHILD_NOUNS.values())})(?:\s+(?-i:[A-ZÀ-Þ])[\w'’-]+)?$", re.I)


# A couple said to be over, the partner named beside the person and nothing more said ("Julien et moi, c'est fini",
# "Con Luca è finita a Natale", "Con Andrés se acabó", "Eu e o Rui terminamos", "Tom and I are over"): a parting, as "we
# split up" is. The clause must end there, or with when: "We're over the moon", "Tom and I are over budget", "Con Marco è
# finita in pareggio", "Nous, c'est fini les vacances" are none; a thing or a place is no partner ("Le tabac et moi",
# with its article). German is left out: every German noun has a capital ("Mit Netflix ist jetzt Schluss"). A partner
# named who is not the held one is asked, not ended (core/write/supersede.py).
_NAME_WORD = r"(?-i:[A-ZÀ-Þ])[\w'’-]+"
_WHEN_ONLY = (r"(?:\s+(?:depuis|since|in|last|this|en|a|ad|da|dopo|el|la|hace|em|há|desde|nel|nell['’]|lo|l['’])\s*(?:[\w'’]+\s*){0,3}?"
              r"(?:[\w'’]*(?:été|hiver|printemps|automne|summer|winter|spring|autumn|year|month|week|mois|semaines?|ans?|natale|"
              r"pasqua|estate|inverno|primavera|autunno|anno|mese|settimana|navidad|verano|invierno|año|mes|semana|natal|"
              rf"verão|ano|mês|christmas|noël|{_MONTHS}|tempo|tiempo|temps|fa|ago)))?\s*[.!…]*\s*$")
COUPLE_OVER = re.compile(
    rf"(?:^|\b(?:User|L['’]utilisateur|El usuario|L['’]utente|O utilizador) (?:and|et|y|e) ){_NAME_WORD} (?:and (?:i|me) )?"
    rf"(?:are|sont) (?:over|finished|through){_WHEN_ONLY}|"
    rf"^{_NAME_WORD} and (?:i|me) are (?:over|finished|through){_WHEN_ONLY}|^we(?:['’]re| are) (?:over|finished|through){_WHEN_ONLY}|"
    # (the engagement called off by the two, the partner named: "Priya and I called it off in March"; not "We called it off
    # because of the rain", which its cause cut leaves as "We called it off")
    # (read as the couple's "we", companions.as_we, when is said too: "we called it off in March")
    rf"(?:^{_NAME_WORD} and (?:i|me)|\b(?:User) and {_NAME_WORD}) called (?:it|things) off{_WHEN_ONLY}|"
    rf"^we called (?:it|things) off(?=\s+\S){_WHEN_ONLY}|"
    rf"(?:^|\b(?:L['’]utilisateur|User) et ){_NAME_WORD}(?: et moi)?,? c['’]est (?:fini|terminé){_WHEN_ONLY}|"
    rf"^nous,? c['’]est (?:fini|terminé){_WHEN_ONLY}|"
    rf"^con {_NAME_WORD} se (?:acabó|terminó|ha acabado|ha terminado){_WHEN_ONLY}|"
    rf"^con {_NAME_WORD} (?:è|e['’]) finit[ao]{_WHEN_ONLY}|"
    rf"\b(?:eu e (?:o |a )?{_NAME_WORD}|(?:o |a )?{_NAME_WORD} e eu) (?:terminamos|acabamos){_WHEN_ONLY}", re.I)


_HOMEMAKER = re.compile(
    r"\b(?:stay[- ]at[- ]home (?:mum|mom|dad|parent|father|mother)|homemaker|housewife|househusband|hausmann|hausfrau|"
    r"(?:femme|homme|mère|père) au foyer|am[oa] de casa|casaling[oa]|don[oa] de casa)\b|家庭主妇|全职(?:妈妈|爸爸|太太|主妇)|"
    r"専業主[婦夫]", re.I)
_RULES: list[tuple[str, re.Pattern]] = [
    # a couple said by how long it has been together ("we've been together 6 years", "llevamos 4 años juntos",
    # "跟小林在一起半年了"): the relationship, before the partner's word reads as family
    ("relationship", _TOGETHER),
    # living with a partner or children, said with no place (one_fact_each cuts it from the home: "I live in Leeds
    # with my two kids"): who the person lives with, which a move leaves as it is, not a home
    ("relationship", _LIVES_WITH_PARTNER),
    ("family", _LIVES_WITH_CHILDREN),
    ("family", _FAMILY),
    # keeping the home as one's work ("I'm a stay-at-home dad", "Ich bin Hausmann", "soy amo de casa", "我是全职妈妈",
    # "専業主婦です"): the person's work, which a new job ends and which ends the job before; not a love of the home
    # ("amo" is also "I love") nor a partner ("Hausmann" holds "Mann"; session 38's review)
    ("job", _HOMEMAKER),
    ("pet", _PET),
    ("name", re.compile(
        r"\bmy name(?:'s| is)\b|\bi'?m called\b|\bcall me\b|^(?-i:I(?:'m| am) (?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2}|[A-Z][a-z]+\s+[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?))$|"
        r"\bje m'appelle\b|\bmon (?:nom|prénom) est\b|\bich heiße\b|\bmein name ist\b|\bme llamo\b|\bmi nombre es\b|"
        r"我叫|我的名字(?:是|叫)|私の名前は|と申します|といいます", re.I)),
    ("allergy", re.compile(r"allerg|アレルギー|过敏|alérgic|alergia", re.I)),
    ("trip", TRIP_PLANNED),
    ("trip", TRIP_OVER),
    ("diet", re.compile(
        _DIET_WORD_EN + r"|\beat (?:everything|anything)\b|\bmange de tout\b|\besse alles\b|\bcomo de todo\b|"
        r"(?:什么|啥)都吃|何でも食べ|\b(?:eat|eats|eating) (?:meat|fish)\b|"
        # animal foods eaten again, the diet that excluded them over ("gone back to eating dairy and eggs", "eating eggs
        # again"; not "I eat more vegetables", nor a first "I had eggs for breakfast")
        r"\b(?:back to eating|eating (?:\w+ )?again) (?:(?:some|a bit of|dairy|eggs?|cheese|fish|chicken|meat|seafood|and|,)\s*)+|"
        r"\beating (?:dairy|eggs?|cheese|fish|chicken|meat|seafood)(?: and (?:dairy|eggs?|cheese|fish|chicken|meat|seafood))* again\b|"
        r"végétarien|végane|végétalien|"
        # (meat eaten again, "je remange du poulet et du poisson depuis un mois")
        r"\bremang\w*\s+(?:de la |du |des |de l['’])?(?:viande|poulet|poisson|porc|b(?:œ|oe)uf|jambon|fruits de mer|œufs|oeufs)\b"
        r"(?=.*\b(?:depuis|maintenant|à nouveau|de nouveau|régulièrement|tous les|toutes les)\b)"
        r"(?!.*\b(?:ce soir|ce midi|demain|hier|aujourd['’]hui|noël|week-end|chez|resto|restaurant|politesse)\b)|"
        + VEGETARIAN_NOW + r"|\bmange (?:de la |pas de |plus de )?viande\b|vegetarier|\bveganer|\bfleisch\b|"
        r"vegetarian[oa]|vegan[oa]|\bcomo carne\b|"
        # (meat, but not a dish made with it or only likened to it: "achei bem parecido com carne", "chili con carne",
        # "hambúrguer de carne", "sabe a carne")
        r"(?<!\bcom )(?<!\bcon )(?<!\bde )(?<!\bdi )(?<!\bdella )(?<!\bdalla )(?<!\bdo )\bcarne(?! de\b)\b|"
        # (and the diets by their own names, as the person's way of eating: "我是蛋奶素", "改吃纯素了", "ヴィーガンになりました",
        # "ペスカタリアンです"; not a menu, a face without make-up or a bag, "纯素菜单", "全素颜", "ビーガンレザー")
        r"素食|吃素|吃肉|吃(?:纯|全)素|是(?:纯素|蛋奶素)|蛋奶素(?:食者)?$|纯素(?:食者|主义者)|"
        r"(?:ヴィーガン|ビーガン|ペスカタリアン)(?:です|でした|になり|になって|をやめ|を続け|生活|歴|のまま)|"
        r"ベジタリアン|菜食|肉(?:を|は|も)食べ|"
        # (meat eaten again or as a habit now, by the person, "我又开始吃鱼了", "现在每周吃两三次牛肉了"; not a meal of the
        # day, "今天吃了牛肉", "又吃了顿海鲜大餐", a start to come, "我明天开始吃鱼", someone's, "宝宝开始吃鱼了", "给猫吃鱼", nor
        # fish oil or a snack of its flavour, "海鲜味的薯片", "鱼丸")
        r"^我?(?:现在|已经)?(?:又|重新)开始吃(?:肉|荤|鱼|海鲜|牛肉|猪肉|鸡肉|羊肉)(?![油肝味丸面卷脯干片豆])|"
        r"^我?(?:现在|已经|又|重新)(?:也)?(?:每周|每天|天天|经常|平时)(?:(?![给喂让看])[^，。,！!？?]){0,5}?吃[^，。,！!？?]{0,3}?"
        r"(?:牛肉|猪肉|鸡肉|羊肉|肉|鱼|海鲜)(?![油肝味丸面卷脯干片豆])|"
        # a diet named as one, in each language ("I gave up intermittent fasting", "ho smesso la dieta")
        r"\b(?:intermittent fasting|low[- ]carb|paleo|whole30|dieting)\b|\b(?:my|a|the|on a|on the) diet\b|"
        r"\brégime\b|\bdiät\b|\bintervallfasten\b|\bdieta\b|\bchetogenic[ao]\b|\bcetogénica\b|\bjejum\b|\bdigiuno\b|"
        r"\bayuno\b|减肥|节食|断食|生酮|饮食|不吃(?:牛肉|猪肉|羊肉|鸡肉|肉|鱼|海鲜)|糖質制限|ダイエット", re.I)),
    ("health", re.compile(
        r"diabet|asthma|intoleran|\b(?:gluten|dairy|lactose)[- ]free\b|colou?r-?blind|\b(?:smoke|smokes|smoked|smoking|vape|vaping)\b|\bfum(?:e|o|er|ar)\b|\brauche\b|"
        r"\brauchen\b|"
        r"吸烟|抽烟|戒烟|喫煙|禁煙|タバコ|たばこ|intoléran|\bdiagnosed\b|migraine|\badhd\b|blood pressure|\bpregnant\b|\bepilep|\bcoeliac|celiac|"
        r"celíac|celiaquía|cœliaque|coeliaque|zöliakie|"
        r"arthritis|depression|anxiety disorder|diabète|asthme|enceinte|migraines?\b|asthma|schwanger|migräne|"
        r"asma|embarazada|migrañas?|糖尿病|哮喘|怀孕|偏头痛|高血压|抑郁|喘息|妊娠|片頭痛|持病|"
        # drinking, as smoking: a habit of the person's health that accumulates with the others
        r"\b(?:don't|do not|never|no longer) drink(?: (?:any ?more|at all))?$|\balcohol\b|\balcool\b|\balkohol\b|\balcol\b|\bálcool\b|"
        r"お酒|飲酒|喝酒|戒酒", re.I)),
    # a birthday said with its number is the age reached ("my 30th birthday", "meinen 26. Geburtstag gefeiert")
    ("age", re.compile(r"\b(?:my|mein|meinen|meinem|mon|mes|mi|il mio|o meu)\s+\d{1,3}(?:st|nd|rd|th|\.|º|°|e|ème)?\s+"
                       r"(?:birthday|geburtstag|anniversaire|cumpleaños|compleanno|aniversário)\b", re.I)),
    ("birthday", re.compile(
        r"\bbirthday\b|\bborn on\b|\bborn in \d{4}|anniversaire|\bné(?:e)? le\b|geburtstag|\bgeboren am\b|"
        r"cumpleaños|\bnací el\b|(?<![岁誕])生日|出生于|(?<!歳の)誕生日|生まれ", re.I)),
    ("age", re.compile(
        r"^i(?:'m| am) (?:actually |now |only |just |almost |nearly |officially |finally )?\d{1,3}(?: years old)?(?: now| today)?"
        # (with when it was reached: "I'm 30 as of yesterday")
        r"(?: (?:as of|since) (?:yesterday|today|last \w+|this \w+|on \w+|\w+day))?$|"
        # German with the verb before "ich" or a word before the number ("Jetzt bin ich offiziell 50")
        r"\bbin ich (?:jetzt |nun |offiziell |endlich |schon |bereits )*\d{1,3}(?: jahre alt)?$|"
        r"\bich bin (?:jetzt |nun |offiziell |endlich |schon |bereits )+\d{1,3}(?: jahre alt)?$|"
        r"\bi turned \d{1,3}(?: (?:today|yesterday|last \w+|this \w+|on \w+|in \w+))?$|"
        r"\bj'ai \d{1,3} ans$|\bbin \d{1,3}(?: jahre alt)?$|\bj'ai (?:eu|fêté mes) \d{1,3} ans\b|^fêté mes \d{1,3} ans\b|\bfêter mes \d{1,3} ans\b|\bbin (?:\w+ ){0,3}?\d{1,3}(?: jahre alt)? geworden\b|"
        r"\bcumpl(?:í|i|o) (?:los )?\d{1,3}(?: años)?\b|过(?:了|完)?(?:\d{1,3}|[一二三四五六七八九十两]{1,3})岁生日|\bturned \d{1,3}\b(?! (?:minutes|hours|days|degrees|percent|%))|\bhit \d{1,3}(?= years old|$|[,!.]|\s+(?:last|this|yesterday|today|on|in)\b)|"
        r"^\d{1,3} today\b|(?:今天|昨天)?是我(?:的)?(?:\d{1,3}|[一二三四五六七八九十两]{1,3})岁生日|"
        r"\btengo \d{1,3} años$|\btengo (?:1[3-9]|[2-9]\d)$|我(?:今年)?(?:\d{1,3}|[一二三四五六七八九十两]{1,3})岁(?!的时候|那年|时|以前|之前)|(?:\d{1,3}|[一二三四五六七八九十]{1,3})歳(?:です|だ|で|になりました)$|で\d{1,3}歳?に(?:なりました|なった)$|"
        # (an age turned said with only when before it: "先週28になって、…", "ついに30歳になりました")
        r"^(?:ユーザーは|私は|僕は)?(?:先週|昨日|今日|先月|今年|ついに|とうとう|この前|無事)*\d{1,3}歳?に(?:なりました|なった|なって)$|\d{1,3}歳の誕生日を迎え|"
        # a birthday that makes an age, in Italian and Portuguese ("compio 28 anni", "fiz 40 anos")
        r"\b(?:compio|ho compiuto|faccio|ho fatto|faço|fiz|completei) \d{1,3} an(?:ni|os)\b|\bviens d['’]avoir \d{1,3} ans\b|"
        # (Chinese "full N years": "我昨天满33岁了", "今天满40了"; not "满三年", years of something, nor "满月")
        r"^(?:我|今天|昨天|刚|今年)[^，。！？]{0,4}满了?(?:\d{1,3}|[一二三四五六七八九十两]{1,3})(?:周?岁(?:了|啦|生日)?|(?:了|啦)$)", re.I)),
    # "I live with my boyfriend in Brooklyn": where the person lives, said with whom (before the
    # relationship rule, which "my boyfriend" would match)
    ("residence", re.compile(rf"\b(?:live|lives|living) with (?:[\w'’]+ ){{1,3}}?in (?:{_PLACE})", re.I)),
    # settled somewhere, as a home ("estoy instalada en Valencia", "mi sono sistemato a Milano", "instalados no Porto",
    # "in Hamburg zuhause", "在杭州安顿下来", "大阪に落ち着きました")
    # (by the person or the household, as a state now, not for a stay, a hotel, a plan or an app: "estoy instalada
    # en Valencia hasta el domingo", "instalados no Hotel Tivoli", "tengo el juego instalado en Steam",
    # "per il weekend", "über Weihnachten", "会議の場所は大阪に落ち着きました", "安顿下来再说")
    ("residence", re.compile(rf"^(?!.*(?:{_STAY_ONLY}))(?:"
                             r".*\b(?:estoy|estamos|estou|ya estoy|ya estamos|já estou|já estamos)\s+(?:ya\s+|já\s+)?instalad[oa]s? "
                             r"(?:en|em|no|na) (?-i:[A-ZÀ-Þ])(?!otel)|"
                             r".*\b(?:mi sono|ci siamo) (?:sistemat|stabilit)[oaie] a (?-i:[A-Z])|"
                             r".*\b(?:bin|sind) (?:jetzt|nun|inzwischen|mittlerweile) in (?-i:[A-ZÄÖÜ])\w+ (?:zuhause|zu hause|daheim)\s*$|"
                             rf".*在(?:{_ZH_PLACE_NAME})(?:安顿下来了|安家了|安顿好了)|"
                             r"^(?:私は|僕は|ユーザーは)?(?:[\u4e00-\u9fff]{2,4}(?:市|県|区|町)?|東京|大阪|京都|名古屋|横浜|札幌|福岡)に落ち着きました$)",
                             re.I)),
    # a home of one's own got ("Got my own flat", "bin in meine eigene Wohnung gezogen", "ya tengo mi propio piso"):
    # the home now, after living with others (core/write/supersede.py asks when the held home names a town)
    ("residence", re.compile(r"\b(?:got|have|bought|rented|found|moved into|now (?:have|rent)) (?:my|our|their) own (?:flat|place|"
                             r"apartment|house|home)\b|\beigene wohnung\b|\bmon propre (?:appart\w*|logement)\b|"
                             r"\bmi propio (?:piso|apartamento)\b|\bmia casa tutta mia\b|\bmeu próprio (?:apartamento|apê)\b", re.I)),
    ("relationship", re.compile(
        r"\b(?:married|divorced|single|engaged|widowed|separated|widow|widower)\b|\b(?:veuf|veuve|witwe|witwer|viud[oa]|vedov[oa]|viúv[oa])\b|丧偶|"
        r"\bmy (?:girlfriend|boyfriend)\b|"
        # a partner had, said as what the person has, bare or with the name after a comma ("I have a boyfriend, Tom",
        # "tengo novia, Lucía")
        r"(?:\bi (?:have|['’]ve got) an? (?:boyfriend|girlfriend|partner|fiancée?)|\bj['’]ai (?:une copine|un copain|un compagnon|"
        r"une compagne|une femme|un mari)|\btengo (?:novi[oa]|pareja|esposa|marido|mujer|espos[oa])|\bho (?:un marito|una moglie|"
        r"un ragazzo|una ragazza|un compagno|una compagna)|\btenho (?:uma esposa|uma mulher|um marido|um namorado|uma namorada))"
        r"(?=\s*$|,?\s*(?:named |called )?(?-i:[A-ZÀ-Þ])[\w'’-]+\s*$)|"
        r"\b(?:broke|broken|breaking|split) up\b|(?:^we|\band (?:i|me)) ended things\b|\bended things with (?-i:[A-Z])[\w'’-]+\b(?!['’])|"
        r"\bthe wedding(?:['’]s| is) off\b|\bcalled off (?:the|our) (?:wedding|engagement)\b|\bbroke off (?:the|our) engagement\b|"
        r"\bsommes séparés\b|"
        + COUPLE_OVER.pattern + "|"
        # (a divorce made final: "my divorce came through", "meine Scheidung ist durch", "mi divorcio ya es firme")
        r"\bdivorce (?:came through|went through|is final|was finali[sz]ed|got finali[sz]ed|is done)\b|\bdivorce est prononcé\b|"
        r"\bscheidung ist (?:durch|rechtskräftig)\b|\bdivorcio (?:ya )?es (?:firme|oficial|definitivo)\b|"
        r"\bdivorzio è (?:ufficiale|definitivo)\b|\bdivórcio (?:saiu|foi homologado)\b|"
        # the couple's own reflexive or pronominal verb ("on s'est séparés", "nos casamos"), dating someone named
        # (not a band's or a team's parting: "le groupe s'est séparé", "l'équipe s'est séparée")
        r"(?<!groupe )(?<!équipe )(?<!band )(?<!bande )(?<!troupe )(?<!chorale )(?<!orchestre )"
        r"\b(?:s['’]est|se sont|me suis|nous sommes) (?:séparée?s?|quittée?s?|mariée?s?|pacsée?s?|fiancée?s?)\b|"
        r"\b(?:on a|j['’]ai|nous avons) rompu\b|\bje sors avec (?-i:[A-Z])|\b(?:been |started )?seeing (?:someone|somebody)\b|\bi['’]?m dating (?-i:[A-Z])|"
        r"\bnos (?:hemos )?(?:separ|cas|divorci|compromet)\w*\b|\b(?:lo )?(?:dejamos|terminamos)(?: (?:hace|en|este|esta) [\w ]{1,25}| (?:el|la) (?:semana|mes|año|verano|invierno|lunes|martes|miércoles|jueves|viernes|sábado|domingo)\b[\w ]{0,15})?$|(?:\by (?:yo|(?-i:[A-ZÀ-Þ])[\wáéíóú]+)|^nosotros) lo (?:hemos|han) dejado(?: (?:hace|este|esta|después de) [\w ]{1,25})?$|\bme (?:he )?(?:separado|casado)\b|\b(?:salgo|(?:estoy|está) saliendo) con (?-i:[A-Z])|\bgetrennt\b|\brompimos\b|\bme separé\b|分手|分居|(?<!で)別れ|"
        r"\bin a relationship\b|\b(?:move|moving|moved) in (?:together|with)\b|"
        r"谈恋爱|恋爱中|在交往|付き合って|交際して|^(?:私には|私は)?(?:彼氏|彼女|恋人)が(?:います|いる|できました|できた)|"
        # leaving a person is leaving a partner, never a job ("我离开了他", "I left my husband", "ho lasciato mio marito")
        rf"{_LEFT_PARTNER}|"
        r"\bscheiden lassen\b|\bmarié|\bpacsé|\bdivorcé|\ben couple\b|célibataire|\bfiancé|verheiratet|geschieden|\bledig\b|verlobt|\bgeheiratet\b|\bhabe (?:eine|einen) (?:freundin|freund)\b|"
        # a partner by name, or the tie said with none ("ich bin mit Jonas zusammen", "tengo pareja")
        r"\b(?:bin|ist) (?:seit [\w ]{1,25} )?mit (?-i:[A-ZÀ-Þ])[\w'’-]+ zusammen$|\b(?:sto|stiamo) (?:insieme )?con (?-i:[A-ZÀ-Þ])[\w'’-]+ da (?:\d+|un|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|qualche|pochi|molti|tanti) (?:anni|anno|mesi|mese|settimane)\b|\bin einer beziehung\b|\btengo (?:novi[oa]|pareja)$|"
        r"\bcasad[oa]s?\b|\bme casé\b|\bdivorci|solter[oa]|prometid[oa]|结婚|离婚|单身|订婚|結婚|離婚|独身|已婚|未婚|入籍し|"
        # a couple's state in the plural or by its doing, as a couple tells it ("estamos casados", "siamo fidanzati",
        # "estamos namorando", "comprometidos"), and the Chinese marriage registered ("我们十月份领证啦")
        r"\bcomprometid[oa]s?\b|\bfidanzat[oaie]\b|\bnoiv[oa]s\b|\bnamorando\b|"
        # (领证 of a marriage, told by the couple, "我们十月份领证啦", "我和小林领证了"; not a licence or a card fetched alone:
        # "我今天去领证了，驾驶证")
        rf"(?:我们|咱们|(?:和|跟)(?!我?(?:{_ZH_KIN_WORDS}|{ZH_THEIRS}|同事|朋友|同学|室友|邻居))[\u4e00-\u9fff]{{1,4}})[^，。！？]{{0,8}}领了?证"
        r"(?![^。！？]{0,12}(?:驾驶证|驾照|护照|身份证|居住证|执照|社保卡|学生证))|领了?结婚证|"
        # (being together with someone named is _TOGETHER's, first in the rules) "我们在一起了": a couple begun
        r"^我们在一起了", re.I)),
    ("residence", re.compile(
        rf"\b(?:live|lives|lived|living) (?:alone |together |now |currently |still )?(?:in|near)\b(?! with\b| together\b)"
        rf"(?!\s+(?:{_NOT_DWELLING})\b)|"
        # "I'm in Lyon now" (said after where the person no longer lives): where they live now
        rf"^(?:now,? )?i(?:'m| am) (?:now |currently |back )?in {_NAMED_PLACE}(?:(?!\b(?:for|on|at|with|until|till)\b)[\w .'’-])*?"
        rf"(?: now| these days)$|^(?:now,? |these days,? )i(?:'m| am) in {_NAMED_PLACE}[\w .'’-]*$|"
        # Moving is about where the person lives only when they move to a place: "moving to a new
        # team", "moved to the night shift" or "moving from Python to Rust" replace no address.
        # (and up or down the country: "moved up to Harrogate")
        rf"\b(?:moved|moving|move|relocated|relocating) (?:back |now |finally |currently |permanently |up |down )?"
        rf"(?:to|near|in(?:to)?) (?:{_PLACE})|"
        rf"\b(?:moved|moving|relocated) from (?:{_PLACE})[\w .'’-]{{0,40}}? to (?:{_PLACE})|"
        # settling somewhere to live ("We've settled in Porto", "settled down near Leeds")
        rf"\b(?:settled|settling) (?:down )?(?:in|near) (?:{_PLACE})|"
        # the person renting somewhere now ("We've been renting in Croydon for ages"; not "I was renting in Leeds when…",
        # nor students renting in Madrid)
        rf"^(?:i|we)\s*(?:['’]ve been|have been|['’]re|are|['’]m|am)\s+renting (?:a (?:flat|room|house|place|studio|apartment) )?"
        rf"(?:in|near) (?:{_NAMED_PLACE})|"
        rf"\b(?:moved|moving) (?:back )?in with (?:[\w'’]+ ){{1,3}}?in (?-i:[A-Z])|"
        r"\b(?:retournée?s?|revenue?s?|rentrée?s?) vivre (?:chez [\w'’ ]{1,30} )?(?:à|en|au) (?-i:[A-Z])|"
        r"\b(?:live|lives|living) with (?:[\w'’]+ ){1,3}in (?-i:[A-Z])|"
        r"\b(?:got|found|rented|bought) (?:my|our|a) (?:own )?(?:place|flat|apartment|house|home) in (?-i:[A-Z])|"
        r"\b(?:me vine|nos vinimos|me fui|nos fuimos) a vivir (?:a|en)\b|"
        r"\b(?:me fui|nos fuimos|me mudé|nos mudamos|me he ido|me he mudado) a (?:un|una|mi|el|la|otro|otra) (?:\w+ )?"
        r"(?:piso|apartamento|casa|estudio|habitación|residencia|ático)\b|"
        r"\b(?:live|lives|lived|living) (?:at|on) (?-i:\d|No\b|[A-Z])|\bbased in\b|"
        # (and together, the household's: "J'ai rejoint ma copine à Bruxelles, on vit ensemble là-bas")
        r"\bhabite\b|\bj'habite\b|\bhabitons\b|\b(?:vis|vivons|on vit) (?:ensemble )?(?:à|en|au)\b|"
        # (a home said by its kind, "je vis dans un petit village du Périgord": not "je vis dans le stress")
        r"\b(?:vis|vivons|on vit) dans (?:un|une|le|la|l['’]) (?:\w+ )?(?:village|ville|hameau|bourg|banlieue|"
        r"région)\b[^,.;!?]{0,30}?\b(?:à|de|du|des|en|près de) (?-i:[A-ZÀ-Þ])|déménagé|emménagé (?:à|en|au|dans)\b|\bm'installe\b|\bs['’]installer (?:à|en|au)\b|installée?s? (?:à|en|au)|"
        # settling somewhere, as chat says it ("on s'est enfin posés à Nantes", "je me suis posée à Rennes")
        # (not for a while: "on s'est posés à Lyon pour le week-end")
        r"\b(?:s['’]est|se sont|me suis|nous sommes|nous nous sommes) (?:enfin |finalement |bien )?posée?s? (?:à|en|au) (?-i:[A-Z])"
        r"(?![^,.;!?]*\b(?:pour|le temps d['’]un[e]?) (?:le |la |les |un |une |deux |trois |quelques )?(?:\w+ )?"
        r"(?:week-?ends?|nuits?|jours|semaines?|mois|vacances)\b)|"
        r"\bvolví a (?:vivir (?:a|en)|(?-i:[A-Z]))|\bje suis (?:revenue?|rentrée?) (?:vivre )?(?:à|en|au) (?-i:[A-Z])|"
        # (chat drops the first person's -e: "Ich wohn jetzt in Leipzig", "Seit der Trennung wohn ich in einer WG")
        r"\bwohne\b|\b(?:ich wohn|wohn ich)\b|\bwir wohnen\b|\bwohnen wir (?:jetzt |nun |seit \S+ |inzwischen |mittlerweile )*(?:in|bei)\b|\blebe (?:ich )?(?:jetzt |nun |schon |seit \S+ |inzwischen |mittlerweile )*in\b|gezogen|umgezogen|\bvivo en\b|\bvivimos en\b|\bme mud[éo]\b|\bresido\b|\bme he mudado\b|\bnos (?:hemos )?mud(?:amos|ado)\b|"
        r"\bvoltei (?:a viver )?(?:para|a) (?:o |a )?(?-i:[A-Z])|\bsono tornat[oa] a vivere a\b|回到了?老家|"
        # (and where the person's home is, by a city's name: "我家在北京", not "我家在装修")
        # (not a stay: "住在酒店", a hotel for the nights of a trip)
        # (nor one said with where it is first: "住在工厂附近的酒店", "住在朋友家")
        rf"住在(?![^，。,]{{0,10}}?(?:酒店|宾馆|旅馆|饭店|民宿|招待所|青旅|医院|朋友家))|搬到|搬去|搬回|定居|住んで(?!いた(?:頃|ころ|時|とき))|引っ越し|^我家在{_ZH_PLACE_NAME}|" + _ZH_LEFT_CITY + "|" + _JA_LEFT_CITY + "|"
        # (a life begun in a place, by its name first: "大阪の彼女の家で一緒に暮らし始めました")
        rf"^(?:ユーザーは|私は|僕は)?(?!{_JA_NOT_A_TOWN}){_JA_TOWN}(?:の[^、。でを]{{1,8}})?で[^、。]{{0,8}}?"
        r"暮らし(?:始めました|始めた|始めて)",
        re.I)),
    ("education", GRADUATING),
    ("employer", _LEFT_EMPLOYER),
    ("job", _LEFT_JOB),
    ("job", _ROLE_AT_WORKPLACE),
    ("job", re.compile(
        r"\bwork(?:ing)? as\b|\bwork\w* [\w .'’&-]{0,30}\bas an?\b|\bmy job (?:is|as)\b|"
        # a job however it is told: a new role, a promotion, a title, teaching at a school
        r"\b(?:landed|got|took|accepted|started|starting|began|offered) (?:a |an |the |my )?(?:new )?(?:job|role|position|post) as\b|"
        r"\b(?:been |got |was |just )?promoted to\b|\bmy (?:job title|title|role|position|occupation|profession) is\b|"
        # a living made from a trade, named ("ahora vivo de la fotografía", "vivo só da confeitaria", "vivo di fotografia",
        # "je vis de la photo", "I make a living as a photographer"; not "vivo da poco a Genova", "vivo de las propinas",
        # "I barely make a living")
        r"\b(?:make|makes|making|earn|earns|earning) (?:a|my|their) living (?:as|from|off|doing|selling|writing|teaching)\b|"
        r"(?:^|\b(?:ahora|agora|ora|maintenant|now|ya|já|oggi)\s+)(?:(?:je )?vis|vivo) (?:solo |sólo |só |apenas |soltanto |uniquement )?"
        r"(?:de|da|do|di|della|del) (?:la |el |l['’]|a |o )?(?:foto\w*|photo\w*|música|musica|musique|arte|art|pintura|peinture|"
        r"pittura|escritura|écriture|scrittura|escrita|confeitaria|repostería|pâtisserie|pasticceria|cerámica|ceramica|"
        r"céramique|cerâmica|artesan[íi]a|artigianato|artesanato|traducci[óo]n|traduzione|tradução|traduction|diseño|design|"
        r"costura|couture|cucito|tatuajes|tatuaggi|tatuagens|tatouage|yoga|surf)\b|"
        # a promotion to a role, in each language ("j'ai été promu chef comptable", "zum Teamleiter
        # befördert", "me ascendieron a jefa", "promosso a responsabile", "promovido a consultor", "被提拔为店长")
        r"\bpromue? (?:au poste d['’]|au rang d['’]|comme |)(?!par\b|de\b)\w|\bzu[mr] \S+ befördert\b|"
        r"\b(?:me )?(?:ascendieron|promovieron|ascendid[oa]|promovid[oa]|promoss[oa]) (?:a|como) \w|"
        # (made a role, "Me han hecho coordinadora de la tienda", "je suis passée cadre de santé", "mi hanno fatto
        # caposquadra": a promotion told by its verb, the role after it by its trade word)
        # (the role at work and nothing else after it: "responsable de la cena de Navidad", "chef de cuisine pour le repas
        # de Noël", "socia del gimnasio", "titulaire de mon permis" are no work)
        r"\bme (?:han hecho|hicieron) (?:jef[ea]|coordinador[a]?|encargad[oa]|responsable|gerente|supervisor[a]?|"
        r"director[a]?|subdirector[a]?)(?:\s+(?:de|del)\s+(?:la\s+|el\s+|mi\s+)?(?:tienda|equipo|departamento|sección|turno|"
        r"planta|oficina|sucursal|área|zona|obra|almacén|empresa|fábrica|restaurante|hotel|local|cocina|sala|proyecto))?\s*[.!¡]*$|"
        r"\b(?:je suis|suis) passée? (?:cadre|chef|responsable|manager|directeur|directrice|adjointe?|associée?|contremaître|"
        r"superviseu[rs]e?|coordinat(?:eur|rice))(?:\s+(?:de|du|d['’])\s*(?:santé|l['’]équipe|équipe|rayon|secteur|service|"
        r"magasin|boutique|agence|production|projet|chantier|atelier|salle))?(?:\s+(?:en|depuis|le|ce|cette|au)\s+[\w' ]{1,20})?\s*[.!]*$|"
        r"\bmi hanno fatto (?:capo\w*|responsabile|direttore|direttrice|coordinatore|coordinatrice)(?:\s+(?:del|della|dello|di)\s+"
        r"(?:reparto|squadra|negozio|filiale|ufficio|turno|cantiere|magazzino|sala|cucina))?\s*[.!]*$|"
        r"\bmi hanno promoss[oa] \w|被(?:提拔|提升|晋升)为|晋升为|升(?:职)?为|"
        r"^i teach (?:[\w-]+ ){0,3}?(?:at|in) (?:a |an |the )?(?:[\w-]+ )?(?:school|college|university|academy)\b|"
        r"\b(?:hired|employed|promoted|started|starting) as (?:a|an|the|head|director|vp|lead|chief)\b|"
        # training for a trade is the person's work now ("started training as an electrician")
        r"\b(?:started|starting|began|beginning|i'?m|am|now) (?:an? )?(?:training|apprenticeship|apprenticing) (?:as|to be(?:come)?) (?:a|an)\b|"
        r"\b(?:started|starting|joined|hired|taken on)(?: (?:at|with|by)\b[\w .'’&-]{1,40}?)? as (?:a|an|the) "
        r"(?:\w+ ){0,2}?(?:nurse|teacher|engineer|developer|doctor|lawyer|designer|manager|analyst|consultant|"
        r"scientist|researcher|accountant|chef|cook|pharmacist|architect|writer|editor|librarian|paramedic|"
        r"technician|assistant|intern|barista|cashier|driver|pilot|mechanic|electrician|therapist)\b|"
        # (and the job denied, "I'm no longer a nurse", "I'm not a teacher anymore": the job left, a negation)
        rf"\bi(?:'?m| am|'ve been| have been| became| now work as) (?:no longer |not )?(?:now |currently |still |actually |officially )?"
        rf"(?:a|an|the) (?:[\w-]+ ){{0,3}}?(?:{_JOB_NOUNS_EN})\b|"
        r"\bi'?m retired\b|\b(?:je suis|suis) (?:maintenant |enfin |désormais )?(?:à la retraite|retraitée?)\b|"
        r"\b(?:estoy|ya estoy) (?:ya )?jubilad[oa]\b|"
        # working for oneself, said by the verb ("trabajo por mi cuenta", "lavoro in proprio", "I work for myself",
        # "me di de alta como autónomo"): the person's work now, with no employer (works_for_self)
        r"\b(?:i|now i) (?:now )?work for myself\b|\bi(?:['’]m| am) (?:now |officially )?self-employed\b|"
        r"\bi(?:['’]m| am) (?:now |currently |officially )?freelancing(?: now| full[- ]time| these days)?$|"
        r"\btrabaj(?:o|amos) por (?:mi|nuestra) cuenta\b|\bme (?:he )?d(?:i|ado) de alta como autónom[oa]\b|"
        r"\blavoro in proprio\b|\bmi sono messo in proprio\b|\btrabalho por conta própria\b|\bje (?:travaille|suis) à mon compte\b|"
        r"\bbin (?:jetzt |nun |seit \S+ )?selbstständig\b|"
        # "head of product", "director of sales": a role said by what the person heads
        r"\b(?:i'?m|i am|started|starting|hired|promoted|joined \S+ as) (?:as )?(?:the )?(?:head|director|vp|chief \w+ officer|"
        r"lead|manager) of \w+|"
        # (a role after "comme", "como", "come" has no article: "comme un fou", "como un loco" is a manner)
        # (and work begun in a role: "lundi j'ai commencé comme préparateur de commandes chez Amazon")
        r"\bj['’]ai (?:commencé|débuté|démarré) comme (?!(?:un|une|des|d['’]|le|la|les|à|au|aux|on|il|convenu|annoncée?|"
        r"promis|souvent|toujours|prévu|d'hab\w*|avant|ça|cela|ceci|si|quand|tout|tous|toute|chaque|beaucoup|toi|moi|lui|elle|"
        r"nous|vous|eux|elles|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|leur|débutante?|remplaçante?|bénévole|figurante?)\b)"
        r"(?!.*\b(?:il y a|équipe|club|foot|tennis|match|pièce|théâtre|carnaval|stage)\b)|"
        r"\btravailler? (?:\S+ ){0,2}?comme\b(?! (?:un|une|una|uno|um|uma|des|d['’]|toujours|siempre|sempre|nunca|jamais|mai|prévu|previsto|d'hab|antes|avant|prima|loco|loca|louco|louca|matto|matta|fou|folle)\b)|\b(?:je suis |suis |je ne suis plus |ne suis plus )(?:devenue? )?(?:une? )?(?:stagiaire|infirmi|professeur|prof\b|ingénieur|développeu|médecin|étudiant|avocat|"
        r"comptable|architecte|chef|pharmacien|chercheu|enseignant|boulanger|boulangère|bouchère?|pâtissière?|ouvrière?|conseillère?|journaliste|retraité|serveu|cuisini|"
        r"vendeu|caissi|coiffeu|plombier|électricien|policier|pompier|infographiste|informaticien|photographe|"
        r"tradu(?:cteur|ctrice)|vétérinaire|psychologue|dentiste|mécanicien|menuisier|agricult|chauffeur|conduct|"
        r"secrétaire|fonctionnaire|consultant|analyste|graphiste|aide-soignant|éducat|institut|technicien)|"
        r"\barbeite (?:\S+ ){0,3}?als\b|\b(?:mache|beginne|starte) (?:ich )?(?:jetzt |gerade |nun )?(?:eine|die|meine) (?:ausbildung|umschulung|lehre) (?:zur|zum|als)\b|\bbin (?:ich )?(?:jetzt |nun |inzwischen |mittlerweile |seit \S+ )?(?:nicht mehr |kein(?:e)? )?(?:\w*leiter(?:in)?\b|lehrer|informatiker|programmierer|erzieher|verkäufer|kellner|pfleger|"
        r"polizist|elektriker|mechaniker|ingenieur|arzt|ärztin|entwickler|student|krankenpfleger|krankenschwester|"
        r"fotograf|übersetzer|tierarzt|tierärztin|psycholog|zahnarzt|zahnärztin|bäcker|friseur|tischler|schreiner|"
        r"landwirt|\w*fahrer|berater|lokführer|pilot|steuerberater|buchhalter|sekretär|beamter|beamtin|"
        r"anwalt|anwältin|architekt|koch|köchin|apotheker|rentner|journalist|softwareentwickler|"
        # (a trade by its last word: "Versicherungsmakler", "Industriekauffrau", "Zahntechniker", "Webdesigner")
        r"(?!hobby|ersatz|freizeit)\w*(?:makler|kauf(?:mann|frau)|techniker|designer|berater)(?![\w-])"
        r"(?!.*\b(?:freizeit|ehrenamt\w*|ehrenamtlich|hobbymäßig|nebenbei|nebenberuflich|wochenende\w*)\b))|"
        r"\btrabaj(?:o|ar) (?:\S+ ){0,4}?como\b(?! (?:un|une|una|uno|um|uma|des|d['’]|toujours|siempre|sempre|nunca|jamais|mai|prévu|previsto|d'hab|antes|avant|prima|loco|loca|louco|louca|matto|matta|fou|folle)\b)|"
        # "estar de" and a trade by its suffix ("ahora estoy de recepcionista"; not "de vacaciones", "de baja")
        r"\bestoy (?:ahora |ya )?de (?:\w+(?:ista|ero|era|or|ora|ante|enta|ario|aria|ico|ica|ogo|oga))\b|\b(?:trabajo|curro) de (?!(?:noches?|días?|dias?|tardes?|mañanas?|madrugada|media|temporada|turnos?|finde|seis|siete|ocho|nueve|diez|lunes|martes|miércoles|jueves|"
        r"viernes|sábado|domingo|vez|forma|manera|modo|casa|sol|lo|la|el|un|una|\d)\b)[a-záéíóúñ]{4,}\b|\bsoy (?:becari[oa]|enfermer|profesor|ingenier|médic|desarrollador|estudiante|abogad|arquitect|"
        r"cociner|farmacéutic|jubilad|periodista|programador|diseñador|contador|maestr|camarer|conductor|mecánic|"
        r"electricista|fontaner|peluquer|fotógraf|traductor|veterinari|psicólog|dentista|policía|bomber|panader|"
        r"agricultor|analista|consultor|funcionari|secretari|vendedor|cajer|carpinter|contable|informátic|repartidor|"
        r"mensajer|camioner|taxista|albañil|recepcionista|fisioterapeuta|nutricionista|teleoperador|azafat|"
        # (a head of something, by rank: "Soy jefa de proyecto en Indra", "soy directora de área", "soy encargado")
        # (by a department, not a role in a wedding, a club or a thesis: "encargada de las bebidas", "directora de tesis")
        r"jef[ea] de (?:proyecto|proyectos|ventas|equipo|cocina|sala|obra|departamento|área|tienda|turno|sección|producto|"
        r"marketing|compras|personal|planta|almacén)|director[a]? (?:de|del) (?:área|ventas|marketing|recursos humanos|"
        r"operaciones|producto|tecnología|sucursal|oficina|banco|hotel|colegio|instituto|escuela)\b)|"
        r"我(?:现在|目前|已经)?(?:不再|不)?(?:是|当|做)(?:一名|一个)?\S{0,6}(?:医生|老师|教师|工程师|护士|程序员|设计师|学生|研究生|博士生|硕士生|律师|会计|厨师|记者|经理|研究员|主管|总监|店长)|"
        # (a promotion to a rank, the new role said: "我升销售总监啦", "我升为部门经理了"; not "升职加薪" wished)
        r"^我(?:已经|终于|刚)?升(?![不没])(?:职)?(?:为|成|到)?(?:了)?(?![不没])\S{0,6}(?:经理|总监|主管|主任|店长|组长|部长|总经理|主编|合伙人)(?:了|啦|啦啦|！|!|$)|"
        # (a role done at a workplace named by its kind, whatever the role: "我在一家外贸公司做采购", "在医院当护工"; not a
        # chore or a check-up done there, "在公司做饭", "在医院做检查"; a school's doings are a pupil's, "在学校做手工")
        r"在\S{0,8}(?:公司|外企|国企|企业|银行|医院|集团|工厂|餐厅|机构|单位|超市|酒店|诊所|药店)\S{0,3}?(?:做|当|干)"
        r"(?!饭|菜|梦|作业|家务|运动|手术|检查|体检|志愿者|义工|实验|报告|演讲|项目|手工|游戏|练习)[\u4e00-\u9fff]{1,6}$|"
        # (a driver's work told by what they drive for a living: "我在成都开出租车", "现在开网约车")
        r"我(?:现在|目前|已经|一直|平时|每天)?(?:在\S{1,6})?开(?:出租车|的士|网约车|滴滴|大货车|货车|卡车|公交车|大巴)(?![去来回到送])|"
        r"\S{1,10}を(?:経営し|営ん)|(?:エンジニア|教師|先生|医者|医師|看護師|学生|弁護士|デザイナー|プログラマー|\S(?<![会全委満定])員|主任|係長|課長|部長|店長|社長|"
        r"マネージャー|リーダー)(?:です|として|で$|をしています|をしている|になりました|(?:では|じゃ)(?:ありません|ないです|ない))|に(?:昇進|昇格)し|"
        r"[^\s、。はが]{2,8}として(?:働|勤め)|"
        # (a trade "done" in chat, "看護師やってます", "今は看護師してるよ": only the clause's own, opening on it and ending on
        # its verb; a role in a club, a play, on the side or someone's, "バンドでリーダーやってます", "娘、看護師やってます",
        # "看護師やってる姉がいます", stays unplaced)
        # (and at a workplace by its kind, "IT企業でSEやってる", "病院で看護師やってます"; not a club's or a band's)
        r"^(?:(?:私|僕|俺|わたし)(?:は|、)?)?(?:今は|今|現在)?(?:[^\s、。はがを]{0,8}(?:会社|企業|病院|銀行|学校|工場|事務所|役所|"
        r"大学|クリニック|薬局|ホテル)で)?(?:エンジニア|教師|医者|医師|看護師|弁護士|デザイナー|プログラマー|SE|"
        r"会社員|公務員|保育士|介護士|美容師|薬剤師)を?(?:しています|している|してます|してる|やっています|やっている|やってます|やってる)"
        r"(?:よ|ね|わ|けど|し)?$|"
        # (a role by the work done: "病院の事務をしてて", "営業をしています")
        r"の(?:事務|営業|経理)(?:の仕事)?を(?:しています|している|してる|してて|しております)|"
        # (and a Chinese role at a company by its name: "我在深圳腾讯做前端开发"; not a city alone, "在上海做前端开发")
        rf"^我?(?<![现正])在(?:{_ZH_PLACES})?(?!(?:{_ZH_PLACES})(?:做|当))[^\s，。,上里中]{{1,8}}?(?:做|当)(?:前端|后端|全栈|软件|游戏)?(?:开发|程序员|测试|设计师?|"
        r"产品经理|运营|销售|会计|财务|人事|客服|编辑|记者|工程师|翻译|行政|采购|律师)$",
        re.I)),
    ("employer", re.compile(
        _WORK_BEGUN_AT_NAMED +
        r"\bwork(?:ing|s)? (?:remotely |full-time |part-time |freelance )?(?:at|for)\b|\bjoined\b|"
        r"\b(?:start|starting|started) (?:work )?(?:at|with) (?-i:[A-Z])|"
        # or by the kind of workplace ("I'm starting at a GP surgery in Headingley")
        r"\b(?:start|starting|started) (?:work |a new job )?(?:at|with) (?:a|an|the) (?:[\w-]+ ){0,3}?(?:surgery|hospital|clinic|"
        r"school|bank|firm|company|startup|agency|practice|restaurant|hotel|bakery|caf[eé]|pharmacy|factory|warehouse|"
        r"charity|council|nursery|university|college|lab|studio|store|shop|supermarket)\b|\bemployed (?:at|by)\b|\bjob at\b|\btravaille (?:plus |pas |maintenant |toujours )?(?:chez|pour|à)\b|"
        r"\barbeite (?:ich )?(?:nicht mehr |nicht |jetzt |noch |seit \S+ (?:\S+ )?)?(?:bei|für)\b|"
        # (a start at a named place, "fange im Mai bei der Allianz an", "fängt am Montag bei Bosch an")
        r"\bf[aä]ng(?:e|t)? (?:\S+ ){0,3}?bei (?:der |dem |den )?(?-i:[A-Z])\S*(?: \S+)? an\b|\bbin (?:ich )?(?:jetzt |nun |seit \S+ |inzwischen |mittlerweile |nicht mehr )+bei (?!" + RELATION["de"] + r"\b|freund\w*\b)(?-i:[A-Z])|"
        # (the time fronted before the verb: "Seit Montag bin ich bei Bosch", "Jetzt bin ich bei Bosch")
        # (not at someone's: "Seit gestern bin ich bei Mama", "Jetzt bin ich bei Freunden")
        r"\b(?:seit \S+(?: \S+)?|jetzt|nun|inzwischen|mittlerweile) bin ich (?:jetzt |nun )?bei (?!" + RELATION["de"] + r"\b|freund\w*\b)(?-i:[A-Z])|(?<!\bal )(?<!\bdel )\btrabajo (?:en|para)\b|在(?:一家|[A-Za-z]|\S{0,10}(?:公司|银行|医院|学校|大学|集团|工厂|餐厅|机构|单位))\S{0,12}(?:工作|上班)|"
        # (chat's "bosser", and work in a workplace by its kind: "je bosse dans une pharmacie", "je travaille dans une école")
        r"\bbosse (?:maintenant |toujours |encore )?chez (?!(?:moi|toi|lui|elle|nous|vous|eux|mes|mon|ma|ses|son|sa|leurs?|des|un|une)\b)|"
        r"\b(?:bosse|travaille) (?:maintenant |toujours |encore )?dans (?:un|une) "
        r"(?:\w+ )?(?:pharmacie|hôpital|clinique|école|banque|boulangerie|restaurant|magasin|entreprise|société|usine|bureau|agence|"
        r"cabinet|collège|lycée|crèche|supermarché|hôtel|librairie|mairie|ehpad|start-?up|boîte)\b|"
        r"(?:[\u30a0-\u30ffA-Za-z]|会社|銀行|病院|大学|学校|工場|事務所|社)で(?:は|も)?(?:もう)?働(?:いて|きます|き始め)|に勤めて|に転職|に入社|"
        # a Japanese workplace by a name in kanji ("楽天で働いています"), not a place ("東京で働いています")
        # (or one's named after whose it is: "地元の市役所で働いています", "父の会社で")
        rf"(?<![^\s、。はもらの])(?!(?:{_JA_PLACES})で)[\u4e00-\u9fff]{{1,5}}[^\W都道府県市区町村家外内元\d]で(?:は|も)?働(?:いて|きます|き始め)|"
        r"\bme uní a (?-i:[A-Z])|\bzu (?-i:[A-Z])\S* gewechselt\b|跳槽到了?\S|"
        rf"去(?!(?:{_ZH_PLACES})(?:工作|上班))[\u4e00-\u9fffA-Za-z]{{2,8}}(?:上班|工作|入职|报到)$|"
        # a Chinese workplace by its name ("我在华为上班"), not a place ("在深圳工作") nor a department
        # (nor the "在" of "现在", "正在": "现在坐地铁上班" is how, not where)
        rf"(?<![现正])在(?!(?:{_ZH_PLACES})(?:工作|上班))[\u4e00-\u9fff]{{1,5}}[^\W市省区县镇村国州岛家外地方边部门处\d](?:工作|上班)", re.I)),
    # How the person gets around: one at a time ("I drive a Civic", "I sold my car", "now I cycle everywhere").
    ("vehicle", re.compile(
        _GETTING_ABOUT_NOW +
        r"\b(?:traded|swapped|exchanged) (?:in )?(?:my|our|the) (?:[\w-]+ ){0,2}?for (?:a|an|the) |"
        r"(?:車|バイク|愛車)を(?:手放し|売っ|売り|売却)|"
        # a car by its model's name in katakana, ridden or sold ("プリウスに乗っています", "プリウスを売りました")
        r"[\u30a1-\u30fa\u30fc]{3,}(?:に乗って|を(?:手放し|売っ|売り|売却))|"
        # (and one whose name ends in a letter or a number: "ワゴンRに乗っています", "デミオ2に乗ってる")
        r"[\u30a1-\u30fa\u30fc]{2,}[A-Za-z0-9]+(?:に乗って|を(?:手放し|売っ|売り|売却))|"
        # getting about in German ("jetzt fahre ich mit dem Rad zur Arbeit")
        # (and an e-bike now: "Ich fahre jetzt mit dem E-Bike zur Arbeit"; not a trip, "… morgen mit dem E-Bike an den See")
        r"\bfahre (?:ich )?(?:jetzt |nun |inzwischen |täglich |jeden tag )*mit dem (?:e-bike|ebike|pedelec)\b"
        r"(?!.*\b(?:morgen|übermorgen|urlaub|ausflug|wochenende)\b)|"
        r"\bfahre (?:ich )?(?:\w+ ){0,4}?(?:mit dem (?:rad|fahrrad|bus|zug)|mit der (?:s-|u-|straßen)?bahn|fahrrad|rad|bahn)\b|"
        r"\b(?:drive|drives|driving) (?:a|an)\b|\b(?:own|have|got|bought|sold) (?:a|an|my)(?: \w+){0,3}? (?:car|motorbike|motorcycle|"
        r"scooter|e-bike|van|truck|tesla|civic|prius)\b|\b(?:cycle|bike|walk) (?:everywhere|to work)\b|"
        r"\b(?:take|takes|taking) the (?:bus|train|tube|subway|metro) (?:everywhere|to work)\b|"
        r"\bj'ai vendu (?:ma|mon) (?:voiture|moto)\b|\bconduis une\b|\bmein auto verkauft\b|\bfahre (?:ein|einen)\b(?! (?:Umweg|Gang|Kurs|Rennen|bisschen|Leihwagen|Mietwagen|Ersatzwagen|Stück|Teil|Marathon|"
        r"Halbmarathon|Triathlon|Schlitten|harten|anderen|Taxi|Weg|Slalom))|"
        # (spoken "ich fahr nen …" only before a car said as one: "Ich fahr nen alten Golf"; not "nen Freund zum Bahnhof",
        # "nen großen Bogen", "nen Zug später")
        r"\bich fahr (?!.*\b(?:probe|leihwagen|mietwagen|ersatzwagen|zurück|urlaub|heute|morgen|für|werkstatt|händler|umzug|von|"
        r"nicht mehr|lange)\b)(?:ein|einen|nen|'nen) "
        r"(?:(?:alten|neuen|kleinen|gebrauchten|roten|schwarzen|weißen|blauen|grauen) )?"
        r"(?-i:Golf|Polo|Passat|Corsa|Astra|Fiesta|Focus|Kombi|Transporter|Roller|Dienstwagen|Firmenwagen|E-Auto|Tesla|BMW|"
        r"Audi|Mercedes|Opel|VW|Skoda|Seat|Fiat|Toyota|Ford|Renault|Peugeot|Citroen|Kia|Hyundai|Mazda|Volvo|Dacia|Smart)\b|"
        r"\bvend[ií] (?:mi )?(?:coche|carro|moto)\b|卖了(?:我的)?车|我(?:平时|每天|现在|一直|目前)?开(?!始|心|会|学|店|门|玩笑|发|设|放|除|展|了一?家|滴滴|出租|网约车|的士|"
        # (nor a drive of a few days or hours, a car tried or lent: "开了三天感觉还不错")
        # (a drive to work so long is a car still: "每天开两个小时车上班")
        r"了?[一二三四五六七八九十两几\d]+(?:天|个?小时|分钟|周|个?星期|次|趟|公里)(?![^，。]{0,2}车))(?:一辆)?|"
        # the same in each language: a motor vehicle had, bought or sold, and getting to work by bike
        r"\bcommut(?:e|es|ed|ing) (?:by|on (?:a|an|my)) (?:bike|bicycle|e-bike|scooter|train|bus|motorbike|moped)\b|"
        r"\bj'ai (?:acheté |vendu )?(?:une|un|ma|mon) (?:\w+ ){0,2}?(?:voiture|moto|scooter)\b|"
        r"\b(?:je vais|je me déplace|je pars) (?:\w+ ){0,3}?(?:à|en) vélo\b|"
        r"\bhabe (?:ein|einen|eine) (?:\w+ ){0,2}?(?:auto|motorrad|wagen|roller)\b|\bfahre (?:\w+ ){0,3}?(?:fahrrad|rad)\b|"
        r"\b(?:tengo|compré) (?:un|una) (?:\w+ ){0,2}?(?:coche|carro|moto|furgoneta|bici|bicicleta)\b|\b(?:no )?tengo (?:coche|carro|moto)\b|\bvoy (?:\w+ ){0,3}?en bici(?:cleta)?\b|"
        r"\bho (?:comprato |venduto )?(?:una|un|la|il) (?:mia |mio )?(?:\w+ ){0,2}?(?:macchina|auto|moto|motorino|vespa|bici|bicicletta)\b|"
        r"\bvado (?:\w+ ){0,3}?in bici(?:cletta)?\b|"
        r"\b(?:tenho|comprei|vendi) (?:um|uma|o|a) (?:meu |minha )?(?:\w+ ){0,2}?(?:carro|moto|mota|bicicleta|bike)\b|"
        r"\b(?:vou|ando) (?:\w+ ){0,3}?de bicicleta\b|"
        r"骑(?:自行车|单车|电动车|车)(?:上班|通勤)|我有一辆|(?:自転車|電車|バス|車|バイク)で通勤|車[をは](?:持って|売)|"
        r"(?:坐|乘)(?:地铁|公交车?|火车)(?:上班|通勤)|(?:自転車|バイク)に乗って|"
        r"\b(?:sold|bought) (?:my|the|our|a|an) (?:\w+ ){0,2}?(?:car|motorbike|motorcycle|scooter|e-bike|bike|bicycle|van)\b|"
        # (Brazilian "rodo com um Onix": driving about in one's car, by its name)
        r"\brodo (?:com|de) (?:um|uma|o|a|meu|minha) (?:\w+ )?(?-i:[A-Z])\w+|"
        # a car by its make, in the languages that write it with a capital ("I drive a Toyota", "Ho una Fiat Punto")
        r"\b(?:(?:own|owns|have|has|got|bought|sold|j'ai|habe|tengo|ho|tenho) |"
        # (a driving verb may have its adverb first: "Ich fahre seit Jahren einen VW Caddy"; a having verb not: "Ho
        # ancora una chitarra Yamaha", "Ich habe jetzt eine Smart Watch" are no cars)
        r"(?:drive|drives|driving|fahre|guido|dirijo|conduzo|conduzco|manejo) (?:(?:still|now|currently|seit (?:Jahren|\d+ Jahren)|"
        r"schon|jetzt|noch|immer noch|ahora|todavía|aún|ancora|ora|ainda|agora) )*)(?:a|an|my|the|our|une?|una|ma|mon|ein|eine|einen|den|das|meinen|el|la|il|mia|mio|um|uma|o|"
        r"meu|minha)(?: \w+)?? (?-i:Ford|Toyota|Honda|VW|Volkswagen|BMW|Audi|Mercedes|Peugeot|Renault|Citro[eë]n|Fiat|Seat|[SŠ]koda|Opel|Nissan|Mazda|Kia|Hyundai|Volvo|Tesla|Subaru|Dacia|Mini|Jeep|Lexus|Suzuki|Yamaha|Vespa|Ducati|Harley|Porsche|Alfa|Lancia|Chevrolet|Chevy|Dodge|Jaguar|Land Rover|Range Rover|Mitsubishi|Cupra|BYD|Polestar|Smart|Kawasaki)\b", re.I)),
    # Learning is about a language only when a language is named: "learning the cello" is not.
    ("language", re.compile(
        rf"\b(?:speak|speaks|speaking)\s+(?:\w+\s+){{0,3}}?(?:{_LANGUAGES_EN})\b|\b(?:native language|mother tongue|fluent in)\b|"
        rf"\blearning (?:to speak |some |a bit of |basic )?(?:{_LANGUAGES_EN})\b|\bparle\b|langue maternelle|"
        rf"\bapprends? (?:aussi |également |maintenant )?(?:le |l'|l’)(?:{_LANGUAGES_FR})\b|\bspreche\b|muttersprache|\blerne (?:{_LANGUAGES_DE})\b|"
        rf"\bhablo\b|lengua materna|\b(?:aprendo|estoy aprendiendo) (?:el )?(?:{_LANGUAGES_ES})\b|"
        r"(?:说|讲|会说|学)\S{0,3}(?:语|文|普通话)|母语|(?:語|語を)(?:話|勉強)|母語|話せます", re.I)),
    ("education", STUDYING),
    ("project", re.compile(
        r"\bworking on\b|\bbuilding (?:a|an|my)\b|\bside project\b|\bmy (?:project|thesis|startup|book|novel)\b|"
        r"\bwriting (?:a|my) (?:book|novel|thesis)\b|\bje travaille sur\b|\bmon projet\b|\bj'écris un\b|"
        r"\barbeite an\b|\bmein projekt\b|\bschreibe (?:an|ein)\b|\bmi proyecto\b|\bestoy escribiendo\b|"
        r"\bsto scrivendo\b|\bil mio progetto\b|\bestou (?:a )?escrev(?:endo|er)\b|\bo meu projeto\b|"
        r"项目|在做一个|在写|プロジェクト|開発して", re.I)),
    # an instrument, a sport or an activity played, done or stopped (before a liking: "I play tennis and love it")
    ("hobby", HOBBY),
    ("preference", re.compile(
        r"\b(?:prefer|prefers|favou?rite|love|loves|like|likes|enjoy|enjoys|hate|hates|can't stand|into)\b"
        # "for like three weeks", "feels like": a filler or a comparison, no liking
        r"(?<!\bfor like)(?<!\babout like)(?<!\bfeel like)(?<!\bfeels like)(?<!\blooks like)(?<!\bseems like)"
        r"(?! (?:\d|one|two|three|four|five|six|seven|eight|nine|ten|twenty|a few|a couple|half)\b)|"
        r"préf[eè]re|\badore\b|\baime\b|déteste|préféré|\bmag\b|\bliebe\b|bevorzuge|lieblings|\bhasse\b|\bgerne?\b|"
        r"prefiero|me gusta|me encanta|\bodio\b|favorit[oa]|喜欢|最爱|讨厌|偏好|爱吃|好き|嫌い", re.I)),
]

# A habit stopped, said as the person's time without it: "I'm six months smoke-free", "seit einem Jahr rauchfrei",
# "two years sober", "llevo un año sin fumar"; not a smoke-free room, office or wish (core/write/stopped.py).
HABIT_FREE = re.compile(
    r"^(?:i|user)(?:['’]m| am| is| have been| has been|['’]ve been)\s+(?:now\s+|officially\s+)?(?:\w+\s+){0,3}?"
    r"(?:smoke|nicotine|alcohol|booze)[- ]free\b|^(?:i|user)(?:['’]m| am| is| have been| has been|['’]ve been)\s+"
    r"(?:now\s+|officially\s+)?(?:\w+\s+){1,3}?sober\b|\b(?:bin|ist|sind)\s+(?:\w+\s+){0,4}?(?:rauchfrei|nichtraucher(?:in)?)\b|"
    r"\b(?:llevo|lleva|llevamos)\s+(?:\w+\s+){1,4}?sin (?:fumar|beber)\b|\b(?:estou|está|estamos)\s+há\s+(?:\w+\s+){1,4}?sem (?:fumar|beber)\b|"
    r"\bsenza fumare da\b|\bça fait (?:\w+\s+){1,3}?que (?:je|l['’]utilisateur) ne fume plus\b", re.I)
# Chinese "not", but not in the words it forms that deny nothing: "还不错" (quite good), "不过" (but), "不同" (different),
# "不管" (whatever), "不仅" (not only), "不得不" (must), "差不多" (about), "了不起",
# "没错" (right), "没多久" ("开了三天感觉还不错" is a car tried, no car given up). ("不少", "不久" are left as they were read: "我身边
# 不少人都离婚了", "我不久就要搬到杭州了" are no one's change of the person's, which a denial is not made to place.)
# ("不管" only as "whatever", before what it asks: "不管怎样"; "我不管这个项目了" is a charge given up; "不过敏" and "不过生日" deny)
_ZH_NOT = (r"(?:(?<!差)(?<!不得)(?<!了)不|(?<=了)不(?!起))(?!错|断|过(?!敏|生日)|同(?!居|意)|管(?=怎|是|多|什么|谁|如何)|"
           r"仅|得不|好意思)|没(?!错|多久)")
# ("used to" as a state gone, not as accustomed, "I'm used to it", "getting used to the commute": after a verb of being,
# only before a bare verb, as a learner says it, "I am used to live in London")
_NEGATION = re.compile(
    r"\b(?:no longer|not anymore|any ?more|not|n't|never|stopped|quit|gave up|given up (?:on )?being|(?<!['’]m )(?<!\bam )(?<!\bis )(?<!\bare )(?<!['’]re )"
    r"(?<!\bget )(?<!\bgot )(?<!\bgetting )(?<!\bbeen )(?<!\bbecome )used to|used to(?!\s+(?:it|this|that|these|those|them|him|"
    r"her|the|a|an|my|your|his|their|our|being|\w+ing)\b)|don't|doesn't)\b|n't\b|"
    r"\barrêté\b|\barrête\b|\baufgehört\b|\bdejé (?:la |el |mi )?(?:dieta|régimen|keto|ayuno)\b|戒|" + itpt.NEGATION + "|"
    r"\bne\b.*\b(?:plus|pas|jamais)\b|\bn'\w+ (?:plus|pas)\b|\bplus\b|\bnicht\b|\bkein(?:e|en)?\b|\bnicht mehr\b|"
    r"\bno\b|\bya no\b|\bnunca\b|\bdejé de\b|" + _ZH_NOT + "|再也|已经不|ない|ません|やめ|禁煙|" + _ZH_LEFT_CITY + "|" + _JA_LEFT_CITY + "|"
    # (a habit stopped, said as the person's time without it: HABIT_FREE)
    + HABIT_FREE.pattern, re.I)
# A state bounded to now by its time words ("I'm working at the library today", "I'm eating keto
# this month to test something", "je vis à la bibliothèque en ce moment"): true for a while, so it
# is no job, diet or address to replace the lasting one with.
_MOMENT = re.compile(
    r"\b(?:today|tonight|this (?:morning|afternoon|evening|week|weekend|month|semester|term)|right now|at the moment|"
    r"just now|rn|for now|for a while|for the (?:time being|moment|day|week|weekend|month|summer|holidays|semester)|"
    r"temporarily|to (?:test|try) (?:it|something|this|things)|as an? (?:test|trial|experiment))\b|"
    r"\baujourd'hui\b|\ben ce moment\b|\bpour (?:l'instant|le moment)\b|\bheute\b|\bim moment\b|\bvorerst\b|"
    r"\bhoy\b|\bpor ahora\b|\bde momento\b|今天|暂时|这个月|今日は|今週|今月|しばらく", re.I)
# The same time words on a change or on what has lasted ("I turned 30 today", "I quit my job
# today", "I've been vegan for a while", "我今天搬到了上海"): the fact lasts, whatever day it was said.
_LASTING = re.compile(r"\b(?:[a-z]+ed|quit|got|became|began|left|took|turned|won|lost|sold|bought|been|have|has)\b|"
                      # (a last day at work, "Today was my last day at Tesco": the leaving lasts)
                      + _LAST_DAY_AT + "|"
                      r"\b(?:cumplo|cumplí|compio|compiuto|faço|fiz|geworden|werde|fête|fêté)\b|"
                      # (a change told in the perfect of the other languages, "Heute habe ich gekündigt", "Aujourd'hui j'ai
                      # démissionné", "Hoy he dejado mi trabajo": done, whatever day it was said)
                      r"\b(?:bin|habe|hab|hat|ist|sind|haben)\b[^.!?]*\bge\w{2,}(?:t|en)\b|"
                      r"\b(?:j['’]ai|ai|suis|sommes|avons)\s+(?:\w+\s+)?\w+(?:é|ée|és|ées|i|is|it|u|us)\b|"
                      r"\b(?:he|hemos|me he|nos hemos)\s+\w+(?:ado|ido)\b|"
                      r"['’]ve\b|了|ました", re.I)
_TRANSIENT = re.compile(
    r"\b(?:today|tonight|tomorrow|this (?:morning|afternoon|evening|week|weekend)|right now|at the moment|just now|"
    r"yesterday|next week|rn|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
    r"tired|hungry|starving|famished|bored|sleepy|exhausted|stressed|excited|nervous|busy|late|sick today)\b|"
    r"\baujourd'hui\b|\ben ce moment\b|\bfatigué|\bheute\b|\bmüde\b|\bhoy\b|\bcansad[oa]\b|今天|现在很|累|饿|今日は|疲れ|"
    # (a mood of now in the other languages too: "J'ai un peu le cafard ce soir", "Hoje tô morto de cansaço", "Sono
    # stanchissimo", "ein bisschen genervt"; not a time word alone, "ce matin", "oggi", "hoje", which tells changes
    # too: "J'ai rendu les clés ce matin")
    r"\b(?:crevée?|épuisée?|le cafard|barbouillée?|genervt|"
    r"agotad[oa]|stanc[oa]|stanchissim[oa]|"
    r"giù di morale|exaust[oa]|cansaço|affamée?|hungrig|tengo hambre|ho fame|com fome|"
    r"llegado tarde|arrivat[oa] in ritardo|cheguei atrasad[oa]|"
    # (soaked, in a good mood, a genius for a moment: "Je suis trempé", "Cheguei encharcado", "sono di ottimo umore",
    # "Ich bin ein Genie, es hat geklappt", "我真是个天才")
    r"trempée?|encharcad[oa]|empapad[oa]|fradici[oa]|klatschnass|durchnässt|soaked|drenched|frazzled|gute laune|"
    r"(?:di )?ottimo umore|de buen humor|de bom humor|ein genie|un génie|un genio|um gênio|rindo até agora)\b|"
    r"天才|"

    # a meal had, the day's and no habit ("Had pizza for lunch", "Almocei feijoada", "お昼にラーメン食べた", "午饭吃了")
    r"\b(?:had|ate|grabbed)\b[^.,;]{0,40}\bfor (?:breakfast|lunch|dinner|brunch|supper)\b|"
    r"\b(?:almocei|jantei|desayuné|almorcé|cené|ho pranzato|ho cenato|zu (?:mittag|abend) gegessen)\b|"
    r"(?:午饭|晚饭|早饭|中午|晚上)吃了|吃了.{0,6}(?:午饭|晚饭|早饭)|(?:お昼|昼|朝|夜|晩)(?:ご飯|ごはん)?に.{0,12}食べた|"
    r"出差|旅游|度假|"  # (a Chinese business trip or holiday said with no place to live: "最近在深圳出差")
    # time on one's hands ("now that I have time", "so I finally have some free time", "adesso che ho tempo"): how
    # the days are now, said as the reason of a question, no lasting fact
    r"\b(?:have|has|got) (?:\w+ ){0,2}?(?:free |spare )?time\b(?! (?:job|position|role|contract))|"
    r"\b(?:j['’]ai|a) (?:enfin |plus de |du |le )+temps\b|\b(?:habe|hab|hat) (?:\w+ )?(?:mehr |endlich |jetzt )?zeit\b|"
    r"\b(?:tengo|tiene|ho|ha|tenho|tem) (?:\w+ )?(?:tiempo|tempo)(?: libre| libero| livre)?\b(?! (?:completo|pieno|integral|parcial|parziale))|"
    r"有时间|有空了|空闲|時間が(?:ある|あります|できた|できました)|暇(?:です|になった|になりました)", re.I)


# A feeling said of the person ("I'm heartbroken", "Estou arrasada", "sono distrutta", "我很难过",
# "本当に悲しいです"): how they are at the moment of writing, never a lasting fact, and no state of
# their job or home for the meaning stage to place it on. By the copula (or "feel") and a word of
# feeling in each language; a state said with the same copula ("estou casada", "I'm pregnant") is none.
_FEELING_WORD = (r"sad|upset|devastated|heartbroken|gutted|crushed|miserable|depressed|down|anxious|worried|scared|"
                 r"knackered|thrilled|stoked|so happy|relieved|"
                 # (pride or joy for someone else, said beside their news: "My dad quit smoking, I'm so proud of him")
                 r"proud(?: of (?:him|her|them|you|us|myself))?|happy for (?:him|her|them|you)|"
                 r"stolz(?: auf (?:ihn|sie|dich|mich))?|fi(?:er|ère)(?: d['’]e(?:lle|ux)| de lui)?|orgullos|orgoglios|orgulhos|"
                 r"platt|kaputt|fix und fertig|nervös|aufgeregt|nerveux|nerveuse|soulagé|"
                 r"nervios|emocionad|stanc|nervos|emozionat|sollevat|aliviad|"
                 r"overwhelmed|burnt out|burned out|drained|wrecked|shattered|lonely|angry|furious|frustrated|"
                 r"triste|dévasté|effondré|anéanti|déprimé|épuisé|crevé|stressé|angoissé|inquiet|inquiète|en colère|"
                 r"traurig|erschöpft|gestresst|deprimiert|am boden zerstört|verzweifelt|wütend|besorgt|"
                 r"destrozad|hech[oa] polvo|agotad|estresad|deprimid|angustiad|preocupad|fatal|"
                 r"distrutt|a pezzi|esaust|stressat|depress|preoccupat|arrabbiat|"
                 r"arrasad|esgotad|exaust|estressad|preocupad|chatead|cansad")
_FEELING = re.compile(
    r"^(?:i'?m|i am|i feel|i'?ve been feeling|feeling|je suis|je me sens|ich bin|ich fühle mich|bin|(?:yo )?estoy|me siento|"
    r"(?:io )?sono|mi sento|(?:eu )?estou|(?:eu )?sinto-me|me sinto|"
    # (the household's feeling, the same moment: "Pepper passed away, we're heartbroken", "on est effondrés")
    r"we'?re|we are|we feel|on est|nous sommes|wir sind|estamos|siamo|ci sentiamo)\s+(?:\w+\s+){0,2}?"
    rf"(?:{_FEELING_WORD})(?:[oa]s?|e|es|s)?(?:\s+(?:today|lately|right now|now|tbh|honestly))?$|"
    r"^(?:我|用户)?(?:真的|最近|现在|今天)?(?:很|好|太|非常|有点儿?|特别|挺|超)?(?:难过|伤心|崩溃|焦虑|郁闷|沮丧|烦躁|紧张|"
    r"激动|兴奋|开心|高兴|无语|心累)(?:了|啊|死了|得要命)?$|"
    r"(?:悲しい|つらい|辛い|寂しい|落ち込んで(?:い)?ます|不安です)(?:です)?$|"
    # (how the person feels, one word after "I feel" and an intensifier at most: "mi sento vecchissima", "I feel
    # ancient", "je me sens toute bizarre"; a place, a name or "at home" says more, "I feel at home", "Ich fühle mich
    # wohl in Berlin", "I feel German")
    r"^(?:i feel|i'?m feeling|mi sento|me siento|je me sens|ich fühle mich|me sinto|sinto-me)\s+"
    r"(?:(?:so|very|really|a bit|super|molto|un po'|très|tout|toute|sehr|total|muy|bastante|tão|muito)\s+)?"
    r"(?-i:[a-zà-ÿ])\w+$|"
    # ("Mir geht es gut", "Meinem Mann geht es schlecht", "Es geht mir heute besser, danke": how someone is, German's
    # own way of saying it)
    r"^(?:(?:[\wäöüß]+\s+){1,3}geht(?:['’]s| es)|es geht (?:[\wäöüß]+\s+){1,3}?)\s*(?:\w+\s+){0,2}?"
    r"(?:gut|schlecht|besser|schlechter|super|mies|prima|blendend|beschissen|so lala)(?:[\s,]+\w+){0,2}$", re.I)


# A state that was and is no more ("I used to live in London", "我以前住在长沙", "J'habitais à
# Marseille"): a fact, but not the person's current residence or job, so it replaces nothing.
_PAST = re.compile(
    r"\bused to\b|\b(?:previously|formerly|back then|in the past|as a (?:kid|child|teen(?:ager)?)|when i was)\b|"
    r"^(?:i|we)\s+(?:\w+ly\s+|also\s+|once\s+)?lived\b|\bi was (?:a|an)\b|"
    r"\b(?:avant|autrefois|auparavant|à l'époque|plus jeune)\b|\bquand j['’]étais\b|"
    r"\b(?:je |j['’])(?:ne |n['’])?(?!conn)\w{2,}ais\b|"
    r"\b(?:früher|damals|ehemals|als kind|vorher)\b|\b(?:gewohnt|gelebt|gearbeitet|wohnte|lebte|arbeitete)\b|\bich war\b|"
    r"\b(?:antes|solía|de niñ[oa]|de pequeñ[oa]|en el pasado)\b|\b(?:vivía|trabajaba|era|estaba)\b|"
    r"以前|曾经|之前|小时候|过去|当年|(?:\d{1,3}|[一二三四五六七八九十两]{1,3})岁(?:那年|的时候)|昔は|子供の頃|(?:ていました|でいました|でした)$|" + itpt.PAST, re.I)


def _after_own_attribute(rules: list, more: list) -> list:
    """Each rule of ``more`` right after the last rule for its attribute: the order of attributes
    (which wins when several match) is the same in every language and for every way of saying it."""
    out = list(rules)
    for name, pattern in more:
        last = max(i for i, (n, _) in enumerate(out) if n == name)
        out.insert(last + 1, (name, pattern))
    return out


# Italian and Portuguese; then work, a vehicle and a home said by grammar (core/model/work_vehicle_home.py)
_RULES = _after_own_attribute(_after_own_attribute(_RULES, itpt.RULES), work_vehicle_home.RULES)


def is_past(clause: str) -> bool:
    return bool(_PAST.search(clause))


# A routine, by how often it happens ("I leave the office at six every day", "我每天晚上七点离开公司",
# "毎朝八時に家を出ます"): what the person does again and again, no change of their state. Leaving, said
# so, leaves nothing for good. (Not "always": "I don't live in Paris anymore, I always hated it".)
_ROUTINE = re.compile(
    r"\b(?:every|each) (?:day|morning|evening|night|week|weekday|monday|tuesday|wednesday|thursday|friday)\b|"
    r"\btous les (?:jours|matins|soirs)\b|\bchaque (?:jour|matin|soir|semaine)\b|"
    r"\bjeden (?:tag|morgen|abend)\b|\btodos los días\b|\bcada (?:día|mañana|noche|dia|manhã)\b|"
    r"\bogni (?:giorno|mattina|sera)\b|\btutti i giorni\b|\btodos os dias\b|"
    r"每天|每晚|每早|每周|每个星期|毎日|毎朝|毎晩|毎週", re.I)


# Work told with both its sides: a role ("as a data scientist", "comme infirmière", "als Lehrer", "做设计")
# and a workplace ("at Google", "chez Airbus", "bei SAP", "在腾讯", "楽天で"). A job fact is a role by its
# attribute and an employer fact a workplace; these find the other side said with it, in a fact's words.
_ROLE_SAID = re.compile(r"\bas (?:a|an|the|head|lead|senior|junior)\b|\bcomme\b|\bals\b|\bcomo\b|\bcome\b|"
                        r"担任|(?:当|做)(?:了)?(?:一名)?\S|として", re.I)
_WORKPLACE_SAID = re.compile(
    r"\b(?:at|for|with|chez|pour|bei|für|en|in|na|no|alla|al|presso|para|pela|pelo)\s+(?:the\s+|l['’]|la\s+|le\s+|der\s+|die\s+)?"
    r"(?-i:[A-Z0-9])|\b(?:joined|rejoint|entrato in|entrei na|entrei no)\s+(?-i:[A-Z])|"
    r"在\S{1,12}(?:工作|上班)|(?:加入|进入)了?\S|[\u30a0-\u30ff\u4e00-\u9fffA-Za-z]{2,}(?:で働|に入社|に勤め)|"
    # (a role done at a place named: "在腾讯做产品经理", "在星巴克当店长"; "ユニクロの渋谷店で店長をしています")
    r"在[\u4e00-\u9fffA-Za-z]{2,12}?(?:做|当|干|担任)|[\u30a0-\u30ff\u4e00-\u9fffA-Za-z]{2,}で[^、。で]{1,10}を(?:して|やって)", re.I)
# New work said as a change ("now", "jetzt", "maintenant", "ahora", "adesso", "agora", "现在", "今は"; a new
# job, a switch): work on the other side said before may be over, or may not ("I'm a nurse" then "I work
# at St Mary's now"): asked, never ended by rule.
_WORK_NOW = re.compile(r"\b(?:now|new job|switched|jetzt|nun|maintenant|désormais|ahora|adesso|ora|agora)\b|现在|如今|今は|今では",
                       re.I)


def work_sides(text: str, attribute: str) -> tuple[bool, bool]:
    """(says a role, says a workplace) of a fact on ``attribute`` (job or employer)."""
    return (attribute == "job" or bool(_ROLE_SAID.search(text)),
            attribute == "employer" or bool(_WORKPLACE_SAID.search(text)))


# Working for oneself: no employer ("I'm a freelance photographer now", "je suis à mon compte", "我做自由职业").
_OWN_BOSS = re.compile(r"\b(?:freelanc\w*|self-employed|my own boss|work(?:ing)? for myself|(?:my|their) own (?:business|company)|à (?:mon|son) compte|"
                       r"indépendante?|selbstständig|selbständig|freiberuflich|autónom[oa]|por cuenta propia|autonom[oa]|"
                       r"libero professionista|por conta própria|trabalhador independente|por (?:mi|su|nuestra) cuenta|in proprio)\b|自由职业|个体户|フリーランス|自営業", re.I)


# Retired, said as the state it leaves ("I'm retired", "sono in pensione", "je suis à la retraite", "estou aposentada",
# "bin jetzt in Rente", "退休了", "定年退職"): no work and no employer any more, like a leaving of work.
_RETIRED = re.compile(r"\b(?:retired|retraitée?|(?:à la|ma) retraite|in rente|in pension|rentner(?:in)?|pensionär(?:in)?|jubilad[oa]|"
                      r"jubilé|in pensione|pensionat[oa]|aposentad[oa]|aposentei)\b|退休|定年", re.I)


# (retired from a pastime, "retired from competitive chess", or only for a while, "in pensione a Rimini per una
# settimana" (a guesthouse), is no retirement from work)
_RETIRED_FROM_ELSE = re.compile(r"\bretired from (?!(?:work|my job|the (?:police|army|force|navy|service))\b)|"
                                r"\bin pensione\b[^.!?]*\bper (?:una?|qualche|due|tre|quattro) (?:settiman|giorn|nott)", re.I)


def is_retirement(text: str) -> bool:
    return bool(_RETIRED.search(text)) and not _RETIRED_FROM_ELSE.search(text)


def works_for_self(text: str) -> bool:
    return bool(_OWN_BOSS.search(text) or work_vehicle_home.BECAME_OWN_BOSS.search(text))


def work_said_as_change(text: str) -> bool:
    return bool(_WORK_NOW.search(text))


# A place named only by a word pointing back to one said before ("User lives there with their
# partner", "l'utilisateur y habite", "wohnt dort", "ci vive", "vive allí", "mora lá", "住在那里",
# "そこで住んでいます"): the same place, described, not a new one.
_PLACE_POINTED_BACK = re.compile(r"\b(?:there|là-bas|dort|dorthin|allí|ahí|allá|lì|là|lá|ali)\b|"
                                 r"\b(?:l['’]utilisateur|user) y\b|\bci (?:vive|abita|sta|lavora)\b|那里|那儿|那边|そこ|あそこ",
                                 re.I)


def names_place_pointed_back(text: str) -> bool:
    return bool(_PLACE_POINTED_BACK.search(text))


def is_routine(clause: str) -> bool:
    return bool(_ROUTINE.search(clause))


def attribute_of(clause: str) -> str | None:
    """The attribute a first-person clause is about (None: none the rules know)."""
    # (and a state said by how long it has lasted, read as the state: "llevo 8 años de electricista")
    for said in dict.fromkeys((clause, _INSERTED_ADVERB.sub("", clause), without_duration(clause) or clause,
                               _OPENING_NOW.sub("", clause), _NOT_ANY_MORE_AROUND.sub(r"\1 ", clause))):
        for name, pattern in _RULES:
            if pattern.search(said) and not (name == "name" and _no_name_said(said)) and not (
                    name == "pet" and _NO_ANIMAL.search(said)):
                return name
    return None


# An animal's noun that names no animal kept: a saying, a toy, a thing for birds ("il mio cavallo di battaglia", "my
# early bird ticket", "una tortuga de peluche", "my bird feeder").
_NO_ANIMAL = re.compile(r"cavall[oi] di battaglia|cheval de bataille|caballo de batalla|cavalo de batalha|bird ?feeders?|"
                        r"early bird|birds? with one stone|\b(?:de|en|di|em) (?:peluche|pelúcia)|\bstuffed\b|\bplush\b|"
                        r"\btoy\b|\bninja\b|\bfigurine\b|\bkuscheltier", re.I)


# An adverb of when put inside the verb ("mi sono appena trasferita a Genova", "ich bin endlich nach Kiel
# gezogen", "me he mudado ya"): the rules read the verb whole, so they are read again without it.
_INSERTED_ADVERB = re.compile(r"(?<=\s)(?:just|finally|recently|already|appena|già|finalmente|ormai|da poco|gerade|endlich|"
                              r"schon|bereits|inzwischen|ya|recién|por fin|já|enfin|déjà|récemment)\s+", re.I)


# "No longer" said around the verb in Italian and Portuguese before a place by its name ("Non lavoro più in Ferrari",
# "Não trabalho mais na Sonae"): the rules read the verb without it (whether it is denied is is_negation's to say, as
# for "I don't work at X anymore"). Not before anything else: "Não trabalho mais em tempo integral" is the same work.
_NOT_ANY_MORE_AROUND = re.compile(r"^(?:(?:io|eu)\s+)?(?:non|não)\s+(\w+)\s+(?:più|mais)\s+"
                                  r"(?=(?:in|a|al|alla|allo|all['’]|presso|da|dalla|em|na|no|numa|num|para|pela|pelo)\s*"
                                  r"(?:(?:la|il|lo|l['’]|a|o)\s+)?(?-i:[A-ZÀ-Þ]))", re.I)


# A word of now opening an English clause before the person's "I" ("Now I'm a claims handler at Aviva",
# "These days I work as a driver"): the rules anchored at the "I" read the clause without it.
_OPENING_NOW = re.compile(r"^(?:now|nowadays|these days|currently|at the moment|so now|and now)\s*,?\s+(?=i\b|i['’])", re.I)


# "My name is ..." names the person only when a name follows: "my name is on the lease", "my
# name's not important", "mon nom est sur la liste" say something else about the name.
_NAME_INTRO = re.compile(r"\b(?:my name(?:'s| is)|mon (?:nom|prénom) est|mein name ist|mi nombre es)\s+"
                         r"(?:(?:actually|really|just|now|still|also)\s+)?([^\s,.;!?]*)", re.I)
# Words that follow "my name is" in an all-lowercase message and are no name.
_NOT_A_NAME = re.compile(r"(?:not|no|on|in|at|of|for|to|from|with|by|the|a|an|also|still|spelled|spelt|misspelled|written|"
                         r"printed|listed|mentioned|pronounced|important|unimportant|hard|difficult|weird|unusual|common|"
                         r"rare|long|short|wrong|right|irrelevant|private|secret|pas|sur|dans|nicht|auf|no|en|sobre)$", re.I)


def _no_name_said(clause: str) -> bool:
    intro = _NAME_INTRO.search(clause)
    if not intro:
        return False  # "je m'appelle", "ich heiße", "我叫": the verb itself names
    word = intro.group(1)
    if not word:
        return True
    if re.match(r"[\u3040-\u30ff\u3400-\u9fff]|[^\W\d_]", word) and word[:1].isupper():
        return False
    if re.match(r"[\u3040-\u30ff\u3400-\u9fff]", word):
        return False
    # A writer who uses capitals would have capitalised a name; one who writes all in lower case gives no sign.
    lowercase_writer = not re.search(r"(?-i:[A-Z])", re.sub(r"\bI\b(?:['’]\w+)?", "", clause))
    return not (lowercase_writer and word[:1].isalpha() and not _NOT_A_NAME.match(word))


def _without_pt_in_the(clause: str, lang: str | None) -> str:
    """Portuguese "no", "na" ("in the") taken out, so they read as no Spanish or Italian "no"."""
    return re.sub(r"\bn[oa]s?\b", " ", clause, flags=re.I) if lang == "pt" else clause


def leaving_denied(clause: str, lang: str | None = None) -> bool:
    """A leaving of work said as not done ("Hab doch nicht gekündigt", "alla fine non mi sono licenziato", "最后我没
    辞职", "I never quit my job"): the work goes on, no state changed (as a stop denied, stopping.stop_not_done)."""
    clause = _without_pt_in_the(clause, lang)  # ("No mês passado saí do emprego")
    for leaving in (_LEFT_JOB, _LEFT_EMPLOYER):
        verb = leaving.search(clause)
        if verb and denied_before(clause[:verb.start()]):
            return True
    return False


def is_negation(clause: str, lang: str | None = None) -> bool:
    """Whether the clause says something stopped or is not so (leaving work included)."""
    # (a last day at work read as said: "a minha última semana na Galp" needs its "na")
    own_last = own_last_day(clause)
    clause = _without_pt_in_the(clause, lang)
    return bool(_NEGATION.search(clause) or _LEFT_EMPLOYER.search(clause) or _LEFT_JOB.search(clause)
                or GRADUATING.search(clause) or own_last)


def is_transient(clause: str) -> bool:
    """A mood or a feeling, a moment, a plan or a wish (core/model/plans.py), or a mishap of a thing
    (_MISHAP): true now, not a lasting fact about the person."""
    return bool(_TRANSIENT.search(clause) or is_momentary(clause) or is_plan(clause)
                or _FEELING.search(_EMOJI.sub("", clause).strip().rstrip(".!。！… "))
                or _mishap_alone(clause))


def _mishap_alone(clause: str) -> bool:
    """A mishap (_MISHAP) with nothing said after it: "My laptop died so I bought a ThinkPad" tells what followed."""
    m = _MISHAP.search(clause)
    return m is not None and not _WHAT_FOLLOWED.search(clause[m.end():])


_WHAT_FOLLOWED = re.compile(r"\b(?:so|and|but|because|then|donc|et|mais|alors|und|aber|deshalb|daher|así que|y|pero|entonces|"
                            r"quindi|e|ma|allora|então|mas|por isso)\b|所以|然后|但|于是|ので|から", re.I)


# A mishap or an errand of a thing of the person's, told as it happens: a flight delayed, a phone dead, a parcel
# arrived, a car needing tyres ("My flight got delayed", "Mon train a été annulé", "Mein Zug hatte Verspätung",
# "我的航班延误了"). Not a loss that ends the thing (stolen, sold, written off: core/model/stopping.py).
_MISHAP = re.compile(
    r"^(?:(?:User|L['’]utilisateur|L['’]utente|O utilizador|El usuario|Der Nutzer)['’]?s?\s+|(?:my|our|mon|ma|mes|mein\w*|unser\w*|"
    r"mi|mis|il mio|la mia|o meu|a minha)\s+)?(?:\w+\s+){0,2}?"
    r"(?:flight|train|bus|plane|package|parcel|delivery|order|phone|laptop|computer|tablet|charger|battery|wi-?fi|internet|"
    r"printer|boiler|fridge|washing machine|dishwasher|heating|tv|headphones|vol|colis|commande|téléphone|portable|"
    r"ordinateur|flug|zug|paket|bestellung|handy|vuelo|tren|paquete|pedido|móvil|portátil|volo|treno|pacco|ordine|"
    r"telefono|cellulare|portatile|voo|comboio|encomenda|telemóvel|celular)\s+"
    r"(?:(?:got|was|is|has been|a été|est|wurde|ist|fue|está|è|è stato|è stata|foi|está)\s+)?"
    r"(?:delayed|cancell?ed|late|died|dead|broke|broken|crashed|arrived|stuck|cracked|leaking|retardée?|annulée?|arrivée?|"
    r"en panne|cassée?|verspätet|annulliert|gestrichen|angekommen|kaputt|retrasad[oa]|cancelad[oa]|llegó|roto|rota|"
    r"in ritardo|cancellat[oa]|arrivat[oa]|rott[oa]|atrasad[oa]|chegou|avariad[oa]|estragad[oa])\b|"
    r"^(?:User['’]s|my|our)\s+(?:\w+\s+)?(?:car|bike|boiler|laptop|phone)\s+needs\s+(?:new|a new|fixing|repair|a repair|a service|servicing)\b|"
    r"(?:航班|火车|高铁|快递|手机|电脑)(?:又)?(?:延误|晚点|取消|到了|坏了|没电)|(?:電車|飛行機|便)が(?:遅れ|欠航|運休)", re.I)


def is_momentary(clause: str) -> bool:
    """A state said to hold only for now ("... today", "... this month to test something"): the
    part of ``is_transient`` that also takes a job, a diet or an address out of a clause."""
    return bool(_MOMENT.search(clause)) and not _LASTING.search(clause)


def ja_self_statement(clause: str) -> bool:
    """A Japanese clause with no pronoun that still speaks about the person (Japanese drops
    "I"): one the attribute rules place, said in the polite declarative form (or cut at its
    te-form, where a sentence goes on: "三十五歳で、…", "銀行を辞めて、…")."""
    return attribute_of(clause) is not None and bool(re.search(r"(ます|です|でした|ました|ません|ある|いる|ない|て|で)$", clause))


# What "my ..." can name that is the person's own single-valued attribute ("my name is", "my job
# is", "my home is in"): any other owned noun is someone or something else ("my manager lives in
# Boston", "mon chef habite à Lyon"), whose place or job is not the person's.
_OWN_NOUN = (r"name|first name|last name|full name|nickname|birthday|date of birth|age|job|work|career|occupation|"
             r"profession|role|title|position|employer|diet|home|address|house|flat|apartment|hometown|"
             r"nom|prénom|anniversaire|âge|métier|travail|boulot|poste|employeur|régime|adresse|maison|appartement|"
             r"vorname|geburtstag|alter|beruf|arbeit|arbeitgeber|ernährung|adresse|wohnung|haus|"
             r"nombre|cumpleaños|edad|trabajo|profesión|empleo|dieta|dirección|casa|piso|"
             # (the person's last day at work: "my last day at Initech was Friday", "mi último día en Zara")
             r"day|working day|jour|tag|arbeitstag|día|giorno|dia|week|shift|semaine|woche|semana|settimana|"
             # (the person's work contract: "Mein Vertrag wurde nicht verlängert" is the person's work ending)
             r"contract|contrat|vertrag|arbeitsvertrag|contrato|contratto")
_OWNED = re.compile(r"^(?!mi (?:chiamo|sono|piace|piacciono|trasferisco|occupo)\b)"  # (Italian "mi": myself)
                    # (nor the person's own divorce made final: "my divorce came through", the relationship rule's)
                    r"(?!(?:my|our|mi|meine|il mio|o meu) (?:divorce|divorcio|scheidung|divorzio|divórcio) "
                    r"(?:came|went|is final|was final|got final|ist|ya es|es|è|saiu|foi))"
                    r"(?:(?:il|la|i|le|o|a|os|as) )?(?:my|our|mon|ma|mes|notre|nos|mein|meine|meinen|meinem|meiner|unser|"
                    rf"unsere|mi|mis|nuestr[oa]s?|{itpt.OWNERS})\s+"
                    rf"(?!(?:[^\W\d_]+\s+)?(?:{_OWN_NOUN}|{itpt.OWN_NOUNS})\b)[^\W\d_]", re.I)
_OWNED_CJK = re.compile(rf"^我们?的?(?:{ZH_THEIRS})|"
                        r"^(?:私の)?(?:同僚|友達|友人|上司|先輩|後輩|ルームメイト|隣人|先生|医者|大家|会社)(?:は|が)|"
                        # (and what is theirs: "友達の新しい家は鎌倉にあります" is the friend's home; not what they did for
                        # the person, "友達の紹介で就職しました")
                        r"^(?:私の)?(?:同僚|友達|友人|上司|先輩|後輩|ルームメイト|隣人|先生|大家)の(?!紹介|おかげ|勧め|すすめ|影響|助け|ため)|"
                        # (what the person has, made the subject: "うちの柴犬のコタロウ、もう14歳です" is the dog's age; not
                        # the person's own name, age, work or home, "私の名前は…", "私の趣味は…")
                        r"^(?:私|僕|俺|うち|自分|ユーザー)の(?!(?:名前|年齢|誕生日|仕事|職業|職場|勤務先|住所|家|自宅|趣味|"
                        r"通勤|専門|特技|出身|愛車|マイカー|夢|目標)(?:は|が|、))[^、。はが]{1,12}?(?:は|が|、)")


def about_someone_else(clause: str) -> bool:
    """Whether the clause's subject is something the person has, not the person."""
    return bool(_OWNED.match(clause) or _OWNED_CJK.match(clause))
