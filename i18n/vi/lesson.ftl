### The lesson stepper and the terminal lesson views, lesson list, feedback on answers.
### Language: vi. Area: lesson

