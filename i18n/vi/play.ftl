### The play board: panel, keys, messages.
### Language: vi. Area: play

