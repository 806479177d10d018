"""Fresh tuning sequences, set fresh-tune5: long, chatty, realistic messages with changes buried in them.

What this set is: a tuning set for the extractor's reading of long messages and its ending of old facts,
written without reading the extractor's rules, its code, its tests or any other bench set (only the
header of fresh-tune4, for layout and conventions), and committed before its first run. Its first run is
the one honest measure of it; once rules are changed on its failures it no longer measures anything unseen.

What it weighs: messages as people really write them to a chatbot - 2 to 5 sentences that mix the
person's own state or change with relatives', partner's and friends' news (with names and places), a
request or question, and a passing event of the day (a dentist appointment, the weather, a long meeting).
Clauses with different subjects are joined by commas; changes hide in subordinate clauses; companies,
towns, pets and people are named. Eight languages (en zh ja de fr es it pt), six sequences each, 2-3
messages from one person per sequence:
- 3 per language (24 in all) are CHANGES, marked `# change: kind`: a job or employer (laid off, new job,
  retired, self-employed, transferred), a move (often told only by the new place's details), a
  relationship (married, separated, civil partnership), a birthday, a vehicle written off, sold or stolen,
  a diet changed (meat again, coeliac), a pet died or adopted, a hobby given up, a habit quit. Many are
  told indirectly, several sequences carry two changes at once.
- 3 per language (24 in all) are CONTROLS, marked `# control: why`: nothing of the person's may end,
  although the messages tell a partner's, sibling's, parent's, child's, friend's or neighbour's change,
  a trip or business stay, a temporary exception, a wish or a plan, an offer not (yet) taken, a question
  "should I ...?", or restate a held fact in passing.

Layout: SEQUENCES = [(language, [(message, [the person's current facts after it]), ...]), ...].
Expected facts are in the language of the message, short and plain, with "User" as the subject in every
language. Only the person's own lasting facts count: home, job, employer, relationship, age, pets,
vehicle, diet, health, hobbies, habits, and the family members they have, named in their own words
("my sister Ellie", "my mother-in-law Carmen"; unnamed parents are left out). A fact that stays current
repeats its earlier text word for word; an ended fact disappears; where the person ended something in
"no longer"/"quit" terms, "User no longer X" (in that language) is kept. Requests, questions, small talk,
one-off events of the day, plans, wishes, other people's states (including a partner's relatives told as
theirs, "Tom's sister Jess"), friends, durations, reasons and feelings are not the person's facts.
"""

SEQUENCES = [
    # -- English ---------------------------------------------------------------------------------
    # change: job and employer, told indirectly ("first week on the help desk", "better than steaming milk")
    ("en", [("Hey! So I'm a barista at Grindhouse Coffee in Bristol and I live in Easton with my boyfriend Tom. "
             "My feet are killing me after a double shift, do you know any good stretches for standing all day?",
             ["User works as a barista at Grindhouse Coffee", "User lives in Bristol",
              "User has a boyfriend named Tom"]),
            ("Ugh what a day, dentist at 8am and then it poured all afternoon. First week on the help desk at "
             "Kestrel Software went ok though, honestly way better than steaming milk at 6am lol. Tom's sister "
             "Jess just got engaged to her boyfriend Marc in Cardiff so we're off to Wales in June for the party. "
             "Can you explain what an SLA means in a ticketing system?",
             ["User works on the help desk at Kestrel Software", "User lives in Bristol",
              "User has a boyfriend named Tom"])]),
    # change: home, told only by the new place ("got the keys", "up here in Harrogate"); a couple's "we"
    ("en", [("We've been renting in Croydon for ages, I'm a primary school teacher and my wife Priya is a "
             "pharmacist. Our cat Biscuit basically runs the house. Any ideas for a cheap anniversary trip "
             "somewhere near London?",
             ["User lives in Croydon", "User is a primary school teacher", "User has a wife named Priya",
              "User has a cat named Biscuit"]),
            ("Finally got the keys!! It's so quiet up here in Harrogate, Biscuit has already claimed the "
             "windowsill and Priya starts at the Boots on the high street next week because the hospital job "
             "fell through. My mum came up from Kent to help us paint, which was lovely even though she kept "
             "rearranging everything. I've got an interview at a local primary on Thursday, can you help me "
             "prep some answers?",
             ["User lives in Harrogate", "User is a primary school teacher", "User has a wife named Priya",
              "User has a cat named Biscuit"])]),
    # change: pet died, then another adopted; a sister's and nephew's news around it
    ("en", [("I'm 34, I work as a software tester in Glasgow and I've got a border collie called Max who's 13 "
             "now and getting a bit creaky. What supplements are actually worth it for an old dog's joints?",
             ["User is 34", "User works as a software tester", "User lives in Glasgow",
              "User has a border collie named Max"]),
            ("Sorry if I'm all over the place today. We had to say goodbye to Max on Saturday, the vet said his "
             "kidneys were failing and there was nothing more to do. My sister Ellie drove up from Dundee to be "
             "with me, which meant a lot, and her wee one Rory lost his first tooth in the car lol. The weather's "
             "been grim all week too. Can you suggest something to do with his lead and bowl that isn't just "
             "binning them?",
             ["User is 34", "User works as a software tester", "User lives in Glasgow",
              "User has a sister named Ellie"]),
            ("Bit of happier news, we brought home a rescue cat from Cats Protection in Paisley yesterday, she's "
             "called Pepper and she's already asleep on my keyboard. Work's been mad with a release going out on "
             "Friday. Ellie says hi btw. What should I feed a 2 year old cat who's a bit underweight?",
             ["User is 34", "User works as a software tester", "User lives in Glasgow",
              "User has a sister named Ellie", "User has a cat named Pepper"])]),
    # control: the husband's job ends and a daughter's diet changes; the person's trip is a conference
    ("en", [("I'm a GP in Norwich and my husband Dan is a chef at a hotel restaurant in town. We've got twin "
             "girls, Ava and Lily, who are 7 and never stop talking. Any tips for getting twins to bed at the "
             "same time?",
             ["User is a GP", "User lives in Norwich", "User has a husband named Dan",
              "User has a daughter named Ava", "User has a daughter named Lily"]),
            ("Dan finally quit the hotel and he's opening his own bistro in Aylsham, so the next few months will "
             "be chaos! I'm off to a conference in Edinburgh for three days next week, his mum Carol is coming to "
             "stay with the girls. Had my flu jab this morning and my arm is killing me. Can you help me write a "
             "short toast for his opening night?",
             ["User is a GP", "User lives in Norwich", "User has a husband named Dan",
              "User has a daughter named Ava", "User has a daughter named Lily"]),
            ("Back from Edinburgh, the conference was good but weirdly I missed my surgery patients. Lily has "
             "decided she's vegetarian now, bless her, so every dinner is a negotiation. Any easy veggie recipes "
             "the whole family will actually eat?",
             ["User is a GP", "User lives in Norwich", "User has a husband named Dan",
              "User has a daughter named Ava", "User has a daughter named Lily"])]),
    # control: a best mate emigrates; the person's veganism and shop restated in passing; a trip wished for
    ("en", [("I've been vegan for about three years and I run a little bike repair shop in Sheffield called "
             "Spokes. My best mate Callum is moving to Australia next month and I'm gutted. What's a good "
             "leaving present that fits in a suitcase?",
             ["User is vegan", "User runs a bike repair shop called Spokes in Sheffield"]),
            ("Callum's leaving do was last night, I was the only vegan there as usual so I basically lived on "
             "chips lol. He flies to Perth on Tuesday and his girlfriend Mia follows in spring once her visa comes "
             "through. The shop's been rammed since the weather turned nice. I'm thinking maybe I'll visit them "
             "next year, when's the cheapest time to fly to Perth from Manchester?",
             ["User is vegan", "User runs a bike repair shop called Spokes in Sheffield"])]),
    # control: a brother's new car and a wish to sell the person's own; a daughter's exam results
    ("en", [("I'm 41, I work nights as a security guard at a warehouse in Leicester and I drive an old Ford Focus "
             "that's somehow still going. Nights are wrecking my sleep, any tips for sleeping in the daytime?",
             ["User is 41", "User works nights as a security guard at a warehouse in Leicester",
              "User drives a Ford Focus"]),
            ("My brother Gary just bought a brand new Tesla and won't shut up about it, honestly I'm tempted to "
             "sell the Focus and get an EV too but I can't afford it right now. Took the Focus for its MOT today "
             "and it passed, miracle. Also my daughter Chloe got her GCSE results, all 6s and 7s! What's a nice "
             "way to celebrate with a 16 year old?",
             ["User is 41", "User works nights as a security guard at a warehouse in Leicester",
              "User drives a Ford Focus", "User has a brother named Gary", "User has a daughter named Chloe"])]),

    # -- Chinese ---------------------------------------------------------------------------------
    # change: job, told indirectly ("离开电商这行之后，现在在一所中学当物理老师")
    ("zh", [("我在杭州做电商运营，已经第五年了，和女朋友小雨住在滨江。最近天天加班到十点，脖子疼得要命，"
             "有什么缓解颈椎痛的办法吗？",
             ["用户做电商运营", "用户住在杭州", "用户有一个女朋友叫小雨"]),
            ("今天去拔了智齿，脸肿得像包子😂。说起来，离开电商这行之后，我现在在一所中学当物理老师，虽然工资少了点，"
             "但每天五点就能下班。小雨她爸妈下个月要从成都过来看我们，我有点紧张。你能帮我想几道适合见家长的菜吗？",
             ["用户是中学物理老师", "用户住在杭州", "用户有一个女朋友叫小雨"])]),
    # change: relationship, single to married ("和佳佳领证了")
    ("zh", [("我叫王磊，今年29岁，在深圳一家银行做客户经理，目前单身，养了一只柯基叫豆豆。周末想带豆豆去海边，"
             "深圳哪里的海滩可以带狗？",
             ["用户29岁", "用户是银行客户经理", "用户住在深圳", "用户单身", "用户养了一只柯基叫豆豆"]),
            ("上周末我和佳佳领证了！婚礼打算明年春天在她老家长沙办。豆豆现在天天黏着她，都不理我了。今天深圳下了一整天暴雨，"
             "地铁站都进水了。婚礼请帖的措辞你能帮我写一版吗？",
             ["用户29岁", "用户是银行客户经理", "用户住在深圳", "用户和佳佳结婚了", "用户养了一只柯基叫豆豆"])]),
    # change: habit quit (smoking), told as an anniversary of quitting
    ("zh", [("我抽烟抽了十年了，一天差不多一包。我在成都开出租车，跑夜班，老婆小芳在超市上班，儿子乐乐今年上小学一年级。"
             "夜班老犯困，有什么提神又不伤身的办法？",
             ["用户抽烟", "用户是出租车司机", "用户住在成都", "用户的妻子叫小芳", "用户有一个儿子叫乐乐"]),
            ("今天是我戒烟满三个月的日子，嘴里总算没有烟味了，小芳说我终于不熏人了哈哈。乐乐期中考试数学考了满分，"
             "我给他买了个乐高。昨晚拉了个乘客去双流机场，堵了一个多小时。你能推荐点戒烟后控制体重的方法吗？",
             ["用户已经戒烟", "用户是出租车司机", "用户住在成都", "用户的妻子叫小芳", "用户有一个儿子叫乐乐"])]),
    # control: a sister moves abroad; the person's visit is a holiday, the cats go to a friend
    ("zh", [("我在上海做自由职业平面设计，住在徐汇，养了两只猫，一只叫年糕一只叫汤圆。最近接单有点少，"
             "你觉得设计师在小红书上怎么推广自己比较好？",
             ["用户是自由职业平面设计师", "用户住在上海", "用户养了一只猫叫年糕", "用户养了一只猫叫汤圆"]),
            ("我姐姐林琳刚拿到德国的工作签证，下个月就要搬去慕尼黑了，我妈哭了好几天。我打算国庆去慕尼黑看她，"
             "顺便在欧洲玩一周，猫交给朋友阿杰照顾。今天接了个奶茶店的logo单子，甲方改了八遍……你能帮我列个去德国的行李清单吗？",
             ["用户是自由职业平面设计师", "用户住在上海", "用户养了一只猫叫年糕", "用户养了一只猫叫汤圆",
              "用户有一个姐姐叫林琳"])]),
    # control: the husband wants to quit, a colleague's dog died; the person's diet restated in passing
    ("zh", [("我吃素快两年了，在北京一家医院当护士，和老公周明住在朝阳区。最近总是上夜班，"
             "素食的人怎么保证蛋白质够？",
             ["用户吃素", "用户是护士", "用户住在北京", "用户的丈夫叫周明"]),
            ("今天科室聚餐去了烤肉店，我只能吃点生菜和玉米，不过吃素这么久早就习惯了。同事小何的狗昨天走了，她哭得不行，"
             "我陪她聊了好久。周明说他想辞职去开咖啡店，我还在考虑要不要支持他。你觉得开一家小咖啡店前期大概要投入多少钱？",
             ["用户吃素", "用户是护士", "用户住在北京", "用户的丈夫叫周明"])]),
    # control: a three-week business stay in Guangzhou, a father's retirement; home, job and car stand
    ("zh", [("我住在武汉，在一家汽车厂当工程师，平时开一辆比亚迪上下班，女儿朵朵三岁了，特别黏人。"
             "有什么适合三岁小孩的睡前故事推荐吗？",
             ["用户是工程师", "用户在一家汽车厂工作", "用户住在武汉", "用户开一辆比亚迪", "用户有一个女儿叫朵朵"]),
            ("这个月公司派我去广州出差，要待三个星期，住在工厂附近的酒店，每天都很想朵朵。我爸上周正式退休了，"
             "说要回孝感老家种菜。今天广州热得要命，走两步就一身汗。有什么适合和三岁小孩视频时玩的小游戏吗？",
             ["用户是工程师", "用户在一家汽车厂工作", "用户住在武汉", "用户开一辆比亚迪", "用户有一个女儿叫朵朵"]),
            ("终于回武汉了！朵朵见到我第一句话是“爸爸你变黑了”哈哈。车放了三个星期，电瓶没电了，刚叫了救援。"
             "周末想带她去东湖，有什么推荐的亲子活动？",
             ["用户是工程师", "用户在一家汽车厂工作", "用户住在武汉", "用户开一辆比亚迪", "用户有一个女儿叫朵朵"])]),

    # -- Japanese --------------------------------------------------------------------------------
    # change: employer and job, an employee becomes self-employed (an in-law's wedding around it)
    ("ja", [("こんにちは。名古屋に住んでいて、自動車部品メーカーで経理をしています。妻の由美と柴犬のコタロウと暮らしています。"
             "最近コタロウが散歩中に引っ張りすぎるのですが、いいしつけ方はありますか？",
             ["Userは名古屋に住んでいる", "Userは自動車部品メーカーで経理をしている", "Userには由美という妻がいる",
              "Userはコタロウという柴犬を飼っている"]),
            ("先月で会社を辞めて、今は自宅で税理士事務所をやっています。お客さんはまだ三件だけですが、通勤がないのは本当に楽です。"
             "由美の妹の真理ちゃんが来月結婚するので、週末は式の準備の手伝いで大忙し。今日は雨でコタロウの散歩に行けず、"
             "家の中で暴れていました。個人事業主の確定申告で気をつけることを教えてください。",
             ["Userは名古屋に住んでいる", "Userは自宅で税理士事務所を経営している", "Userには由美という妻がいる",
              "Userはコタロウという柴犬を飼っている"])]),
    # change: home, told only by the new place ("こっちに来て", "窓から海", "博多の屋台"); job kept remotely
    ("ja", [("東京の品川に住んでいて、IT企業でエンジニアをしています。彼女のさくらとは付き合って三年になります。"
             "記念日に行けるちょっといいレストランを都内で探しているのですが、おすすめはありますか？",
             ["Userは東京に住んでいる", "UserはIT企業でエンジニアをしている", "Userにはさくらという彼女がいる"]),
            ("こっちに来て一週間、窓から海が見えるのがまだ信じられません。博多の屋台も最高です。会社がフルリモートを認めてくれたので"
             "仕事はそのまま続けています。さくらは東京に残るけど、月に一回はどちらかが会いに行く予定。今日は段ボールの片付けで"
             "腰が痛いです。福岡でおすすめの週末の過ごし方はありますか？",
             ["Userは福岡に住んでいる", "UserはIT企業でエンジニアをしている", "Userにはさくらという彼女がいる"])]),
    # change: hobby given up (running), another begun (swimming); a daughter's trumpet around it
    ("ja", [("趣味はマラソンで、毎朝10キロ走っています。大阪の高校で英語を教えていて、娘の陽菜は中学二年生です。"
             "来月のレースに向けて、直前の一週間は何を食べればいいですか？",
             ["Userはマラソンをしている", "Userは大阪の高校で英語を教えている", "Userには陽菜という娘がいる"]),
            ("膝の手術のあと医者に止められて、走るのはもうすっぱりやめました。代わりに週二回プールで泳いでいます。"
             "陽菜は吹奏楽部でトランペットを始めて、家で毎晩練習するので近所迷惑じゃないかヒヤヒヤしています。"
             "今日は職員会議が三時間もあってぐったり。家でできる簡単な防音対策を教えてください。",
             ["Userはもう走っていない", "Userは水泳をしている", "Userは大阪の高校で英語を教えている",
              "Userには陽菜という娘がいる"])]),
    # control: a friend quits her job and moves back; the husband's business trip; the café is restated
    ("ja", [("京都で小さなカフェを経営しています。夫の健太と、猫のミケと暮らしています。"
             "秋の新メニューに和栗を使ったスイーツを考えているのですが、何かアイデアはありますか？",
             ["Userは京都でカフェを経営している", "Userには健太という夫がいる", "Userはミケという猫を飼っている"]),
            ("高校の同級生の亜美が東京の出版社を辞めて、京都に戻ってくることになりました！しばらくうちのカフェで働いてもらう予定です。"
             "健太は来週から一週間札幌に出張で、その間はミケと二人きり。今日は台風の影響で午後から店を閉めました。"
             "新しいスタッフ向けの接客マニュアルの作り方を教えてください。",
             ["Userは京都でカフェを経営している", "Userには健太という夫がいる", "Userはミケという猫を飼っている"])]),
    # control: a brother's divorce; the person only thinks about replacing the car
    ("ja", [("35歳、仙台で看護師をしています。車は軽のワゴンRに乗っています。夜勤が続くと肌荒れがひどいのですが、"
             "簡単なスキンケアを教えてもらえますか？",
             ["Userは35歳", "Userは仙台で看護師をしている", "UserはワゴンRに乗っている"]),
            ("兄の大輔が離婚して、しばらく実家に戻ってきています。母はなんだか嬉しそう。私はそろそろワゴンRを買い替えようかなと"
             "思っていて、ハイブリッド車が気になっています。今日は夜勤明けに歯医者に行ったら、待合室で寝てしまいました笑。"
             "軽自動車とハイブリッド車の維持費を比べてもらえますか？",
             ["Userは35歳", "Userは仙台で看護師をしている", "UserはワゴンRに乗っている", "Userには大輔という兄がいる"])]),
    # control: the parents' dog died, not the person's; a business trip to Shizuoka
    ("ja", [("横浜に住んでいて、トイプードルのモカを飼っています。仕事は製薬会社の営業です。モカが最近ごはんを残すのですが、"
             "ドッグフードを変えたほうがいいでしょうか？",
             ["Userは横浜に住んでいる", "Userはモカというトイプードルを飼っている", "Userは製薬会社で営業をしている"]),
            ("実家の犬のチョコが昨日、16歳で亡くなりました。子どもの頃からずっと一緒だったので辛いです。帰ってモカを抱きしめて"
             "泣いてしまいました。今週は出張で静岡の病院を回っていて、ホテルから書いています。落ち込んでいる両親に"
             "かける言葉を一緒に考えてもらえますか？",
             ["Userは横浜に住んでいる", "Userはモカというトイプードルを飼っている", "Userは製薬会社で営業をしている"])]),

    # -- German ----------------------------------------------------------------------------------
    # change: relationship ended, told by "seit Jonas ausgezogen ist" and "die Trennung"
    ("de", [("Ich wohne mit meinem Freund Jonas in Köln-Ehrenfeld, arbeite als Physiotherapeutin in einer Praxis "
             "am Ring und wir haben einen Kater namens Pelle. Pelle kratzt ständig am Sofa, hast du Tipps, wie "
             "ich ihm das abgewöhne?",
             ["Der Nutzer wohnt in Köln", "Der Nutzer arbeitet als Physiotherapeutin",
              "Der Nutzer hat einen Freund namens Jonas", "Der Nutzer hat einen Kater namens Pelle"]),
            ("Seit Jonas ausgezogen ist, ist die Wohnung echt still, aber ehrlich gesagt war die Trennung "
             "überfällig. Pelle bleibt bei mir, das war mir das Wichtigste. Meine Schwester Lea ist gestern mit "
             "ihrem Freund nach Hamburg gezogen und ich hab beim Umzug geholfen, mein Rücken hasst mich. Kannst du "
             "mir ein paar Ideen geben, wie ich das Wohnzimmer neu einrichten kann?",
             ["Der Nutzer wohnt in Köln", "Der Nutzer arbeitet als Physiotherapeutin",
              "Der Nutzer hat einen Kater namens Pelle", "Der Nutzer hat eine Schwester namens Lea"])]),
    # change: vehicle written off and replaced, then a birthday; a son's exam and job in between
    ("de", [("Ich bin 52, Elektriker mit eigenem Betrieb in Augsburg und fahre seit Jahren einen VW Caddy, der "
             "quasi mein Büro ist. Kannst du mir helfen, ein Angebot für eine Wallbox-Installation zu formulieren?",
             ["Der Nutzer ist 52", "Der Nutzer ist Elektriker", "Der Nutzer hat einen eigenen Betrieb in Augsburg",
              "Der Nutzer fährt einen VW Caddy"]),
            ("Was für eine Woche. Am Montag ist mir einer an der Ampel hinten drauf gefahren, der Caddy ist laut "
             "Gutachter ein wirtschaftlicher Totalschaden, mir ist zum Glück nix passiert. Jetzt steht ein "
             "gebrauchter Ford Transit Custom auf dem Hof, den hab ich gestern beim Händler in Königsbrunn geholt. "
             "Mein Sohn Felix hat übrigens seine Gesellenprüfung bestanden und fängt bei mir im Betrieb an! Wie "
             "schreibe ich eine gute Stellenanzeige für einen zweiten Azubi?",
             ["Der Nutzer ist 52", "Der Nutzer ist Elektriker", "Der Nutzer hat einen eigenen Betrieb in Augsburg",
              "Der Nutzer fährt einen Ford Transit Custom", "Der Nutzer hat einen Sohn namens Felix"]),
            ("Heute bin ich 53 geworden und die Jungs von der Baustelle haben mir einen Kuchen in den Transit "
             "gestellt, ganz schön frech. Felix macht sich super, die Kunden mögen ihn. Draußen schüttet es seit "
             "heute Morgen. Was kann ich am Wochenende mit meiner Frau unternehmen, was nichts mit Arbeit zu tun hat?",
             ["Der Nutzer ist 53", "Der Nutzer ist Elektriker", "Der Nutzer hat einen eigenen Betrieb in Augsburg",
              "Der Nutzer fährt einen Ford Transit Custom", "Der Nutzer hat einen Sohn namens Felix",
              "Der Nutzer ist verheiratet"])]),
    # change: diet, a vegetarian eats meat again, told in a subordinate clause with a reason
    ("de", [("Ich bin seit dem Abi Vegetarierin und studiere Medizin in Leipzig, gerade im fünften Semester. "
             "Die Prüfungsphase killt mich, hast du einen Lernplan für Pharmakologie in drei Wochen?",
             ["Der Nutzer ist Vegetarierin", "Der Nutzer studiert Medizin", "Der Nutzer wohnt in Leipzig"]),
            ("Weil meine Blutwerte so mies waren und ich ständig müde war, esse ich seit ein paar Wochen wieder "
             "Fleisch, vor allem Rind, fühlt sich komisch an, aber es geht mir schon besser. Meine Mitbewohnerin "
             "Clara hat gerade ihr Staatsexamen bestanden und wir haben gestern bis drei gefeiert. Draußen gibt's "
             "seit Tagen nur Nieselregen. Hast du ein einfaches Rezept für Gulasch?",
             ["Der Nutzer isst wieder Fleisch", "Der Nutzer studiert Medizin", "Der Nutzer wohnt in Leipzig"])]),
    # control: the wife's new job with commuting, a son's loose tooth; the family stays in Hiltrup
    ("de", [("Ich arbeite als Bibliothekar in der Stadtbibliothek Münster und wohne mit meiner Frau Sabine und "
             "unseren zwei Söhnen Paul und Moritz in Hiltrup. Hast du Ideen für eine Lesenacht mit Grundschülern?",
             ["Der Nutzer arbeitet als Bibliothekar in der Stadtbibliothek Münster", "Der Nutzer wohnt in Münster",
              "Der Nutzer hat eine Frau namens Sabine", "Der Nutzer hat einen Sohn namens Paul",
              "Der Nutzer hat einen Sohn namens Moritz"]),
            ("Sabine hat die Stelle in Osnabrück bekommen und pendelt ab März jeden Tag mit dem Zug, wir bleiben "
             "aber in Hiltrup, die Jungs sollen nicht die Schule wechseln. Paul hat heute seinen ersten Wackelzahn "
             "verloren und war mega stolz. Bei uns in der Bibliothek war die Lesenacht, ich bin total platt. "
             "Kannst du mir ein Kinderbuch übers Zähneverlieren empfehlen?",
             ["Der Nutzer arbeitet als Bibliothekar in der Stadtbibliothek Münster", "Der Nutzer wohnt in Münster",
              "Der Nutzer hat eine Frau namens Sabine", "Der Nutzer hat einen Sohn namens Paul",
              "Der Nutzer hat einen Sohn namens Moritz"])]),
    # control: a class trip, a week off training for a sprained ankle, a father back from rehab
    ("de", [("Ich bin Lehrerin für Mathe und Sport an einer Gesamtschule in Bochum und spiele seit zwanzig Jahren "
             "Handball im Verein. Wie motiviere ich eine neunte Klasse für Bruchrechnung, die sie eigentlich "
             "schon können müsste?",
             ["Der Nutzer ist Lehrerin für Mathe und Sport", "Der Nutzer arbeitet an einer Gesamtschule in Bochum",
              "Der Nutzer spielt Handball"]),
            ("Nächste Woche fahre ich mit meiner Zehnten für fünf Tage auf Klassenfahrt nach Berlin, ich brauche "
             "Nerven aus Stahl. Mein Vater kommt morgen aus der Reha zurück, die neue Hüfte macht sich gut. Das "
             "Handballtraining lasse ich diese Woche ausfallen, weil mein Knöchel vom Spiel am Samstag noch "
             "geschwollen ist. Hast du Ideen für ein Berlin-Programm, das 16-Jährige nicht langweilt?",
             ["Der Nutzer ist Lehrerin für Mathe und Sport", "Der Nutzer arbeitet an einer Gesamtschule in Bochum",
              "Der Nutzer spielt Handball"])]),
    # control: a friend's breakup and stay on the sofa, a neighbour sells up; home, job and dog stand
    ("de", [("Wir wohnen seit letztem Sommer in einem Reihenhaus in Freiburg, ich bin IT-Administrator bei der "
             "Sparkasse und wir haben einen Labrador, Bruno. Wie oft sollte man einen Labrador eigentlich baden?",
             ["Der Nutzer wohnt in Freiburg", "Der Nutzer ist IT-Administrator bei der Sparkasse",
              "Der Nutzer hat einen Labrador namens Bruno"]),
            ("Mein bester Kumpel Tobi hat sich von seiner Freundin getrennt und pennt gerade bei uns auf dem Sofa, "
             "Bruno findet das super. Unser Nachbar hat sein Haus verkauft und zieht nach Spanien, mal sehen, wer "
             "als Nächstes einzieht. Heute hatte ich den ganzen Tag Serverwartung, lief zum Glück alles glatt. "
             "Wie kann ich Tobi ein bisschen aufmuntern, ohne aufdringlich zu sein?",
             ["Der Nutzer wohnt in Freiburg", "Der Nutzer ist IT-Administrator bei der Sparkasse",
              "Der Nutzer hat einen Labrador namens Bruno"]),
            ("Tobi hat jetzt eine eigene Wohnung in Emmendingen gefunden, Bruno vermisst ihn schon. Bei mir in der "
             "Arbeit ist gerade Umstellung auf Windows 11, wir sind alle im Stress. Hier in Freiburg hat es heute "
             "schon 30 Grad. Was kann ich mit einem Labrador bei der Hitze unternehmen?",
             ["Der Nutzer wohnt in Freiburg", "Der Nutzer ist IT-Administrator bei der Sparkasse",
              "Der Nutzer hat einen Labrador namens Bruno"])]),

    # -- French ----------------------------------------------------------------------------------
    # change: retired, told indirectly (no alarm at 4:30, a leaving party); a daughter and grandson appear
    ("fr", [("Je suis conducteur de bus à la RATP depuis 28 ans, j'ai 61 ans et je vis à Montreuil avec ma femme "
             "Nadia. Les horaires de nuit me fatiguent de plus en plus, tu as des conseils pour mieux récupérer ?",
             ["L'utilisateur est conducteur de bus à la RATP", "L'utilisateur a 61 ans", "L'utilisateur vit à Montreuil",
              "L'utilisateur a une femme nommée Nadia"]),
            ("Ça fait drôle de ne plus mettre le réveil à 4h30 ! Mon pot de départ c'était vendredi, les collègues "
             "m'ont offert une canne à pêche, je crois qu'ils savent ce que je vais faire de mes journées. Nadia, "
             "elle, continue encore deux ans à la mairie, et notre fille Inès vient d'accoucher d'un petit Adam à "
             "Lille, on y monte ce week-end. Tu peux me conseiller un bon coin de pêche en Île-de-France ?",
             ["L'utilisateur est retraité", "L'utilisateur a 61 ans", "L'utilisateur vit à Montreuil",
              "L'utilisateur a une femme nommée Nadia", "L'utilisateur a une fille nommée Inès",
              "L'utilisateur a un petit-fils nommé Adam"])]),
    # change: home, told by a new landlord in Nantes; then a kitten adopted
    ("fr", [("J'habite à Lyon dans le 7e, je suis développeuse web dans une start-up qui fait des applis de "
             "covoiturage. Mon équipe passe à React Native, tu peux m'expliquer les grosses différences avec React ?",
             ["L'utilisateur vit à Lyon", "L'utilisateur est développeuse web dans une start-up"]),
            ("Mon nouveau proprio à Nantes est adorable, il m'a même laissé un pot de rillettes pour mon arrivée 😄 "
             "C'est le télétravail à 100 % qui a rendu tout ça possible, la boîte a dit oui sans discuter. Ma "
             "meilleure amie Chloé se marie en septembre à Biarritz et je suis témoin, panique totale. Tu m'aides à "
             "écrire un discours de témoin drôle mais pas gênant ?",
             ["L'utilisateur vit à Nantes", "L'utilisateur est développeuse web dans une start-up"]),
            ("Nouvelle coloc à la maison : j'ai adopté une petite chatte tigrée à la SPA de Carquefou, elle "
             "s'appelle Olive. Il pleut depuis trois jours, typique nantais paraît-il. Au boulot on sort une "
             "nouvelle version de l'appli lundi. Qu'est-ce qu'il faut acheter en priorité pour un chaton ?",
             ["L'utilisateur vit à Nantes", "L'utilisateur est développeuse web dans une start-up",
              "L'utilisateur a une chatte nommée Olive"])]),
    # change: hobby given up ("raccroché la guitare") and relationship (PACS) in one message
    ("fr", [("Moi c'est Julien, 33 ans, je suis infirmier aux urgences du CHU de Rennes et le week-end je joue de "
             "la guitare dans un groupe de rock. Ma copine Léa est prof de SVT. Tu connais des exercices pour "
             "garder les doigts souples quand on n'a pas le temps de répéter ?",
             ["L'utilisateur a 33 ans", "L'utilisateur est infirmier aux urgences du CHU de Rennes",
              "L'utilisateur joue de la guitare dans un groupe de rock", "L'utilisateur a une copine nommée Léa"]),
            ("Bon, j'ai officiellement raccroché la guitare : le groupe s'est séparé et avec les gardes de nuit je "
             "n'avais plus l'énergie de toute façon. Léa et moi on s'est pacsés samedi à la mairie de Rennes, juste "
             "avec les familles, c'était parfait ! Mon frère Hugo a fait un discours qui a fait pleurer ma "
             "grand-mère. Tu aurais des idées de petit voyage pas cher en Bretagne pour fêter ça ?",
             ["L'utilisateur a 33 ans", "L'utilisateur est infirmier aux urgences du CHU de Rennes",
              "L'utilisateur ne joue plus de guitare", "L'utilisateur est pacsé avec Léa",
              "L'utilisateur a un frère nommé Hugo"])]),
    # control: the mother moves in while she recovers, a daughter's sports class, a second shop only dreamed of
    ("fr", [("Je suis boulangère, j'ai ma propre boutique à Toulouse dans le quartier Saint-Cyprien, et mes deux "
             "enfants Lucas et Emma sont au collège. Tu aurais une idée de viennoiserie originale pour l'automne ?",
             ["L'utilisateur est boulangère", "L'utilisateur a sa propre boulangerie à Toulouse",
              "L'utilisateur a un fils nommé Lucas", "L'utilisateur a une fille nommée Emma"]),
            ("Ma mère s'est cassé le col du fémur la semaine dernière, alors elle vient habiter chez nous le temps de "
             "sa convalescence, Lucas lui a laissé sa chambre. Emma a été prise en section sportive foot, elle est "
             "aux anges. Moi je pense peut-être ouvrir un jour une deuxième boutique à Blagnac, mais pas avant deux "
             "ou trois ans. Ce matin la livraison de farine avait deux heures de retard, j'ai cru devenir folle. Tu "
             "peux me faire un planning de repas faciles pour une personne âgée ?",
             ["L'utilisateur est boulangère", "L'utilisateur a sa propre boulangerie à Toulouse",
              "L'utilisateur a un fils nommé Lucas", "L'utilisateur a une fille nommée Emma"])]),
    # control: the flatmate quits smoking, the person does not (only "peut-être en janvier")
    ("fr", [("Je fume depuis le lycée, à peu près dix cigarettes par jour, et je suis comptable dans un cabinet à "
             "Bordeaux. C'est la période des bilans, tu as des astuces pour tenir les grosses journées sur Excel ?",
             ["L'utilisateur fume", "L'utilisateur est comptable", "L'utilisateur travaille dans un cabinet à Bordeaux"]),
            ("Mon coloc Karim a arrêté de fumer il y a un mois avec des patchs et franchement il est invivable 😅 "
             "Moi je n'arrive pas à m'y mettre, peut-être en janvier. Ce midi déjeuner d'équipe interminable pour "
             "l'anniversaire de la patronne. Comment je peux soutenir Karim sans le tenter en fumant devant lui ?",
             ["L'utilisateur fume", "L'utilisateur est comptable", "L'utilisateur travaille dans un cabinet à Bordeaux"])]),
    # control: a three-month work mission in Montreal, the dog stays with the parents; a brother moves to Lisbon
    ("fr", [("J'habite à Marseille, je bosse comme ingénieure environnement pour une boîte de dépollution des sols "
             "et j'ai un vieux chien, Ficelle, qui a 12 ans. Il a du mal avec les escaliers, tu connais des rampes "
             "pratiques ?",
             ["L'utilisateur vit à Marseille", "L'utilisateur est ingénieure environnement",
              "L'utilisateur a un chien nommé Ficelle"]),
            ("Je pars trois mois en mission au Québec pour un chantier à Montréal, départ le 2 mars ! Ficelle va "
             "rester chez mes parents à Aix, ça me fend le cœur. Mon frère Thomas vient de s'installer à Lisbonne "
             "avec sa copine, du coup toute la famille s'éparpille. Il a fait un mistral incroyable aujourd'hui. "
             "Qu'est-ce que je dois emporter pour Montréal en mars ?",
             ["L'utilisateur vit à Marseille", "L'utilisateur est ingénieure environnement",
              "L'utilisateur a un chien nommé Ficelle", "L'utilisateur a un frère nommé Thomas"]),
            ("Ça y est, je suis à Montréal, il fait -12 et j'adore. Le chantier est énorme et les collègues "
             "québécois sont super accueillants. Mes parents m'envoient des photos de Ficelle tous les jours. Tu "
             "connais des bons restos de poutine pas trop touristiques ?",
             ["L'utilisateur vit à Marseille", "L'utilisateur est ingénieure environnement",
              "L'utilisateur a un chien nommé Ficelle", "L'utilisateur a un frère nommé Thomas"])]),

    # -- Spanish ---------------------------------------------------------------------------------
    # change: job and employer, told by "me llamaron de Correos" and delivering in Ruzafa
    ("es", [("Trabajo de cajera en un Mercadona de Valencia, vivo en Benimaclet con mi pareja Dani y nuestra perrita "
             "Luna. Luna ladra a todas las motos que pasan, ¿cómo puedo hacer que se calme?",
             ["El usuario trabaja de cajera en Mercadona", "El usuario vive en Valencia",
              "El usuario tiene una pareja llamada Dani", "El usuario tiene una perra llamada Luna"]),
            ("¡Por fin me llamaron de Correos! Ya llevo dos semanas repartiendo cartas por Ruzafa y la verdad es que "
             "me encanta ir andando todo el día en vez de estar sentada en la caja. Dani está de exámenes de "
             "oposiciones y casi no le veo. Hoy ha hecho un calor horrible y encima tenía cita en el dentista. ¿Me "
             "recomiendas unas zapatillas buenas para caminar muchas horas?",
             ["El usuario trabaja de cartera en Correos", "El usuario vive en Valencia",
              "El usuario tiene una pareja llamada Dani", "El usuario tiene una perra llamada Luna"])]),
    # change: home, told only by the new house's view of the sierra; a couple's news and a mother-in-law
    ("es", [("Vivimos en un piso pequeñito en Lavapiés, en Madrid, mi marido Javier es fontanero y yo trabajo de "
             "administrativa en una gestoría. Tenemos un bebé de 8 meses, Martín, que no duerme nada. ¿Algún truco "
             "para que duerma más de tres horas seguidas?",
             ["El usuario vive en Madrid", "El usuario tiene un marido llamado Javier",
              "El usuario trabaja de administrativa en una gestoría", "El usuario tiene un hijo llamado Martín"]),
            ("Te escribo desde el balcón de la casa nueva, se ve la sierra y se oyen los pájaros, nada que ver con "
             "Lavapiés 😊 Javier ha montado su propio taller aquí en Collado Villalba y yo sigo en la gestoría "
             "teletrabajando tres días. Mi suegra Carmen se ha quedado con Martín esta tarde para que pudiéramos "
             "colgar cuadros. ¿Qué plantas aguantan bien el frío de la sierra en un balcón?",
             ["El usuario vive en Collado Villalba", "El usuario tiene un marido llamado Javier",
              "El usuario trabaja de administrativa en una gestoría", "El usuario tiene un hijo llamado Martín",
              "El usuario tiene una suegra llamada Carmen"])]),
    # change: birthday and health/diet (coeliac), with a sister's visit in the same message
    ("es", [("Tengo 39 años, soy profesor de historia en un instituto de Sevilla y el pan me vuelve loco, lo como "
             "con todo jajaja. Mi hermana Rocío vive en Cádiz con sus niños. ¿Me recomiendas un documental bueno "
             "sobre Al-Ándalus para mis alumnos?",
             ["El usuario tiene 39 años", "El usuario es profesor de historia en un instituto de Sevilla",
              "El usuario tiene una hermana llamada Rocío"]),
            ("Pues resulta que soy celíaco, me lo confirmaron ayer en el Virgen del Rocío después de meses de "
             "molestias, así que adiós al pan de verdad 😭 Encima hoy cumplo 40 y Rocío se vino desde Cádiz con mis "
             "sobrinos y una tarta sin gluten. En el instituto los chavales me cantaron el cumpleaños feliz en plena "
             "clase, qué vergüenza. ¿Me das ideas de desayunos sin gluten que no sean tristes?",
             ["El usuario tiene 40 años", "El usuario es profesor de historia en un instituto de Sevilla",
              "El usuario tiene una hermana llamada Rocío", "El usuario es celíaco",
              "El usuario sigue una dieta sin gluten"])]),
    # control: a brother moves to Berlin, a friend's wedding trip; the cats stay with the neighbour
    ("es", [("Soy enfermera en el Hospital Clínic de Barcelona, vivo en Gràcia y tengo dos gatos, Pipa y Nube. Con "
             "los turnos rotativos no sé cuándo hacer deporte, ¿me haces una rutina corta para casa?",
             ["El usuario es enfermera en el Hospital Clínic", "El usuario vive en Barcelona",
              "El usuario tiene un gato llamado Pipa", "El usuario tiene un gato llamado Nube"]),
            ("Mi hermano Pol se ha ido a vivir a Berlín con su novio y mi madre está fatal porque dice que se ha "
             "quedado sola. Este finde me voy a Menorca a la boda de mi amiga Marta, ¡por fin unos días libres! "
             "Pipa y Nube se quedan con la vecina. Hoy tuve turno de noche y estoy muerta. ¿Qué puedo regalar en "
             "una boda además de dinero?",
             ["El usuario es enfermera en el Hospital Clínic", "El usuario vive en Barcelona",
              "El usuario tiene un gato llamado Pipa", "El usuario tiene un gato llamado Nube",
              "El usuario tiene un hermano llamado Pol"])]),
    # control: a promotion offered in another city and a question "¿debería aceptar?"; a flatmate drops out of uni
    ("es", [("Soy camarero en un bar de tapas en Granada desde hace cinco años y comparto piso en el Realejo con dos "
             "amigos. ¿Qué tapa original podríamos proponer para la carta de invierno?",
             ["El usuario es camarero en un bar de tapas", "El usuario vive en Granada",
              "El usuario comparte piso con dos amigos"]),
            ("Mi jefe me ha ofrecido ser encargado del bar nuevo que abre en Almería y no sé qué hacer, ¿tú crees "
             "que debería aceptar? Me da pena dejar Granada y a mis compañeros de piso, Álvaro y Sergio, aunque "
             "Álvaro acaba de dejar la carrera para meterse de cocinero en un restaurante del Albaicín. Hoy ha "
             "llovido a mares y el bar estaba vacío. ¿Me haces una lista de pros y contras?",
             ["El usuario es camarero en un bar de tapas", "El usuario vive en Granada",
              "El usuario comparte piso con dos amigos"])]),
    # control: the Vespa is only in the workshop; a father's retirement party
    ("es", [("Vivo en Bilbao, trabajo de diseñadora gráfica en una agencia de publicidad y voy a todas partes con "
             "mi Vespa. ¿Qué tipografías están de moda este año para branding?",
             ["El usuario vive en Bilbao", "El usuario trabaja de diseñadora gráfica en una agencia de publicidad",
              "El usuario tiene una Vespa"]),
            ("La Vespa está en el taller por el embrague así que esta semana voy en metro, qué agobio. Mi padre, "
             "Iñaki, se jubila el viernes después de 35 años en el puerto y le estamos preparando una fiesta "
             "sorpresa en Getxo. Hoy presentamos una campaña para una marca de sidra y al cliente le encantó. ¿Me "
             "ayudas a escribir unas palabras para su despedida?",
             ["El usuario vive en Bilbao", "El usuario trabaja de diseñadora gráfica en una agencia de publicidad",
              "El usuario tiene una Vespa", "El usuario tiene un padre llamado Iñaki"])]),

    # -- Italian ---------------------------------------------------------------------------------
    # change: job and employer after a layoff, told in passing ("dopo il licenziamento di gennaio")
    ("it", [("Lavoro come magazziniere per Amazon a Passo Corese, abito a Rieti con mia moglie Giulia e nostro figlio "
             "Tommaso che ha 5 anni. Con i turni di notte non vedo mai mio figlio, hai qualche idea per passare "
             "più tempo insieme nel weekend?",
             ["L'utente lavora come magazziniere per Amazon", "L'utente vive a Rieti",
              "L'utente ha una moglie di nome Giulia", "L'utente ha un figlio di nome Tommaso"]),
            ("Allora, dopo il licenziamento di gennaio ho passato due mesi a mandare curriculum, ma adesso guido il "
             "furgone per una ditta di traslochi di Terni e mi trovo bene. Giulia ha ripreso a lavorare in farmacia "
             "part-time. Tommaso oggi ha fatto la recita dell'asilo vestito da carota, ero commosso. Mi aiuti a "
             "scrivere un biglietto di ringraziamento per le maestre?",
             ["L'utente fa l'autista per una ditta di traslochi di Terni", "L'utente vive a Rieti",
              "L'utente ha una moglie di nome Giulia", "L'utente ha un figlio di nome Tommaso"])]),
    # change: vehicle sold; a sister's graduation and a lab mishap in the same message
    ("it", [("Vivo a Bologna, sono ricercatrice in chimica all'università e ho una Fiat Panda del 2009 che uso per "
             "andare a trovare i miei a Modena. Fa uno strano rumore quando freno, secondo te è pericoloso?",
             ["L'utente vive a Bologna", "L'utente è ricercatrice in chimica all'università",
              "L'utente ha una Fiat Panda"]),
            ("Alla fine la Panda l'ho venduta a un ragazzo di Imola, tanto la usavo pochissimo e per Modena c'è il "
             "treno. Mia sorella Francesca si è appena laureata in architettura a Venezia, sabato facciamo una festa "
             "dai miei. Oggi in laboratorio è saltata la corrente e abbiamo perso mezzo esperimento, che giornata. "
             "Che regalo di laurea mi consigli per un'architetta?",
             ["L'utente vive a Bologna", "L'utente è ricercatrice in chimica all'università",
              "L'utente ha una sorella di nome Francesca"])]),
    # change: relationship ended and hobby given up because of it, a new hobby; then a birthday
    ("it", [("Ho 27 anni, faccio l'impiegata in una banca a Torino e quasi ogni sera vado ad arrampicare in palestra "
             "con il mio ragazzo Marco. Mi consigli delle scarpette per principianti che non costino un rene?",
             ["L'utente ha 27 anni", "L'utente lavora in una banca a Torino", "L'utente fa arrampicata",
              "L'utente ha un ragazzo di nome Marco"]),
            ("Con Marco è finita a marzo, e siccome la palestra di arrampicata era praticamente casa sua ho smesso "
             "di andarci, adesso faccio un corso di ceramica il giovedì e mi rilassa tantissimo. La mia amica Sara "
             "si trasferisce a Milano per lavoro e mi mancherà da morire. Oggi ho avuto la visita dall'oculista e "
             "devo mettere le gocce per una settimana. Mi dai qualche idea per decorare una tazza fatta da me?",
             ["L'utente ha 27 anni", "L'utente lavora in una banca a Torino", "L'utente non fa più arrampicata",
              "L'utente fa ceramica"]),
            ("Oggi compio 28 anni e le colleghe della filiale mi hanno portato una torta gianduia enorme. Sara torna "
             "da Milano apposta per festeggiare stasera. Su Torino piove a dirotto. Mi consigli un locale carino a "
             "San Salvario per una cena tra amiche?",
             ["L'utente ha 28 anni", "L'utente lavora in una banca a Torino", "L'utente non fa più arrampicata",
              "L'utente fa ceramica"])]),
    # control: the husband's six-month job abroad; a mother-in-law helps with the dog
    ("it", [("Faccio la pediatra in un ambulatorio a Bari, sono sposata con Antonio e abbiamo un beagle di nome "
             "Rocco. Rocco mangia qualsiasi cosa trovi per strada, come posso insegnargli a lasciarla?",
             ["L'utente è pediatra", "L'utente lavora in un ambulatorio a Bari", "L'utente è sposata con Antonio",
              "L'utente ha un beagle di nome Rocco"]),
            ("Antonio ha appena accettato un posto da capocantiere in Norvegia per sei mesi, parte lunedì e io sono "
             "già in ansia. Mia suocera Lucia dice che verrà a darmi una mano con Rocco quando sono di turno. Oggi in "
             "ambulatorio ho visto trenta bambini con l'influenza, sono distrutta. Come possiamo organizzarci per "
             "sentirci bene con orari di lavoro così diversi?",
             ["L'utente è pediatra", "L'utente lavora in un ambulatorio a Bari", "L'utente è sposata con Antonio",
              "L'utente ha un beagle di nome Rocco", "L'utente ha una suocera di nome Lucia"])]),
    # control: a neighbour's dog died and she may move; the person's move is only a hypothetical
    ("it", [("Sono in pensione da due anni, prima facevo la maestra elementare, e vivo a Perugia con il mio gatto "
             "rosso, Ciccio. Canto nel coro della parrocchia. Mi suggerisci degli esercizi per la voce da fare a casa?",
             ["L'utente è in pensione", "L'utente vive a Perugia", "L'utente ha un gatto di nome Ciccio",
              "L'utente canta nel coro della parrocchia"]),
            ("La mia vicina Rosa ha perso il suo cane, poverina, e ora parla di trasferirsi dalla figlia a Firenze. "
             "Io ogni tanto penso che se fossi più giovane mi trasferirei al mare, ma sto bene qui con Ciccio. "
             "Domenica il coro ha cantato alla cresima di mia nipote Chiara ed è stata una bella festa. Oggi "
             "finalmente è venuto l'idraulico. Mi consigli un giallo ambientato in Umbria?",
             ["L'utente è in pensione", "L'utente vive a Perugia", "L'utente ha un gatto di nome Ciccio",
              "L'utente canta nel coro della parrocchia", "L'utente ha una nipote di nome Chiara"])]),
    # control: a brother's new car, a four-day tour on the Amalfi coast; the scooter stands
    ("it", [("Abito a Napoli, al Vomero, lavoro come guida turistica e giro la città con il mio SH 125. Mi aiuti "
             "a trovare un modo simpatico per presentare la storia di San Gennaro ai turisti?",
             ["L'utente vive a Napoli", "L'utente lavora come guida turistica", "L'utente ha uno scooter SH 125"]),
            ("Mio fratello Gennaro si è comprato una Jeep Renegade e ora vuole portarmi dappertutto, ma io col "
             "motorino in centro faccio prima. La settimana prossima accompagno un gruppo di americani in Costiera "
             "per quattro giorni, dormiremo a Positano. Oggi è passato un temporale pazzesco e ho dovuto annullare "
             "il giro a Pompei. Che cosa posso raccontare di curioso su Amalfi?",
             ["L'utente vive a Napoli", "L'utente lavora come guida turistica", "L'utente ha uno scooter SH 125",
              "L'utente ha un fratello di nome Gennaro"]),
            ("Tornata dalla Costiera, sono cotta ma felice. Gennaro ha già graffiato la Jeep in un parcheggio a "
             "Posillipo, ahah. Domani ricomincio con i giri a Spaccanapoli. Mi aiuti a preparare un percorso di due "
             "ore nella Napoli sotterranea?",
             ["L'utente vive a Napoli", "L'utente lavora come guida turistica", "L'utente ha uno scooter SH 125",
              "L'utente ha un fratello di nome Gennaro"])]),

    # -- Portuguese ------------------------------------------------------------------------------
    # change: home, told by "primeira semana em Floripa"; a transfer keeps the same job
    ("pt", [("Moro em Belo Horizonte, trabalho como analista de RH numa mineradora e tenho uma filha, a Sofia, de 10 "
             "anos. Você me ajuda a montar um roteiro de entrevista para vaga de estágio?",
             ["O usuário mora em Belo Horizonte", "O usuário trabalha como analista de RH numa mineradora",
              "O usuário tem uma filha chamada Sofia"]),
            ("Primeira semana em Floripa e a Sofia já quer ir à praia todo dia depois da escola nova haha. A empresa "
             "me transferiu pro escritório daqui, então continuo no RH, só que com vista pro mar. Minha mãe ficou em "
             "BH e está morrendo de saudade, liga três vezes por dia. Hoje o vento sul derrubou uma árvore na nossa "
             "rua. Você pode sugerir passeios baratos em Florianópolis com criança?",
             ["O usuário mora em Florianópolis", "O usuário trabalha como analista de RH numa mineradora",
              "O usuário tem uma filha chamada Sofia"])]),
    # change: relationship (married), then a dog adopted and a birthday
    ("pt", [("Sou enfermeiro no Hospital de Braga, tenho 30 anos e namoro com a Inês há dois anos. Estamos a "
             "preparar o casamento para maio e eu estou encarregado da música, tens sugestões para a entrada?",
             ["O usuário é enfermeiro no Hospital de Braga", "O usuário tem 30 anos", "O usuário namora com a Inês"]),
            ("Casámo-nos no sábado numa quinta em Guimarães, foi o dia mais feliz da minha vida! A Inês chorou no "
             "discurso do meu irmão Rui e o meu avô dançou até às três da manhã. Agora estamos de lua de mel nos "
             "Açores, choveu o dia todo mas nem ligámos. Que passeios recomendas em São Miguel?",
             ["O usuário é enfermeiro no Hospital de Braga", "O usuário tem 30 anos", "O usuário é casado com a Inês",
              "O usuário tem um irmão chamado Rui"]),
            ("De volta a Braga e aos turnos. Adotámos um cão do canil municipal, um rafeiro preto chamado Tejo, e a "
             "Inês já lhe comprou três camas. Fiz 31 anos ontem e o Tejo comeu metade do bolo 😂 Quantos passeios "
             "por dia precisa um cão jovem?",
             ["O usuário é enfermeiro no Hospital de Braga", "O usuário tem 31 anos", "O usuário é casado com a Inês",
              "O usuário tem um irmão chamado Rui", "O usuário tem um cão chamado Tejo"])]),
    # change: vehicle stolen and job changed because of it; a wife's exam and a brother-in-law's bike
    ("pt", [("Sou motorista de aplicativo em São Paulo, rodo com um Onix prata e sou casado com a Camila. Tem "
             "alguma dica pra economizar combustível no trânsito da cidade?",
             ["O usuário é motorista de aplicativo em São Paulo", "O usuário tem um Onix",
              "O usuário é casado com a Camila"]),
            ("Roubaram meu Onix na porta de casa na terça, a polícia disse que é difícil recuperar. Enquanto o seguro "
             "não paga larguei o aplicativo e estou fazendo entregas de moto com a moto do meu cunhado Diego. A "
             "Camila passou no concurso da prefeitura, pelo menos uma notícia boa! Hoje choveu tanto que alagou a "
             "marginal. Como faço pra acionar o seguro do carro mais rápido?",
             ["O usuário trabalha como entregador de moto em São Paulo", "O usuário é casado com a Camila",
              "O usuário tem um cunhado chamado Diego"])]),
    # control: a best friend moves to Lisbon, a visit planned; the bird learns a tune
    ("pt", [("Sou professora de inglês num colégio em Porto Alegre e faço aula de samba de gafieira duas vezes por "
             "semana. Tenho uma calopsita chamada Kiwi que acorda a casa toda às seis. Você tem ideias de atividades "
             "de listening pra adolescentes?",
             ["O usuário é professora de inglês num colégio em Porto Alegre", "O usuário faz aula de samba de gafieira",
              "O usuário tem uma calopsita chamada Kiwi"]),
            ("Minha melhor amiga, a Bruna, se mudou pra Lisboa com o marido e eu já estou planejando visitar nas "
             "férias de julho. A Kiwi aprendeu a assobiar o hino do Grêmio, meu pai está orgulhosíssimo. Hoje tive "
             "reunião de pais até as nove da noite. Quanto custa mais ou menos uma semana em Lisboa?",
             ["O usuário é professora de inglês num colégio em Porto Alegre", "O usuário faz aula de samba de gafieira",
              "O usuário tem uma calopsita chamada Kiwi"])]),
    # control: a diet slip by accident, a boyfriend's job offer undecided, "será que devia procurar outro emprego?"
    ("pt", [("Sou vegetariano há cinco anos, trabalho como programador numa fintech no Recife e moro com meu namorado "
             "Lucas em Boa Viagem. Você me passa uma receita de moqueca sem peixe?",
             ["O usuário é vegetariano", "O usuário trabalha como programador numa fintech", "O usuário mora no Recife",
              "O usuário namora com o Lucas"]),
            ("Ontem foi o aniversário da avó do Lucas em Caruaru e comi sem querer um pedaço de bolo com gelatina, "
             "mas continuo firme no vegetarianismo haha. O Lucas está pensando em aceitar uma proposta em Salvador, "
             "mas a gente ainda não decidiu nada. Na fintech estão falando em demissões e eu ando ansioso, será que "
             "devia começar a procurar outro emprego? Hoje fez 34 graus.",
             ["O usuário é vegetariano", "O usuário trabalha como programador numa fintech", "O usuário mora no Recife",
              "O usuário namora com o Lucas"])]),
    # control: a son leaves for university, a daughter drops basketball; the bakery's bad morning
    ("pt", [("Tenho 45 anos, sou dono de uma padaria em Coimbra e tenho dois filhos, o Tiago e a Beatriz. Podes "
             "sugerir-me um bolo diferente para vender ao fim de semana?",
             ["O usuário tem 45 anos", "O usuário é dono de uma padaria em Coimbra", "O usuário tem um filho chamado Tiago",
              "O usuário tem uma filha chamada Beatriz"]),
            ("O Tiago entrou em Engenharia no Porto e vai viver para lá em setembro, a casa vai ficar tão vazia. A "
             "Beatriz deixou o basquetebol e agora só quer saber de teatro. Hoje a amassadeira avariou às cinco da "
             "manhã e foi um pânico na padaria. Podes ajudar-me a fazer uma lista do que um caloiro precisa para um "
             "quarto no Porto?",
             ["O usuário tem 45 anos", "O usuário é dono de uma padaria em Coimbra", "O usuário tem um filho chamado Tiago",
              "O usuário tem uma filha chamada Beatriz"])]),
]
