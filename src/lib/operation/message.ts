import { err, type Err } from '../result';

/**
 * Something to tell a person (an error, a note), as data: the key of its words in a message
 * catalogue and the values its text inserts. Logic gives these; each host words them in its
 * language (the page through i18next, the command line in English).
 */
export interface Message {
  code: string;
  values?: Readonly<Record<string, string | number>>;
  /** How to put it right, when there is a way (an error's hint: "turn on …"). */
  hint?: Message;
}

export function message(code: string, values?: Message['values']): Message {
  return values === undefined ? { code } : { code, values };
}

/** The failed result of an operation, worded by `code`. */
export function failure(code: string, values?: Message['values']): Err<Message> {
  return err(message(code, values));
}

/**
 * Thrown by a step deep inside an operation's logic to end it with `message`; the operation's
 * wrapper (see `runSafely`) turns it into its failed result.
 */
export class MessageError extends Error {
  override name = 'MessageError';
  constructor(readonly detail: Message) {
    super(detail.code);
  }
}

/** Ends an operation with `code` (see MessageError): for logic deep below its `run`. */
export function fail(code: string, values?: Message['values']): never {
  throw new MessageError(message(code, values));
}

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).code === 'string';
