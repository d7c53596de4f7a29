import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { booleanField, textField } from '../../lib/tool-state/fields';
import {
  chmodCommand,
  defaultPath,
  formatChmodSymbolic,
  formatOctal,
  formatSymbolic,
  parseOctal,
} from './chmod-calculator';
import type words from './locales/en.json';

export const chmodCalculate = operationOf<typeof words>()({
  id: 'chmod-calculate',
  input: textInput('chmod-mode', 'octal'),
  // Nothing is stored (the spec); the mode, path and switch are linkable.
  fields: {
    /** The mode as typed in the Octal box; the checkboxes, symbolic value and commands follow it. */
    octal: textField('000', { pattern: /^[0-7]{0,4}$/, label: 'octal.label', help: 'octal.help' }),
    path: textField(defaultPath, { label: 'path' }),
    recursive: booleanField(false, { label: 'recursive' }),
  },
  outputs: {
    octal: { kind: 'chmod-mode', label: 'octalValue' },
    symbolic: { kind: 'text', label: 'symbolicValue' },
    command: { kind: 'text', label: 'command' },
    symbolicCommand: { kind: 'text', label: 'symbolicCommand' },
  },
  run: (text, { path, recursive }) => {
    const parsed = parseOctal(text);
    if (!parsed.ok) return parsed;
    const mode = parsed.value;
    const octal = formatOctal(mode);
    return ok({
      mode,
      octal,
      symbolic: formatSymbolic(mode),
      command: chmodCommand(octal, { path, recursive }),
      symbolicCommand: chmodCommand(formatChmodSymbolic(mode), { path, recursive }),
    });
  },
  examples: [
    {
      name: 'examples.rwxrxrx',
      input: '755',
      output: { octal: '755', symbolic: 'rwxr-xr-x', command: 'chmod 755 path' },
    },
    {
      name: 'examples.nothing',
      input: '000',
      output: { octal: '000', symbolic: '---------', command: 'chmod 000 path' },
    },
    {
      name: 'examples.setuid',
      input: '4755',
      options: { path: 'run.sh', recursive: true },
      output: {
        symbolic: 'rwsr-xr-x',
        command: 'chmod -R 4755 run.sh',
        symbolicCommand: 'chmod -R u=rwxs,g=rx,o=rx run.sh',
      },
    },
    { input: '758', error: 'errors.invalidOctal' },
  ],
});

export const operations = toolOperations(chmodCalculate);
