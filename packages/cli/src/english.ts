import { messagesTranslator, type Messages, type Translate } from '../../../src/i18n/translate';
import type { Message } from '../../../src/lib/operation/message';
import { commonWords } from '../../../src/lib/words/common';

/** A tool's words in English, as its page words them: its catalogue and the common words. */
export function englishWords(catalogue: Messages): Translate {
  return messagesTranslator({ ...catalogue, common: commonWords });
}

/** A message (an error, a note) in words, with its hint after it. */
export function wordMessage(translate: Translate, message: Message): string {
  const text = translate(message.code, message.values);
  return message.hint ? `${text} ${wordMessage(translate, message.hint)}` : text;
}
