import { describe, expect, it } from 'vitest';
import { caseConversions, mockingCase, splitWords } from './case-converter';

function convert(text: string): Record<string, string> {
  return Object.fromEntries(caseConversions.map(({ label, convert: toCase }) => [label, toCase(text)]));
}

describe('caseConversions', () => {
  it('lists the outputs in the page order', () => {
    expect(caseConversions.map(({ label }) => label)).toEqual([
      'Lowercase',
      'Uppercase',
      'Camelcase',
      'Capitalcase',
      'Constantcase',
      'Dotcase',
      'Headercase',
      'Nocase',
      'Paramcase',
      'Pascalcase',
      'Pathcase',
      'Sentencecase',
      'Snakecase',
      'Mockingcase',
    ]);
  });

  it.each([
    {
      text: 'lorem ipsum dolor sit amet',
      expected: {
        Lowercase: 'lorem ipsum dolor sit amet',
        Uppercase: 'LOREM IPSUM DOLOR SIT AMET',
        Camelcase: 'loremIpsumDolorSitAmet',
        Capitalcase: 'Lorem Ipsum Dolor Sit Amet',
        Constantcase: 'LOREM_IPSUM_DOLOR_SIT_AMET',
        Dotcase: 'lorem.ipsum.dolor.sit.amet',
        Headercase: 'Lorem-Ipsum-Dolor-Sit-Amet',
        Nocase: 'lorem ipsum dolor sit amet',
        Paramcase: 'lorem-ipsum-dolor-sit-amet',
        Pascalcase: 'LoremIpsumDolorSitAmet',
        Pathcase: 'lorem/ipsum/dolor/sit/amet',
        Sentencecase: 'Lorem ipsum dolor sit amet',
        Snakecase: 'lorem_ipsum_dolor_sit_amet',
        Mockingcase: 'LoReM IpSuM DoLoR SiT AmEt',
      },
    },
    {
      text: 'XMLHttpRequest ID',
      expected: {
        Lowercase: 'xmlhttprequest id',
        Uppercase: 'XMLHTTPREQUEST ID',
        Camelcase: 'xmlHttpRequestId',
        Capitalcase: 'Xml Http Request Id',
        Constantcase: 'XML_HTTP_REQUEST_ID',
        Dotcase: 'xml.http.request.id',
        Headercase: 'Xml-Http-Request-Id',
        Nocase: 'xml http request id',
        Paramcase: 'xml-http-request-id',
        Pascalcase: 'XmlHttpRequestId',
        Pathcase: 'xml/http/request/id',
        Sentencecase: 'Xml http request id',
        Snakecase: 'xml_http_request_id',
        Mockingcase: 'XmLhTtPrEqUeSt iD',
      },
    },
    {
      text: 'user_id 2 fast',
      expected: {
        Lowercase: 'user_id 2 fast',
        Uppercase: 'USER_ID 2 FAST',
        Camelcase: 'userId2Fast',
        Capitalcase: 'User Id 2 Fast',
        Constantcase: 'USER_ID_2_FAST',
        Dotcase: 'user.id.2.fast',
        Headercase: 'User-Id-2-Fast',
        Nocase: 'user id 2 fast',
        Paramcase: 'user-id-2-fast',
        Pascalcase: 'UserId2Fast',
        Pathcase: 'user/id/2/fast',
        Sentencecase: 'User id 2 fast',
        Snakecase: 'user_id_2_fast',
        Mockingcase: 'UsEr_iD 2 FaSt',
      },
    },
    {
      text: 'crème brûlée',
      expected: {
        Lowercase: 'crème brûlée',
        Uppercase: 'CRÈME BRÛLÉE',
        Camelcase: 'crèmeBrûlée',
        Capitalcase: 'Crème Brûlée',
        Constantcase: 'CRÈME_BRÛLÉE',
        Dotcase: 'crème.brûlée',
        Headercase: 'Crème-Brûlée',
        Nocase: 'crème brûlée',
        Paramcase: 'crème-brûlée',
        Pascalcase: 'CrèmeBrûlée',
        Pathcase: 'crème/brûlée',
        Sentencecase: 'Crème brûlée',
        Snakecase: 'crème_brûlée',
        Mockingcase: 'CrÈmE BrÛlÉe',
      },
    },
    {
      text: 'hello world',
      expected: {
        Lowercase: 'hello world',
        Uppercase: 'HELLO WORLD',
        Camelcase: 'helloWorld',
        Capitalcase: 'Hello World',
        Constantcase: 'HELLO_WORLD',
        Dotcase: 'hello.world',
        Headercase: 'Hello-World',
        Nocase: 'hello world',
        Paramcase: 'hello-world',
        Pascalcase: 'HelloWorld',
        Pathcase: 'hello/world',
        Sentencecase: 'Hello world',
        Snakecase: 'hello_world',
        Mockingcase: 'HeLlO WoRlD',
      },
    },
  ])('converts "$text"', ({ text, expected }) => {
    expect(convert(text)).toEqual(expected);
  });

  it.each([
    { text: 'item 42', label: 'Camelcase', expected: 'item42' },
    { text: 'item 42', label: 'Pascalcase', expected: 'Item42' },
    { text: 'item 42', label: 'Snakecase', expected: 'item_42' },
    { text: 'version2Release', label: 'Paramcase', expected: 'version2-release' },
    { text: 'version2Release', label: 'Camelcase', expected: 'version2Release' },
    { text: 'version2Release', label: 'Snakecase', expected: 'version2_release' },
    { text: '42 items', label: 'Camelcase', expected: '42Items' },
    { text: 'helloWorld', label: 'Snakecase', expected: 'hello_world' },
    { text: 'HelloWorld', label: 'Constantcase', expected: 'HELLO_WORLD' },
    { text: '  --hello__world!!  ', label: 'Dotcase', expected: 'hello.world' },
    { text: 'hello, world.', label: 'Uppercase', expected: 'HELLO, WORLD.' },
    { text: 'Hello, World.', label: 'Lowercase', expected: 'hello, world.' },
    { text: 'ÉCOLE élève', label: 'Pascalcase', expected: 'ÉcoleÉlève' },
    { text: 'ÉCOLE élève', label: 'Snakecase', expected: 'école_élève' },
    { text: 'cre\u0300me bru\u0302le\u0301e', label: 'Constantcase', expected: 'CRE\u0300ME_BRU\u0302LE\u0301E' },
    { text: 'straße', label: 'Uppercase', expected: 'STRASSE' },
  ])('$label of "$text" is "$expected"', ({ text, label, expected }) => {
    expect(convert(text)[label]).toBe(expected);
  });

  it.each(['', '   ', '!?-_'])('gives empty word-based outputs for "%s"', (text) => {
    const outputs = convert(text);
    for (const label of ['Camelcase', 'Capitalcase', 'Snakecase', 'Pascalcase', 'Sentencecase']) {
      expect(outputs[label], label).toBe('');
    }
    expect(outputs.Lowercase).toBe(text);
    expect(outputs.Mockingcase).toBe(text);
  });
});

describe('splitWords', () => {
  it.each([
    { text: 'helloWorld', words: ['hello', 'World'] },
    { text: 'version2Release', words: ['version2', 'Release'] },
    { text: 'XMLHttpRequest', words: ['XML', 'Http', 'Request'] },
    { text: 'user_id 2 fast', words: ['user', 'id', '2', 'fast'] },
    { text: 'a1b2', words: ['a1b2'] },
    { text: 'crème brûlée', words: ['crème', 'brûlée'] },
    { text: 'ID', words: ['ID'] },
    { text: '', words: [] },
    { text: ' ... ', words: [] },
  ])('splits "$text" into $words', ({ text, words }) => {
    expect(splitWords(text)).toEqual(words);
  });
});

describe('mockingCase', () => {
  it.each([
    { text: 'abcdef', expected: 'AbCdEf' },
    { text: 'a b.c', expected: 'A B.C' },
    { text: 'ABCDEF', expected: 'AbCdEf' },
    { text: '😀ab', expected: '😀aB' },
  ])('turns "$text" into "$expected"', ({ text, expected }) => {
    expect(mockingCase(text)).toBe(expected);
  });
});
