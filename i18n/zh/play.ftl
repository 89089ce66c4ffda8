### The play board: panel, keys, messages.
### Language: zh. Area: play

