"""The Conversations filter searches the words said in the turns (issue 30, 'Smaller')."""

from mnemosyne_app import MemoryBrain


def test_conversations_matching_finds_turn_words_and_takes_any_text_safely(data_home):
    with MemoryBrain(scope="c", extractor="none", embedder="none") as b:
        garden = b.paste_conversation("user: how do I prune tomatoes?\nassistant: pinch the side shoots")
        b.paste_conversation("user: best train to Porto?\nassistant: the Alfa Pendular")
        conv = b.view("conversation_of", memory_id=garden[0])
        assert b.view("conversations_matching", query="pinch SIDE") == [conv]
        assert b.view("conversations_matching", query="pin") == [conv]  # a word being typed
        assert b.view("conversations_matching", query="pinch pendular") == []  # every word, in one turn
        for hostile in ['x"y', "AND", "NEAR(a b)", "*", "", "   "]:
            assert b.view("conversations_matching", query=hostile) == []
        b.delete_many(garden)
        assert b.view("conversations_matching", query="pinch") == []  # deleted turns are not searched
