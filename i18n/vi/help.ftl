### Command-line help of the translated commands (English comes from the clap definitions).
### Language: vi. Area: help

