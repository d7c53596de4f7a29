import type { HandOff } from '../../lib/tool-state/hand-off';

/**
 * The way back from a tool opened by "Send to…": the sending tool's state as it was, kept in memory
 * under an id. The history entry of the receiving page holds only that id (its state), so Back and
 * Forward find the trail again, and nothing of the values reaches the URL, history or storage. A
 * reload forgets it.
 */
export interface TrailStep {
  /** The sending tool, its fields' values and those kept out of its URL. */
  from: HandOff;
  /** The trail that led to the sending tool, if it was itself opened this way. */
  before?: string;
}

const steps = new Map<string, TrailStep>();
let nextId = 1;

export function addTrailStep(step: TrailStep): string {
  const id = `trail-${nextId++}`;
  steps.set(id, step);
  return id;
}

export const trailStep = (id: unknown): TrailStep | undefined => (typeof id === 'string' ? steps.get(id) : undefined);

/** The id of a page's trail, from its history entry's state (the router's `location.state`). */
export function trailIdOf(state: unknown): string | undefined {
  const id = (state as { trail?: unknown } | null)?.trail;
  return typeof id === 'string' ? id : undefined;
}
