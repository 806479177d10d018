"""State changes nobody tuned on: a fifth held-out set of update sequences for issue 28, in eight
languages, written (branch w28h) without reading the extraction or supersede rules and committed
before its first run.

The earlier held-out sets were read by the people who then changed the rules to pass them, so they
no longer say how the extractor does on messages it never saw. This one is held out whole: there is
no tuning half, and nobody tunes a rule on it. Its figures are the ones of the first run, kept at
the end of this docstring; a rule changed after that run because of a failure here makes the set
seen, and a fresh one is needed for the next held-out figure.

Each sequence is two to four messages as people write them to an assistant (terse or chatty, typos,
emoji, a question tacked on, the change buried mid-sentence, subjects dropped where the language
drops them, past and present tense), the later ones changing an earlier state:

- a job change told as quitting one job and starting another; leaving one employer and joining
  another; retiring; graduating and starting a job (student -> job);
- an age changed by a birthday;
- a car sold and replaced by another way of getting around;
- bare negations ("I don't live in X anymore", "no longer vegan", stopping drinking or smoking);
- moving; engaged -> married, married -> divorced or separated, a boyfriend -> engaged;
- a pet that died;

and sixteen controls that must end nothing: a visit or a business trip, a hypothetical, someone
else's change, a plan, a many-valued attribute added (a language being learned, a second pet), a
negation of something never stated, a past home mentioned in the past tense.

The expected facts follow the house style (see bench/extract_life_changes.py): the person's own
clauses in the third person ("User ...", "L'utilisateur ...", "Der Nutzer ...", "El usuario ...",
"L'utente ...", "O utilizador ...", "用户...", "ユーザーは..."), a third party's change as a fact about
them ("La sorella dell'utente ..."), questions, requests and hypotheticals as no fact. Where a
message ends a state and states the new one ("I left X and joined Y"), only the new state is
expected to be current; where it only ends one ("I don't live in Phoenix anymore", "my dog died"),
that ending is the current fact. Within a sequence, no two expected facts of neighbouring steps are
alike enough for the bench's matching (0.6 of content units both ways) to take one for the other,
so an old state left current cannot pass for the new one.

SEQUENCES: (language, [(message, the person's current facts after it)]). A fact that stays current
repeats its expected text word for word (bench_extract counts "ended" decisions that way).
KINDS: the kind of each sequence, in the same order, for reading failures by kind.

First run, 2026-12-02, commit 7fb8e05 (``bench/bench_extract.py --cases unseen``, model
gemma-3-270m-q4_k_m.gguf, 59 sequences of 126 messages; the set has no single-message cases, so the
case columns are empty):

| language | cases | precision | recall | no-fact left empty | wrong attribute | wrong single-valued | ungrounded | update sequences right | p50 (reached model) | p50 (all) |
|---|---|---|---|---|---|---|---|---|---|---|
| en | 0 | 1.00 | 1.00 | 0/0 | 0.00 | 0 | 0 | 4/10 | – (0 msgs) | – |
| zh | 0 | 1.00 | 1.00 | 0/0 | 0.00 | 0 | 0 | 1/7 | – (0 msgs) | – |
| fr | 0 | 1.00 | 1.00 | 0/0 | 0.00 | 0 | 0 | 3/7 | – (0 msgs) | – |
| de | 0 | 1.00 | 1.00 | 0/0 | 0.00 | 0 | 0 | 4/7 | – (0 msgs) | – |
| es | 0 | 1.00 | 1.00 | 0/0 | 0.00 | 0 | 0 | 3/7 | – (0 msgs) | – |
| ja | 0 | 1.00 | 1.00 | 0/0 | 0.00 | 0 | 0 | 5/7 | – (0 msgs) | – |
| it | 0 | 1.00 | 1.00 | 0/0 | 0.00 | 0 | 0 | 4/7 | – (0 msgs) | – |
| pt | 0 | 1.00 | 1.00 | 0/0 | 0.00 | 0 | 0 | 3/7 | – (0 msgs) | – |
| all | 0 | 1.00 | 1.00 | 0/0 | 0.00 | 0 | 0 | 27/59 | – (0 msgs) | – |

update-sequence steps with the right current facts: 90/126
"ended" decisions: precision 1.00 (20/20), recall 0.48 (20/42); by language: de 2/2 of 5, en 5/5 of 7, es 1/1 of 5, fr 2/2 of 5, it 3/3 of 5, ja 3/3 of 5, pt 2/2 of 5, zh 2/2 of 5

By kind, sequences right: changes 18/42, controls 9/17; no control ended anything and no ending
was wrong. Three of the 18 changes are right only because their first state was never extracted
(German retiring, Japanese car and student: nothing to end), so the "ended" recall over the
endings whose old state had been extracted is 20/39 (0.51). Changes: retiring 3/3, bare negations
6/7 (the one miss: a request glued onto the negation), birthdays 3/5, relationships 2/6, employer
left for another 1/3, graduating 1/3, moving 1/4, car sold for the bus/bike/metro 1/4, job quit
and another started 0/4, pet died 0/3. The 19 sequences where the old state stayed current: job
quit and started (4), pet died (3), relationships (3: boyfriend -> engaged, girlfriend -> married,
married -> separated), graduating (2), moving (2), car sold (2), birthday (2), employer (1). Extraction
failures, alone or with those: the new state missed or garbled (22 sequences, among them every
failed control: a language being learned, a business trip or visit, a plan, a negation of something
never stated, someone else's divorce), and a request or an unrelated clause glued onto a fact (10).
"""

_ALL = [
    # -- English ---------------------------------------------------------------------------------
    ("job: quit and start", "en", [
        ("I'm a barista at Blue Bottle in Oakland.", ["User is a barista at Blue Bottle in Oakland"]),
        ("ok so big news lol — handed in my notice at Blue Bottle on friday, and monday I start as a junior "
         "UX designer at a small agency 🎉", ["User starts as a junior UX designer at a small agency on Monday"]),
    ]),
    ("age: birthday", "en", [
        ("I'm 39 and I have two kids.", ["User is 39", "User has two kids"]),
        ("I turned 40 today!!! can you suggest a nice restaurant in town for tonight",
         ["User has two kids", "User turned 40 today"]),
    ]),
    ("possession sold, another way of getting around", "en", [
        ("I drive a 2012 Honda Civic.", ["User drives a 2012 Honda Civic"]),
        ("Weather's been awful, and since I sold the Civic in October I've been taking the bus everywhere — "
         "any tips for staying dry at bus stops?", ["User has been taking the bus everywhere"]),
    ]),
    ("bare negation: residence", "en", [
        ("I live in Phoenix.", ["User lives in Phoenix"]),
        ("I have two dogs, Rusty and Bean.", ["User lives in Phoenix", "User has two dogs, Rusty and Bean"]),
        ("fyi I don't live in Phoenix anymore, so ignore the desert gardening stuff from before",
         ["User has two dogs, Rusty and Bean", "User doesn't live in Phoenix anymore"]),
    ]),
    ("relationship: engaged -> married", "en", [
        ("I'm engaged to Priya.", ["User is engaged to Priya"]),
        ("Can you help me write my wedding vows? Keep it short and funny.", ["User is engaged to Priya"]),
        ("Priya and I got married last Saturday 💍 now I need help with thank-you notes",
         ["User and Priya got married last Saturday"]),
    ]),
    ("graduating: student -> job", "en", [
        ("I'm a final-year nursing student at Cardiff Uni.", ["User is a final-year nursing student at Cardiff Uni"]),
        ("Guess who passed her finals?? 🎓 Graduated on Friday and I've got a job on the cardiac ward at the "
         "Heath!", ["User has got a job on the cardiac ward at the Heath"]),
    ]),
    ("bare negation: diet", "en", [
        ("I've been vegan for six years.", ["User has been vegan for six years"]),
        ("Heads up: I'm no longer vegan.", ["User is no longer vegan"]),
    ]),
    ("control: visit", "en", [
        ("I live in Glasgow.", ["User lives in Glasgow"]),
        ("I'm in Lisbon this week for work meetings, any food tips?",
         ["User lives in Glasgow", "User is in Lisbon this week for work meetings"]),
    ]),
    ("control: second pet", "en", [
        ("I have a cat named Biscuit.", ["User has a cat named Biscuit"]),
        ("I adopted a second cat yesterday, a tabby called Pixel!",
         ["User has a cat named Biscuit", "User adopted a second cat yesterday, a tabby called Pixel"]),
    ]),
    ("control: past home in the past tense", "en", [
        ("I live in Oslo.", ["User lives in Oslo"]),
        ("I lived in Bergen as a kid. What's a good raincoat brand for Norwegian weather?",
         ["User lives in Oslo", "User lived in Bergen as a kid"]),
    ]),
    # -- French ----------------------------------------------------------------------------------
    ("employer: leave one, join another", "fr", [
        ("Je bosse chez Decathlon à Lille.", ["L'utilisateur bosse chez Decathlon à Lille"]),
        ("Petite nouvelle : j'ai quitté Decathlon fin septembre et j'ai rejoint Leroy Merlin comme chef de rayon.",
         ["L'utilisateur a rejoint Leroy Merlin comme chef de rayon"]),
    ]),
    ("relationship: married -> divorced", "fr", [
        ("Je suis mariée avec Olivier depuis 12 ans.", ["L'utilisateur est mariée avec Olivier depuis 12 ans"]),
        ("Bon, c'est officiel, je suis divorcée depuis mardi. Ça fait bizarre.",
         ["L'utilisateur est divorcée depuis mardi"]),
    ]),
    ("bare negation: diet", "fr", [
        ("Je suis végétarienne.", ["L'utilisateur est végétarienne"]),
        ("Tu peux me donner une recette de gratin ?", ["L'utilisateur est végétarienne"]),
        ("Au fait, je ne suis plus végétarienne.", ["L'utilisateur n'est plus végétarienne"]),
    ]),
    ("moving", "fr", [
        ("J'habite à Nantes, dans le quartier de Chantenay.",
         ["L'utilisateur habite à Nantes, dans le quartier de Chantenay"]),
        ("Depuis que j'ai déménagé à Rennes le mois dernier, les cartons sont encore partout 😩 "
         "des idées de rangement ?",
         ["L'utilisateur a déménagé à Rennes le mois dernier"]),
    ]),
    ("pet died", "fr", [
        ("J'ai un vieux chien qui s'appelle Filou.", ["L'utilisateur a un vieux chien qui s'appelle Filou"]),
        ("Mon chien Filou est mort cette nuit... 😢", ["Le chien de l'utilisateur, Filou, est mort cette nuit"]),
    ]),
    ("control: hypothetical", "fr", [
        ("Je vis à Bordeaux.", ["L'utilisateur vit à Bordeaux"]),
        ("Si je partais vivre au Québec, il me faudrait quel visa ?", ["L'utilisateur vit à Bordeaux"]),
    ]),
    ("control: negation of something never stated", "fr", [
        ("Je travaille comme infirmière à l'hôpital de Nancy.",
         ["L'utilisateur travaille comme infirmière à l'hôpital de Nancy"]),
        ("Je ne fume pas, hein, c'est pour une amie : comment arrêter la cigarette ?",
         ["L'utilisateur travaille comme infirmière à l'hôpital de Nancy", "L'utilisateur ne fume pas"]),
    ]),
    # -- German ----------------------------------------------------------------------------------
    ("job: quit and start", "de", [
        ("Ich arbeite als Elektriker bei einem kleinen Betrieb in Kassel.",
         ["Der Nutzer arbeitet als Elektriker bei einem kleinen Betrieb in Kassel"]),
        ("Hab gekündigt und arbeite seit dem 1. als Erzieher in einer Kita 😊",
         ["Der Nutzer arbeitet seit dem 1. als Erzieher in einer Kita"]),
    ]),
    ("relationship: married -> separated", "de", [
        ("Ich bin mit Jonas verheiratet.", ["Der Nutzer ist mit Jonas verheiratet"]),
        ("Ich habe zwei Kinder, Mia und Paul.",
         ["Der Nutzer ist mit Jonas verheiratet", "Der Nutzer hat zwei Kinder, Mia und Paul"]),
        ("Jonas und ich haben uns getrennt. Wie sage ich es den Kindern?",
         ["Der Nutzer hat zwei Kinder, Mia und Paul", "Der Nutzer und Jonas haben sich getrennt"]),
    ]),
    ("age: birthday", "de", [
        ("Ich bin 17.", ["Der Nutzer ist 17"]),
        ("Bin seit heute 18!!! 🎂🥳 Was brauche ich für die Anmeldung zur Fahrschule?", ["Der Nutzer ist seit heute 18"]),
    ]),
    ("retiring", "de", [
        ("Ich bin Lehrerin an einer Grundschule in Mainz.", ["Der Nutzer ist Lehrerin an einer Grundschule in Mainz"]),
        ("Seit Juli bin ich in Rente! 38 Jahre Schuldienst sind genug 😄", ["Der Nutzer ist seit Juli in Rente"]),
    ]),
    ("bare negation: habit (smoking)", "de", [
        ("Ich rauche seit der Uni.", ["Der Nutzer raucht seit der Uni"]),
        ("Ich rauche nicht mehr! 💪", ["Der Nutzer raucht nicht mehr"]),
    ]),
    ("control: a language being learned", "de", [
        ("Ich spreche Deutsch und Englisch.", ["Der Nutzer spricht Deutsch und Englisch"]),
        ("Seit Januar lerne ich Japanisch, macht echt Spaß!",
         ["Der Nutzer spricht Deutsch und Englisch", "Der Nutzer lernt seit Januar Japanisch"]),
    ]),
    ("control: someone else's move", "de", [
        ("Ich wohne in Leipzig.", ["Der Nutzer wohnt in Leipzig"]),
        ("Meine Schwester ist gerade nach Wien gezogen. Was könnte ich ihr zur Einweihung schenken?",
         ["Der Nutzer wohnt in Leipzig", "Die Schwester des Nutzers ist gerade nach Wien gezogen"]),
    ]),
    # -- Spanish ---------------------------------------------------------------------------------
    ("graduating: student -> job", "es", [
        ("Soy estudiante de Ingeniería Informática en la Politécnica de Madrid.",
         ["El usuario es estudiante de Ingeniería Informática en la Politécnica de Madrid"]),
        ("¡Ya terminé la carrera! 🎓 Y desde el lunes trabajo como desarrolladora en una startup de Barcelona.",
         ["El usuario trabaja como desarrolladora en una startup de Barcelona desde el lunes"]),
    ]),
    ("moving", "es", [
        ("Vivo en Málaga.", ["El usuario vive en Málaga"]),
        ("Oye, desde que me mudé a Dublín en agosto no encuentro buen aceite de oliva, ¿dónde lo compro?",
         ["El usuario se mudó a Dublín en agosto"]),
    ]),
    ("possession sold, another way of getting around", "es", [
        ("Tengo un Seat Ibiza del 2015.", ["El usuario tiene un Seat Ibiza del 2015"]),
        ("vendi el ibiza jaja, ahora voy en bici a todos lados", ["El usuario ahora va en bici a todos lados"]),
    ]),
    ("relationship: boyfriend -> engaged", "es", [
        ("Tengo novio, se llama Diego.", ["El usuario tiene novio, se llama Diego"]),
        ("¡Ya estoy prometida con Diego! 💍💍 ¿Me ayudas a elegir fecha para la boda?",
         ["El usuario ya está prometida con Diego"]),
    ]),
    ("retiring", "es", [
        ("Soy conductor de autobús en la EMT de Valencia.",
         ["El usuario es conductor de autobús en la EMT de Valencia"]),
        ("Me jubilé el mes pasado. ¡40 años al volante ya son bastantes!", ["El usuario se jubiló el mes pasado"]),
    ]),
    ("control: visit", "es", [
        ("Vivo en Zaragoza.", ["El usuario vive en Zaragoza"]),
        ("Estoy en Roma de vacaciones hasta el domingo, ¿qué me recomiendas ver?",
         ["El usuario vive en Zaragoza", "El usuario está en Roma de vacaciones hasta el domingo"]),
    ]),
    ("control: second pet", "es", [
        ("Tengo un perro que se llama Toby.", ["El usuario tiene un perro que se llama Toby"]),
        ("Acabo de adoptar una gatita que se llama Nube 🐱",
         ["El usuario tiene un perro que se llama Toby", "El usuario acaba de adoptar una gatita que se llama Nube"]),
    ]),
    # -- Italian ---------------------------------------------------------------------------------
    ("job: quit and start", "it", [
        ("Faccio la cameriera in un ristorante a Firenze.", ["L'utente fa la cameriera in un ristorante a Firenze"]),
        ("Ho mollato il ristorante! Adesso lavoro come receptionist in un hotel a Pisa.",
         ["L'utente adesso lavora come receptionist in un hotel a Pisa"]),
    ]),
    ("age: birthday", "it", [
        ("Ho 49 anni.", ["L'utente ha 49 anni"]),
        ("Ieri ho compiuto 50 anni, che festa!", ["L'utente ha compiuto 50 anni ieri"]),
    ]),
    ("moving", "it", [
        ("Vivo a Torino da dieci anni.", ["L'utente vive a Torino da dieci anni"]),
        ("Lavoro come grafica freelance.",
         ["L'utente vive a Torino da dieci anni", "L'utente lavora come grafica freelance"]),
        ("Mi sono trasferita a Milano a settembre, il monolocale è minuscolo 😅",
         ["L'utente lavora come grafica freelance", "L'utente si è trasferita a Milano a settembre"]),
    ]),
    ("bare negation: residence", "it", [
        ("Abito a Verona.", ["L'utente abita a Verona"]),
        ("Comunque non abito più a Verona.", ["L'utente non abita più a Verona"]),
    ]),
    ("pet died", "it", [
        ("Ho un coniglio che si chiama Briciola.", ["L'utente ha un coniglio che si chiama Briciola"]),
        ("purtroppo il mio coniglio briciola è morto stamattina 😢",
         ["Il coniglio dell'utente Briciola è morto stamattina"]),
    ]),
    ("control: plan", "it", [
        ("Lavoro in banca a Genova.", ["L'utente lavora in banca a Genova"]),
        ("Sto pensando di lasciare la banca e aprire un agriturismo, secondo te è una follia?",
         ["L'utente lavora in banca a Genova", "L'utente sta pensando di lasciare la banca e aprire un agriturismo"]),
    ]),
    ("control: someone else's separation", "it", [
        ("Sono sposata con Marco.", ["L'utente è sposata con Marco"]),
        ("Mia sorella si è appena separata dal marito, come posso starle vicina?",
         ["L'utente è sposata con Marco", "La sorella dell'utente si è appena separata dal marito"]),
    ]),
    # -- Portuguese ------------------------------------------------------------------------------
    ("employer: leave one, join another", "pt", [
        ("Trabalho na Sonae há cinco anos.", ["O utilizador trabalha na Sonae há cinco anos"]),
        ("Saí da Sonae em outubro e entrei para a Jerónimo Martins, na área de logística.",
         ["O utilizador entrou para a Jerónimo Martins, na área de logística"]),
    ]),
    ("age: birthday", "pt", [
        ("Tenho 25 anos.", ["O utilizador tem 25 anos"]),
        ("fiz 26 ontem 🎂 to ficando velha kkkk", ["O utilizador fez 26 ontem"]),
    ]),
    ("possession sold, another way of getting around", "pt", [
        ("Tenho um Fiat Uno.", ["O utilizador tem um Fiat Uno"]),
        ("Moro em Campinas e trabalho em São Paulo.",
         ["O utilizador tem um Fiat Uno", "O utilizador mora em Campinas", "O utilizador trabalha em São Paulo"]),
        ("Vendi o Uno, agora vou de ônibus fretado para o trabalho.",
         ["O utilizador mora em Campinas", "O utilizador trabalha em São Paulo",
          "O utilizador agora vai de ônibus fretado para o trabalho"]),
    ]),
    ("relationship: married -> separated", "pt", [
        ("Sou casada com o Paulo.", ["O utilizador é casada com o Paulo"]),
        ("Eu e o Paulo nos separamos em março.", ["O utilizador e o Paulo se separaram em março"]),
    ]),
    ("bare negation: diet", "pt", [
        ("Sou vegano há três anos.", ["O utilizador é vegano há três anos"]),
        ("Deixei de ser vegano no verão.", ["O utilizador deixou de ser vegano no verão"]),
    ]),
    ("control: negation of something never stated", "pt", [
        ("Moro em Porto Alegre.", ["O utilizador mora em Porto Alegre"]),
        ("Não tenho carro, então qual é a melhor forma de ir ao aeroporto?",
         ["O utilizador mora em Porto Alegre", "O utilizador não tem carro"]),
    ]),
    ("control: hypothetical", "pt", [
        ("Sou enfermeira num hospital em Coimbra.", ["O utilizador é enfermeira num hospital em Coimbra"]),
        ("Se eu fosse trabalhar para a Suíça, quanto ganharia uma enfermeira?",
         ["O utilizador é enfermeira num hospital em Coimbra"]),
    ]),
    # -- Chinese ---------------------------------------------------------------------------------
    ("job: quit and start", "zh", [
        ("我在一家广告公司做文案。", ["用户在一家广告公司做文案"]),
        ("我今年28岁。", ["用户在一家广告公司做文案", "用户今年28岁"]),
        ("上个月辞职了，现在在一家咖啡店当店长☕", ["用户今年28岁", "用户现在在一家咖啡店当店长"]),
    ]),
    ("moving", "zh", [
        ("我住在杭州。", ["用户住在杭州"]),
        ("我上周搬到深圳了！求推荐附近好吃的😋", ["用户上周搬到深圳了"]),
    ]),
    ("relationship: girlfriend -> married", "zh", [
        ("我和女朋友小雨在一起三年了。", ["用户和女朋友小雨在一起三年了"]),
        ("我和小雨上个月领证了！🎉", ["用户和小雨上个月领证了"]),
    ]),
    ("pet died", "zh", [
        ("我养了一只仓鼠叫团子。", ["用户养了一只仓鼠叫团子"]),
        ("团子昨天走了😭", ["用户的仓鼠团子昨天走了"]),
    ]),
    ("retiring", "zh", [
        ("我是中学语文老师。", ["用户是中学语文老师"]),
        ("我今年七月正式退休了。", ["用户今年七月正式退休了"]),
    ]),
    ("control: business trip", "zh", [
        ("我住在成都。", ["用户住在成都"]),
        ("这周在北京出差，有什么好吃的推荐吗？", ["用户住在成都", "用户这周在北京出差"]),
    ]),
    ("control: a language being learned", "zh", [
        ("我会说普通话和粤语。", ["用户会说普通话和粤语"]),
        ("最近开始学西班牙语了。", ["用户会说普通话和粤语", "用户最近开始学西班牙语了"]),
    ]),
    # -- Japanese --------------------------------------------------------------------------------
    ("employer: leave one, join another", "ja", [
        ("ソニーでエンジニアをしています。", ["ユーザーはソニーでエンジニアをしています"]),
        ("先月ソニーを退職して、今は楽天で働いています。", ["ユーザーは今は楽天で働いています"]),
    ]),
    ("age: birthday", "ja", [
        ("29歳です。", ["ユーザーは29歳です"]),
        ("東京で看護師をしています。", ["ユーザーは29歳です", "ユーザーは東京で看護師をしています"]),
        ("昨日30歳になりました！🎂", ["ユーザーは東京で看護師をしています", "ユーザーは昨日30歳になりました"]),
    ]),
    ("possession sold, another way of getting around", "ja", [
        ("ホンダのフィットに乗っています。", ["ユーザーはホンダのフィットに乗っています"]),
        ("フィットは売っちゃいました。今は電車と自転車で通勤しています。", ["ユーザーは今は電車と自転車で通勤しています"]),
    ]),
    ("bare negation: habit (drinking)", "ja", [
        ("お酒は毎晩飲みます。", ["ユーザーはお酒は毎晩飲みます"]),
        ("もうお酒は飲んでいません。", ["ユーザーはもうお酒は飲んでいません"]),
    ]),
    ("graduating: student -> job", "ja", [
        ("大学4年生で、経済学を勉強しています。", ["ユーザーは大学4年生で、経済学を勉強しています"]),
        ("無事に卒業して、4月から銀行で働いています。", ["ユーザーは4月から銀行で働いています"]),
    ]),
    ("control: hypothetical", "ja", [
        ("大阪に住んでいます。", ["ユーザーは大阪に住んでいます"]),
        ("もし北海道に移住したら、冬はどれくらい寒いですか？", ["ユーザーは大阪に住んでいます"]),
    ]),
    ("control: someone else's divorce", "ja", [
        ("夫と二人で暮らしています。", ["ユーザーは夫と二人で暮らしています"]),
        ("友達が離婚したんだけど、どう声をかければいい？", ["ユーザーは夫と二人で暮らしています", "ユーザーの友達が離婚した"]),
    ]),
]

SEQUENCES = [(lang, steps) for _, lang, steps in _ALL]
KINDS = [kind for kind, _, _ in _ALL]
