### The lesson stepper and the terminal lesson views, lesson list, feedback on answers.
### Language: zh. Area: lesson

