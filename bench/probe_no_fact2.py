"""Probe 2: more messages that hold no lasting fact about the writer; none may yield a fact.

bench/probe_no_fact.py covers requests, moments, the day's events, feelings, wishes, small talk, quoted
tasks and topics. This second probe covers eight other kinds of message that hold nothing to remember,
each of which can look like a fact about the writer to rules reading first-person sentences:

- chatty: 2-4 sentences mixing the day's small events and feelings with a request;
- assistant: talk about the assistant or the conversation ("you misunderstood me", "too long");
- things: statements about things, places or general truths, not about the writer;
- plan: the writer's plans for today or this week only, with no lasting change;
- done: the writer's one-off errands of the day or week (returned shoes, paid a bill);
- question: questions framed in the first person ("Do I need a visa for Canada?");
- joke: sarcasm, jokes, exclamations ("I'm a genius, it worked");
- fiction: role-play or writing prompts in the first person, clearly marked as fiction.

160 messages written for that purpose (not taken from any bench set, none copied from the first probe):
20 per language (en zh ja de fr es it pt), written natively, 20 per kind (3 of four kinds and 2 of the
other four in each language). None is about the writer's relatives or friends, and none holds a lasting
fact (where they live, work, family, pets, diet, health, hobbies, habits, age, vehicle, a plan with a date).

Each message runs through the extractor the bench builds (bench/bench_extract.py, via the probes' shared
bench/probe_wrong_endings.py): the llama extractor with the shared meaning stage; ``--rules-only`` uses
the bench's RulesOnly (the model answers yes to every question the rules leave it). A message passes when
it yields no fact.

    .venv/bin/python bench/probe_no_fact2.py [--rules-only] [--verbose]

First run (2 runs each way, same result): 102/160 left empty with rules only, 117/160 with the model.
With the model, by kind: chatty 9/20, assistant 19/20, things 20/20, plan 14/20, done 14/20, question 20/20,
joke 6/20, fiction 15/20; by language: en 17, zh 14, ja 16, de 12, fr 11, es 14, it 18, pt 15 (of 20).
The model's 43 kept: a moment or the day's small event inside a chatty request (11: "User is trempé",
"ist das Handy runtergefallen", "chegou encharcado" as job), a boast or sarcasm read literally (14: "User is
a genius" in seven languages, "está radiante", "freu sich riesig", "La día del usuario favorito" as
preference), a plan for today or tomorrow (6: post office, bank, "Pfandflaschen", "Steuererklärung", "trie
sa paperasse"; "去邮局寄个包裹" as trip), an errand done (6: returned shoes in zh fr es it, "paggó la
factura", answered mails), the writer's role in a role-play (5: "用户是租客", "应聘厨师" as job, "Mieter",
"入居者役", "部屋を変えてほしい客"), and a cut-down correction to the assistant ("meintet die andere Datei").

After session 24's rules (a role-play asked is no statement, a genius for a moment, soaked or in a good mood are
moments, a Chinese errand is no trip): 115/160 rules only, 132/160 with the model; fiction 20/20, joke 12/20. Left:
the day's small events in chatty requests, errands done or planned for tomorrow (a day to come alone drops nothing:
it cost right states before, tests/unit/test_plans_and_events_are_no_facts.py), sarcasm read literally.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CHATTY = "chatty"
ASSISTANT = "assistant"
THINGS = "things"
PLAN = "plan"
DONE = "done"
QUESTION = "question"
JOKE = "joke"
FICTION = "fiction"
KINDS = [CHATTY, ASSISTANT, THINGS, PLAN, DONE, QUESTION, JOKE, FICTION]

# (language, kind, message): none holds a lasting fact about the writer
MESSAGES = [
    # en
    ("en", CHATTY, "What a morning. It started pouring the second I stepped outside and my umbrella flipped "
                   "inside out. Anyway, could you help me write a short thank-you note?"),
    ("en", CHATTY, "I've been staring at this spreadsheet for an hour and my eyes are sore. The sun finally came "
                   "out though, which is nice. How do I freeze the top row in Excel?"),
    ("en", CHATTY, "Okay, weird day so far: the power went out for ten minutes and I spilled tea all over my notes. "
                   "I'm a bit frazzled. Can you summarize this article in three bullet points?"),
    ("en", ASSISTANT, "No, you misunderstood me, I wanted a shorter version, not a different one."),
    ("en", ASSISTANT, "That answer was way too long, can you cut it down to two sentences?"),
    ("en", ASSISTANT, "Why do you keep apologizing? Just give me the answer."),
    ("en", THINGS, "Paris gets really crowded in August, and half the bakeries close too."),
    ("en", THINGS, "Apparently the new iPhone's battery is worse than the old one's."),
    ("en", THINGS, "The train from Boston to New York takes about four hours."),
    ("en", PLAN, "I'm going to clean out the fridge tonight."),
    ("en", PLAN, "Tomorrow I'll call the bank about that weird charge."),
    ("en", PLAN, "Tonight I'm finally going to sort through that pile of receipts."),
    ("en", DONE, "I finally returned those shoes that didn't fit."),
    ("en", DONE, "Just mailed the tax forms, a whole day before the deadline."),
    ("en", QUESTION, "Do I need a visa to visit Brazil for a week?"),
    ("en", QUESTION, "Should I use tabs or spaces in Python?"),
    ("en", JOKE, "I'm a genius, it actually worked on the first try!"),
    ("en", JOKE, "Nailed it. By which I mean I broke it completely."),
    ("en", FICTION, "Write a short story that begins: 'I am an old lighthouse keeper and nobody has visited me in years.'"),
    ("en", FICTION, "Let's role-play: you're a hotel receptionist and I'm a guest complaining about a noisy room."),
    # zh
    ("zh", CHATTY, "今天真折腾，快递送错了地方，我跑了两趟才拿到，心里有点烦。对了，你能帮我把这段文字改成几个要点吗？"),
    ("zh", CHATTY, "下午突然下大雨，我没带伞，鞋子到现在还是湿的。先不说这个了，“事半功倍”到底是什么意思？"),
    ("zh", ASSISTANT, "你理解错了，我要的是英文版，不是中文的。"),
    ("zh", ASSISTANT, "刚才那个回答太啰嗦了，能不能简短一点？"),
    ("zh", THINGS, "北京的秋天是一年里最舒服的季节。"),
    ("zh", THINGS, "高铁从上海到杭州只要一个小时左右。"),
    ("zh", PLAN, "今晚我打算把厨房彻底打扫一遍。"),
    ("zh", PLAN, "明天上午我要去邮局寄个包裹。"),
    ("zh", DONE, "我刚把那双不合脚的鞋退掉了。"),
    ("zh", DONE, "终于把积压的邮件都回完了，舒服。"),
    ("zh", DONE, "刚在手机上交了这个月的电费。"),
    ("zh", QUESTION, "我应该先学Python还是先学JavaScript？"),
    ("zh", QUESTION, "去日本旅游要给小费吗？我怕失礼。"),
    ("zh", QUESTION, "我在加拿大转机需要办签证吗？"),
    ("zh", JOKE, "我真是个天才，居然一次就跑通了！"),
    ("zh", JOKE, "哈哈，我宣布自己是今天的拖延冠军。"),
    ("zh", JOKE, "太好了，又下雨了，我可真幸运呢。"),
    ("zh", FICTION, "写一个故事，开头是：“我是一条住在山洞里的龙，已经三百岁了。”"),
    ("zh", FICTION, "我们来角色扮演：你是房东，我是租客，我想问押金什么时候退。"),
    ("zh", FICTION, "假装你是面试官，我是来应聘厨师的，开始提问吧。"),
    # ja
    ("ja", CHATTY, "今日はなんだかバタバタだった。電車が止まって30分も待たされたし、傘も忘れたし。まあいいや、この文章を敬語に直してくれる？"),
    ("ja", CHATTY, "さっきコーヒーをキーボードにこぼしちゃって焦った。なんとか無事だったけど。ところで、エクセルで重複を消す方法って何だっけ？"),
    ("ja", ASSISTANT, "いや、そういう意味じゃなくて、もっと短くしてほしかったの。"),
    ("ja", ASSISTANT, "さっきの答え、ちょっと長すぎる。三行でまとめて。"),
    ("ja", THINGS, "京都は紅葉の時期、どこもすごく混む。"),
    ("ja", THINGS, "新幹線なら東京から大阪まで二時間半くらいだよね。"),
    ("ja", PLAN, "今夜こそ部屋の片付けをするぞ。"),
    ("ja", PLAN, "明日、銀行に電話して手続きのことを聞いてみる。"),
    ("ja", DONE, "サイズが合わなかった靴、やっと返品した。"),
    ("ja", DONE, "たまってたメール、全部返信し終わった！"),
    ("ja", DONE, "さっきコンビニで電気代を払ってきた。"),
    ("ja", QUESTION, "RustとGo、どっちから勉強したほうがいいかな？"),
    ("ja", QUESTION, "アメリカのレストランでチップって何パーセント払えばいいの？"),
    ("ja", QUESTION, "台湾に一週間行くのにビザって要る？"),
    ("ja", JOKE, "私って天才かも。一発で動いた笑"),
    ("ja", JOKE, "はい、本日も見事に何も進みませんでした〜"),
    ("ja", JOKE, "また雨か。最高だね、本当に（棒読み）"),
    ("ja", FICTION, "「私は森の奥に住む魔女です」という一文で始まる短い物語を書いて。"),
    ("ja", FICTION, "ロールプレイしよう。あなたはホテルのフロント係で、私は部屋を変えてほしい客ね。"),
    ("ja", FICTION, "あなたは大家さん役、私は敷金のことを聞きに来た入居者役で、会話のお芝居をしてみて。"),
    # de
    ("de", CHATTY, "Heute läuft irgendwie alles schief: Das Paket kam nicht, und im Supermarkt ging die Kasse kaputt. "
                   "Na ja. Kannst du mir kurz erklären, wie man in Word ein Inhaltsverzeichnis einfügt?"),
    ("de", CHATTY, "Draußen ist es endlich mal sonnig und ich hab richtig gute Laune. Den Abwasch hab ich auch schon "
                   "erledigt. Hast du ein paar Ideen für einen lustigen Geburtstagsspruch?"),
    ("de", CHATTY, "Mir ist vorhin das Handy runtergefallen, das Display hat zum Glück überlebt. Der Schreck sitzt "
                   "aber noch. Wie viel sind nochmal 15 % von 240?"),
    ("de", ASSISTANT, "Nein, da hast du mich falsch verstanden, ich meinte die andere Datei."),
    ("de", ASSISTANT, "Die Antwort war mir viel zu lang, geht das auch in zwei Sätzen?"),
    ("de", ASSISTANT, "Kannst du dir dieses Gespräch für später merken?"),
    ("de", THINGS, "München ist im Oktober wegen der Wiesn total überlaufen."),
    ("de", THINGS, "Der ICE von Hamburg nach Berlin braucht keine zwei Stunden."),
    ("de", THINGS, "Diese billigen Powerbanks gehen nach ein paar Monaten ständig kaputt."),
    ("de", PLAN, "Heute Abend miste ich endlich mal den Kleiderschrank aus."),
    ("de", PLAN, "Morgen früh bringe ich die Pfandflaschen weg."),
    ("de", PLAN, "Diese Woche will ich noch die Steuererklärung fertig machen."),
    ("de", DONE, "Hab die Schuhe heute zurückgeschickt, die waren einfach zu klein."),
    ("de", DONE, "Endlich alle Mails beantwortet, Postfach leer!"),
    ("de", QUESTION, "Muss ich in den USA im Restaurant wirklich 20 % Trinkgeld geben?"),
    ("de", QUESTION, "Brauche ich für eine Woche Kanada ein Visum oder reicht die eTA?"),
    ("de", JOKE, "Ich bin ein Genie, es hat tatsächlich geklappt!"),
    ("de", JOKE, "Na toll, schon wieder Montag. Ich freu mich riesig. Nicht."),
    ("de", FICTION, "Schreib eine Geschichte, die so anfängt: 'Ich bin ein alter Drache und hause in einer Höhle im Harz.'"),
    ("de", FICTION, "Lass uns ein Rollenspiel machen: Du bist ein Vermieter, ich bin ein Mieter, der seine Kaution zurückwill."),
    # fr
    ("fr", CHATTY, "Journée bizarre : la machine à café de la gare était en panne et j'ai raté le bus de deux minutes. "
                   "Bref. Tu peux m'aider à mettre ce texte sous forme de liste ?"),
    ("fr", CHATTY, "Il pleut des cordes depuis ce matin et j'ai oublié mon parapluie, évidemment. Je suis trempé. "
                   "Sinon, tu peux m'expliquer la différence entre « censé » et « sensé » ?"),
    ("fr", ASSISTANT, "Non, tu m'as mal compris, je voulais juste corriger les fautes, pas tout réécrire."),
    ("fr", ASSISTANT, "Ta réponse est beaucoup trop longue, fais plus court s'il te plaît."),
    ("fr", THINGS, "Paris en août, c'est vide de Parisiens et plein de touristes."),
    ("fr", THINGS, "Le TGV Paris-Lyon met à peine deux heures."),
    ("fr", PLAN, "Ce soir, je trie enfin toute ma paperasse."),
    ("fr", PLAN, "Demain matin je passe à la poste déposer un colis."),
    ("fr", DONE, "J'ai enfin renvoyé les chaussures qui ne m'allaient pas."),
    ("fr", DONE, "Je viens de payer la facture d'électricité, ouf."),
    ("fr", DONE, "J'ai fini par répondre à tous mes mails en retard."),
    ("fr", QUESTION, "Je devrais apprendre Rust ou Go en premier ?"),
    ("fr", QUESTION, "Est-ce que je dois laisser un pourboire aux États-Unis, et combien ?"),
    ("fr", QUESTION, "Il me faut un visa pour passer une semaine au Maroc ?"),
    ("fr", JOKE, "Je suis un génie, ça a marché du premier coup !"),
    ("fr", JOKE, "Bravo moi, j'ai réussi à rater des pâtes. Chef étoilé, clairement."),
    ("fr", JOKE, "Génial, encore une panne de wifi. Ma journée est parfaite."),
    ("fr", FICTION, "Écris une histoire qui commence par : « Je suis un dragon qui vit dans une grotte depuis mille ans. »"),
    ("fr", FICTION, "Joue un propriétaire grincheux, moi je serai le locataire qui réclame sa caution."),
    ("fr", FICTION, "Imaginons que tu es un serveur parisien et moi un touriste perdu. À toi de commencer !"),
    # es
    ("es", CHATTY, "Vaya mañana llevo: se me ha roto el cargador y encima el café se me ha quedado frío. En fin, "
                   "¿me ayudas a ordenar esta lista alfabéticamente?"),
    ("es", CHATTY, "Hoy hace un día precioso y he salido a dar una vuelta al mediodía, me ha sentado genial. "
                   "Oye, ¿cómo se calcula el IVA de 150 euros?"),
    ("es", CHATTY, "Acabo de pasar una hora al teléfono con atención al cliente, qué desesperación. Por suerte ya "
                   "está resuelto. ¿Me redactas un correo corto para confirmar lo que hablamos?"),
    ("es", ASSISTANT, "No, me has entendido mal, quería la versión en inglés."),
    ("es", ASSISTANT, "Esa respuesta es demasiado larga, resúmela en dos frases."),
    ("es", ASSISTANT, "¿Por qué me contestas con listas? Escríbelo en un párrafo normal."),
    ("es", THINGS, "Barcelona en agosto está llena de turistas."),
    ("es", THINGS, "El AVE de Madrid a Sevilla tarda unas dos horas y media."),
    ("es", THINGS, "Los móviles baratos suelen tener una batería malísima."),
    ("es", PLAN, "Esta noche voy a limpiar la cocina a fondo."),
    ("es", PLAN, "Mañana llamo al banco por un cargo raro que me ha aparecido."),
    ("es", PLAN, "Esta tarde paso por Correos a recoger un paquete."),
    ("es", DONE, "Por fin devolví las zapatillas que me quedaban pequeñas."),
    ("es", DONE, "Ya pagué la factura de la luz, menos mal."),
    ("es", QUESTION, "¿Debería aprender Python o JavaScript primero?"),
    ("es", QUESTION, "¿Necesito visado para ir a Estados Unidos de vacaciones?"),
    ("es", JOKE, "Soy un genio, ¡funcionó a la primera!"),
    ("es", JOKE, "Qué bien, otra vez lunes. Mi día favorito, claro que sí."),
    ("es", FICTION, "Escribe un cuento que empiece así: «Soy un dragón que vive en una cueva y odia a los caballeros.»"),
    ("es", FICTION, "Hagamos un juego de rol: tú eres un policía y yo un testigo de un robo."),
    # it
    ("it", CHATTY, "Stamattina è saltata la corrente per mezz'ora e ho perso il file che stavo scrivendo. Che nervi. "
                   "Mi spieghi come si attiva il salvataggio automatico in Word?"),
    ("it", CHATTY, "Oggi c'è un sole bellissimo e sono di ottimo umore. Ho appena finito di stendere il bucato. "
                   "Mi dai qualche idea per un biglietto di auguri spiritoso?"),
    ("it", CHATTY, "Ho passato un'ora in coda alle Poste, ma alla fine ho risolto. Sono sfinito. Senti, si scrive "
                   "\"un po'\" con l'apostrofo o con l'accento?"),
    ("it", ASSISTANT, "No, mi hai frainteso, volevo solo correggere gli errori."),
    ("it", ASSISTANT, "La risposta di prima era troppo lunga, me la riassumi?"),
    ("it", ASSISTANT, "Ti puoi ricordare questa conversazione per la prossima volta?"),
    ("it", THINGS, "Venezia d'estate è carissima e piena di turisti."),
    ("it", THINGS, "Il Frecciarossa da Milano a Roma ci mette circa tre ore."),
    ("it", THINGS, "Questi auricolari economici si rompono dopo pochi mesi."),
    ("it", PLAN, "Stasera pulisco finalmente il forno."),
    ("it", PLAN, "Domani chiamo la banca per un addebito strano."),
    ("it", PLAN, "Oggi pomeriggio vado in posta a spedire un pacco."),
    ("it", DONE, "Finalmente ho restituito le scarpe che mi stavano strette."),
    ("it", DONE, "Ho appena pagato la bolletta della luce."),
    ("it", QUESTION, "Conviene che impari prima Python o JavaScript?"),
    ("it", QUESTION, "In Giappone devo lasciare la mancia al ristorante?"),
    ("it", JOKE, "Sono un genio, ha funzionato al primo colpo!"),
    ("it", JOKE, "Evviva, un altro lunedì. Non vedevo l'ora, proprio."),
    ("it", FICTION, "Scrivi una storia che inizia così: «Sono un drago che vive in una grotta sulle Alpi.»"),
    ("it", FICTION, "Facciamo un gioco di ruolo: tu sei un cameriere scortese e io un cliente che vuole il conto."),
    # pt
    ("pt", CHATTY, "Dia corrido: o entregador foi no endereço errado e eu tive que correr atrás dele. Tô rindo até "
                   "agora. Enfim, me ajuda a escrever uma mensagem de parabéns curtinha?"),
    ("pt", CHATTY, "Choveu a tarde inteira e eu esqueci o guarda-chuva, claro. Cheguei encharcado. Mudando de "
                   "assunto, qual é o plural de 'cidadão'?"),
    ("pt", ASSISTANT, "Não, você me entendeu errado, eu queria a versão em inglês."),
    ("pt", ASSISTANT, "Essa resposta ficou muito longa, resume em duas frases?"),
    ("pt", THINGS, "O Rio no Carnaval fica caríssimo e lotado."),
    ("pt", THINGS, "De Lisboa ao Porto de comboio são quase três horas."),
    ("pt", PLAN, "Hoje à noite vou dar uma faxina na cozinha."),
    ("pt", PLAN, "Amanhã ligo pro banco por causa de uma cobrança estranha."),
    ("pt", DONE, "Finalmente devolvi o tênis que ficou apertado."),
    ("pt", DONE, "Acabei de pagar a conta de luz."),
    ("pt", DONE, "Respondi todos os e-mails atrasados, que alívio!"),
    ("pt", QUESTION, "Devo aprender Python ou JavaScript primeiro?"),
    ("pt", QUESTION, "Preciso de visto pra passar uma semana no Canadá?"),
    ("pt", QUESTION, "Eu tenho que dar gorjeta nos Estados Unidos? Quanto?"),
    ("pt", JOKE, "Sou um gênio, funcionou de primeira!"),
    ("pt", JOKE, "Ótimo, mais uma segunda-feira. Tô radiante. Só que não."),
    ("pt", JOKE, "Hoje fui a pessoa mais produtiva do mundo: abri a geladeira quinze vezes."),
    ("pt", FICTION, "Escreve uma história que comece assim: «Sou um dragão que mora numa caverna e tem medo do escuro.»"),
    ("pt", FICTION, "Vamos fazer um roleplay: você é o dono do apartamento e eu o inquilino pedindo o depósito de volta."),
    ("pt", FICTION, "Finge que você é um vendedor de carros e eu um cliente desconfiado."),
]



def main() -> int:
    from probe_no_fact import run_no_fact_probe  # (the first probe's runner)

    return run_no_fact_probe(__doc__, MESSAGES, KINDS)


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main())
