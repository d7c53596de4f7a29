import { operationOf, textInput, toolOperations, type Note, type OperationResult } from '../../lib/operation/operation';
import { message } from '../../lib/operation/message';
import { err, ok } from '../../lib/result';
import { defaultJsonPathQuery, jsonQueryFields, sampleJson } from './fields';
import { loadInlineJq } from './jq-inline';
import { answerQuery, jqLoader, type QueryAnswer } from './json-query';
import type words from './locales/en.json';

const loadJq = jqLoader(loadInlineJq);

/** The answer as one output: the first error, else the result with what was said about it. */
function asResult(answer: QueryAnswer): OperationResult<string> {
  const { query, json, variables } = answer.errors;
  const error = variables ?? json ?? query;
  if (error) return err(error);
  const notes: Note[] = [];
  if (answer.jsonLines !== undefined) notes.push(message('notes.jsonLines', { count: answer.jsonLines }));
  if (answer.paths) notes.push(message('notes.matches', { count: answer.paths.length }));
  if (answer.messages !== '') notes.push({ ...message('notes.messages', { detail: answer.messages }), warning: true });
  return notes.length > 0 ? { ...ok(answer.output), notes } : ok(answer.output);
}

const jsonLines = '{"n":1}\n{"n":2}\n{"n":3}';
const bigNumbers = '{"id": 12345678901234567890, "price": 1.10}';
const lines = (...texts: string[]) => texts.join('\n');

export const jsonQuery = operationOf<typeof words>()({
  id: 'json-query',
  input: textInput('json', 'json'),
  fields: jsonQueryFields,
  output: { kind: 'text', label: 'result.label' },
  run: async (json, options): Promise<OperationResult<string>> => {
    const { jsonpath, query, jsonpathQuery, ...jq } = options;
    const answer = await answerQuery(
      { language: jsonpath ? 'jsonpath' : 'jq', query: jsonpath ? jsonpathQuery : query, json, jq },
      loadJq,
    );
    return asResult(answer);
  },
  examples: [
    { name: 'examples.select', input: sampleJson, output: lines('"Ada"', '"Grace"') },
    { name: 'examples.raw', input: sampleJson, options: { rawOutput: true }, output: lines('Ada', 'Grace') },
    {
      name: 'examples.csv',
      input: sampleJson,
      options: { query: '.users[] | [.name, .age] | @csv', rawOutput: true },
      output: lines('"Ada",36', '"Linus",28', '"Grace",45'),
    },
    {
      name: 'examples.compact',
      input: sampleJson,
      options: { query: '.users | map({name, roles: (.roles | length)})', compactOutput: true },
      output: '[{"name":"Ada","roles":2},{"name":"Linus","roles":1},{"name":"Grace","roles":0}]',
    },
    {
      name: 'examples.variables',
      input: sampleJson,
      options: {
        query: '{greeting: "Hello, \\($name)!", n: $n}',
        nullInput: true,
        compactOutput: true,
        variables: 'name=Ada\nn:=3',
      },
      output: '{"greeting":"Hello, Ada!","n":3}',
    },
    { name: 'examples.jsonLines', input: jsonLines, options: { query: '.n' }, output: lines('1', '2', '3') },
    { name: 'examples.slurp', input: jsonLines, options: { query: 'map(.n) | add', slurp: true }, output: '6' },
    {
      input: jsonLines,
      options: { query: '[inputs | .n]', nullInput: true, compactOutput: true },
      output: '[1,2,3]',
    },
    {
      name: 'examples.sortKeys',
      input: '{"b":{"z":1,"a":2},"a":[{"y":1,"x":2}]}',
      options: { query: '.', sortKeys: true, compactOutput: true },
      output: '{"a":[{"x":2,"y":1}],"b":{"a":2,"z":1}}',
    },
    {
      name: 'examples.bigNumbers',
      input: bigNumbers,
      options: { query: '.id, .price' },
      output: lines('12345678901234567890', '1.10'),
    },
    { input: bigNumbers, options: { query: '.id + 1' }, output: '12345678901234567000' },
    { input: sampleJson, options: { query: '.users | .name' }, error: 'errors.jq' },
    { input: sampleJson, options: { query: '.users[] | .name |' }, error: 'errors.jq' },
    { input: '{"a":1', options: { query: '.' }, error: 'errors.jq' },
    { input: '[1,0]', options: { query: '.[] | 10 / .' }, error: 'errors.jq' },
    { input: sampleJson, options: { query: '$name' }, error: 'errors.jq' },
    { input: sampleJson, options: { variables: 'name' }, error: 'errors.variableForm' },
    {
      name: 'examples.jsonPath',
      input: sampleJson,
      options: { jsonpath: true },
      output: lines('[', '  "Ada",', '  "Grace"', ']'),
      notes: ['notes.matches'],
    },
    {
      input: sampleJson,
      options: { jsonpath: true, jsonpathQuery: '$..roles[0]' },
      output: lines('[', '  "admin",', '  "dev"', ']'),
      notes: ['notes.matches'],
    },
    {
      input: sampleJson,
      options: { jsonpath: true, jsonpathQuery: '$.users[?count(@.roles[*]) > 1].name' },
      output: lines('[', '  "Ada"', ']'),
      notes: ['notes.matches'],
    },
    {
      name: 'examples.jsonPathLines',
      input: jsonLines,
      options: { jsonpath: true, jsonpathQuery: '$[?@.n > 1]' },
      output: lines('[', '  {', '    "n": 2', '  },', '  {', '    "n": 3', '  }', ']'),
      notes: ['notes.jsonLines', 'notes.matches'],
    },
    { input: sampleJson, options: { jsonpath: true, jsonpathQuery: '$.users[?@.age > 30' }, error: 'errors.jsonPath' },
    { input: sampleJson, options: { jsonpath: true, jsonpathQuery: '.users' }, error: 'errors.jsonPath' },
    {
      input: '{"a": ',
      options: { jsonpath: true, jsonpathQuery: defaultJsonPathQuery },
      error: 'common.errors.invalidJson',
    },
  ],
});

export const operations = toolOperations(jsonQuery);
