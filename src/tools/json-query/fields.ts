import { booleanField, textField } from '../../lib/tool-state/fields';

/** The default "JSON": seven lines, no final newline. */
export const sampleJson = [
  '{',
  '  "users": [',
  '    { "name": "Ada", "age": 36, "roles": ["admin", "dev"] },',
  '    { "name": "Linus", "age": 28, "roles": ["dev"] },',
  '    { "name": "Grace", "age": 45, "roles": [] }',
  '  ]',
  '}',
].join('\n');

export const defaultJqQuery = '.users[] | select(.age > 30) | .name';
export const defaultJsonPathQuery = '$.users[?@.age > 30].name';

/** What jq gives for the default query on the sample: the page shows it without loading jq. */
export const defaultJqOutput = '"Ada"\n"Grace"';

/**
 * The page's fields, which are also the operation's: their names are the command line's flags
 * (`--jsonpath`, and jq's own long names `--raw-output`, `--compact-output`, `--slurp`,
 * `--null-input`, `--raw-input`, `--sort-keys`), with jq's short ones (`-r -c -s -n -R -S`, also
 * joined: `-rc`) and `--arg name value` / `--argjson name json` for "Variables". Each language
 * keeps its own query.
 */
export const jsonQueryFields = {
  jsonpath: booleanField(false, { persist: true, label: 'language.label', help: 'language.help' }),
  query: textField(defaultJqQuery, { persist: true, label: 'query.label', help: 'query.jqHelp' }),
  jsonpathQuery: textField(defaultJsonPathQuery, {
    persist: true,
    label: 'query.label',
    help: 'query.jsonPathHelp',
  }),
  // May be large or private: in the page only.
  json: textField(sampleJson, { sensitive: true, label: 'json.label' }),
  rawOutput: booleanField(false, { persist: true, label: 'flags.rawOutput', commandLine: { short: 'r' } }),
  compactOutput: booleanField(false, { persist: true, label: 'flags.compactOutput', commandLine: { short: 'c' } }),
  slurp: booleanField(false, { persist: true, label: 'flags.slurp', commandLine: { short: 's' } }),
  nullInput: booleanField(false, { persist: true, label: 'flags.nullInput', commandLine: { short: 'n' } }),
  rawInput: booleanField(false, { persist: true, label: 'flags.rawInput', commandLine: { short: 'R' } }),
  sortKeys: booleanField(false, { persist: true, label: 'flags.sortKeys', commandLine: { short: 'S' } }),
  // May hold tokens: in the page only.
  variables: textField('', {
    sensitive: true,
    label: 'variables.label',
    help: 'variables.help',
    commandLine: {
      lineFlags: [
        { flag: '--arg', line: '{name}={value}' },
        { flag: '--argjson', line: '{name}:={json}' },
      ],
    },
  }),
};

/** jq's switches, in the order their flags are given to jq (`-r -c -s -n -R -S`). */
export const jqSwitches = ['rawOutput', 'compactOutput', 'slurp', 'nullInput', 'rawInput', 'sortKeys'] as const;

export type JqSwitch = (typeof jqSwitches)[number];
