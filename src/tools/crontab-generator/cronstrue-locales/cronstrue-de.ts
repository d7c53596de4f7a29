// A file of our own so that the language's chunk is named cronstrue-de, not like the app's locale files.
import 'cronstrue/locales/de';
