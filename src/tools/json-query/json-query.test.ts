import { beforeAll, describe, expect, it, vi } from 'vitest';
import { inEnglish, inLanguage } from '../../test/words';
import { jqExamples, jsonPathExamples } from './example-queries';
import { defaultJqOutput, defaultJqQuery, defaultJsonPathQuery, jsonQueryFields, sampleJson } from './fields';
import { loadInlineJq } from './jq-inline';
import { jqErrorText, jqFlags, parseVariables, runJq, type JqEngine, type JqOptions } from './jq-query';
import { answerQuery, jqLoader, type QueryRequest } from './json-query';
import { readDocument, runJsonPath } from './jsonpath-query';
import de from './locales/de.json';
import words from './locales/en.json';
import ru from './locales/ru.json';

const noFlags: JqOptions = {
  rawOutput: false,
  compactOutput: false,
  slurp: false,
  nullInput: false,
  rawInput: false,
  sortKeys: false,
  variables: '',
};

let jq: JqEngine;
beforeAll(async () => {
  jq = await loadInlineJq();
});

/** jq's answer on `input`, with the options given; its error (if any) as the page shows it. */
function jqOn(input: string, query: string, options: Partial<JqOptions> = {}) {
  const answer = runJq(jq, input, query, { ...noFlags, ...options });
  return { output: answer.output, messages: answer.messages, error: answer.error && inEnglish(answer.error, words) };
}

describe('defaults', () => {
  it('are the spec’s sample and queries', () => {
    expect(sampleJson.split('\n')).toHaveLength(7);
    expect(sampleJson.endsWith('}')).toBe(true);
    expect(JSON.parse(sampleJson)).toEqual({
      users: [
        { name: 'Ada', age: 36, roles: ['admin', 'dev'] },
        { name: 'Linus', age: 28, roles: ['dev'] },
        { name: 'Grace', age: 45, roles: [] },
      ],
    });
    expect(defaultJqQuery).toBe('.users[] | select(.age > 30) | .name');
    expect(defaultJsonPathQuery).toBe('$.users[?@.age > 30].name');
  });

  it('keep the input and variables in the page only, and remember the rest', () => {
    expect(jsonQueryFields.json.sensitive).toBe(true);
    expect(jsonQueryFields.variables.sensitive).toBe(true);
    for (const name of ['jsonpath', 'query', 'jsonpathQuery', 'rawOutput', 'sortKeys'] as const)
      expect(jsonQueryFields[name].persist).toBe(true);
  });

  it('give the answer the page shows without loading jq', () => {
    expect(jqOn(sampleJson, defaultJqQuery).output).toBe(defaultJqOutput);
  });
});

describe('parseVariables', () => {
  it('reads name=value as a string and name:=JSON as JSON, skipping blanks and comments', () => {
    expect(parseVariables('name=Ada\n\n# a comment\n  # another\nn:=3\nurl=a=b=c\nempty=\n')).toEqual({
      ok: true,
      value: [
        { name: 'name', value: 'Ada', json: false },
        { name: 'n', value: '3', json: true },
        { name: 'url', value: 'a=b=c', json: false },
        { name: 'empty', value: '', json: false },
      ],
    });
  });

  it('keeps the value as typed (spaces and all) and takes a name with spaces around it', () => {
    expect(parseVariables(' greeting = hi there \r\nlist := [1, 2]')).toEqual({
      ok: true,
      value: [
        { name: 'greeting', value: ' hi there ', json: false },
        { name: 'list', value: ' [1, 2]', json: true },
      ],
    });
  });

  it.each([
    ['name', 'Variables, line 1: write name=value or name:=JSON.'],
    ['a=1\n\nnothing here', 'Variables, line 3: write name=value or name:=JSON.'],
    ['ok=1\n1abc=2', 'Variables, line 2: a name is letters, digits and _, not starting with a digit.'],
    ['=x', 'Variables, line 1: a name is letters, digits and _, not starting with a digit.'],
    ['na-me=x', 'Variables, line 1: a name is letters, digits and _, not starting with a digit.'],
    ['a=1\nn:={', 'Variables, line 2: the value after := is not valid JSON.'],
    ['n:=', 'Variables, line 1: the value after := is not valid JSON.'],
    ['n:=1 2', 'Variables, line 1: the value after := is not valid JSON.'],
  ])('refuses %j: %s', (text, expected) => {
    const parsed = parseVariables(text);
    expect(parsed.ok ? parsed : inEnglish(parsed.error, words)).toBe(expected);
  });

  it('says so in another language', () => {
    const parsed = parseVariables('x');
    if (parsed.ok) expect.fail('accepted');
    expect(inLanguage('de', parsed.error, words, de)).toBe('Variablen, Zeile 1: Schreibe name=value oder name:=JSON.');
  });
});

describe('jqFlags', () => {
  it('gives the switches in the order -r -c -s -n -R -S, then the variables in line order, then --', () => {
    const all = { rawOutput: true, compactOutput: true, slurp: true, nullInput: true, rawInput: true, sortKeys: true };
    const variables = [
      { name: 'b', value: 'x', json: false },
      { name: 'a', value: '[1]', json: true },
    ];
    expect(jqFlags(all, variables)).toEqual([
      '-r',
      '-c',
      '-s',
      '-n',
      '-R',
      '-S',
      '--arg',
      'b',
      'x',
      '--argjson',
      'a',
      '[1]',
      '--',
    ]);
    expect(jqFlags({ ...noFlags, sortKeys: true }, [])).toEqual(['-S', '--']);
  });
});

describe('jqErrorText', () => {
  it('names the input <stdin> and drops the lines about jq’s manual', () => {
    expect(
      jqErrorText(
        'jq: error (at /dev/stdin:6): x\nUse jq --help for help with command-line options,\nor see the jq manpage, or online docs  at https://jqlang.org',
      ),
    ).toBe('jq: error (at <stdin>:6): x');
  });
});

describe('runJq: the spec’s examples', () => {
  it('1: selects names, quoted or raw', () => {
    expect(jqOn(sampleJson, defaultJqQuery)).toEqual({ output: '"Ada"\n"Grace"', messages: '', error: undefined });
    expect(jqOn(sampleJson, defaultJqQuery, { rawOutput: true }).output).toBe('Ada\nGrace');
  });

  it('2: CSV with raw output', () => {
    expect(jqOn(sampleJson, '.users[] | [.name, .age] | @csv', { rawOutput: true }).output).toBe(
      '"Ada",36\n"Linus",28\n"Grace",45',
    );
  });

  it('3: reshapes, compact', () => {
    expect(jqOn(sampleJson, '.users | map({name, roles: (.roles | length)})', { compactOutput: true }).output).toBe(
      '[{"name":"Ada","roles":2},{"name":"Linus","roles":1},{"name":"Grace","roles":0}]',
    );
  });

  it('3b: pretty with 2 spaces unless compact', () => {
    expect(jqOn('{"a":[1]}', '.').output).toBe('{\n  "a": [\n    1\n  ]\n}');
  });

  it('4: null input with variables, also as $ARGS.named', () => {
    const options = { nullInput: true, compactOutput: true, variables: 'name=Ada\nn:=3' };
    expect(jqOn(sampleJson, '{greeting: "Hello, \\($name)!", n: $n}', options).output).toBe(
      '{"greeting":"Hello, Ada!","n":3}',
    );
    expect(jqOn('', '$ARGS.named', options).output).toBe('{"name":"Ada","n":3}');
  });

  it('4b: checks the variables before jq runs', () => {
    const answer = runJq(jq, sampleJson, '.', { ...noFlags, variables: 'a=1\n2b=1' });
    expect(answer.variablesError).toBe(true);
    expect(answer.error && inEnglish(answer.error, words)).toBe(
      'Variables, line 2: a name is letters, digits and _, not starting with a digit.',
    );
  });

  it('5: JSON lines, slurped, and read by inputs', () => {
    const lines = '{"n":1}\n{"n":2}\n{"n":3}';
    expect(jqOn(lines, '.n').output).toBe('1\n2\n3');
    expect(jqOn(lines, 'map(.n) | add', { slurp: true }).output).toBe('6');
    expect(jqOn(lines, '[inputs | .n]', { nullInput: true, compactOutput: true }).output).toBe('[1,2,3]');
  });

  it('5b: raw input, line by line or whole', () => {
    expect(jqOn('a\nb', '.', { rawInput: true }).output).toBe('"a"\n"b"');
    expect(jqOn('a\nb', '.', { rawInput: true, slurp: true }).output).toBe('"a\\nb"');
  });

  it('6: sorts keys', () => {
    expect(jqOn('{"b":{"z":1,"a":2},"a":[{"y":1,"x":2}]}', '.', { sortKeys: true, compactOutput: true }).output).toBe(
      '{"a":[{"x":2,"y":1}],"b":{"a":2,"z":1}}',
    );
  });

  it('7: keeps the digits of numbers it does not compute with', () => {
    const input = '{"id": 12345678901234567890, "price": 1.10}';
    expect(jqOn(input, '.id, .price').output).toBe('12345678901234567890\n1.10');
    expect(jqOn(input, '.id + 1').output).toBe('12345678901234567000');
  });

  it('8: gives jq’s errors word for word, input named <stdin>', () => {
    expect(jqOn(sampleJson, '.users | .name').error).toBe(
      'jq: error (at <stdin>:6): Cannot index array with string ("name")',
    );
    expect(jqOn(`${sampleJson}\n`, '.users | .name').error).toBe(
      'jq: error (at <stdin>:7): Cannot index array with string ("name")',
    );
    expect(jqOn(sampleJson, '.users[] | .name |').error).toBe(
      [
        'jq: error: syntax error, unexpected end of file at <top-level>, line 1, column 18:',
        '    .users[] | .name |',
        '                     ^',
        'jq: 1 compile error',
      ].join('\n'),
    );
    expect(jqOn('{"a":1', '.').error).toBe('jq: parse error: Unfinished JSON term at EOF at line 1, column 6');
    expect(jqOn(sampleJson, '$name').error).toBe(
      [
        'jq: error: $name is not defined at <top-level>, line 1, column 1:',
        '    $name',
        '    ^^^^^',
        'jq: 1 compile error',
      ].join('\n'),
    );
  });

  it('keeps what jq printed before the error', () => {
    expect(jqOn('[1,0]', '.[] | 10 / .')).toEqual({
      output: '10',
      messages: '',
      error: 'jq: error (at <stdin>:0): number (10) and number (0) cannot be divided because the divisor is zero',
    });
  });

  it('drops the usage lines after a command-line error', () => {
    expect(jqOn('1', '.', { variables: 'x:="a"' }).error).toBeUndefined();
    const answer = runJq(jq, '1', '.', { ...noFlags, variables: 'x:=1' });
    expect(answer.error).toBeUndefined();
    expect(jqErrorText(jq.raw('1', '.', ['--argjson', 'x', '{']).stderr)).toBe(
      'jq: invalid JSON text passed to --argjson',
    );
  });

  it('says when jq fails without a word', () => {
    expect(jqOn('1', '"" | halt_error').error).toBe('jq stopped with exit status 5.');
  });

  it('shows what a run that succeeded wrote to standard error', () => {
    expect(jqOn('1', 'debug')).toEqual({ output: '1', messages: '["DEBUG:",1]', error: undefined });
  });

  it('runs nothing for an empty query, and reads a query starting with a dash as the query', () => {
    expect(jqOn(sampleJson, '  ')).toEqual({ output: '', messages: '', error: undefined });
    expect(jqOn('1', '-1').output).toBe('-1');
    expect(jqOn('1', '--arg').error).toMatch(/^jq: error: arg\/0 is not defined at <top-level>/);
  });

  it('sees no real environment or files', () => {
    expect(jqOn('1', '$ENV, input_filename', { compactOutput: true }).output).toBe(
      '{"USER":"web_user","LOGNAME":"web_user","PATH":"/","PWD":"/","HOME":"/home/web_user","LANG":"C.UTF-8","_":"./this.program"}\n"/dev/stdin"',
    );
  });

  it('takes empty or blank text as no input', () => {
    expect(jqOn('  \n', '.')).toEqual({ output: '', messages: '', error: undefined });
    expect(jqOn('', '.', { slurp: true }).output).toBe('[]');
  });
});

describe('runJsonPath: the spec’s examples', () => {
  it('9: values as JSON, normalized paths, document order', () => {
    expect(runJsonPath(sampleJson, defaultJsonPathQuery)).toEqual({
      output: '[\n  "Ada",\n  "Grace"\n]',
      paths: ["$['users'][0]['name']", "$['users'][2]['name']"],
    });
    expect(runJsonPath(sampleJson, '$..roles[0]')).toEqual({
      output: '[\n  "admin",\n  "dev"\n]',
      paths: ["$['users'][0]['roles'][0]", "$['users'][1]['roles'][0]"],
    });
    expect(JSON.parse(runJsonPath(sampleJson, '$.users[?count(@.roles[*]) > 1].name').output)).toEqual(['Ada']);
  });

  it('9b: the descendants of the RFC’s bookstore in document order', () => {
    const store = JSON.stringify({
      store: {
        book: [{ price: 8.95 }, { price: 12.99 }],
        bicycle: { color: 'red', price: 399 },
      },
    });
    expect(JSON.parse(runJsonPath(store, '$..price').output)).toEqual([8.95, 12.99, 399]);
  });

  it('gives [] and no paths when nothing matches', () => {
    expect(runJsonPath(sampleJson, '$.nothing')).toEqual({ output: '[]', paths: [] });
  });

  it.each([
    ['$.users[?@.age > 30', 'Invalid JSONPath at column 20: unclosed bracketed selection'],
    ['.users', "Invalid JSONPath at column 1: expected '$', found '.'"],
    ['$[?foo(@)]', "Invalid JSONPath at column 4: no such function 'foo'"],
  ])('10: refuses %s: %s', (query, expected) => {
    const { queryError, output } = runJsonPath(sampleJson, query);
    expect(output).toBe('');
    expect(queryError && inEnglish(queryError, words)).toBe(expected);
  });

  it('10b: reads JSON lines as an array, and says so', () => {
    const answer = runJsonPath('{"n":1}\n{"n":2}\n\n{"n":3}\n', '$[?@.n > 1]');
    expect(JSON.parse(answer.output)).toEqual([{ n: 2 }, { n: 3 }]);
    expect(answer.output).toBe('[\n  {\n    "n": 2\n  },\n  {\n    "n": 3\n  }\n]');
    expect(answer.jsonLines).toBe(3);
    expect(inEnglish({ code: 'notes.jsonLines', values: { count: 3 } }, words)).toBe('Read 3 JSON lines as an array.');
  });

  it('counts the matches in words', () => {
    const count = (n: number) => inEnglish({ code: 'notes.matches', values: { count: n } }, words);
    expect([count(2), count(1), count(0)]).toEqual(['2 matches', '1 match', '0 matches']);
    const inRussian = (n: number) => inLanguage('ru', { code: 'notes.matches', values: { count: n } }, words, ru);
    expect([inRussian(1), inRussian(3), inRussian(5)]).toEqual(['1 совпадение', '3 совпадения', '5 совпадений']);
  });

  it('says so when the query or the JSON is nested too deeply for the stack', () => {
    const deepQuery = `$[?${'('.repeat(100_000)}@${')'.repeat(100_000)}]`;
    const { queryError } = runJsonPath(sampleJson, deepQuery);
    expect(queryError && inEnglish(queryError, words)).toBe('Invalid JSONPath: the query is nested too deeply.');
    const deepJson = `${'['.repeat(20_000)}1${']'.repeat(20_000)}`;
    const { jsonError } = runJsonPath(deepJson, '$');
    expect(jsonError && inEnglish(jsonError, words)).toBe('The JSON is nested too deeply to query.');
  });

  it('runs nothing for an empty query or empty text', () => {
    expect(runJsonPath(sampleJson, ' ')).toEqual({ output: '', paths: [] });
    expect(runJsonPath('  \n', '$')).toEqual({ output: '', paths: [] });
  });
});

describe('readDocument', () => {
  it('accepts JSON5', () => {
    expect(readDocument("{name: 'Ada', tags: ['x',], // note\n}")).toEqual({
      ok: true,
      value: { value: { name: 'Ada', tags: ['x'] } },
    });
  });

  it.each([
    ['{"a":1', 'Invalid JSON: JSON5: invalid end of input at 1:7'],
    ['{"n":1}\n{"n":', "Invalid JSON: JSON5: invalid character '{' at 2:1"],
    ['nope', "Invalid JSON: JSON5: invalid character 'o' at 1:2"],
  ])('refuses %j: %s', (text, expected) => {
    const read = readDocument(text);
    expect(read.ok ? read : inEnglish(read.error, words)).toBe(expected);
  });
});

describe('answerQuery', () => {
  const request = (language: QueryRequest['language'], query: string, json = sampleJson): QueryRequest => ({
    language,
    query,
    json,
    jq: noFlags,
  });

  it('loads jq only for a jq query', async () => {
    const load = vi.fn(() => Promise.resolve(jq));
    const path = await answerQuery(request('jsonpath', defaultJsonPathQuery), load);
    expect(path).toMatchObject({ output: '[\n  "Ada",\n  "Grace"\n]', paths: expect.any(Array), errors: {} });
    await answerQuery(request('jq', ''), load);
    expect(load).not.toHaveBeenCalled();
    const answer = await answerQuery(request('jq', '.users[0].name'), load);
    expect(answer).toEqual({ output: '"Ada"', outputBytes: 5, messages: '', errors: { query: undefined } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('counts the output’s UTF-8 bytes', async () => {
    const answer = await answerQuery(request('jq', '.', '"héllo 🙂"'), () => Promise.resolve(jq));
    expect(answer.outputBytes).toBe(new TextEncoder().encode(answer.output).length);
  });

  it('puts each error under the field that caused it', async () => {
    const load = () => Promise.resolve(jq);
    expect((await answerQuery({ ...request('jq', '.'), jq: { ...noFlags, variables: 'x' } }, load)).errors).toEqual({
      variables: { code: 'errors.variableForm', values: { line: 1 } },
    });
    expect((await answerQuery(request('jq', '.['), load)).errors.query?.code).toBe('errors.jq');
    expect((await answerQuery(request('jsonpath', '$', '{'), load)).errors.json?.code).toBe(
      'common.errors.invalidJson',
    );
    expect((await answerQuery(request('jsonpath', '$[', '{'), load)).errors.query?.code).toBe('errors.jsonPath');
  });

  it('says so when jq aborts, and the next run gets a fresh jq', async () => {
    const failing: JqEngine = {
      raw: () => {
        throw new WebAssembly.RuntimeError('Aborted()');
      },
    };
    const load = vi.fn().mockResolvedValueOnce(failing).mockResolvedValue(jq);
    const loadJq = jqLoader(load);
    const aborted = await answerQuery(request('jq', 'def f: 1 + f; f'), loadJq);
    expect(inEnglish(aborted.errors.query!, words)).toBe(
      'jq ran out of stack or memory and stopped (a recursion without end?).',
    );
    expect((await answerQuery(request('jq', '1 + 1'), loadJq)).output).toBe('2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('turns a real abort into the message, quietly, and recovers', async () => {
    const errors = vi.spyOn(console, 'error');
    const loadJq = jqLoader(loadInlineJq);
    const aborted = await answerQuery(request('jq', 'def f: 1 + f; f'), loadJq);
    expect(aborted.errors.query?.code).toBe('errors.jqAborted');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect((await answerQuery(request('jq', '.users | length'), loadJq)).output).toBe('3');
  });

  it('loads jq once while it works', async () => {
    const load = vi.fn(() => Promise.resolve(jq));
    const loadJq = jqLoader(load);
    await answerQuery(request('jq', '.'), loadJq);
    await answerQuery(request('jq', '.'), loadJq);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('the example queries', () => {
  it.each(jqExamples.map((example) => [example.query, example] as const))('jq %s runs on the sample', (_q, example) => {
    const { output, error } = jqOn(sampleJson, example.query, { rawOutput: example.rawOutput ?? false });
    expect(error).toBeUndefined();
    expect(output).not.toBe('');
  });

  it.each(jsonPathExamples.map((example) => example.query))('JSONPath %s matches in the sample', (query) => {
    const { paths, queryError } = runJsonPath(sampleJson, query);
    expect(queryError).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });

  it('turn raw output on for CSV only', () => {
    expect(jqExamples.filter((example) => example.rawOutput).map((example) => example.query)).toEqual([
      '.users[] | [.name, .age] | @csv',
    ]);
  });
});
