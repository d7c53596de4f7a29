import { coreInputs, costlyInputs, smallInputs, type HostileInput } from './corpus';
import type { HostileFileRecipe } from './hostile-files';

/** How many of the small rotating inputs each field gets per run, besides the core ones. */
const smallPerField = 2;
/** The costly inputs come round once in this many days: each field meets each of them weekly. */
const costlyCycleDays = 7;

/**
 * The run's seed: SWEEP_SEED when given (to replay a failing run), else the day number, so the
 * rotation moves on every day and a day's runs agree.
 */
export function sweepSeed(): number {
  const given = Number(process.env.SWEEP_SEED);
  return Number.isInteger(given) && given >= 0 ? given : Math.floor(Date.now() / 86_400_000);
}

function stringHash(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + character.codePointAt(0)!) >>> 0;
  return hash;
}

/** SWEEP_INPUTS=all: everything; SWEEP_INPUTS='5 MB paste|NaN': only what is so named; else undefined. */
function chosenByName<T extends { name: string }>(everything: readonly T[]): T[] | undefined {
  const chosen = process.env.SWEEP_INPUTS;
  if (chosen === 'all') return [...everything];
  if (chosen) return everything.filter((input) => chosen.split('|').includes(input.name));
  return undefined;
}

/**
 * The day of the week-long cycle on which the thing named `key` meets the costly item `index`: a
 * day of its own for each key, so a day's costly work is spread over the tools.
 */
const isCostlyDay = (key: string, index: number, seed: number) => (stringHash(key) + seed) % costlyCycleDays === index;

/**
 * The inputs to try on the field `fieldKey`: every core input; `smallPerField` of the small ones,
 * a window that starts at a place of the field's own and moves on with the seed (the whole list
 * within a week); and, on a day of the field's own, one of the costly ones (each of them once every
 * `costlyCycleDays` days). SWEEP_INPUTS=all tries everything; SWEEP_INPUTS='5 MB paste|NaN' only
 * the inputs so named.
 */
export function inputsForField(fieldKey: string, seed: number): HostileInput[] {
  const chosen = chosenByName([...coreInputs, ...smallInputs, ...costlyInputs]);
  if (chosen) return chosen;
  const start = (stringHash(fieldKey) + seed * smallPerField) % smallInputs.length;
  const small = Array.from(
    { length: smallPerField },
    (_, offset) => smallInputs[(start + offset) % smallInputs.length],
  );
  const costly = costlyInputs.filter((_, index) => isCostlyDay(fieldKey, index, seed));
  return [...coreInputs, ...small, ...costly];
}

/**
 * The files to try on the file inputs of the tool `slug`: the cheap ones on every run, each costly
 * one (30 MB of random bytes) once every `costlyCycleDays` days, on a day of the tool's own.
 * SWEEP_INPUTS=all tries them all; SWEEP_INPUTS='random-30mb.bin' names a costly one to try.
 */
export function filesForTool(slug: string, seed: number, files: readonly HostileFileRecipe[]): HostileFileRecipe[] {
  const costly = files.filter((file) => file.costly);
  const chosen = chosenByName(costly) ?? costly.filter((_, index) => isCostlyDay(slug, index, seed));
  return [...files.filter((file) => !file.costly), ...chosen];
}
