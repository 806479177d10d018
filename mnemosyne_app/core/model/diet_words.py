"""The short words chat uses for a vegetarian diet ("veggie", "végé"), said after a verb of being: one module for the
attribute rules (core/model/attributes.py) and for a diet said again (core/model/same_state_said.py), which imports
the attribute rules and so cannot lend them its own. Only after the verb: "un burger végé", "veggie stuff" are food."""

# A diet said again, by any verb of being or becoming ("went veggie", "stayed veggie"): it only folds two facts into one.
SHORT_VEGETARIAN = r"\b(?:suis|est|être|plus|pas|i['’]m|am|is|was|been|went|gone|going|stay|stayed)\s+(?:veggie|végé|veggy)\b"

# The diet held now, by the verb of being alone, which places the attribute (a new diet ends the old one): not a plan, a
# meal or a day ("I'm going veggie tomorrow", "went veggie for dinner", "was veggie yesterday"), nor a kind of it
# ("veggie-friendly", "veggie curious").
VEGETARIAN_NOW = (r"\b(?:suis|est|être|plus|pas|i['’]m|am|been)\s+(?:veggie|végé|veggy)(?![\w-])"
                  r"(?!\s+(?:for (?:dinner|lunch|breakfast|tonight|today|lent|january|a (?:day|week|month)|the (?:day|week|"
                  r"month|weekend))|at|on|tomorrow|tonight|today|yesterday|curious|adjacent|option|burger|style|food)\b)")
