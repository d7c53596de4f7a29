import type { ComposeFile } from './docker-run-to-docker-compose-converter';

// The default command converted (the spec's example 1), in the page's HTML: it paints with the page rather than after
// the worker has loaded the converter. A unit test keeps it equal to the converter's answer.
export const defaultCompose: ComposeFile = {
  yaml: [
    'name: <your project name>',
    'services:',
    '  nginx:',
    '    ports:',
    '      - 80:80',
    '    volumes:',
    '      - /var/run/docker.sock:/tmp/docker.sock:ro',
    '    restart: always',
    '    logging:',
    '      options:',
    '        max-size: 1g',
    '    image: nginx',
  ].join('\n'),
  notes: [],
};
