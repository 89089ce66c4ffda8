### explain, inversions (with --claim), solvable, trace: verdicts, rules, tables, proofs.
### Language: zh. Area: board

