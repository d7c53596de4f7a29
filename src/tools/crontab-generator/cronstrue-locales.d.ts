// cronstrue's per-language files carry no types; importing one only registers the language.
declare module 'cronstrue/locales/*';
