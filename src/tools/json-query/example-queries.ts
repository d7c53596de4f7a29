/** A query the page offers under "Query": clicking it sets the query (and, for CSV, raw output). */
export interface ExampleQuery {
  query: string;
  rawOutput?: boolean;
}

export const jqExamples: readonly ExampleQuery[] = [
  { query: '.' },
  { query: '.users[].name' },
  { query: '.users[] | select(.age > 30)' },
  { query: '.users | map({name, roles: (.roles | length)})' },
  { query: '[.users[].age] | add / length' },
  { query: 'paths(scalars) | join(".")' },
  { query: '.users[] | [.name, .age] | @csv', rawOutput: true },
];

export const jsonPathExamples: readonly ExampleQuery[] = [
  { query: '$.users[*].name' },
  { query: '$.users[?@.age > 30]' },
  { query: '$..roles[0]' },
  { query: '$.users[-1]' },
  { query: '$.users[?length(@.roles) == 0].name' },
  { query: "$.users[?match(@.name, '[AG].*')].age" },
];
