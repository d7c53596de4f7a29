import { messagesTranslator } from '../../i18n/translate';
import type { Message } from '../../lib/operation/message';
import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { choiceField, textField } from '../../lib/tool-state/fields';
import words from './locales/en.json';
import {
  analysePassword,
  attackerSpeedIds,
  durationText,
  formatEntropy,
  formatScore,
  guessesPerSecondOf,
} from './password-strength-analyser';

// Outside the page, the duration reads in English (the page words it in its own language).
const english = messagesTranslator(words);
const inEnglish = (part: Message) => english(part.code, part.values);

export const passwordStrength = operationOf<typeof words>()({
  id: 'password-strength',
  description: 'description',
  input: textInput('password', 'password'),
  fields: {
    password: textField('', { sensitive: true, label: 'password.label' }),
    speed: choiceField('reference', attackerSpeedIds, {
      label: 'speed.label',
      choiceLabels: {
        reference: 'speed.reference',
        online: 'speed.online',
        'fast-hash': 'speed.fastHash',
        bcrypt: 'speed.bcrypt',
      },
    }),
  },
  outputs: {
    crackDuration: { kind: 'duration', label: 'duration.title' },
    length: { kind: 'integer', label: 'details.length' },
    entropy: { kind: 'number', label: 'details.entropy' },
    characterSetSize: { kind: 'integer', label: 'details.characterSetSize' },
    score: { kind: 'text', label: 'details.score' },
  },
  run: (password, { speed }) => {
    const analysis = analysePassword(password, guessesPerSecondOf(speed));
    return ok({
      crackDuration: durationText(analysis.crackDuration, inEnglish),
      length: String(analysis.length),
      entropy: formatEntropy(analysis.entropy),
      characterSetSize: String(analysis.characterSetSize),
      score: formatScore(analysis.score),
    });
  },
  examples: [
    {
      name: 'examples.password',
      input: 'password',
      output: {
        crackDuration: '3 minutes, 28 seconds',
        length: '8',
        entropy: '37.6',
        characterSetSize: '26',
        score: '29 / 100',
      },
    },
    {
      name: 'examples.password1',
      input: 'Password1',
      output: {
        crackDuration: '5 months, 6 days',
        length: '9',
        entropy: '53.59',
        characterSetSize: '62',
        score: '42 / 100',
      },
    },
    {
      name: 'examples.troubadour',
      input: 'Tr0ub4dor&3',
      output: {
        crackDuration: '160 millennia, 5 centuries',
        length: '11',
        entropy: '72.1',
        characterSetSize: '94',
        score: '56 / 100',
      },
    },
    {
      name: 'examples.empty',
      input: '',
      output: { crackDuration: 'Instantly', length: '0', entropy: '0', characterSetSize: '0', score: '0 / 100' },
    },
    {
      name: 'examples.reference',
      input: 'ABCabc123!@#',
      output: {
        crackDuration: '15,091 millennia, 3 centuries',
        length: '12',
        entropy: '78.66',
        characterSetSize: '94',
        score: '61 / 100',
      },
    },
    { input: 'password', options: { speed: 'bcrypt' }, output: { crackDuration: '8 months, 1 day' } },
  ],
});

export const operations = toolOperations(passwordStrength);
