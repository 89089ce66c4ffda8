### explain, inversions (with --claim), solvable, trace: verdicts, rules, tables, proofs.
### Language: vi. Area: board

