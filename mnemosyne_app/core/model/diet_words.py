"""The short words chat uses for a vegetarian diet ("veggie", "végé"), said after a verb of being: one table for the
attribute rules (core/model/attributes.py) and for a diet said again (core/model/same_state_said.py), which imports
the attribute rules and so cannot lend them its own. Only after the verb: "un burger végé", "veggie stuff" are food."""

SHORT_VEGETARIAN = r"\b(?:suis|est|être|plus|pas|i['’]m|am|is|was|been|went|gone|going|stay|stayed)\s+(?:veggie|végé|veggy)\b"
