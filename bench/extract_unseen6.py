"""A sixth blind set of state changes (issue 28, session 27): 48 sequences, 6 in
each of eight languages (en zh ja de fr es it pt), written by a case writer who
never read the rules, the code, the tests nor the other sets, and never ran the
bench; committed before its first run and held out whole: nobody changes a rule
on its failures.

What it weighs. Each language has 4 CHANGES and 2 CONTROLS. The changes are
weighted to what earlier sets covered less:
  * changes told with time words and sequence ("since March", "as of last
    Monday", "after 12 years at X I finally quit and now ..."),
  * changes told in the negative and the positive at once ("not in Leeds
    anymore, Sheffield now"; "nicht mehr bei X, seit Oktober bei Y"), where the
    explicit "no longer" is kept as a current fact and the old fact ends,
  * a return to an earlier state (back to eating meat, back to smoking, moved
    back to a city, back with an ex, back at a former employer),
  * a role change inside the same employer (promotion: the job fact changes,
    the employer fact stays word for word),
  * part-time / full-time switches with the employer unchanged,
  * a second job added while the first stays (both are current),
  * a pet adopted while another stays; an instrument dropped while another
    stays,
  * a relationship ending together with a move (partner fact and old city end),
  * an age given only as a birthday number ("turned 34", "fiz 25 ontem").
The controls must end nothing of the person's: a partner's / child's /
friend's change told with names, a change considered and rejected ("nearly
quit but stayed"), a past state told as past that was never current in the
sequence, a temporary stay (hospital, hotel, conference, sabbatical month), a
state restated in other words, and a game or novel character's change.
Messages are typed the way people type (typos, slang, emoji, run-ons, a request
or question in most messages, other news mixed in); other people's facts,
plans, wishes, one-off events, reasons and feelings are not the person's facts.
Each entry is (language, [(message, [the person's CURRENT facts after that
message]), ...]); a fact that stays repeats its earlier text word for word.

First run (session 27, commit 35ed195, default extractor with the bundled model, before any rule saw it):
0/48 sequences, 2/126 steps with exactly the expected current facts; "ended" precision 0.77 (17/22), recall 0.35
(17/49); failed sequences by kind: a fact nobody stated kept 42, new state in other words 42, never extracted 6,
old fact still current 5, wrongly ended 3.
"""

SEQUENCES = [
    # ------------------------------------------------------------------ en
    # change: city, negative and positive at once, with a time word
    ("en", [
        ("hey so I'm a physio, been working at Leeds General for about 6 yrs, live in Leeds with my cat Mochi. can you help me plan a weekly meal prep? nothing fancy",
         ["User is a physiotherapist", "User works at Leeds General", "User lives in Leeds", "User has a cat named Mochi"]),
        ("update lol - not in Leeds anymore, Sheffield now since the start of March. still same job tho, commuting on the train every day which is grim. any tips for making a 50 min train ride less boring?",
         ["User is a physiotherapist", "User works at Leeds General", "User no longer lives in Leeds", "User lives in Sheffield", "User has a cat named Mochi", "User commutes by train"]),
        ("mochi hates the new flat 😂 she keeps hiding under the bed. is that normal??",
         ["User is a physiotherapist", "User works at Leeds General", "User no longer lives in Leeds", "User lives in Sheffield", "User has a cat named Mochi", "User commutes by train"]),
    ]),
    # change: after 12 years at an employer, quit and now a new job
    ("en", [
        ("I'm an accountant at Barclays, been there since 2012. Married to Priya, two kids. Whats a good beginner book on index funds?",
         ["User is an accountant", "User works at Barclays", "User is married to Priya", "User has two kids"]),
        ("so after 12 years at Barclays I finally handed in my notice and now I'm finance director at a small charity called Green Roots!! 3 weeks in and loving it 🎉 can u help me write a thank you card to my old team",
         ["User is a finance director", "User works at Green Roots", "User is married to Priya", "User has two kids"]),
        ("Priya says I'm way less grumpy since I left lol. anyway what should I get her for her birthday, she's into pottery",
         ["User is a finance director", "User works at Green Roots", "User is married to Priya", "User has two kids"]),
    ]),
    # change: second dog adopted while the first stays; age as a birthday number
    ("en", [
        ("my dog Pickle is 9 now and getting slow on walks. I'm 33, work from home as a translator, live in Bristol. what supplements are good for older dogs?",
         ["User has a dog named Pickle", "User is 33", "User is a translator", "User works from home", "User lives in Bristol"]),
        ("we adopted a rescue greyhound last saturday!! her name's Dot 🐕 Pickle is being surprisingly chill about it. how do I get them to share the sofa lol",
         ["User has a dog named Pickle", "User has a greyhound named Dot", "User is 33", "User is a translator", "User works from home", "User lives in Bristol"]),
        ("turned 34 on tuesday, celebrated with a long walk w both dogs and cake. do you know any dog friendly pubs near clifton?",
         ["User has a dog named Pickle", "User has a greyhound named Dot", "User is 34", "User is a translator", "User works from home", "User lives in Bristol"]),
    ]),
    # change: relationship ends together with a move
    ("en", [
        ("me and my gf Hannah live in Finnieston in Glasgow, I'm a barista at Kember & Jones. can you suggest some cheap places to buy plants? our flat is so bare",
         ["User has a girlfriend named Hannah", "User lives in Glasgow", "User is a barista", "User works at Kember & Jones"]),
        ("Hannah and I broke up last month. I moved out into a wee studio in Paisley near my brother Callum, still doing shifts at Kember & Jones tho. how do I stop checking her instagram 😩",
         ["User lives in Paisley", "User has a brother named Callum", "User is a barista", "User works at Kember & Jones"]),
        ("gonna try the climbing wall with Callum next thursday, any beginner tips so I don't embarrass myself",
         ["User lives in Paisley", "User has a brother named Callum", "User is a barista", "User works at Kember & Jones"]),
    ]),
    # control: the husband's job changes (named); a short hospital stay
    ("en", [
        ("My husband Dev just got promoted to head chef at Dishoom Manchester!! I work in HR for the NHS and we live in Chorlton. What's a nice restaurant for a celebration dinner that isn't his lol",
         ["User is married to Dev", "User works in HR", "User works for the NHS", "User lives in Chorlton"]),
        ("Dev's been poached by a new place in Ancoats now, starts next month, he's buzzing. meanwhile I'm in hospital for a few days after my knee op, so bored. recommend me a podcast?",
         ["User is married to Dev", "User works in HR", "User works for the NHS", "User lives in Chorlton"]),
        ("home from hospital finally, knee's sore but ok. can you give me some gentle exercises for the first week?",
         ["User is married to Dev", "User works in HR", "User works for the NHS", "User lives in Chorlton"]),
    ]),
    # control: nearly quit but stayed; a game character's change; a restatement
    ("en", [
        ("I'm a maths teacher at Fitzalan High in Cardiff, live in Penarth, and I play bass in a covers band on weekends. help me make a quiz on fractions for year 8?",
         ["User is a maths teacher", "User works at Fitzalan High", "User lives in Penarth", "User plays bass in a covers band"]),
        ("nearly quit teaching this week tbh, had an interview at a coding bootcamp and everything, but I turned the offer down and I'm staying at Fitzalan. can you help me write a polite no-thanks email?",
         ["User is a maths teacher", "User works at Fitzalan High", "User lives in Penarth", "User plays bass in a covers band"]),
        ("in my Skyrim playthrough my character just left the Companions and joined the Thieves Guild lol. anyway I'm basically the bass guy in a band that does pub covers every saturday, what strings should I get?",
         ["User is a maths teacher", "User works at Fitzalan High", "User lives in Penarth", "User plays bass in a covers band"]),
    ]),

    # ------------------------------------------------------------------ zh
    # change: promotion inside the same employer
    ("zh", [
        ("我在腾讯做产品经理，住深圳南山，平时骑电动车上班。帮我看看这个周报怎么写比较好？",
         ["用户是产品经理", "用户在腾讯工作", "用户住在深圳南山", "用户骑电动车上班"]),
        ("好消息！！这周一开始正式升产品总监了，还是腾讯，就是开始带团队了😂 有什么管理新人的书推荐吗",
         ["用户是产品总监", "用户在腾讯工作", "用户住在深圳南山", "用户骑电动车上班"]),
        ("团队八个人，有两个比我还资深，有点尴尬。怎么跟比自己资深的下属沟通啊",
         ["用户是产品总监", "用户在腾讯工作", "用户住在深圳南山", "用户骑电动车上班"]),
    ]),
    # change: back to eating meat (explicit 不…了), then moved back to a city
    ("zh", [
        ("在上海做平面设计三年了，住在静安。吃素快两年了，有没有上海好吃的素食馆推荐？",
         ["用户是平面设计师", "用户住在上海静安", "用户吃素"]),
        ("跟你说个事，我不吃素了，上个月开始又吃肉了，实在扛不住哈哈。求推荐几道简单的家常肉菜",
         ["用户是平面设计师", "用户住在上海静安", "用户不再吃素", "用户吃肉"]),
        ("上周搬回成都了，公司同意我远程办公🎉 成都哪个区适合年轻人住？",
         ["用户是平面设计师", "用户住在成都", "用户远程办公", "用户不再吃素", "用户吃肉"]),
    ]),
    # change: part-time to full-time, employer stays
    ("zh", [
        ("我现在在星巴克兼职，一周三天，另外在读成人本科。养了只橘猫叫大福。怎么跟店长提转全职比较好？",
         ["用户在星巴克工作", "用户做兼职，一周三天", "用户在读成人本科", "用户养了一只叫大福的橘猫"]),
        ("成了！！从这个月1号起转全职了☕ 还是原来那家店。帮我做个全职以后的存钱计划呗",
         ["用户在星巴克工作", "用户做全职", "用户在读成人本科", "用户养了一只叫大福的橘猫"]),
        ("大福最近掉毛好严重，是换季了吗？要不要带去看医生",
         ["用户在星巴克工作", "用户做全职", "用户在读成人本科", "用户养了一只叫大福的橘猫"]),
    ]),
    # change: second job added, first stays; age as a birthday number
    ("zh", [
        ("我是小学语文老师，在杭州。周末想找点副业，你觉得做什么比较好？",
         ["用户是小学语文老师", "用户住在杭州"]),
        ("最后去了一家作文培训机构周末兼职，叫「小荷作文」，已经上了三周课了，学校那边照常上班。帮我设计一节写景作文课？",
         ["用户是小学语文老师", "用户住在杭州", "用户周末在小荷作文兼职"]),
        ("今天满三十了🎂 还在批作业哈哈哈。有什么适合三十岁开始练的运动？",
         ["用户是小学语文老师", "用户住在杭州", "用户周末在小荷作文兼职", "用户30岁"]),
    ]),
    # control: a friend's changes with names; a past state told as past
    ("zh", [
        ("我闺蜜小雨刚辞职去大理开民宿了，好羡慕。我还在北京做律师，天天加班。大理有什么好玩的？国庆想去看她",
         ["用户是律师", "用户住在北京"]),
        ("以前我在广州住过五年，那时候还养过一只狗叫可乐，现在想想挺怀念的。北京有什么适合周末遛弯的公园吗？",
         ["用户是律师", "用户住在北京"]),
        ("小雨说她男朋友阿杰也搬过去了，还换了工作，在古城开了个小酒吧。帮我写段祝她民宿开业的话吧",
         ["用户是律师", "用户住在北京"]),
    ]),
    # control: nearly switched employer but stayed; a restatement
    ("zh", [
        ("我在字节做后端开发，住北京海淀，会弹吉他。最近想学点 Rust，推荐个入门路线？",
         ["用户是后端开发", "用户在字节工作", "用户住在北京海淀", "用户会弹吉他"]),
        ("差点就跳槽去阿里了，offer都拿到了，最后还是决定留在字节。帮我写个婉拒offer的邮件？",
         ["用户是后端开发", "用户在字节工作", "用户住在北京海淀", "用户会弹吉他"]),
        ("说白了我就是个写服务端代码的程序员，家就在海淀这边。Rust 的所有权到底怎么理解啊😵",
         ["用户是后端开发", "用户在字节工作", "用户住在北京海淀", "用户会弹吉他"]),
    ]),

    # ------------------------------------------------------------------ ja
    # change: one instrument dropped (explicit もう…ない), the other stays
    ("ja", [
        ("ピアノとバイオリン両方やってるんだけど、最近時間なくて…。会社員で名古屋住み。練習時間の作り方なんかアドバイスある？",
         ["ユーザーはピアノを弾く", "ユーザーはバイオリンを弾く", "ユーザーは会社員", "ユーザーは名古屋に住んでいる"]),
        ("結局バイオリンはやめた！もう弾いてない。ピアノだけは続けてるよ。ショパンのノクターンで初心者向けのってどれ？",
         ["ユーザーはピアノを弾く", "ユーザーはもうバイオリンを弾いていない", "ユーザーは会社員", "ユーザーは名古屋に住んでいる"]),
    ]),
    # change: transfer as of Monday, same employer and job; city negative+positive
    ("ja", [
        ("トヨタで経理やってます。東京の三鷹に住んでて、柴犬のコタロウと暮らしてる。犬連れで行ける温泉ってある？",
         ["ユーザーは経理の仕事をしている", "ユーザーはトヨタで働いている", "ユーザーは東京の三鷹に住んでいる", "ユーザーはコタロウという柴犬を飼っている"]),
        ("今週の月曜から大阪の事業所に異動になりました。もう三鷹じゃなくて、今は吹田に住んでます🐕 コタロウも一緒。仕事は相変わらず経理です。吹田で散歩にいい公園教えて",
         ["ユーザーは経理の仕事をしている", "ユーザーはトヨタで働いている", "ユーザーはもう三鷹に住んでいない", "ユーザーは吹田に住んでいる", "ユーザーはコタロウという柴犬を飼っている"]),
    ]),
    # change: full-time to part-time, same hospital
    ("ja", [
        ("看護師してます、フルタイムで市立病院勤務。夫の健太と子どもが二人います。夜勤明けに寝付けないんだけどどうしたらいい？",
         ["ユーザーは看護師", "ユーザーは市立病院で働いている", "ユーザーはフルタイムで働いている", "ユーザーは健太と結婚している", "ユーザーには子どもが二人いる"]),
        ("4月からパートに切り替えました！週3日だけ、同じ市立病院です。夜勤もなくなってちょっと楽〜。子どもとできる簡単な工作ある？",
         ["ユーザーは看護師", "ユーザーは市立病院で働いている", "ユーザーはパートで週3日働いている", "ユーザーは健太と結婚している", "ユーザーには子どもが二人いる"]),
    ]),
    # change: back to smoking; age as a birthday number
    ("ja", [
        ("禁煙して半年！でも正直つらい…。32歳、福岡でエンジニアやってる。口寂しいときみんなどうしてるの？",
         ["ユーザーは禁煙中", "ユーザーは32歳", "ユーザーは福岡に住んでいる", "ユーザーはエンジニア"]),
        ("結局またタバコ吸い始めちゃった😞 先月から。加熱式なら少しはマシ？",
         ["ユーザーはタバコを吸っている", "ユーザーは32歳", "ユーザーは福岡に住んでいる", "ユーザーはエンジニア"]),
        ("昨日で33になった。誕生日くらい吸わないでいようと思ったけどダメだった笑 福岡でひとりで誕生日ディナーできるとこ教えて",
         ["ユーザーはタバコを吸っている", "ユーザーは33歳", "ユーザーは福岡に住んでいる", "ユーザーはエンジニア"]),
    ]),
    # control: the wife's move and promotion (named); a one-month stay elsewhere
    ("ja", [
        ("妻の美咲が来月から札幌に単身赴任することになって…。私は横浜で高校の英語教師をしてます。遠距離でも続く夫婦のコツってある？",
         ["ユーザーは美咲と結婚している", "ユーザーは横浜に住んでいる", "ユーザーは高校の英語教師"]),
        ("夏休みを使って1ヶ月だけ札幌のウィークリーマンションに滞在中。美咲のとこに通ってる。札幌でおすすめのラーメン屋は？",
         ["ユーザーは美咲と結婚している", "ユーザーは横浜に住んでいる", "ユーザーは高校の英語教師"]),
        ("横浜に戻ってきた。美咲は向こうで昇進したらしい、すごい。お祝いに何送ろうかな",
         ["ユーザーは美咲と結婚している", "ユーザーは横浜に住んでいる", "ユーザーは高校の英語教師"]),
    ]),
    # control: game characters' changes; nearly quit the club but stayed
    ("ja", [
        ("ポケモンの新作って主人公が新しい町に引っ越すとこから始まるんだけど、ストーリー面白い？ちなみに私は仙台に住んでる大学生で、軽音部でドラムやってる",
         ["ユーザーは仙台に住んでいる", "ユーザーは大学生", "ユーザーは軽音部でドラムを叩いている"]),
        ("サークルやめようか本気で迷ったけど、やっぱり続けることにした。ドラムはやっぱ楽しい🥁 ツーバスの練習法教えて",
         ["ユーザーは仙台に住んでいる", "ユーザーは大学生", "ユーザーは軽音部でドラムを叩いている"]),
        ("FF14で自分のキャラのジョブを戦士から白魔道士に変えたら世界変わった笑 レベル上げ効率いいとこある？",
         ["ユーザーは仙台に住んでいる", "ユーザーは大学生", "ユーザーは軽音部でドラムを叩いている"]),
    ]),

    # ------------------------------------------------------------------ de
    # change: employer and job, negative and positive at once, with a date
    ("de", [
        ("Servus! Ich arbeite als Elektriker bei den Stadtwerken München, wohne in Giesing und fahr jeden Tag mitm Radl zur Arbeit. Kannst du mir erklären wie ich die Steuererklärung mit Elster mach?",
         ["User ist Elektriker", "User arbeitet bei den Stadtwerken München", "User wohnt in München-Giesing", "User fährt mit dem Fahrrad zur Arbeit"]),
        ("Kleines Update: bin nicht mehr bei den Stadtwerken, seit 1. Oktober bei Siemens als Servicetechniker. Radl fahr ich weiterhin, is ja nur um die Ecke. Wie verhandle ich nach der Probezeit am besten mein Gehalt?",
         ["User ist Servicetechniker", "User arbeitet nicht mehr bei den Stadtwerken München", "User arbeitet bei Siemens", "User wohnt in München-Giesing", "User fährt mit dem Fahrrad zur Arbeit"]),
    ]),
    # change: a second job added, the first stays
    ("de", [
        ("Ich bin Erzieherin in einer Kita in Köln-Ehrenfeld und hab zwei Katzen, Luna und Krümel. Was kann ich mit Vierjährigen bei Regenwetter basteln?",
         ["User ist Erzieherin", "User arbeitet in einer Kita in Köln-Ehrenfeld", "User hat eine Katze namens Luna", "User hat eine Katze namens Krümel"]),
        ("Seit Februar jobbe ich zusätzlich samstags in der Buchhandlung Mayersche am Neumarkt, die Kita bleibt natürlich mein Hauptjob. Hast du Tipps wie ich Kinderbücher gut empfehle? 📚",
         ["User ist Erzieherin", "User arbeitet in einer Kita in Köln-Ehrenfeld", "User jobbt samstags in der Buchhandlung Mayersche am Neumarkt", "User hat eine Katze namens Luna", "User hat eine Katze namens Krümel"]),
        ("Krümel musste gestern zum Tierarzt, nur Zahnstein, alles gut. Wie putzt man Katzen die Zähne?? 😅",
         ["User ist Erzieherin", "User arbeitet in einer Kita in Köln-Ehrenfeld", "User jobbt samstags in der Buchhandlung Mayersche am Neumarkt", "User hat eine Katze namens Luna", "User hat eine Katze namens Krümel"]),
    ]),
    # change: relationship ends, moved back to a city, same employer now remote
    ("de", [
        ("Mein Freund Jonas und ich wohnen seit zwei Jahren zusammen in Leipzig, ich arbeite als Grafikerin bei einer Agentur namens Pixelwerk. Kannst du mir ein gutes Rezept für Linsensuppe geben?",
         ["User ist mit Jonas zusammen", "User wohnt in Leipzig", "User ist Grafikerin", "User arbeitet bei Pixelwerk"]),
        ("Jonas und ich haben uns getrennt. Bin wieder zurück nach Hamburg gezogen und arbeite jetzt remote für Pixelwerk. Wie lern ich hier schnell neue Leute kennen?",
         ["User wohnt in Hamburg", "User ist Grafikerin", "User arbeitet bei Pixelwerk", "User arbeitet remote"]),
    ]),
    # change: full-time to part-time, same employer; age as a birthday number
    ("de", [
        ("Hi, ich bin 41, Projektleiter bei Bosch, wohne in Stuttgart und arbeite Vollzeit. Wir haben einen Sohn, Felix, der ist 3. Wie krieg ich Job und Familie besser unter einen Hut?",
         ["User ist 41", "User ist Projektleiter", "User arbeitet bei Bosch", "User wohnt in Stuttgart", "User arbeitet Vollzeit", "User hat einen Sohn namens Felix"]),
        ("Hab's durchgezogen: seit diesem Monat Teilzeit, 30 Stunden, gleicher Job bei Bosch. Dafür hab ich jetzt viel mehr Zeit für Felix 😊 Was kann man in Stuttgart mit nem Dreijährigen unternehmen?",
         ["User ist 41", "User ist Projektleiter", "User arbeitet bei Bosch", "User wohnt in Stuttgart", "User arbeitet Teilzeit", "User hat einen Sohn namens Felix"]),
        ("Bin gestern 42 geworden 🎉 Felix hat mir ein Bild gemalt. Gibt's gute Bücher über Väter in Teilzeit?",
         ["User ist 42", "User ist Projektleiter", "User arbeitet bei Bosch", "User wohnt in Stuttgart", "User arbeitet Teilzeit", "User hat einen Sohn namens Felix"]),
    ]),
    # control: the daughter's move and diet (named); a conference hotel stay
    ("de", [
        ("Meine Tochter Lea (17) hat gerade ihren Führerschein gemacht und zieht im Herbst zum Studium nach Münster. Ich bin Zahnärztin mit eigener Praxis in Osnabrück. Welches Auto ist gut für Fahranfänger?",
         ["User hat eine Tochter namens Lea", "User ist Zahnärztin", "User hat eine eigene Praxis in Osnabrück"]),
        ("Lea wohnt jetzt in Münster in einer WG und ist seit neuestem Veganerin 🙄 Ich sitz diese Woche auf einem Kongress in Berlin im Hotel. Was koch ich ihr, wenn sie nächstes Wochenende heimkommt?",
         ["User hat eine Tochter namens Lea", "User ist Zahnärztin", "User hat eine eigene Praxis in Osnabrück"]),
    ]),
    # control: a past state told as past; nearly quit cello but stayed; restatement
    ("de", [
        ("Ich wohne in Dresden und spiel seit Jahren Cello im Uni-Orchester, obwohl ich schon lange fertig studiert hab 😅 Beruflich bin ich Bibliothekar. Welche Cellosuiten von Bach sind am einfachsten?",
         ["User wohnt in Dresden", "User spielt Cello im Uni-Orchester", "User ist Bibliothekar"]),
        ("Früher hab ich mal fünf Jahre in Wien gewohnt und war da sogar Veganer, lang ist's her. Kennst du ein gutes Rezept für Wiener Schnitzel? 😄",
         ["User wohnt in Dresden", "User spielt Cello im Uni-Orchester", "User ist Bibliothekar"]),
        ("Hab kurz überlegt mit dem Cello aufzuhören, aber nee, das Orchester ist mir zu wichtig. Bin halt der Cellist vom Uni-Orchester, seit Ewigkeiten. Wie pflege ich den Bogen richtig?",
         ["User wohnt in Dresden", "User spielt Cello im Uni-Orchester", "User ist Bibliothekar"]),
    ]),

    # ------------------------------------------------------------------ fr
    # change: way of getting to work, as of Monday
    ("fr", [
        ("Salut ! J'habite à Lyon, je suis infirmière au CHU et je vais au boulot en voiture tous les jours, c'est l'enfer les bouchons. Tu connais des podcasts sympas pour la route ?",
         ["User habite à Lyon", "User est infirmière", "User travaille au CHU", "User va au travail en voiture"]),
        ("bon j'ai vendu la voiture 🚗❌ depuis lundi je vais au boulot en vélo électrique, 25 min par les quais. c'est quoi le meilleur antivol ?",
         ["User habite à Lyon", "User est infirmière", "User travaille au CHU", "User va au travail en vélo électrique"]),
        ("il pleut des cordes ce matin, je regrette un peu mdr. des conseils pour rouler sous la pluie ?",
         ["User habite à Lyon", "User est infirmière", "User travaille au CHU", "User va au travail en vélo électrique"]),
    ]),
    # change: promotion inside the same employer
    ("fr", [
        ("Je suis caissier chez Decathlon depuis 3 ans, j'habite à Roubaix et je joue au foot le dimanche avec des potes. Tu peux m'aider à refaire mon CV ?",
         ["User est caissier", "User travaille chez Decathlon", "User habite à Roubaix", "User joue au foot le dimanche"]),
        ("Finalement pas besoin du CV 😂 ils m'ont nommé responsable de rayon ! Toujours chez Decathlon, même magasin. Comment on gère une équipe de 6 personnes quand on était leur collègue avant ?",
         ["User est responsable de rayon", "User travaille chez Decathlon", "User habite à Roubaix", "User joue au foot le dimanche"]),
    ]),
    # change: back to eating meat (explicit ne…plus); then a breakup with a move
    ("fr", [
        ("Coucou, végétarienne depuis 4 ans, je vis à Bordeaux avec mon copain Mathis et notre lapin Caramel 🐰. Tu aurais une recette de curry de pois chiches ?",
         ["User est végétarienne", "User habite à Bordeaux", "User est en couple avec Mathis", "User a un lapin nommé Caramel"]),
        ("Petite révolution : je ne suis plus végétarienne, je remange du poulet et du poisson depuis janvier. Comment cuire un filet de cabillaud sans qu'il se défasse ?",
         ["User n'est plus végétarienne", "User mange du poulet et du poisson", "User habite à Bordeaux", "User est en couple avec Mathis", "User a un lapin nommé Caramel"]),
        ("Et sinon Mathis et moi on s'est séparés... je me suis installée à Toulouse le mois dernier, Caramel est avec moi évidemment. Des idées de sorties pour rencontrer du monde à Toulouse ?",
         ["User n'est plus végétarienne", "User mange du poulet et du poisson", "User habite à Toulouse", "User a un lapin nommé Caramel"]),
    ]),
    # change: a second job added while the first stays; age as a birthday number
    ("fr", [
        ("J'ai 27 ans, j'habite à Nantes et je suis prof de yoga, je donne mes cours dans un studio qui s'appelle Prana. Tu peux me proposer une séquence pour débutants ?",
         ["User a 27 ans", "User habite à Nantes", "User est prof de yoga", "User travaille au studio Prana"]),
        ("Depuis septembre je bosse aussi le soir comme serveuse dans un resto italien, Da Marco, en plus du yoga. Faut bien payer le loyer 😅 Des astuces pour pas avoir mal au dos ?",
         ["User a 27 ans", "User habite à Nantes", "User est prof de yoga", "User travaille au studio Prana", "User travaille aussi comme serveuse chez Da Marco"]),
        ("28 bougies hier soir 🎂 fêtées chez Da Marco évidemment. Tu as une idée de cadeau à me faire à moi-même ? lol",
         ["User a 28 ans", "User habite à Nantes", "User est prof de yoga", "User travaille au studio Prana", "User travaille aussi comme serveuse chez Da Marco"]),
    ]),
    # control: a friend's move and new job (named); a game character's class change
    ("fr", [
        ("Mon meilleur pote Karim vient de quitter Paris pour Marseille, il a trouvé un poste chez CMA CGM. Moi je reste à Paris, je suis développeur chez Doctolib. Tu peux m'aider à organiser un week-end à Marseille ?",
         ["User habite à Paris", "User est développeur", "User travaille chez Doctolib"]),
        ("Dans Baldur's Gate 3 mon perso vient de passer de guerrier à magicien, c'est ouf. Karim s'est mis au vélo là-bas aussi apparemment. Tu connais des bons builds de magicien ?",
         ["User habite à Paris", "User est développeur", "User travaille chez Doctolib"]),
    ]),
    # control: a week in hospital; a restatement of being retired
    ("fr", [
        ("Bonjour, je suis retraité, je vis à Dijon avec ma femme Monique et je fais du jardinage tous les jours. Quand est-ce qu'on plante les tomates ?",
         ["User est retraité", "User habite à Dijon", "User est marié à Monique", "User fait du jardinage tous les jours"]),
        ("Je suis à l'hôpital pour une semaine, opération de la hanche. Monique s'occupe du potager en attendant. Des exercices à faire au lit ?",
         ["User est retraité", "User habite à Dijon", "User est marié à Monique", "User fait du jardinage tous les jours"]),
        ("De retour à la maison ! Bon, je suis à la retraite, mes journées je les passe au potager, tu le sais. Comment protéger les salades des limaces ?",
         ["User est retraité", "User habite à Dijon", "User est marié à Monique", "User fait du jardinage tous les jours"]),
    ]),

    # ------------------------------------------------------------------ es
    # change: city negative and positive at once (explicit ya no), new employer, same job
    ("es", [
        ("Hola! vivo en Valencia, trabajo de camarero en un bar de la Malvarrosa y estoy aprendiendo alemán con Duolingo. me ayudas con los artículos der die das? 😵",
         ["User vive en Valencia", "User es camarero", "User trabaja en un bar de la Malvarrosa", "User está aprendiendo alemán"]),
        ("ya no estoy en Valencia, desde el 1 de abril vivo en Múnich!! sigo de camarero, ahora en el Augustiner, una cervecería, y el alemán... bueno, sobrevivo jaja. ¿cómo se pide la cuenta de forma educada?",
         ["User ya no vive en Valencia", "User vive en Múnich", "User es camarero", "User trabaja en el Augustiner", "User está aprendiendo alemán"]),
    ]),
    # change: after 8 years at an agency, quit and now freelance
    ("es", [
        ("Soy diseñadora gráfica en McCann, aquí en Ciudad de México, llevo 8 años ahí. Tengo un perrito, Frijol. ¿Qué plataforma me recomiendas para un portafolio online?",
         ["User es diseñadora gráfica", "User trabaja en McCann", "User vive en Ciudad de México", "User tiene un perro llamado Frijol"]),
        ("Después de 8 años en McCann por fin renuncié 🙌 y ahora trabajo por mi cuenta como freelance desde casa. ¿Cómo calculo cuánto cobrar por un logo?",
         ["User es diseñadora gráfica", "User trabaja como freelance desde casa", "User vive en Ciudad de México", "User tiene un perro llamado Frijol"]),
    ]),
    # change: moved back to a city, same employer now remote; age as a birthday number
    ("es", [
        ("che, laburo de programador en Mercado Libre, vivo en Buenos Aires, en Palermo. Tengo 29. ¿me recomendás un teclado mecánico que no sea carísimo?",
         ["User es programador", "User trabaja en Mercado Libre", "User vive en Buenos Aires", "User tiene 29 años"]),
        ("me volví a Rosario hace dos semanas. sigo en Mercado Libre pero full remoto. ¿qué onda los coworkings en Rosario?",
         ["User es programador", "User trabaja en Mercado Libre", "User vive en Rosario", "User trabaja en remoto", "User tiene 29 años"]),
        ("ayer cumplí 30 😭 ya estoy viejo. ¿ideas para festejar con amigos sin gastar mucho?",
         ["User es programador", "User trabaja en Mercado Libre", "User vive en Rosario", "User trabaja en remoto", "User tiene 30 años"]),
    ]),
    # change: one instrument dropped (explicit ya no), the other stays; a cat adopted, the other stays
    ("es", [
        ("Toco la guitarra y el ukelele, y tengo una gata que se llama Lola. Vivo en Sevilla y soy profe de música en un instituto. ¿Me pasas acordes fáciles de Despacito para ukelele?",
         ["User toca la guitarra", "User toca el ukelele", "User tiene una gata llamada Lola", "User vive en Sevilla", "User es profe de música"]),
        ("El ukelele ya no lo toco, se lo regalé a mi sobrina Alba, me quedo con la guitarra. Y hemos adoptado un gatito negro, Pepe 🐈‍⬛, Lola lo va aceptando poco a poco. ¿Cómo presento dos gatos sin que se peleen?",
         ["User toca la guitarra", "User ya no toca el ukelele", "User tiene una gata llamada Lola", "User tiene un gato llamado Pepe", "User vive en Sevilla", "User es profe de música", "User tiene una sobrina llamada Alba"]),
    ]),
    # control: the husband's career change (named); nearly quit but stayed
    ("es", [
        ("Mi esposo Andrés acaba de dejar su trabajo en el banco para montar una panadería 🥖. Yo sigo de abogada en Bogotá. ¿Qué nombre le ponemos a la panadería?",
         ["User está casada con Andrés", "User es abogada", "User vive en Bogotá"]),
        ("Yo también estuve a punto de renunciar al bufete para ayudarle, pero al final me quedo, no nos podemos permitir perder los dos sueldos jaja. ¿Cómo hago un plan de negocios sencillo?",
         ["User está casada con Andrés", "User es abogada", "User vive en Bogotá"]),
    ]),
    # control: a sabbatical month in another city; a restatement
    ("es", [
        ("Soy de Madrid pero vivo en Barcelona desde hace 10 años, trabajo de enfermero en el Hospital Clínic. ¿Qué ruta de senderismo me recomiendas cerca?",
         ["User es de Madrid", "User vive en Barcelona", "User es enfermero", "User trabaja en el Hospital Clínic"]),
        ("Este mes estoy en Madrid en casa de mi hermana Nuria, me cogí un mes sabático para descansar. ¿Qué exposiciones hay en el Prado ahora?",
         ["User es de Madrid", "User vive en Barcelona", "User es enfermero", "User trabaja en el Hospital Clínic", "User tiene una hermana llamada Nuria"]),
        ("Ya de vuelta en Barcelona y en el Clínic. Enfermero de toda la vida, qué le vamos a hacer 😅 ¿Tips para volver a la rutina después de un mes libre?",
         ["User es de Madrid", "User vive en Barcelona", "User es enfermero", "User trabaja en el Hospital Clínic", "User tiene una hermana llamada Nuria"]),
    ]),

    # ------------------------------------------------------------------ it
    # change: new job since last Monday, old employer ended explicitly (non…più)
    ("it", [
        ("Ciao! Sono commessa da Zara in centro a Milano, vivo a Sesto San Giovanni e prendo la metro ogni giorno. Mi aiuti a scrivere una lettera di presentazione?",
         ["User è commessa", "User lavora da Zara", "User vive a Sesto San Giovanni", "User prende la metro ogni giorno"]),
        ("Ce l'ho fatta!! Da lunedì scorso lavoro come receptionist all'Hotel Principe di Savoia, non lavoro più da Zara 🎉 Sempre in metro ovviamente. Come si risponde al telefono in modo professionale in inglese?",
         ["User è receptionist", "User lavora all'Hotel Principe di Savoia", "User non lavora più da Zara", "User vive a Sesto San Giovanni", "User prende la metro ogni giorno"]),
    ]),
    # change: back together with an ex who moves in (her dog is not the user's)
    ("it", [
        ("io e Giulia ci siamo lasciati a gennaio, ora vivo da solo a Torino. Faccio l'ingegnere in Stellantis. Mi consigli qualche serie tv da guardare la sera?",
         ["User vive a Torino", "User vive da solo", "User è ingegnere", "User lavora in Stellantis"]),
        ("Indovina: io e Giulia siamo tornati insieme 😅 e da sabato è venuta a vivere da me col suo cane Otto. Idee per una cena romantica fatta in casa?",
         ["User vive a Torino", "User è ingegnere", "User lavora in Stellantis", "User sta con Giulia", "User vive con Giulia"]),
    ]),
    # change: full-time to part-time, same bank; a hobby added
    ("it", [
        ("Vivo a Bologna e lavoro a tempo pieno come impiegata in banca, in Intesa Sanpaolo. Ho due bimbi, Tommaso e Sofia. Come organizzo meglio le mattine? è un delirio",
         ["User vive a Bologna", "User è impiegata in banca", "User lavora in Intesa Sanpaolo", "User lavora a tempo pieno", "User ha due figli, Tommaso e Sofia"]),
        ("Da marzo sono passata al part-time, solo le mattine, sempre in Intesa. Finalmente prendo io i bimbi a scuola! Ricette veloci per la merenda?",
         ["User vive a Bologna", "User è impiegata in banca", "User lavora in Intesa Sanpaolo", "User lavora part-time", "User ha due figli, Tommaso e Sofia"]),
        ("ho anche cominciato pilates il martedì e il giovedì, mi ci voleva. esercizi da fare a casa?",
         ["User vive a Bologna", "User è impiegata in banca", "User lavora in Intesa Sanpaolo", "User lavora part-time", "User ha due figli, Tommaso e Sofia", "User fa pilates il martedì e il giovedì"]),
    ]),
    # change: drums sold (no explicit "non più" of the user's), piano stays; age as a birthday number
    ("it", [
        ("Ho 45 anni, suono il pianoforte e la batteria (sì lo so, strano mix 😂). Vivo a Firenze, faccio il farmacista. Mi consigli una batteria elettronica silenziosa per l'appartamento?",
         ["User ha 45 anni", "User suona il pianoforte", "User suona la batteria", "User vive a Firenze", "User è farmacista"]),
        ("Alla fine la batteria l'ho venduta, i vicini non ne potevano più. Il piano invece non lo mollo. Mi suggerisci dei brani di Einaudi non troppo difficili?",
         ["User ha 45 anni", "User suona il pianoforte", "User vive a Firenze", "User è farmacista"]),
        ("Oggi compio 46 anni! 🎂 Mi faccio un regalo: qualche lezione di piano. Conosci buone scuole di musica a Firenze?",
         ["User ha 46 anni", "User suona il pianoforte", "User vive a Firenze", "User è farmacista"]),
    ]),
    # control: the son's move and job change (named); a novel character's change
    ("it", [
        ("Mio figlio Luca si è appena trasferito a Londra per lavoro, fa il cameriere in un ristorante a Soho. Io sono in pensione e vivo a Bari con mia moglie Anna. Come si fa una videochiamata su WhatsApp?",
         ["User ha un figlio di nome Luca", "User è in pensione", "User vive a Bari", "User è sposato con Anna"]),
        ("Sto leggendo un romanzo dove il protagonista lascia la moglie e si trasferisce in Sicilia, bellissimo. Luca intanto ha già cambiato lavoro, ora fa il barista. Mi consigli altri libri simili?",
         ["User ha un figlio di nome Luca", "User è in pensione", "User vive a Bari", "User è sposato con Anna"]),
    ]),
    # control: nearly sold the Vespa but kept it; a past state; a restatement
    ("it", [
        ("Sono architetta allo Studio Fuksas, vivo a Roma e vado in ufficio in Vespa 🛵. Mi dai qualche idea per ristrutturare un bagno piccolo?",
         ["User è architetta", "User lavora allo Studio Fuksas", "User vive a Roma", "User va in ufficio in Vespa"]),
        ("Ho pensato seriamente di vendere la Vespa dopo l'ennesimo acquazzone, ma no, non ce la faccio, resta con me. Come si protegge una Vespa dalla pioggia?",
         ["User è architetta", "User lavora allo Studio Fuksas", "User vive a Roma", "User va in ufficio in Vespa"]),
        ("Da ragazza ho vissuto tre anni a Parigi e facevo la modella, sembra un'altra vita. Comunque io e la mia Vespa per Roma, sempre. Trucchi per parcheggiare in centro?",
         ["User è architetta", "User lavora allo Studio Fuksas", "User vive a Roma", "User va in ufficio in Vespa"]),
    ]),

    # ------------------------------------------------------------------ pt
    # change: city and employer, negative and positive at once (já não), European Portuguese
    ("pt", [
        ("Olá! Vivo em Lisboa, em Alvalade, e sou enfermeira no Hospital de Santa Maria. Tenho um gato, o Tareco. Consegues sugerir-me um plano de treino para começar a correr?",
         ["User vive em Lisboa", "User é enfermeira", "User trabalha no Hospital de Santa Maria", "User tem um gato chamado Tareco"]),
        ("Novidades: já não vivo em Lisboa, desde setembro estou no Porto e agora trabalho no Hospital de São João. O Tareco veio comigo, claro 😸 Onde se come uma boa francesinha?",
         ["User já não vive em Lisboa", "User vive no Porto", "User é enfermeira", "User trabalha no Hospital de São João", "User tem um gato chamado Tareco"]),
    ]),
    # change: promotion inside the same employer, Brazilian Portuguese
    ("pt", [
        ("oi! trabalho como analista de marketing no Nubank, moro em São Paulo, na Vila Madalena, e vou de bike pro trampo. me ajuda a montar uma apresentação pra reunião de amanhã?",
         ["User é analista de marketing", "User trabalha no Nubank", "User mora em São Paulo", "User vai de bicicleta para o trabalho"]),
        ("fui promovida a coordenadora de marketing!!! 🥳 continuo no Nubank, mesmo time, só que agora liderando. dicas pra primeira reunião 1:1 com o time?",
         ["User é coordenadora de marketing", "User trabalha no Nubank", "User mora em São Paulo", "User vai de bicicleta para o trabalho"]),
    ]),
    # change: left an employer, then went back to it
    ("pt", [
        ("sou engenheiro na Embraer há 6 anos, moro em São José dos Campos, casado com a Camila. to pensando em fazer mestrado, vale a pena?",
         ["User é engenheiro", "User trabalha na Embraer", "User mora em São José dos Campos", "User é casado com a Camila"]),
        ("saí da Embraer no mês passado, agora tô numa startup de drones, a Vant Tech. salário melhor mas tudo muito caótico kkk. como lidar com falta de processo?",
         ["User é engenheiro", "User trabalha na Vant Tech", "User mora em São José dos Campos", "User é casado com a Camila"]),
        ("pois é, não deu certo. voltei pra Embraer essa semana, me aceitaram de volta 🙏 a Camila ficou aliviada kkk. como peço pra voltar pro meu antigo projeto sem parecer folgado?",
         ["User é engenheiro", "User trabalha na Embraer", "User mora em São José dos Campos", "User é casado com a Camila"]),
    ]),
    # change: breakup with a move, the dog stays with the ex, job left; age as a birthday number
    ("pt", [
        ("tenho 24 anos, moro em Curitiba, namoro o Rafael faz 3 anos e a gente tem uma cachorra, a Mel. trabalho meio período numa livraria. me passa uma receita de bolo de cenoura?",
         ["User tem 24 anos", "User mora em Curitiba", "User namora o Rafael", "User tem uma cachorra chamada Mel", "User trabalha meio período numa livraria"]),
        ("terminei com o Rafael 💔 saí da livraria e voltei pra Floripa semana passada. a Mel ficou com ele, doeu demais. como seguir em frente?",
         ["User tem 24 anos", "User mora em Florianópolis"]),
        ("fiz 25 ontem, primeiro aniversário sozinha em anos kkk. me indica uns livros pra animar?",
         ["User tem 25 anos", "User mora em Florianópolis"]),
    ]),
    # control: a friend's move and job (named); a hotel stay for a wedding
    ("pt", [
        ("A minha amiga Inês vai casar e mudou-se para Coimbra com o noivo, o Tiago. Eu continuo em Braga, sou professor de educação física numa escola secundária. Ideias para um discurso de padrinho?",
         ["User vive em Braga", "User é professor de educação física"]),
        ("Estou esta semana num hotel em Coimbra por causa do casamento, a Inês está radiante. Ela agora trabalha na universidade. Onde posso comer um bom leitão aqui perto?",
         ["User vive em Braga", "User é professor de educação física"]),
    ]),
    # control: a game family's changes; nearly switched jobs but stayed; a restatement
    ("pt", [
        ("oi, sou motorista de Uber em Belo Horizonte, rodo à noite, e nas horas vagas jogo The Sims 4 direto kkk. como faço pra economizar gasolina?",
         ["User é motorista de Uber", "User mora em Belo Horizonte", "User trabalha à noite", "User joga The Sims 4"]),
        ("no meu Sims a família se mudou pra uma mansão e o pai virou astronauta kkkk. e eu quase larguei o Uber semana passada pra ser entregador, mas desisti, fico no Uber mesmo. vale a pena converter o carro pra GNV?",
         ["User é motorista de Uber", "User mora em Belo Horizonte", "User trabalha à noite", "User joga The Sims 4"]),
        ("resumindo: continuo rodando de madrugada pela Uber aqui em BH. tem alguma dica pra ficar acordado sem tanto café?",
         ["User é motorista de Uber", "User mora em Belo Horizonte", "User trabalha à noite", "User joga The Sims 4"]),
    ]),
]
