import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { textField } from '../../lib/tool-state/fields';
import { convertToEveryCase } from './case-converter';
import type words from './locales/en.json';

export const caseConvert = operationOf<typeof words>()({
  id: 'case-convert',
  description: 'description',
  input: textInput('text', 'text'),
  fields: { text: textField('lorem ipsum dolor sit amet', { label: 'input.label' }) },
  // Each casing is an output, by the name the page lists it under (see caseNames).
  outputs: {
    lowercase: { kind: 'text', label: 'cases.lowercase' },
    uppercase: { kind: 'text', label: 'cases.uppercase' },
    camelcase: { kind: 'text', label: 'cases.camelcase' },
    capitalcase: { kind: 'text', label: 'cases.capitalcase' },
    constantcase: { kind: 'text', label: 'cases.constantcase' },
    dotcase: { kind: 'text', label: 'cases.dotcase' },
    headercase: { kind: 'text', label: 'cases.headercase' },
    nocase: { kind: 'text', label: 'cases.nocase' },
    paramcase: { kind: 'text', label: 'cases.paramcase' },
    pascalcase: { kind: 'text', label: 'cases.pascalcase' },
    pathcase: { kind: 'text', label: 'cases.pathcase' },
    sentencecase: { kind: 'text', label: 'cases.sentencecase' },
    snakecase: { kind: 'text', label: 'cases.snakecase' },
    mockingcase: { kind: 'text', label: 'cases.mockingcase' },
  },
  run: (text) => ok(convertToEveryCase(text)),
  examples: [
    {
      name: 'examples.defaults',
      input: 'lorem ipsum dolor sit amet',
      output: {
        camelcase: 'loremIpsumDolorSitAmet',
        constantcase: 'LOREM_IPSUM_DOLOR_SIT_AMET',
        headercase: 'Lorem-Ipsum-Dolor-Sit-Amet',
        sentencecase: 'Lorem ipsum dolor sit amet',
        mockingcase: 'LoReM IpSuM DoLoR SiT AmEt',
      },
    },
    {
      name: 'examples.acronyms',
      input: 'XMLHttpRequest ID',
      output: {
        camelcase: 'xmlHttpRequestId',
        pascalcase: 'XmlHttpRequestId',
        snakecase: 'xml_http_request_id',
        mockingcase: 'XmLhTtPrEqUeSt iD',
      },
    },
    {
      name: 'examples.digits',
      input: 'user_id 2 fast',
      output: {
        camelcase: 'userId2Fast',
        capitalcase: 'User Id 2 Fast',
        paramcase: 'user-id-2-fast',
        pathcase: 'user/id/2/fast',
        uppercase: 'USER_ID 2 FAST',
      },
    },
    {
      name: 'examples.accents',
      input: 'crème brûlée',
      output: { constantcase: 'CRÈME_BRÛLÉE', pascalcase: 'CrèmeBrûlée', dotcase: 'crème.brûlée' },
    },
  ],
});

export const operations = toolOperations(caseConvert);
