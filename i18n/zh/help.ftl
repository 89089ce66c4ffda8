### Command-line help of the translated commands (English comes from the clap definitions).
### Language: zh. Area: help

