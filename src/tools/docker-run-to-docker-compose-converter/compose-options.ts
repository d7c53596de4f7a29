// The converter's options and limits, apart from the converter: the page needs them, not composerize.

export const composeFormats = ['latest', 'v3x', 'v2x'] as const;
export type ComposeFormat = (typeof composeFormats)[number];

export const minIndentSize = 1;
export const maxIndentSize = 8;
/** Real commands are a few hundred characters; the converter slows down fast beyond these. */
export const maxCommandChars = 10_000;
export const maxExistingComposeChars = 50_000;

export const defaultDockerRunCommand =
  'docker run -p 80:80 -v /var/run/docker.sock:/tmp/docker.sock:ro --restart always --log-opt max-size=1g nginx';

export interface ComposeOptions {
  format: ComposeFormat;
  indentSize: number;
  /** A compose file to merge the new services into; blank for none. */
  existingCompose: string;
}

/** What the page asks the worker to convert. */
export interface ComposeRequest {
  command: string;
  options: ComposeOptions;
}
