import { describe, expect, it } from 'vitest';
import { defaultDockerRunCommand, type ComposeOptions } from './compose-options';
import { defaultValues } from '../../lib/tool-state/fields';
import { inEnglish, inLanguage } from '../../test/words';
import de from './locales/de.json';
import { convertDockerRunToCompose } from './docker-run-to-docker-compose-converter';
import { defaultCompose } from './default-compose';
import words from './locales/en.json';
import { dockerRunToCompose } from './operations';

const defaults: ComposeOptions = { format: 'latest', indentSize: 2, existingCompose: '' };
const convert = (command: string, options: Partial<ComposeOptions> = {}) =>
  convertDockerRunToCompose(command, { ...defaults, ...options });
const lines = (...text: string[]) => text.join('\n');
/** The error as the page shows it: its field and its English words. */
const refusal = (command: string, options: Partial<ComposeOptions> = {}) => {
  const result = convert(command, options);
  return result.ok ? result : { field: result.error.field, message: inEnglish(result.error.message, words) };
};

describe('convertDockerRunToCompose', () => {
  it("converts the spec example 1, the page's default settings, as the page's HTML shows it before the worker answers", () => {
    const { command, ...options } = defaultValues(dockerRunToCompose.fields);
    expect(command).toBe(defaultDockerRunCommand);
    expect(convertDockerRunToCompose(command, options)).toEqual({ ok: true, value: defaultCompose });
  });

  it('writes the chosen compose version with the chosen indentation', () => {
    const v3 = convert('docker run -p 80:80 nginx', { format: 'v3x', indentSize: 4 });
    expect(v3.ok && v3.value.yaml).toBe(
      lines('version: "3"', 'services:', '    nginx:', '        ports:', '            - 80:80', '        image: nginx'),
    );
    const v2 = convert('docker run nginx', { format: 'v2x' });
    expect(v2.ok && v2.value.yaml).toBe(lines('version: "2.4"', 'services:', '  nginx:', '    image: nginx'));
  });

  it('marks named volumes and networks external, with a note saying they must exist', () => {
    const result = convert('docker run -v data:/data --network mynet redis');
    if (!result.ok) throw new Error(result.error.message.code);
    expect(result.value.yaml).toContain('volumes:\n  data:\n    external: true\n    name: data');
    expect(result.value.yaml).toContain('networks:\n  mynet:\n    external: true\n    name: mynet\n');
    expect(result.value.notes).toHaveLength(2);
    expect(result.value.notes[1]).toContain('docker volume create data');
  });

  it('converts several commands, podman and a "$ " prompt included, into one file', () => {
    const result = convert('$ docker run --name db postgres\npodman run -p 8080:80 nginx');
    if (!result.ok) throw new Error(result.error.message.code);
    expect(result.value.yaml).toContain('  postgres:\n    container_name: db\n    image: postgres\n');
    expect(result.value.yaml).toContain('  nginx:\n    ports:\n      - 8080:80\n    image: nginx');
  });

  it('merges the new services into an existing compose file', () => {
    const result = convert('docker run nginx', { existingCompose: 'services:\n  db:\n    image: postgres\n' });
    expect(result.ok && result.value.yaml).toBe(
      lines('name: <your project name>', 'services:', '  db:', '    image: postgres', '  nginx:', '    image: nginx'),
    );
  });

  it.each([
    [
      'services: [',
      'Invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ] at line 1, column 12',
    ],
    ['- a\n- b', 'The existing docker-compose.yml must be a mapping (services: …).'],
    ['42', 'The existing docker-compose.yml must be a mapping (services: …).'],
  ])('refuses the existing compose file %j under its own field', (existingCompose, message) => {
    expect(refusal('docker run nginx', { existingCompose })).toEqual({ field: 'existingCompose', message });
  });

  it('refuses an alias bomb in the existing compose file', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]']
      .concat(
        Array.from(
          { length: 8 },
          (_, i) => `${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${`*${'abcdefgh'[i]}, `.repeat(8)}*${'abcdefgh'[i]}]`,
        ),
      )
      .join('\n');
    expect(refusal('docker run nginx', { existingCompose: bomb })).toEqual({
      field: 'existingCompose',
      message: expect.stringMatching(/^Invalid YAML: .*alias/i) as string,
    });
  });

  it('says why a command that is not docker run cannot be converted', () => {
    expect(refusal('ls -la')).toEqual({
      field: 'command',
      message:
        'Unable to convert: must have at least a valid docker/podman run/create/service create/container run command',
    });
  });

  it.each(['', '   \n  '])('gives an empty output and no error for blank input %j', (command) => {
    expect(convert(command)).toEqual({ ok: true, value: { yaml: '', notes: [] } });
  });

  it.each([
    'docker run \uD800 nginx',
    'docker run <script>alert(1)</script>',
    'docker run \u0000',
    'docker run ' + 'a'.repeat(5000),
  ])('never throws on hostile input %#', (command) => {
    expect(() => convert(command)).not.toThrow();
  });
});

describe('convertDockerRunToCompose — errors in another language', () => {
  const options = defaultValues(dockerRunToCompose.fields) as ComposeOptions;

  it('words the command that is not docker run, and a YAML error, in German', () => {
    const notRun = convertDockerRunToCompose('ls -la', options);
    expect(notRun.ok || inLanguage('de', notRun.error.message, words, de)).toBe(
      'Umwandlung nicht möglich: kein docker- oder podman-Befehl gefunden (run, create, service create oder container run)',
    );
    const badYaml = convertDockerRunToCompose('docker run nginx', { ...options, existingCompose: 'a: b: c' });
    expect(badYaml.ok || inLanguage('de', badYaml.error.message, words, de)).toBe(
      'Ungültiges YAML: verschachtelte Zuordnung oder Liste hier nicht erlaubt in Zeile 1, Spalte 4',
    );
  });
});
