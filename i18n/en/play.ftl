### The play board: panel, keys, messages.
### Language: en. Area: play

