"""Probe: messages that hold no lasting fact about the writer must yield no fact at all.

A message to the assistant often holds nothing to remember: a request, a passing moment or the day's
event, a feeling, a wish, thanks, a quoted text or a task, talk about the weather or a film. Today some
such messages still yield a fact (a moment, a one-off event or a request read as a lasting fact). This
probe holds 200 such messages written for that purpose (not taken from any bench set): 25 per language
(en zh ja de fr es it pt), written natively, spread over eight kinds (3 each, one kind 4 per language,
25 per kind in all). None is about the writer's relatives or friends, and none holds a lasting fact
(where they live, work, family, pets, diet, health, hobbies, habits, age, vehicle, a plan with a date).

Each message runs through the extractor the bench builds (bench/bench_extract.py): the llama extractor
with the shared meaning stage; ``--rules-only`` uses the bench's RulesOnly (the model answers yes to
every question the rules leave it). A message passes when it yields no fact.

    .venv/bin/python bench/probe_no_fact.py [--rules-only] [--verbose]

First run (2 runs with the model, same result): 175/200 left empty with rules only, 182/200 with the
model. The model's 18 kept: feelings read as facts (5: "finde ich ... unfair", "j'ai le cafard ce soir",
"Der Nutzer findet" cut short), wishes (4: "I wish I could speak Japanese", "真希望我会弹钢琴", "Ich wünschte"
cut into "wünschtet"/"könntet"), one-off meals and moments (5: "had pizza for lunch", "お昼にラーメン食べた",
"almocei feijoada", "je suis encore barbouillé" as relationship, "hoje tô morto de cansaço"), a quoted
sentence to translate ("tengo un perro" as pet), code read as a sentence ("for i in" -> "for User ins"),
"我们再试一次", and a book's ending discussed ("fand ich bedrückend").

After session 24's rules (opinions and wishes in every language, moods and the day's meals as moments, a quoted
text given as a task, pasted code, "ich könnte" opening a clause): 197/200 rules only, 200/200 with the model; the 3 left with rules only are moments the model answers no to ("I can barely keep my eyes open", "这首歌
听得我好想哭", "me he quedado dormido"). The bench sets unchanged (tuning and blind, one run each).
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

REQUEST = "request"
MOMENT = "moment"
EVENT = "one-off event"
FEELING = "feeling"
WISH = "hypothetical"
SMALL = "small talk"
QUOTED = "quoted task"
TOPIC = "topic"
KINDS = [REQUEST, MOMENT, EVENT, FEELING, WISH, SMALL, QUOTED, TOPIC]

# (language, kind, message): none holds a lasting fact about the writer
MESSAGES = [
    # en
    ("en", REQUEST, "Can you make this email sound a bit friendlier? It reads really cold right now."),
    ("en", REQUEST, "What's the difference between affect and effect?"),
    ("en", REQUEST, "Give me three ideas for a quick dinner with pasta and spinach."),
    ("en", REQUEST, "How long should I boil an egg for a runny yolk?"),
    ("en", MOMENT, "I'm so tired today, I can barely keep my eyes open."),
    ("en", MOMENT, "Just got back from the gym and I'm starving."),
    ("en", MOMENT, "Ugh, traffic was awful this morning."),
    ("en", EVENT, "Went to the dentist this morning, the cleaning took forever."),
    ("en", EVENT, "Had pizza for lunch and now I kind of regret it."),
    ("en", EVENT, "Watched Dune last night, finally."),
    ("en", FEELING, "Honestly I think remote work is a bit overrated."),
    ("en", FEELING, "This song makes me cry."),
    ("en", FEELING, "I feel weirdly restless this evening."),
    ("en", WISH, "If I won the lottery I'd buy a boat and disappear for a year."),
    ("en", WISH, "I wish I could speak Japanese, it sounds so cool."),
    ("en", WISH, "Sometimes I wonder what it would be like to live on a farm."),
    ("en", SMALL, "Thanks, that worked!"),
    ("en", SMALL, "haha good one"),
    ("en", SMALL, "ok let's try again from the top"),
    ("en", QUOTED, "Translate into Spanish: 'I live in Paris and I love cats.'"),
    ("en", QUOTED, "Write a sample cover letter where the candidate says 'I have 5 years of experience in sales.'"),
    ("en", QUOTED, "What does this error mean? `TypeError: 'list' object is not callable`"),
    ("en", TOPIC, "Did you see the storm coming in? The sky went completely black."),
    ("en", TOPIC, "What a game last night, that last-minute goal was unreal."),
    ("en", TOPIC, "The ending of that book was so disappointing, the whole mystery just fizzled out."),
    # zh
    ("zh", REQUEST, "帮我把这段话改得正式一点，好吗？"),
    ("zh", REQUEST, "红烧肉怎么做才不腻？"),
    ("zh", REQUEST, "你能简单解释一下什么是通货膨胀吗？"),
    ("zh", MOMENT, "今天好热啊，一动就出汗。"),
    ("zh", MOMENT, "刚开完会，累死了。"),
    ("zh", MOMENT, "早上地铁挤得要命。"),
    ("zh", MOMENT, "现在好困，但还有一堆事没做完。"),
    ("zh", EVENT, "今天中午吃了火锅，好撑。"),
    ("zh", EVENT, "昨晚看了《流浪地球2》。"),
    ("zh", EVENT, "上午去银行办了点事，排了一个小时的队。"),
    ("zh", FEELING, "我觉得现在短视频太多了，看多了脑子发空。"),
    ("zh", FEELING, "这首歌听得我好想哭。"),
    ("zh", FEELING, "我觉得这个方案有点冒险。"),
    ("zh", WISH, "要是我中了彩票，我就去环游世界。"),
    ("zh", WISH, "真希望我会弹钢琴。"),
    ("zh", WISH, "要是能放一个月的假就好了。"),
    ("zh", SMALL, "谢谢，搞定了！"),
    ("zh", SMALL, "哈哈，你真逗。"),
    ("zh", SMALL, "好的，我们再试一次。"),
    ("zh", QUOTED, "帮我翻译成英文：“我住在上海，我有两只猫。”"),
    ("zh", QUOTED, "帮我给小说里的主角写一段自我介绍，开头是“我叫李明，是一名程序员”。"),
    ("zh", QUOTED, "这段代码哪里错了？for i in range(10) print(i)"),
    ("zh", TOPIC, "听说明天有台风，要降温了。"),
    ("zh", TOPIC, "昨晚那场球赛太精彩了，点球大战才分出胜负。"),
    ("zh", TOPIC, "《三体》里最让人震撼的是黑暗森林那一段。"),
    # ja
    ("ja", REQUEST, "このメール、もう少し丁寧な言い方にしてもらえますか？"),
    ("ja", REQUEST, "カレーを美味しく作るコツを教えて。"),
    ("ja", REQUEST, "「お疲れ様」と「ご苦労様」の違いは何ですか？"),
    ("ja", MOMENT, "今日はなんだか眠い。"),
    ("ja", MOMENT, "さっき買い物から帰ってきた。疲れた〜"),
    ("ja", MOMENT, "朝から雨でテンション下がる。"),
    ("ja", EVENT, "昨日、久しぶりに映画館で映画を見た。"),
    ("ja", EVENT, "お昼にラーメン食べた。"),
    ("ja", EVENT, "今朝、歯医者に行ってきました。"),
    ("ja", EVENT, "さっき財布を家に忘れたことに気づいた。"),
    ("ja", FEELING, "リモートワークって、正直そんなに良くないと思う。"),
    ("ja", FEELING, "この曲、聴くと泣きそうになる。"),
    ("ja", FEELING, "最近のドラマは昔ほど面白くない気がする。"),
    ("ja", WISH, "宝くじが当たったら、海の近くに家を買いたいな。"),
    ("ja", WISH, "英語がペラペラ話せたらいいのに。"),
    ("ja", WISH, "もし時間を巻き戻せたら、何をする？"),
    ("ja", SMALL, "ありがとう、うまくいきました！"),
    ("ja", SMALL, "笑った、それいいね。"),
    ("ja", SMALL, "じゃあ、もう一回やってみよう。"),
    ("ja", QUOTED, "次の文を英語に訳して：「私は大阪に住んでいて、犬を二匹飼っています。」"),
    ("ja", QUOTED, "このコードのどこが間違ってる？ print('私は学生です'"),
    ("ja", QUOTED, "小説の登場人物が「僕は医者だ」と名乗る場面のセリフを考えて。"),
    ("ja", TOPIC, "今日の台風、すごかったね。"),
    ("ja", TOPIC, "昨日の試合、大谷がまたホームラン打ったね！"),
    ("ja", TOPIC, "『君たちはどう生きるか』って、結局どういう意味だったんだろう。"),
    # de
    ("de", REQUEST, "Wie kocht man Risotto, ohne dass es klebrig wird?"),
    ("de", REQUEST, "Kannst du diese Mail etwas freundlicher formulieren?"),
    ("de", REQUEST, "Was ist der Unterschied zwischen 'seit' und 'seid'?"),
    ("de", MOMENT, "Bin heute total k.o."),
    ("de", MOMENT, "Puh, gerade vom Einkaufen zurück, draußen ist es eiskalt."),
    ("de", MOMENT, "Mein Zug hatte heute Morgen 40 Minuten Verspätung."),
    ("de", EVENT, "War heute Vormittag beim Zahnarzt."),
    ("de", EVENT, "Hab mittags Pizza gegessen, war gar nicht so gut."),
    ("de", EVENT, "Gestern Abend habe ich endlich Oppenheimer geschaut."),
    ("de", FEELING, "Ich finde, Homeoffice wird total überschätzt."),
    ("de", FEELING, "Dieses Lied geht mir echt nahe."),
    ("de", FEELING, "Ehrlich gesagt finde ich die neue Regelung ziemlich unfair."),
    ("de", FEELING, "Ich bin gerade ein bisschen genervt, weiß nicht mal warum."),
    ("de", WISH, "Wenn ich im Lotto gewinnen würde, würde ich mir ein Segelboot kaufen."),
    ("de", WISH, "Ich wünschte, ich könnte Japanisch sprechen."),
    ("de", WISH, "Was wäre, wenn man einfach ein Jahr lang durch Südamerika reisen würde?"),
    ("de", SMALL, "Danke, hat geklappt!"),
    ("de", SMALL, "Haha, der war gut."),
    ("de", SMALL, "Okay, noch mal von vorne."),
    ("de", QUOTED, "Übersetze ins Englische: 'Ich wohne in Berlin und habe zwei Katzen.'"),
    ("de", QUOTED, "Schreib ein Beispiel-Anschreiben, in dem ein Bewerber sagt: 'Ich habe fünf Jahre Erfahrung im Vertrieb.'"),
    ("de", QUOTED, "Korrigier bitte die Grammatik: 'Ich bin gestern nach Hause gegangen und hab gekocht.'"),
    ("de", TOPIC, "Heute sollen es bis zu 35 Grad werden, verrückt."),
    ("de", TOPIC, "Hast du das Spiel gestern gesehen? Bayern hat echt schwach gespielt."),
    ("de", TOPIC, "Das Ende vom 'Vorleser' fand ich ziemlich bedrückend."),
    # fr
    ("fr", REQUEST, "Tu peux reformuler ce paragraphe pour qu'il soit plus clair ?"),
    ("fr", REQUEST, "Comment on fait une pâte à crêpes sans grumeaux ?"),
    ("fr", REQUEST, "C'est quoi la différence entre « quelque fois » et « quelquefois » ?"),
    ("fr", MOMENT, "Je suis crevé aujourd'hui."),
    ("fr", MOMENT, "Il fait une chaleur à mourir, là."),
    ("fr", MOMENT, "Je viens de rentrer des courses, impossible de se garer."),
    ("fr", EVENT, "Je suis allé chez le dentiste ce matin."),
    ("fr", EVENT, "J'ai mangé une raclette hier soir, je suis encore barbouillé."),
    ("fr", EVENT, "J'ai vu le dernier Spielberg hier au cinéma."),
    ("fr", FEELING, "Je trouve que le télétravail, c'est un peu surfait."),
    ("fr", FEELING, "Cette chanson me donne des frissons."),
    ("fr", FEELING, "J'ai un peu le cafard ce soir."),
    ("fr", WISH, "Si je gagnais au loto, je m'achèterais une maison en Bretagne."),
    ("fr", WISH, "J'aimerais tellement savoir parler japonais."),
    ("fr", WISH, "Et si je plaquais tout pour ouvrir une librairie ?"),
    ("fr", WISH, "Ce serait génial de pouvoir voler, non ?"),
    ("fr", SMALL, "Merci, ça marche !"),
    ("fr", SMALL, "Haha, pas mal celle-là."),
    ("fr", SMALL, "Bon, on réessaie."),
    ("fr", QUOTED, "Traduis en anglais : « J'habite à Lyon et j'adore les chats. »"),
    ("fr", QUOTED, "Écris-moi un exemple de lettre de motivation où le candidat dit « j'ai dix ans d'expérience en comptabilité »."),
    ("fr", QUOTED, "Pourquoi ce code plante ? `age = input('Quel âge as-tu ?') + 1`"),
    ("fr", TOPIC, "Il paraît qu'il va neiger ce week-end."),
    ("fr", TOPIC, "Quel match hier soir, le PSG a été nul en deuxième mi-temps."),
    ("fr", TOPIC, "Tu as lu « L'Étranger » ? La fin me laisse perplexe."),
    # es
    ("es", REQUEST, "¿Me ayudas a escribir una felicitación de cumpleaños que sea graciosa?"),
    ("es", REQUEST, "¿Cómo se hace una tortilla de patatas jugosa?"),
    ("es", REQUEST, "Explícame qué es la inflación en pocas palabras."),
    ("es", MOMENT, "Qué calor hace hoy, no hay quien lo aguante."),
    ("es", MOMENT, "Acabo de volver del súper y estoy agotado."),
    ("es", MOMENT, "Esta mañana el tráfico estaba fatal."),
    ("es", EVENT, "Fui al cine ayer a ver la nueva de Almodóvar."),
    ("es", EVENT, "Hoy he comido paella y ahora me muero de sueño."),
    ("es", EVENT, "Esta mañana me he quedado dormido y he llegado tarde."),
    ("es", FEELING, "Creo que el teletrabajo está sobrevalorado."),
    ("es", FEELING, "Esta canción me pone la piel de gallina."),
    ("es", FEELING, "Me da un poco de pena que se acabe el verano."),
    ("es", WISH, "Si me tocara la lotería, me compraría un barco."),
    ("es", WISH, "Ojalá supiera tocar la guitarra."),
    ("es", WISH, "¿Qué harías tú si pudieras viajar en el tiempo?"),
    ("es", SMALL, "¡Gracias, funcionó!"),
    ("es", SMALL, "Jajaja, muy bueno."),
    ("es", SMALL, "Vale, probemos otra vez."),
    ("es", SMALL, "Perfecto, eso es justo lo que necesitaba."),
    ("es", QUOTED, "Traduce al inglés: «Vivo en Madrid y tengo un perro.»"),
    ("es", QUOTED, "Escribe una carta de presentación de ejemplo en la que el candidato dice «tengo cinco años de experiencia como diseñador»."),
    ("es", QUOTED, "¿Por qué falla esto? `nombre = 'Ana' print(nombre)`"),
    ("es", TOPIC, "¿Viste el partido de anoche? Qué golazo el del último minuto."),
    ("es", TOPIC, "Dicen que mañana va a llover todo el día."),
    ("es", TOPIC, "El final de «Cien años de soledad» me dejó sin palabras."),
    # it
    ("it", REQUEST, "Mi aiuti a rendere questa mail un po' più gentile?"),
    ("it", REQUEST, "Come si fa la carbonara senza che l'uovo diventi una frittata?"),
    ("it", REQUEST, "Qual è la differenza tra 'ne' e 'né'?"),
    ("it", MOMENT, "Oggi sono stanchissimo."),
    ("it", MOMENT, "Che caldo oggi, non si respira."),
    ("it", MOMENT, "Sono appena tornato dal supermercato, c'era una fila assurda."),
    ("it", EVENT, "Stamattina sono andato dal dentista."),
    ("it", EVENT, "A pranzo ho mangiato una pizza enorme."),
    ("it", EVENT, "Ieri sera ho visto Oppenheimer al cinema."),
    ("it", FEELING, "Secondo me lo smart working è sopravvalutato."),
    ("it", FEELING, "Questa canzone mi fa venire la pelle d'oca."),
    ("it", FEELING, "Sono un po' giù di morale stasera."),
    ("it", WISH, "Se vincessi alla lotteria, mi comprerei una casa al mare."),
    ("it", WISH, "Magari sapessi parlare giapponese!"),
    ("it", WISH, "Chissà come sarebbe vivere in Islanda."),
    ("it", SMALL, "Grazie, ha funzionato!"),
    ("it", SMALL, "Ahah, bella questa."),
    ("it", SMALL, "Ok, riproviamo."),
    ("it", QUOTED, "Traduci in inglese: «Abito a Roma e ho due gatti.»"),
    ("it", QUOTED, "Scrivi un esempio di lettera di presentazione in cui il candidato dice «ho cinque anni di esperienza nel marketing»."),
    ("it", QUOTED, "Correggi questa frase: «Io sono andato al mare ieri e ho mangiato un gelato.»"),
    ("it", QUOTED, "Cosa stampa questo codice? `eta = 30; print(eta)`"),
    ("it", TOPIC, "Hai visto la partita ieri? L'Inter ha giocato malissimo."),
    ("it", TOPIC, "Dicono che domani arriva una grandinata."),
    ("it", TOPIC, "Il finale de «La coscienza di Zeno» non l'ho capito per niente."),
    # pt
    ("pt", REQUEST, "Pode deixar esse e-mail mais simpático?"),
    ("pt", REQUEST, "Como faço um brigadeiro que não fique duro?"),
    ("pt", REQUEST, "Qual a diferença entre 'mas' e 'mais'?"),
    ("pt", MOMENT, "Hoje tô morto de cansaço."),
    ("pt", MOMENT, "Que calor hoje, meu Deus."),
    ("pt", MOMENT, "Acabei de chegar do mercado, estava lotado."),
    ("pt", EVENT, "Fui ao dentista hoje de manhã."),
    ("pt", EVENT, "Almocei feijoada e agora só quero dormir."),
    ("pt", EVENT, "Ontem à noite vi Duna no cinema."),
    ("pt", FEELING, "Acho que o trabalho remoto é superestimado."),
    ("pt", FEELING, "Essa música me dá vontade de chorar."),
    ("pt", FEELING, "Tô meio ansioso hoje, nem sei por quê."),
    ("pt", WISH, "Se eu ganhasse na loteria, comprava um barco."),
    ("pt", WISH, "Quem me dera saber falar japonês."),
    ("pt", WISH, "Imagina morar numa ilha deserta, hein?"),
    ("pt", SMALL, "Valeu, deu certo!"),
    ("pt", SMALL, "Kkkkk boa essa."),
    ("pt", SMALL, "Beleza, vamos tentar de novo."),
    ("pt", QUOTED, "Traduz para inglês: «Moro em Lisboa e adoro gatos.»"),
    ("pt", QUOTED, "Escreve um exemplo de carta de apresentação em que o candidato diz 'tenho cinco anos de experiência em vendas'."),
    ("pt", QUOTED, "Por que esse código dá erro? `idade = '25' + 5`"),
    ("pt", TOPIC, "Viu o jogo ontem? O Flamengo jogou muito mal."),
    ("pt", TOPIC, "Dizem que vai chover o fim de semana todo."),
    ("pt", TOPIC, "O final de 'Dom Casmurro' me deixa com dúvida: Capitu traiu ou não?"),
    ("pt", TOPIC, "Viste as notícias? Parece que a gasolina vai subir outra vez."),
]

LANGS = ["en", "zh", "ja", "de", "fr", "es", "it", "pt"]


def main() -> int:
    return run_no_fact_probe(__doc__, MESSAGES, KINDS)


def run_no_fact_probe(doc: str, messages: list, kinds: list) -> int:
    """Extract each message; print those that yield facts and the share left empty, by kind and by language
    (bench/probe_no_fact2.py runs its own messages here too)."""
    from probe_wrong_endings import probe_args, probe_extractor  # (the probes' one command line and extractor)

    args = probe_args(doc)
    extractor = probe_extractor(args.rules_only)
    empty = 0
    by_kind, by_lang = Counter(), Counter()
    total_kind, total_lang = Counter(), Counter()
    for lang, kind, message in messages:
        out = extractor.extract(message)
        kept = list(zip(out.facts, out.attributes))
        total_kind[kind] += 1
        total_lang[lang] += 1
        if not kept:
            empty += 1
            by_kind[kind] += 1
            by_lang[lang] += 1
        if kept or args.verbose:
            tag = "KEPT" if kept else "ok  "
            print(f"{tag} [{lang}] ({kind}) {message} -> {kept}")
    how = "rules only" if args.rules_only else "model"
    print(f"\nno-fact messages left empty: {empty}/{len(messages)} ({how})")
    print("by kind: " + ", ".join(f"{k} {by_kind[k]}/{total_kind[k]}" for k in kinds)
          + " | by language: " + ", ".join(f"{g} {by_lang[g]}/{total_lang[g]}" for g in LANGS))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main())
