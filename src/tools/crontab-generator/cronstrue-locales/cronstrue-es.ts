// A file of our own so that the language's chunk is named cronstrue-es, not like the app's locale files.
import 'cronstrue/locales/es';
