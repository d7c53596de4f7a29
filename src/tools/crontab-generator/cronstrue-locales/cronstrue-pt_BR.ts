// A file of our own so that the language's chunk is named cronstrue-pt_BR, not like the app's locale files.
import 'cronstrue/locales/pt_BR';
