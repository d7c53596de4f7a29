// A file of our own so that the language's chunk is named cronstrue-zh_CN, not like the app's locale files.
import 'cronstrue/locales/zh_CN';
