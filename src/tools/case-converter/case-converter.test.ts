import { describe, expect, it } from 'vitest';
import { caseNames, convertToEveryCase, mockingCase, splitWords, type CaseName } from './case-converter';
import words from './locales/en.json';

const convert = convertToEveryCase;

describe('convertToEveryCase', () => {
  it('lists the outputs in the page order, each under its label', () => {
    expect(caseNames.map((name) => words.cases[name])).toEqual([
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
        lowercase: 'lorem ipsum dolor sit amet',
        uppercase: 'LOREM IPSUM DOLOR SIT AMET',
        camelcase: 'loremIpsumDolorSitAmet',
        capitalcase: 'Lorem Ipsum Dolor Sit Amet',
        constantcase: 'LOREM_IPSUM_DOLOR_SIT_AMET',
        dotcase: 'lorem.ipsum.dolor.sit.amet',
        headercase: 'Lorem-Ipsum-Dolor-Sit-Amet',
        nocase: 'lorem ipsum dolor sit amet',
        paramcase: 'lorem-ipsum-dolor-sit-amet',
        pascalcase: 'LoremIpsumDolorSitAmet',
        pathcase: 'lorem/ipsum/dolor/sit/amet',
        sentencecase: 'Lorem ipsum dolor sit amet',
        snakecase: 'lorem_ipsum_dolor_sit_amet',
        mockingcase: 'LoReM IpSuM DoLoR SiT AmEt',
      },
    },
    {
      text: 'XMLHttpRequest ID',
      expected: {
        lowercase: 'xmlhttprequest id',
        uppercase: 'XMLHTTPREQUEST ID',
        camelcase: 'xmlHttpRequestId',
        capitalcase: 'Xml Http Request Id',
        constantcase: 'XML_HTTP_REQUEST_ID',
        dotcase: 'xml.http.request.id',
        headercase: 'Xml-Http-Request-Id',
        nocase: 'xml http request id',
        paramcase: 'xml-http-request-id',
        pascalcase: 'XmlHttpRequestId',
        pathcase: 'xml/http/request/id',
        sentencecase: 'Xml http request id',
        snakecase: 'xml_http_request_id',
        mockingcase: 'XmLhTtPrEqUeSt iD',
      },
    },
    {
      text: 'user_id 2 fast',
      expected: {
        lowercase: 'user_id 2 fast',
        uppercase: 'USER_ID 2 FAST',
        camelcase: 'userId2Fast',
        capitalcase: 'User Id 2 Fast',
        constantcase: 'USER_ID_2_FAST',
        dotcase: 'user.id.2.fast',
        headercase: 'User-Id-2-Fast',
        nocase: 'user id 2 fast',
        paramcase: 'user-id-2-fast',
        pascalcase: 'UserId2Fast',
        pathcase: 'user/id/2/fast',
        sentencecase: 'User id 2 fast',
        snakecase: 'user_id_2_fast',
        mockingcase: 'UsEr_iD 2 FaSt',
      },
    },
    {
      text: 'crème brûlée',
      expected: {
        lowercase: 'crème brûlée',
        uppercase: 'CRÈME BRÛLÉE',
        camelcase: 'crèmeBrûlée',
        capitalcase: 'Crème Brûlée',
        constantcase: 'CRÈME_BRÛLÉE',
        dotcase: 'crème.brûlée',
        headercase: 'Crème-Brûlée',
        nocase: 'crème brûlée',
        paramcase: 'crème-brûlée',
        pascalcase: 'CrèmeBrûlée',
        pathcase: 'crème/brûlée',
        sentencecase: 'Crème brûlée',
        snakecase: 'crème_brûlée',
        mockingcase: 'CrÈmE BrÛlÉe',
      },
    },
    {
      text: 'hello world',
      expected: {
        lowercase: 'hello world',
        uppercase: 'HELLO WORLD',
        camelcase: 'helloWorld',
        capitalcase: 'Hello World',
        constantcase: 'HELLO_WORLD',
        dotcase: 'hello.world',
        headercase: 'Hello-World',
        nocase: 'hello world',
        paramcase: 'hello-world',
        pascalcase: 'HelloWorld',
        pathcase: 'hello/world',
        sentencecase: 'Hello world',
        snakecase: 'hello_world',
        mockingcase: 'HeLlO WoRlD',
      },
    },
  ])('converts "$text"', ({ text, expected }) => {
    expect(convert(text)).toEqual(expected);
  });

  it.each([
    { text: 'item 42', name: 'camelcase', expected: 'item42' },
    { text: 'item 42', name: 'pascalcase', expected: 'Item42' },
    { text: 'item 42', name: 'snakecase', expected: 'item_42' },
    { text: 'version2Release', name: 'paramcase', expected: 'version2-release' },
    { text: 'version2Release', name: 'camelcase', expected: 'version2Release' },
    { text: 'version2Release', name: 'snakecase', expected: 'version2_release' },
    { text: '42 items', name: 'camelcase', expected: '42Items' },
    { text: 'helloWorld', name: 'snakecase', expected: 'hello_world' },
    { text: 'HelloWorld', name: 'constantcase', expected: 'HELLO_WORLD' },
    { text: '  --hello__world!!  ', name: 'dotcase', expected: 'hello.world' },
    { text: 'hello, world.', name: 'uppercase', expected: 'HELLO, WORLD.' },
    { text: 'Hello, World.', name: 'lowercase', expected: 'hello, world.' },
    { text: 'ÉCOLE élève', name: 'pascalcase', expected: 'ÉcoleÉlève' },
    { text: 'ÉCOLE élève', name: 'snakecase', expected: 'école_élève' },
    { text: 'cre\u0300me bru\u0302le\u0301e', name: 'constantcase', expected: 'CRE\u0300ME_BRU\u0302LE\u0301E' },
    { text: 'straße', name: 'uppercase', expected: 'STRASSE' },
  ])('$name of "$text" is "$expected"', ({ text, name, expected }) => {
    expect(convert(text)[name as CaseName]).toBe(expected);
  });

  it.each(['', '   ', '!?-_'])('gives empty word-based outputs for "%s"', (text) => {
    const outputs = convert(text);
    for (const name of ['camelcase', 'capitalcase', 'snakecase', 'pascalcase', 'sentencecase'] as const) {
      expect(outputs[name], name).toBe('');
    }
    expect(outputs.lowercase).toBe(text);
    expect(outputs.mockingcase).toBe(text);
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
