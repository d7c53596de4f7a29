import { createContext } from 'react';
import type { Kind } from '../../lib/operation/kinds';

/** A tool an output can be sent to, named in the language shown. */
export interface SendToTarget {
  slug: string;
  name: string;
  /** The field of the receiving tool that takes the value. */
  field: string;
}

/**
 * What an output is, for "Send to…": its kind and whether it is a secret when the page says so,
 * else the label it is shown under, from which the app finds the declared output's kind (text when
 * none matches).
 */
export interface Sendable {
  kind?: Kind;
  sensitive?: boolean;
  label?: string;
}

/**
 * What "Send to…" needs from the app: the tools that take an output, best first (and whether the
 * output is a secret), and the sending itself. Without it (a demo, a test), outputs show no
 * "Send to…" button.
 */
export interface SendToService {
  targets(output: Sendable): Promise<{ targets: SendToTarget[]; sensitive: boolean }>;
  /** Opens `target` with `value` in its field; a `sensitive` value stays in memory only. */
  send(target: SendToTarget, value: string, sensitive: boolean): void;
}

export const SendToContext = createContext<SendToService | undefined>(undefined);
