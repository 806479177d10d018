"""Work, vehicle and home said in the ways the keyword rules of attributes.py miss, by grammar.

A later change can only end an old fact on the same attribute (core/write/supersede.py), so a job,
a car or a home left unplaced stays current for good. These rules place them by how they are said:

- a role the person IS or WORKS AS, its noun known by its form (en -man, or -er/-or/-ist/-ian at a
  workplace; ja -員/-師/-士/-マン; zh -师/-员/-家/-工 ...) rather than from a list, or work said by the
  verb of a profession ("teaches maths at a high school", "都内のIT企業でSEをしています");
- a vehicle had or driven, by a make or a model's name (a table of names: data, not phrasing) after
  a verb of having or driving, or ridden to work;
- a home rented, owned or lived in, by a dwelling noun and the place it is in.

Each is a single-valued attribute: a wrong placement ends the person's right fact later, so each
rule asks for the words that make it the person's work, vehicle or home (a workplace, a verb of
driving, a place), and leaves a hobby ("a keen runner"), a thing ("a blender") unplaced.
"""

from __future__ import annotations

import re

# -- work ------------------------------------------------------------------------------------------

# Words in -er/-or/-ist/-ian that name no work: what someone is to a club, a shop, a family, a habit.
_NOT_WORK_EN = (r"member|customer|user|fan|supporter|subscriber|regular|volunteer|beginner|lover|believer|follower|"
                r"smoker|drinker|owner|homeowner|speaker|learner|reader|player|runner|swimmer|walker|climber|"
                r"foreigner|stranger|newcomer|passenger|visitor|survivor|donor|voter|listener|viewer|watcher|"
                r"gamer|mother|father|brother|sister|daughter|grandmother|grandfather|grandparent|partner|"
                r"vegetarian|christian|optimist|pessimist|perfectionist|realist|tourist|introvert|extrovert|holder|"
                r"guardian|civilian|pedestrian|human|woman|german|roman|norman|person")
# -man words that name no work: a kind of man, a nation, a hero ("a family man" has a space: no match)
_NOT_WORK_MAN = (r"(?:gentle|lay|mad|super|snow|cave|fresh|sports|horse|show|noble|kins|country|dutch|english|french|"
                 r"scots|irish|welsh|bat|spider|iron|he|she|wo|hu|ger|ro|nor|otto)(?:man|woman|person)")
# A role noun by its form, said of the person: -man/-woman/-person compounds (postman, salesperson)
# are work whatever follows; -er/-or/-ist/-ian (plumber, translator, dentist, librarian) only said
# with where the person works, since so many such words are a hobby or a habit ("a runner").
_ROLE_EN = r"[a-z]+(?:man|woman|person)\b"
_AGENT_EN = r"(?-i:[a-z]{2,}(?:er|or|ist|ian))\b"  # (lower case: "a Londoner", "a Canadian" are no trade)
_HOBBY_ADJ = r"keen|big|huge|avid|casual|amateur|hobby|weekend|fair-weather|occasional|social|lifelong|total|passionate|massive"
# (what follows a name that makes it a liking: "I'm a Batman fan")
_FAN = r"fan|fans|lover|enthusiast|supporter|buff|nerd|geek|costume"
# A kind of workplace in English, by its noun (where a role is said, and "I work in a hospital")
_WORKPLACE_EN = (r"school|hospital|clinic|firm|company|bank|agency|restaurant|hotel|factory|warehouse|shop|store|office|"
                 r"practice|surgery|council|charity|university|college|nursery|studio|lab|laboratory|startup|bakery|garage|"
                 r"salon|pharmacy|supermarket|care home|call cent(?:er|re)|kitchen|library|ministry|department store")
_I_AM = r"^(?:i(?:['’]m| am|['’]ve been| have been)|i(?:['’]ve| have)? (?:now )?worked as)"
_WORKPLACE_AFTER = (rf"(?:at|for|with) (?:(?-i:[A-Z])|(?:a|an|the) (?:[\w'’-]+ ){{0,3}}?(?:{_WORKPLACE_EN})\b)|"
                    r"by (?:trade|profession)\b|(?:in (?-i:[A-Z])[\w'’-]* )?for (?:\d+|a|two|three|many|ten|twenty) (?:years|months)\b")
ROLE_EN = re.compile(
    rf"{_I_AM} (?:now |currently |still |actually |officially )?(?:(?:a|an|the) )?(?!(?:{_HOBBY_ADJ})\b)"
    rf"(?:[\w]+-)?(?!(?:{_NOT_WORK_EN}|{_NOT_WORK_MAN})\b)(?:{_ROLE_EN})(?!\s+(?:{_FAN}))|"
    rf"{_I_AM} (?:now |currently |still |actually |officially )?(?:a|an) (?!(?:{_HOBBY_ADJ})\b)(?:[\w]+[ -]){{0,2}}?"
    rf"(?![a-z-]*(?:{_NOT_WORK_EN})\b){_AGENT_EN} (?:{_WORKPLACE_AFTER})|"
    # a rank before the role, with no article ("I'm head chef now", "I'm senior nurse at Leeds General")
    r"^i(?:['’]m| am) (?:now )?(?:head|chief|senior|junior|lead|deputy|assistant) [a-z-]+(?: now)?$|"
    # a hyphened role ("I'm a sous-chef at a hotel restaurant")
    r"^i(?:['’]m| am) (?:now )?(?:a|an) [a-z]+-(?:chef|cook|editor|manager|director|teacher|nurse|engineer)\b|"
    # a profession by its verb, at a place of it ("I teach maths at a high school", "I deliver letters for
    # Royal Mail", "I drive a taxi in Leeds"); not someone taught ("I teach my son to swim at the pool")
    r"^i (?:\w+ly )?teach (?!(?:my|our|his|her|their|the kids|kids|children|him|them)\b)(?:[\w-]+ ){0,3}?(?:at|in) "
    r"(?:a |an |the )?(?:[\w-]+ ){0,2}?(?:school|college|university|academy|hospital)\b|"
    r"^i (?:\w+ly )?(?:deliver (?:letters|post|mail|parcels|packages)|drive (?:a |an )?(?:taxi|cab|bus|lorry|truck|van)s?) "
    r"(?:[\w-]+ ){0,3}?(?:for|in|at|around) (?-i:[A-Z])",
    re.I)

# Japanese: work said by its role at a workplace ("都内のIT企業でSEをしています", "食品メーカーで営業をしています"),
# teaching at a school ("高校で数学を教えています"), or a role noun by its suffix with the copula ("薬剤師です").
# The workplace by its noun's form (-社, -店, -局, 会社, 企業, メーカー); what is done there a role or a
# function (SE, エンジニア, 営業, 事務, -員/-師/-士), not reading at a café ("喫茶店で読書をしています").
_JA_WORKPLACE = (r"(?:[\u4e00-\u9fff]{0,6}(?:会社|企業|銀行|病院|役所|役場|学校|高校|大学|工場|事務所|代理店|商社|"
                 r"薬局|(?<!神)社|局|庁|署|店)|[\u30a0-\u30ff]{0,8}(?:メーカー|ショップ|ホテル|クリニック|スーパー|"
                 r"オフィス|ベンチャー|スタートアップ|ファーム))")
# (the role said with "を" or, in casual speech, without: "販売店で営業やってる")
# (a role in katakana by its loanword's agent ending: デザイナー, ライター, プログラマー, マネージャー, アナリスト,
# コンサルタント, カメラマン, エンジニア; not a sport or a pastime: ダンス, テニス, ゲーム)
_JA_ROLE_KATAKANA = (r"(?:[\u30a1-\u30fa\u30fc]{1,8}(?:ナー|ター|ラー|マー|ジャー|サー|スト|タント|マン|ニア)|シェフ|"
                     r"アルバイト|バイト|パート|レジ)")
_JA_ROLE = (r"(?:[A-Z]{2,4}|" + _JA_ROLE_KATAKANA + r"|営業|事務|経理|総務|人事|販売|接客|受付|開発|設計|広報|企画|秘書|看護|"
            r"介護|保育|調理|清掃|配達|運転|[\u4e00-\u9fff]{1,4}(?:員|師|士|長|係))")
JA_ROLE_NOUN = _JA_ROLE  # (read by clauses.py: the person's work as a topic, "仕事は製薬会社の営業です")
_JA_NOT_WORK = r"ボランティア|アルバイト探し|ジョギング|ウォーキング|ストレッチ|ミーティング|トレーニング|ダイエット|プログラミング|レッスン"
ROLE_JA = re.compile(
    rf"{_JA_WORKPLACE}で(?!(?:{_JA_NOT_WORK})を){_JA_ROLE}を?(?:しています|しております|やっています|やってます|してます|してる|やってる)$|"
    r"(?:学校|高校|中学|中学校|小学校|大学|塾|専門学校)で[^\s、。]{1,10}を教えて(?:います|おります|ます)|"
    # a role noun by its suffix (薬剤師, 保育士, 営業マン), as the person is ("…です", "…として働いています")
    r"^(?:私は)?[^\s、。はが]{0,8}?(?:[\u4e00-\u9fff](?<![博紳])(?:師|士)|マン)(?:です|をしています|をやっています|として働)|"
    # the person's work as the topic, a role at the end ("仕事は製薬会社の営業です"; clauses.py gives it its owner)
    rf"^(?:(?:私|僕|俺|自分|ユーザー)の)(?:お?仕事|職業|本業)は(?:[^、。はが]{{1,12}}の)?{_JA_ROLE}(?:です|でした)$")

# Chinese: work at a workplace as a role ("在字节跳动做产品经理", "在一家外企做会计", "在咖啡店当店员"),
# the role by its form (-师/-员/-家/-工, a manager, an accountant) after 做/当, at the clause's end.
_ZH_ROLE = (r"(?:[\u4e00-\u9fff]{0,4}(?:师|(?<![队团会成党学社组])员|(?:护|技|电|木|焊|钳|瓦|普|小|临时)工|经理|主管|总监|会计|财务|助理|顾问|编辑|记者|医生|护士|老师|店长|司机|"
            r"厨师|销售|运营|设计|专家|作家|画家|律师))")
ROLE_ZH = re.compile(rf"^我(?:现在|目前|一直)?在(?!家|群|网上|线上|游戏|论坛|班上|班里)[\u4e00-\u9fffA-Za-z0-9]{{1,12}}(?:做|当)(?:了)?(?:一名|一个)?{_ZH_ROLE}$")

# Training for a trade is the person's work now: French says it with a noun of training and the trade
# ("je suis en formation de boulanger", "en apprentissage de menuisier").
ROLE_TRAINING = re.compile(r"\bje suis (?:maintenant |actuellement )?en (?:formation|apprentissage|alternance|reconversion) "
                           r"(?:de|d['’]|comme|pour devenir) ?\w*(?:er|ère|eur|euse|ien|ienne|iste|ier|ière|ant|ante)\b", re.I)
# Italian and German: the role said with "faccio il/la" or "bin … bei" by its form ("faccio l'impiegata in banca",
# "bin jetzt Pflegedienstleitung bei einem ambulanten Dienst"): a workplace after it, never a visit ("bin
# Montag bei Oma", "bin Mitglied beim Sportverein").
_IT_WORKPLACE = (r"(?:banca|(?-i:[A-Z])|un[oa]? (?:negozio|ufficio|azienda|bar|ristorante|hotel|albergo|fabbrica|"
                 r"ospedale|scuola|studio|supermercato|banca|farmacia|agenzia))")
_DE_NOT_WORK = (r"[a-zäöüß]*(?:mitglied|kunde|kundin|gast|patient|patientin|fan)|montag|dienstag|mittwoch|donnerstag|"
                r"freitag|samstag|sonntag|wochenende|abend|morgen|mittag|heute|gerade|ostern|weihnachten|silvester")
ROLE_IT_DE = re.compile(
    rf"\bfaccio (?:il |la |lo |l['’])(?:\w+(?:at[oa]|ess[oa]))\b (?:in|presso|alla|al|nel|nella|da|per) {_IT_WORKPLACE}|"
    r"\bsono (?:il|la|l['’]) ?\w+(?:tore|trice) (?:del|della|dello|dell['’]|di) |"
    rf"\bbin (?:ich )?(?:jetzt |nun |seit \S+ |inzwischen |mittlerweile )*(?!(?:{_DE_NOT_WORK})\b)(?-i:[A-Z])[a-zäöüß]{{3,}} "
    r"bei (?:einem|einer|der|dem|(?-i:[A-Z]))", re.I)


# Work said by a verb of working and "as" in each language, or an idiom of a trade ("I freelance as a designer",
# "I do plumbing for a living", "je bosse comme serveuse", "j'exerce en tant que kiné", "ich bin als Ingenieur
# tätig", "atuo como enfermeira", "我是做销售的", "我从事教育工作", "介護の仕事をしています", "エンジニアをやっています").
ROLE_AS = re.compile(
    r"\b(?:freelanc\w*|make a living|earn a living|making a living|earning a living|moonlight\w*|temp|temping) as (?:a|an)\b|"
    r"\bfor a living\b|"
    # (not a manner: "je travaille comme un fou", "trabalho como sempre")
    r"\b(?:bosse|taffe|bossé|exerce|travaille|suis embauchée?|suis employée?) (?:\S+ ){0,3}?(?:comme|en tant que)\b"
    r"(?! (?:un|une|des|d['’]|toujours|prévu|d'hab|avant|moi|lui|elle|jamais)\b)|"
    r"\bbin (?:\S+ ){0,3}?als \S+ (?:tätig|beschäftigt|angestellt)\b|\bjobbe (?:\S+ ){0,2}?als\b|"
    r"\b(?:atuo|trabalho) (?:\S+ ){0,2}?como\b(?! (?:um|uma|sempre|antes|nunca|louco|louca)\b)|"
    r"^我(?:现在|目前|一直)?是(?:做|干|搞)[\u4e00-\u9fffA-Za-z]{1,6}的$|^我(?:现在|目前|一直)?从事[\u4e00-\u9fffA-Za-z]{1,8}(?:工作|行业)|"
    r"[^\s、。はが]{1,10}の仕事を(?:しています|してます|やっています|やってます)$|"
    rf"(?:[A-Z]{{2,4}}|{_JA_ROLE_KATAKANA})を(?:やっています|やってます|してます|しています)$", re.I)


# Spanish, Italian and Portuguese: a trade by its noun's form, said with the copula and the kind of workplace
# ("soy repartidora en una empresa de paquetería", "sono magazziniere in una fabbrica", "sou padeiro numa
# padaria"); the workplace keeps out the adjectives of the same form ("soy extranjero en España", "sou otimista").
_WORKPLACE_ROMANCE = (r"restaurante|hospital|empresa|banco|tienda|fábrica|oficina|colegio|escuela|hotel|bar|supermercado|"
                      r"farmacia|taller|almacén|clínica|ristorante|ospedale|azienda|banca|negozio|fabbrica|ufficio|scuola|"
                      r"albergo|supermercato|officina|magazzino|clinica|loja|escritório|escola|padaria|armazém")
ROLE_ROMANCE = re.compile(
    rf"\bsoy (?:\w+ )?\w+(?:ero|era|ista|dor|dora|ora|ante|ario|aria)\b (?:en|de) (?:un|una|el|la) (?:\w+ )?(?:{_WORKPLACE_ROMANCE})\b|"
    rf"\bsono (?:un |una |un['’])?\w+(?:iere|iera|ista|tore|trice|aio|aia|ante)\b (?:in|presso|al|alla|nel|nella) (?:un |una |uno )?"
    rf"(?:\w+ )?(?:{_WORKPLACE_ROMANCE})\b|"
    rf"\bsou (?:um |uma )?\w+(?:eiro|eira|ista|dor|dora|ante)\b (?:num|numa|no|na|em um|em uma) (?:\w+ )?(?:{_WORKPLACE_ROMANCE})\b",
    re.I)


# Work as a state said with the copula: working for oneself, or out of work (what replaces the job held before)
# ("I'm self-employed", "je suis à mon compte", "ich bin seit Montag arbeitslos", "estoy en paro", "失业了").
WORK_STATE = re.compile(
    r"^i(?:['’]m| am|['’]ve been| have been) (?:now |currently )?(?:self-employed|freelance|my own boss|unemployed|"
    r"out of work|jobless|between jobs)\b|"
    r"\bje suis (?:maintenant |actuellement )?(?:à mon compte|indépendante?|freelance|auto-entrepreneu(?:r|se)|au chômage|"
    r"sans emploi)\b|\bbin (?:jetzt |nun |seit \S+ )*(?:selbstständig|selbständig|freiberuflich|arbeitslos|erwerbslos)\b|"
    r"\bsoy (?:autónom[oa]|freelance)\b|\bestoy (?:ahora )?(?:en paro|desemplead[oa]|sin trabajo)\b|"
    r"\bsono (?:ora |adesso )?(?:un |una )?(?:liber[oa] professionista|autonom[oa]|freelance|disoccupat[oa])\b|"
    r"\bsou (?:trabalhador[a]? independente|autónom[oa]|freelancer?)\b|\bestou (?:agora )?desempregad[oa]\b|"
    r"^我(?:现在|目前)?(?:是|做)自由职业|^我(?:现在|目前)?失业了?|フリーランス(?:です|をしています|として)|自営業(?:です|をしています)|"
    r"無職(?:です|になりました)|失業中", re.I)
# Becoming one's own boss, said by the verb of the change ("I've registered as a sole trader", "je me suis mise à mon
# compte", "hab mich selbstständig gemacht", "me hice autónoma", "ho aperto la partita IVA", "virei MEI", "出来单干了",
# "フリーランスになりました"), or by the business of one's own opened ("opened my own café", "自分のカフェを開きました",
# "ho aperto una libreria"): the person's work now, with no employer (attributes.works_for_self). Only a business
# by its noun ("abrí una cuenta", "opened a savings account" are no work).
# (not where the clause denies it, plans or wishes it, or keeps it beside work held: "Non ho aperto la partita IVA alla fine",
# "I'm going freelance next year", "起業したいと思っています", "my own Etsy shop on the side", "副業で起業しました"; nor
# someone else's, "起業した友達を手伝っています"; nor independence from one's parents, "実家を出て独立しました")
_NOT_OWN_WORK_NOW = (r"^(?!.*(?:\bno (?:me|he|lo|la|soy|estoy|conduzco|manejo|monté|abrí|hice|fui)\b|"
                     r"\b(?:not|never|didn['’]t|don['’]t|won['’]t|non|mai|não|nunca|pas|jamais|nicht|kein|nie|"
                     r"going to|gonna|will|want|wants|wish|plan|planning|thinking|maybe|might|if|should|someday|one day|"
                     r"on the side|side hustle|alongside|as well as|extra|à côté|anche se|resto|nebenbei|"
                     r"weekends?|week-?ends?|for fun|volunteer|hobby|game|train sim|simulator|tomorrow|domani|mañana|amanhã|demain|"
                     r"morgen|dream|sueño|sogno|rêve|sonho|traum)\b|没|不想|不会|不打算|想要|打算|准备|计划|副業|副业|私活|下班后|"
                     r"ない|ません|たい|たら|予定|つもり|友人|友達|知り合い|同僚|実家|親|経済的|一人暮らし|家を出))")
BECAME_OWN_BOSS = re.compile(_NOT_OWN_WORK_NOW + r".*?(?:"
    r"\b(?:registered|set (?:myself )?up) as (?:a |an )?(?:sole trader|freelancer|self-employed|contractor)\b|"
    r"\b(?:went|gone|turned) (?:self-employed|freelance)\b|\bstarted working for myself\b|"
    r"\b(?:set up|started|launched|opened) (?:my|our) own (?:business|company|firm|practice|bakery|caf[eé]|"
    r"restaurant|salon|agency|clinic)\b|"
    r"\b(?:me suis|s['’]est) (?:mise?|installée?) à (?:mon|son) compte\b|\b(?:suis|est) (?:passée?|devenue?) (?:en )?(?:freelance|"
    r"indépendante?(?! de)|auto-entrepreneu\w+|micro-entrepreneu\w+)\b|\b(?:j['’]ai|il a|elle a) (?:créé|monté|lancé|ouvert) (?:ma|mon|sa|son) "
    r"(?:propre )?(?:boîte|entreprise|société|cabinet|agence|boutique|restaurant|café|salon)\b|"
    r"\b(?:habe|hab|hat) mich selbs?t?ständig gemacht\b|\b(?:habe|hab) (?:ein|mein) gewerbe angemeldet\b|"
    r"\b(?:habe|hab) (?:mein|meine|ein|eine) (?:eigene[sn]? )?(?:firma|unternehmen|café|laden|praxis|agentur|werkstatt) "
    r"(?:gegründet|eröffnet|aufgemacht)\b|"
    r"\bme (?:he )?(?:hice|hecho) autónom[oa]\b|\bme (?:establecí|he establecido) por mi cuenta\b|"
    r"\b(?:monté|abrí|he montado|he abierto) (?:mi|un|una) (?:propi[oa] )?(?:negocio|empresa|bar|tienda|restaurante|cafetería|"
    r"taller|peluquería|librería)\b|"
    r"\b(?:ho )?apert[oa] (?:la )?partita iva\b|\bsono diventat[oa] (?:liber[oa] professionista|freelance)\b|"
    r"\b(?:ho )?apert[oa] (?:un|una|un['’]|il mio|la mia|il nostro|la nostra)\s*(?:\w+ )?(?:negozio|bar|ristorante|libreria|officina|"
    r"attività|azienda|pasticceria|panetteria|salone|agenzia|gelateria|pizzeria)\b|"
    r"\b(?:virei|me tornei|tornei-me) (?:MEI|autônom[oa]|autónom[oa]|freelancer|freela|empreendedor[a]?)\b|"
    r"\babri (?:um |uma |o meu |a minha |meu |minha )?(?:MEI|CNPJ|empresa|negócio|loja|restaurante|café|salão)\b|"
    # (the person who opened it right before: "自己在家开了个淘宝店"; "我现在在成都开了一家咖啡店" is left to the model as before)
    r"出来单干|自己单干|自己创业|(?:^|我|自己)(?:自己)?(?:在家)?开了(?:自己的|一家|一个|个)[\u4e00-\u9fffA-Za-z]{0,4}?(?:公司|工作室|店|咖啡馆|"
    r"餐厅|饭馆|面馆)|"
    r"当(?:上|起)?了?自由职业者?|做起了?自由职业|"
    r"フリーランスに(?:なり|なっ)|独立(?:しました|した)|起業(?:しました|した)|個人事業主に(?:なり|なっ)|"
    r"(?:自分の|私の)(?:店|お店|カフェ|会社|事務所|教室|サロン|工房)を(?:開き|開い|オープンし|立ち上げ))", re.I)
# A driver's work, told by what the person drives for a living ("these days I drive the school bus", "je conduis un
# taxi", "ich fahre LKW", "conduzco un autobús", "guido il furgone per una ditta di traslochi", "sou motorista de
# Uber"): a bus, a taxi, a lorry are driven for work; a van or a truck only for someone ("I drive a van" may be one's
# own). Not someone's own vehicle driven once ("le camion de mon père pour le déménagement"), nor at weekends, for fun
# or in a game (_NOT_OWN_WORK_NOW).
_SOMEONES = (r"(?!.*\b(?:my|mon|ma|mein\w*|mi|mio|mia|meu|minha|de mi|di mio|di mia|do meu|da minha|de mon|de ma)\s+"
             r"(?:father|mother|dad|mum|mom|uncle|aunt|brother|sister|père|mère|oncle|tante|frère|sœur|vater|mutter|onkel|"
             r"bruder|schwester|padre|madre|tío|tía|hermano|hermana|zio|zia|fratello|sorella|pai|mãe|tio|tia|irmão|irmã)\b)")
DRIVES_FOR_A_LIVING = re.compile(_NOT_OWN_WORK_NOW + _SOMEONES + r".*?(?:"
    r"^(?:(?:now|these days|nowadays|so now),? )?i (?:now |currently )?drive (?:a |the |an )?(?:school |city |night |local |"
    r"double-decker )?(?:bus|buses|taxi|taxis|cab|minicab|lorry|lorries|hgv|forklift|coach)\b|"
    r"^(?:(?:now|these days|nowadays),? )?i (?:now )?drive (?:a |the )?(?:delivery )?(?:van|truck) for\b|"
    r"\bje (?:conduis|suis au volant d['’]un) (?:un |le |des |une )?(?:bus|taxi|camion|poids lourd|car scolaire)\b|"
    r"\bfahre (?:ich )?(?:jetzt |seit \S+ |nun )?(?:lkw|laster|gabelstapler)\b|"
    r"\b(?:conduzco|manejo) (?:un |el |una |la )?(?:taxi|autobús|camión|tráiler)\b|"
    r"\bguido (?:il |un |l['’]|lo |la )?(?:taxi|autobus|camion|tir|muletto|pullman|furgone per)\b|"
    r"\b(?:dirijo|conduzo) (?:um |o |uma |a )?(?:táxi|taxi|ônibus|autocarro|camião|caminhão)\b|"
    r"\b(?:started|starting|began|now) (?:driving|delivering) for (?-i:[A-Z])|\bsou motorista\b|\b(?:trabalho|rodo) (?:de|como|com|para a|pela|na) (?:uber|99|bolt)\b|"
    r"(?:タクシー|トラック|バス|配送)の?(?:運転手|ドライバー)(?:をして|です|として|に(?:なり|なっ)))", re.I)
# A business the person runs, said as what they do ("I run a dairy farm in Norfolk with my dad", "je tiens un café à
# Lille", "ich betreibe einen Hofladen", "gestiono un bar en Cádiz", "gestisco un agriturismo", "toco uma padaria"): their
# work, as "カフェを経営しています" is (attributes.py). Only a business by its noun, the noun's phrase ending there or
# going on to where, with whom or since when ("I run a tight ship", "a pub quiz", "a bar tab", "a business account",
# "the company Slack", "je tiens un journal", "ein Praxis-Tagebuch" are none); not for an evening, a day of the week, a
# while, a game or spare time ("je tiens le bar ce soir", "the bar at my cricket club on Fridays", "a farm in Stardew
# Valley"), nor on the side, as a plan or beside other work ("I also run…": _NOT_OWN_WORK_NOW). A family business run
# is the person's work too ("I run my dad's shop"). Spanish "llevo" carries too much else ("llevo un bar de retraso").
_BUSINESS_EN = (r"farm|dairy farm|shop|caf[eé]|coffee shop|bakery|restaurant|pub|business|salon|garage|hotel|"
                r"b&b|guesthouse|nursery|agency|firm|clinic|bookshop|florist|deli|takeaway|chippy|vineyard")
# (what may follow the business's noun: where, with whom, since when, or nothing)
_BUSINESS_ENDS = (r"(?=\s*$|\s*[,.;:!]|\s+(?:in|at|on|near|outside|with|called|named|by|and|here|there|now|these days|since|"
                  r"for (?:\d+|a few|many|over|the (?:last|past))|à|au|en|avec|depuis|im|am|bei|mit|seit|con|desde|"
                  r"a|da|em|no|na|com|há)\b)")
_NOT_FOR_A_WHILE = (r"(?!.*\b(?:tonight|this (?:week|evening|weekend)|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|"
                    r"sundays)|every (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|spring|summer)|spare time|"
                    r"free time|stardew|minecraft|sims|animal crossing|farmville|ce soir|le (?:lundi|mardi|mercredi|jeudi|vendredi|"
                    r"samedi|dimanche|matin|soir|week-end)|pendant|pour un ami|vinted|samstags|sonntags|heute abend|"
                    r"los (?:sábados|domingos|fines de semana)|esta noche|stasera|il sabato|la domenica|hoje à noite|aos sábados|"
                    r"while|whilst|when|pendant que|quand|mientras|mentre|enquanto|während|etsy|ebay|vinted|depop|shopify|online|"
                    r"instagram|tiktok|in my dreams?|game|roblox|hay day|cooking fever|two point|minecraft|d&d|campaign|fair|"
                    r"with (?:my )?mates|nights?|tight|still|also)\b)")
RUNS_A_BUSINESS = re.compile(_NOT_OWN_WORK_NOW + _NOT_FOR_A_WHILE + r".*?(?:"
    # (the English "the" only for the family's: "I run the shop while my boss is on holiday" is cut at "while" before this)
    rf"^(?:(?:now|these days|nowadays),? )?i (?:now |currently )?(?:run|own and run) (?:a|an|my|our|the family) "
    rf"(?:[\w&'’-]+ ){{0,2}}?(?:{_BUSINESS_EN}){_BUSINESS_ENDS}|"
    rf"\bje (?:tiens|gère) (?:un|une|mon|ma|notre) (?:\w+ )?(?:café|bar|restaurant|boulangerie|boutique|magasin|hôtel|"
    rf"ferme|gîte|salon|librairie|épicerie|brasserie|entreprise|société|cabinet){_BUSINESS_ENDS}|"
    rf"\b(?:ich )?(?:betreibe|leite) (?:einen|eine|ein|meinen|meine|mein|unseren|unsere|unser) (?:\w+ )?\w*(?:hof|laden|"
    rf"café|restaurant|bäckerei|firma|betrieb|kneipe|praxis|salon|hotel|pension|werkstatt|gaststätte)(?![\w-]){_BUSINESS_ENDS}|"
    rf"\b(?:gestiono|regento) (?:un|una|el|la|mi) (?:\w+ )?(?:bar|restaurante|tienda|negocio|panadería|granja|peluquería|"
    rf"empresa|cafetería|hotel|hostal|librería){_BUSINESS_ENDS}|"
    rf"\b(?:gestisco|mando avanti) (?:un|una|un['’]|il|la|l['’]|il mio|la mia) ?(?:\w+ )?(?:bar|ristorante|negozio|"
    rf"agriturismo|panetteria|pasticceria|azienda|hotel|b&b|libreria|officina|pizzeria|trattoria){_BUSINESS_ENDS}|"
    rf"\b(?:toco|gerencio|administro) (?:um|uma|o meu|a minha) (?:\w+ )?(?:bar|restaurante|loja|negócio|padaria|"
    rf"fazenda|empresa|café|salão|pousada|oficina){_BUSINESS_ENDS})", re.I)
# A workplace the person is at, said with the copula or by whom they drive for ("je suis cadre chez Orange",
# "我是腾讯的员工", "I drive for Uber"): their employer.
AT_WORKPLACE = re.compile(r"\bje suis (?:\w+ ){1,2}?chez (?-i:[A-Z])|^我(?:现在|目前)?是[\u4e00-\u9fffA-Za-z]{2,10}的(?:员工|职员|雇员)|"
                          r"^i (?:\w+ly )?(?:drive|deliver|ride) for (?-i:[A-Z])", re.I)


# Working in a kind of workplace, named by its noun ("I work in a hospital", "je travaille dans une banque",
# "ich arbeite im Krankenhaus"): where the person works, not a garden or a café they sit in for the day.
WORKPLACE_IN = re.compile(
    rf"^i (?:\w+ly )?work(?:ed)? in (?:a|an|the) (?:[\w-]+ ){{0,2}}?(?:{_WORKPLACE_EN})\b|"
    r"\bje travaille (?:maintenant |toujours )?dans (?:une?|la|le|l['’]) ?(?:[\w-]+ )?(?:banque|école|hôpital|clinique|entreprise|"
    r"usine|boutique|magasin|restaurant|hôtel|agence|cabinet|pharmacie|laboratoire|labo|supermarché|startup|start-up|"
    r"mairie|crèche|librairie|boulangerie|bureau)\b|"
    r"\barbeite (?:ich )?(?:jetzt |seit \S+ )?(?:im|in einem|in einer|in der) (?:\w+ )?\w*(?:krankenhaus|klinik|büro|"
    r"supermarkt|restaurant|hotel|labor|verlag|ministerium|amt|heim|praxis|kanzlei|schule|bank|werk|betrieb|konzern|"
    r"kita|kindergarten|apotheke|bäckerei|fabrik|firma|agentur)\b", re.I)


# -- vehicle ---------------------------------------------------------------------------------------

# Makes and models of cars and motorbikes, as people name them (data: a table of names, not phrasing).
MAKES = (r"Ford|Toyota|Honda|VW|Volkswagen|BMW|Audi|Mercedes|Peugeot|Renault|Citro[eë]n|Fiat|Seat|[SŠ]koda|Opel|Vauxhall|"
         r"Nissan|Mazda|Kia|Hyundai|Volvo|Tesla|Subaru|Dacia|Mini|Jeep|Lexus|Suzuki|Yamaha|Vespa|Ducati|Harley|Porsche|"
         r"Alfa|Lancia|Chevrolet|Chevy|Dodge|Jaguar|Land Rover|Range Rover|Mitsubishi|Cupra|BYD|Polestar|Smart|Kawasaki")
# (a model's name alone: one that is no common word in the language it is said in)
MODELS = (r"Panda|Punto|Multipla|Clio|Twingo|M[ée]gane|Zo[ée]|Kangoo|Captur|Sc[ée]nic|Golf|Polo|Passat|Tiguan|Touran|Gol|"
          r"Corsa|Astra|Zafira|Fiesta|Mondeo|Kuga|Corolla|Yaris|Prius|Auris|RAV4|Aygo|Civic|Micra|Qashqai|Juke|Ibiza|"
          r"Octavia|Fabia|Sandero|Duster|Berlingo|Picasso|CX-[3-9]|MX-5|Outback|Impreza|Tucson|Sportage|Picanto|"
          r"Giulietta|Ypsilon|Wrangler|Camry|Hilux|Kadjar")
# (and one that is a common word or a number, only after its make: "Ford Focus", "Fiat 500", "Peugeot 208")
_MODELS_AFTER_MAKE = r"Focus|Ka|Up|Fox|Leaf|Jazz|Swift|Uno|Tipo|Le[oó]n|Cooper|Mustang|Model [3SXY]|C[1-5]|\d{1,3}"
_HAVE_OR_DRIVE = (r"drive|drives|driving|ride|rides|riding|own|owns|have|has|got|bought|j['’]ai(?: (?:acheté|pris))?|conduis|habe|fahre|"
                  r"tengo|conduzco|manejo|compré|ho(?: (?:comprato|preso))?|guido|tenho|dirijo|conduzo|comprei")
_ARTICLE = r"a|an|my|the|our|une?|una|ma|mon|ein|eine|einen|den|das|meinen|el|la|il|mia|mio|um|uma|o|meu|minha"
# (what follows a name that makes it no vehicle: "a Polo shirt", "a Golf lesson")
_NOT_VEHICLE_AFTER = (r"shirt|t-shirt|collection|group|lesson|club|course|blower|costume|poster|toy|model|game|plushie|umbrella|"
                      r"ball|bag|card|cap|jersey|ticket|membership")
# A make or a model had or driven ("Ho una Panda del 2010", "Tenho um Gol 2012", "J'ai pris une Zoé électrique",
# "Tengo un Corolla"); the capital keeps an animal or a sport out ("ho un panda di peluche", "play golf").
VEHICLE_BY_NAME = re.compile(
    # (German "habe den …" is a perfect tense: "Ich habe den Golf meiner Schwester geliehen")
    rf"\b(?!habe (?:den|das|die|meinen|meine)\b)(?:{_HAVE_OR_DRIVE}) (?:{_ARTICLE})(?: \w+)?? (?-i:(?:(?:{MAKES}) )?(?:{MODELS})|(?:{MAKES}) (?:{_MODELS_AFTER_MAKE}))"
    rf"(?![\w-])(?!\s+(?:{_NOT_VEHICLE_AFTER})s?\b)|"
    # a verb of driving and a name ("je conduis une Twingo", "conduzo um Uno", "guido una Lancia")
    r"\b(?:conduis|conduisons|conduzo|conduzco|guido) (?:une?|um|uma|una|un|o|a|la|il|el|ma|mon|mi|minha|meu|mia|mio) (?-i:[A-Z])|"
    rf"\b(?:ride|rides|riding) (?:a|an|my|the) (?-i:{MAKES})(?![\w-])|"
    # French "rouler en", German "fahren" with no article ("je roule en Clio", "ich fahre Golf")
    rf"\broul(?:e|ons) (?:en|avec (?:une?|ma|mon)) (?-i:(?:(?:{MAKES}) ?)?(?:{MODELS})?)(?<=\w)(?![\w-])|"
    rf"\bfahre (?:jetzt |seit \S+ )?(?-i:(?:(?:{MAKES}) )?(?:{MODELS})|(?:{MAKES}))(?![\w-])|"
    # the person's own, ridden or driven somewhere ("vado al lavoro con la mia Vespa", "I ride my Vespa to work")
    rf"\b(?:go|goes|going|ride|rides|riding|commute|commutes|vado|va|vou|vai|voy|va|vais|fahre)\b[\w ]{{0,25}}?"
    rf"\b(?:with|on|in|con|com|avec|en|mit)? ?(?:my|la mia|il mio|la sua|il suo|a minha|o meu|mi|ma|mon|meinem|meiner|"
    rf"meine|meinen) (?-i:(?:(?:{MAKES}) )?(?:{MODELS})|{MAKES})(?![\w-])|"
    # Japanese: a model ridden, by its make ("マツダのCX-5に乗っています") or a name with a number ("N-BOX", "CX-5"),
    # or the way the person gets to work ("電車通勤です", "自転車で通っています")
    r"(?:[\u30a1-\u30fa\u30fc]{2,}の[A-Za-z][\w-]*|[A-Za-z]+-?[A-Za-z0-9]*\d[\w-]*|[A-Za-z]+-[A-Za-z0-9]+)に乗って|"
    r"(?:自転車|電車|バス|車|バイク|地下鉄)(?:で)?(?:(?:会社|職場|学校|大学|仕事)(?:に|へ|まで))?(?:通勤|通って)|"
    # what the person's car is, by its name ("車はプリウスです", "愛車はCX-5です", "我的车是一辆丰田卡罗拉"; not
    # what it is like: "我的车是红色的", "車は赤いです")
    r"^(?:私の)?(?:車|愛車|マイカー)は[\u30a1-\u30fa\u30fcA-Za-z0-9-]{2,}(?:です)?$|"
    # (and the way to work, by what it is: "通勤はプリウスです", "通勤は電車です")
    r"^(?:私の)?通勤は(?:[\u30a1-\u30fa\u30fcA-Za-z0-9-]{2,}|電車|バス|自転車|車|バイク|地下鉄)(?:です)?$|^我的(?:车|汽车)是(?:一辆\S{2,}|\S{0,4}[A-Za-z][\w-]+)", re.I)


# -- home ------------------------------------------------------------------------------------------


# A dwelling the person rents, owns or has, in a named place ("I rent a flat in Manchester", "we've got the
# keys to our house in Stockport", "Ich habe eine Eigentumswohnung in Mainz"); not a second one
# ("a holiday home in Spain", "eine Ferienwohnung").
_SECOND_HOME = r"holiday|vacation|summer|second|rental|buy-to-let|investment|weekend|ferien\w*|wochenend\w*|garten\w*"
# (a dwelling owned and let to others is no home: "I own a flat in Leeds that I rent out")
_LET_OUT = r"(?!.*\b(?:rent(?:ing)? (?:it )?out|let(?:ting)? (?:it )?out|airbnb|vermiete\w*|je (?:le |la )?loue|alquilo|affitto)\b)"
HOME_BY_DWELLING = re.compile(
    rf"{_LET_OUT}\b(?:rent|rents|renting|own|owns|got the keys to|have the keys to) (?:a|an|my|our|the) (?!(?:{_SECOND_HOME})\b)"
    r"(?:[\w-]+ )?(?:flat|house|apartment|condo|home|place|studio|bungalow|cottage|maisonette) (?:in|near) (?-i:[A-Z])|"
    rf"{_LET_OUT}\bhabe (?:eine|ein|einen) (?!(?:{_SECOND_HOME}))\w*(?:wohnung|haus) in (?-i:[A-Z])|"
    r"\bj['’]ai (?:un|une) (?:appartement|maison|studio) (?:à|en|au) (?-i:[A-Z])|"
    r"\btengo (?:un|una) (?:piso|casa|apartamento) en (?-i:[A-Z])|"
    r"\bho (?:un|una) (?:appartamento|casa|bilocale|monolocale) (?:a|ad|in) (?-i:[A-Z])|"
    r"\btenho (?:um|uma) (?:apartamento|casa) (?:em|no|na) (?-i:[A-Z])|"
    # renting it, in each language ("je loue un appartement à Lyon", "alquilo un piso en Valencia", "affitto un
    # appartamento a Torino", "alugo um apartamento em Lisboa", "我在上海租房子", "東京にマンションを借りています")
    r"\b(?:rent|rents|renting|rented) (?:a|an) (?:room|bedsit) in (?-i:[A-Z])|"
    r"\b(?:je )?lou(?:e|ons) (?:un|une) (?:appartement|maison|studio|chambre|logement) (?:à|en|au) (?-i:[A-Z])|"
    r"\b(?:alquilo|alquilamos|he alquilado) (?:un|una) (?:piso|casa|apartamento|estudio|habitación) en (?-i:[A-Z])|"
    r"\b(?:affitto|ho affittato|ho preso in affitto) (?:un|una) (?:appartamento|casa|bilocale|monolocale|stanza) (?:a|ad|in) (?-i:[A-Z])|"
    r"\b(?:alugo|aluguei|arrendo|arrendei) (?:um|uma) (?:apartamento|casa|quarto|estúdio) (?:em|no|na) (?-i:[A-Z])|"
    r"在[\u4e00-\u9fff]{2,6}(?:租|买)了?(?:一套|一间)?(?:房子|房|公寓)|"
    r"[\u4e00-\u9fff]{2,6}に(?:マンション|アパート|家|部屋|一軒家)を(?:借りて|買って|買いました|借りました)|"
    # where the person's home is ("my home is in Bristol", "住まいは横浜です"; not the parents' 実家)
    r"^my (?:home|house|flat|apartment|place) is (?:in|near) (?-i:[A-Z])|"
    r"(?:住まい|(?<!実)家|自宅)は[\u4e00-\u9fff]{2,6}(?:です|にあります)|"
    # living somewhere, said in the progressive ("estoy viviendo en Sevilla", "estou a viver em Braga", "sto vivendo a Roma")
    r"\b(?:estoy|estamos) viviendo en\b|\b(?:estou|estamos) (?:a (?:viver|morar)|vivendo|morando) (?:em|no|na)\b|"
    r"\b(?:sto|stiamo) vivendo (?:a|in)\b|"
    # Japanese: where the person is a resident ("福岡在住です"), has moved ("仙台に越してきて"), lives ("大阪で暮らしています")
    # (said of the person: not "福岡在住の友達", "近所に越してきた家族", nor a past "暮らしていた")
    r"[\u4e00-\u9fff\u30a0-\u30ff]{1,6}在住(?!の)|"
    r"[\u4e00-\u9fff\u30a0-\u30ff]{2,6}に(?:越して|移り住んで)(?:きました|きて|来ました|来て|います|$)|"
    r"(?!(?:一人|二人|家族|独り)で)[\u4e00-\u9fff]{2,6}で暮らして(?:います|いる|おります|$)", re.I)



# The rules above by the attribute they place (attributes.py puts each after that attribute's own rules).
RULES = [("job", ROLE_EN), ("job", ROLE_JA), ("job", ROLE_ZH), ("job", ROLE_TRAINING), ("job", ROLE_IT_DE),
         ("job", ROLE_AS), ("job", ROLE_ROMANCE), ("job", WORK_STATE), ("job", DRIVES_FOR_A_LIVING),
         ("job", RUNS_A_BUSINESS),
         ("employer", BECAME_OWN_BOSS), ("employer", WORKPLACE_IN), ("employer", AT_WORKPLACE),
         ("vehicle", VEHICLE_BY_NAME), ("residence", HOME_BY_DWELLING)]
