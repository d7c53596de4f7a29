import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { err, ok } from '../../lib/result';
import { choiceField, integerField, textField } from '../../lib/tool-state/fields';
import { composeFormats, defaultDockerRunCommand, maxIndentSize, minIndentSize } from './compose-options';
import { defaultCompose } from './default-compose';
import type words from './locales/en.json';

// Nothing is persisted (the spec).
export const dockerRunToCompose = operationOf<typeof words>()({
  id: 'docker-run-to-compose',
  input: textInput('docker-run', 'command'),
  fields: {
    command: textField(defaultDockerRunCommand, { label: 'command.label' }),
    format: choiceField('latest', composeFormats, {
      label: 'format.label',
      choiceLabels: { latest: 'format.latest', v3x: 'format.v3x', v2x: 'format.v2x' },
    }),
    indentSize: integerField(2, { min: minIndentSize, max: maxIndentSize, label: 'indentSize' }),
    existingCompose: textField('', { label: 'existingCompose.label', help: 'existingCompose.help' }),
  },
  output: { kind: 'docker-compose', label: 'compose.label' },
  // composerize (≈1.9 MB) loads when the operation runs (in the worker, on the command line): never with the page.
  run: async (command, options) => {
    const { convertDockerRunToCompose } = await import('./docker-run-to-docker-compose-converter');
    const result = convertDockerRunToCompose(command, options);
    return result.ok ? ok(result.value.yaml) : err(result.error.message);
  },
  examples: [
    { name: 'examples.nginx', input: defaultDockerRunCommand, output: defaultCompose.yaml },
    {
      name: 'examples.quoted',
      input: [
        'docker run --detach \\',
        '  --env DOWNLOADER="your name" \\',
        '  --name archiveteam-warrior \\',
        '  --restart=on-failure \\',
        '  --publish 8002:8001 \\',
        '  atdr.meo.ws/archiveteam/warrior-dockerfile',
      ].join('\n'),
      output: [
        "# ignored options for 'warrior-dockerfile'",
        '# --detach',
        'name: <your project name>',
        'services:',
        '  warrior-dockerfile:',
        '    environment:',
        '      - DOWNLOADER=your name',
        '    container_name: archiveteam-warrior',
        '    restart: on-failure',
        '    ports:',
        '      - 8002:8001',
        '    image: atdr.meo.ws/archiveteam/warrior-dockerfile',
      ].join('\n'),
    },
    { input: 'ls -la', error: 'errors.unconvertible' },
  ],
});

export const operations = toolOperations(dockerRunToCompose);
