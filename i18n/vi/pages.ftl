### Markdown handouts and answer keys, HTML lesson pages (chrome and feedback), course index.
### Language: vi. Area: pages

