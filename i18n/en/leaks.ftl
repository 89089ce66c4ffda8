### The leak finder of `lesson check` (answers given away before they are due) and its checks of a lesson's prose.
### Language: en. Area: leaks
##
## The word lists are read in every language at once (a lesson's text may
## be in any of them): comma-separated phrases, matched without regard to
## case. Keep each list to what the language really writes.

## Numbers that are not counts.

# Written right before a number that names an item (tile 7, step 3, Example 2, row 3): such a number is a label.
leak-labels = tile, tiles, step, steps, question, questions, example, examples, lesson, lessons, phase, row, rows, column, columns, instance, instances, depth, depths, figure, width, height, level, node, nodes, move, chapter, number, no.
# Written right after a number that names a puzzle (the 15 puzzle).
leak-name-after = puzzle
# Written before a frontier node's number (node 3).
leak-node = node
# The numbers written as words, from zero (a | between two ways of writing one number; nothing for a number whose word is also the language's article, like một or 一): a word counts as its number when the answer's unit follows it (one inversion, no inversions).
leak-number-words = zero | no, one, two, three, four, five, six, seven, eight, nine, ten, eleven, twelve
# Words that turn a statement round.
leak-negations = not, never, cannot, can't, isn't, is not, no

## The words written after a count of each kind: a one-digit answer is given away only when one of them follows it (5 moves, 1 inversion).
leak-unit-inversions = inversion, inversions
leak-unit-moves = move, moves, step, steps
leak-unit-nodes = node, nodes, expansion, expansions
leak-unit-boards = board, boards, state, states, arrangement, arrangements
leak-unit-tiles = tile, tiles
leak-unit-times = time, times, change, changes

## Statements that answer a yes-or-no question about a board or a heuristic.
leak-solvable-yes = solvable, can be solved, can reach the goal, reaches the goal
leak-solvable-no = unsolvable, cannot be solved, can never be solved, cannot reach the goal, can never reach the goal, never reaches the goal
leak-admissible-yes = admissible, never overestimates
leak-admissible-no = not admissible, inadmissible, overestimates, overestimating, overestimate
leak-consistent-yes = consistent
leak-consistent-no = inconsistent, not consistent

## What `lesson check` says about an answer given away. $question: a question's number; $step, $at: step numbers; $kind: a step kind.
# $found: the text found, quoted.
leak-prose = { $found } in the { $field } of { $place } gives away the answer of question { $question } (step { $step }): a student's sheet holds every question at once, and the page shows this text before the question is answered. Write it in the question's explanation or in the text of the step that computes it, or make it a question.
leak-where-step = step { $at } ({ $kind })
leak-where-lesson = the lesson
leak-held = step { $at } ({ $kind }) shows the answer of question { $question } (step { $step }): it is held back until that question is answered and left off the student's sheet. Say so with `reveals: { $id }` on question { $question }.
leak-held-no-id = step { $at } ({ $kind }) shows the answer of question { $question } (step { $step }): it is held back until that question is answered and left off the student's sheet. Say so: give the step an `id:` and name it in `reveals:` on question { $question }.
leak-held-next-to = step { $at } ({ $kind }) shows the answer of question { $question } (step { $step }): it is held back until that question is answered and left off the student's sheet. Say so: write it right after step { $revealed }, the step question { $question } reveals.
leak-held-later = step { $at } ({ $kind }), revealed by question { $by }, also shows the answer of question { $question } (step { $step }): it is held back until question { $question } is answered. Reveal it from that question instead.
leak-in-question = question { $by } (step { $at }) shows the answer of question { $question } (step { $step }) among its expanded nodes: a student's sheet holds both questions at once. Ask about another board or another search.

## On a student's sheet, where steps that give an answer away are left off.
sheet-held = (The computed result comes after your answer.)

## The check of a lesson's prose against the definitions of docs/src/definitions.md.
# $term: the defined word; $rule: the definition, as docs/src/definitions.md states it; $found: the lesson's words.
definition-contradiction = { $found } in the { $field } of { $place } contradicts the definition of { $term } (docs/src/definitions.md): { $rule }

## The definitions a lesson can misstate. For each: its names, the words that state it wrongly, the words that mark a sentence as quoting a mistake or a faulty variant, and the definition as docs/src/definitions.md states it (printed with the warning; keep it word for word).
definition-linear-conflict-term = linear conflict
definition-linear-conflict-names = linear conflict, linear-conflict, h5
definition-linear-conflict-wrong = each pair, every pair, per pair, for each pair
definition-linear-conflict-exempt = overestimates, overestimate, overestimating, faulty, linear-conflict-pairs, mistake, wrong
definition-linear-conflict-rule = linear conflict adds 2 moves for every tile that must leave its goal row or column to let another tile of that line pass (for each line, the tiles whose goal is that line minus the longest run of them already in goal order), not 2 for every pair of tiles in conflict.
definition-misplaced-term = misplaced tiles
definition-misplaced-names = misplaced, h1
definition-misplaced-wrong = counting the blank, counts the blank, count the blank, including the blank, blank included, the blank counted
definition-misplaced-exempt = faulty, with-blank, overestimates, overestimate, variant, variants, mistake, wrong
definition-misplaced-rule = misplaced tiles counts the tiles that are not on their goal cell; the blank is never counted.
definition-manhattan-term = Manhattan distance
definition-manhattan-names = manhattan, h2
definition-manhattan-wrong = counting the blank, counts the blank, count the blank, including the blank, blank included, the blank's distance
definition-manhattan-exempt = faulty, variant, mistake, wrong
definition-manhattan-rule = the Manhattan distance is the sum, over the tiles (never the blank), of the row distance plus the column distance between a tile's cell and its goal cell.
definition-inversion-term = inversion
definition-inversion-names = inversion, inversions
definition-inversion-wrong = counting the blank, count the blank, counts the blank, including the blank, blank included, the blank counts
definition-inversion-exempt = mistake, faulty
definition-inversion-rule = an inversion is a pair of tiles that stand in the reverse of their order in the goal's reading order; the blank is never part of one.
definition-invariant-term = the invariant
definition-invariant-names = 15-puzzle, 4x4, even width, width 4
definition-invariant-wrong = even means solvable, an even count means solvable, inversions alone decide, inversion count alone decides, only the inversion count matters
definition-invariant-exempt = mistake, wrong, fails, tutorial, says, nothing, not
definition-invariant-rule = on a board of even width the parity of the inversions alone decides nothing: the invariant is the parity of inversions + the blank's row distance to the goal's blank row.
