import { coreInputs, rotatingInputs, type HostileInput } from './corpus';

/** How many of the rotating inputs each field gets per run, besides the core ones. */
const rotatingPerField = 4;

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

/**
 * The inputs to try on the field `fieldKey`: every core input, then `rotatingPerField` of the
 * rotating ones, a window that starts at a place of the field's own and moves on with the seed,
 * so every field meets the whole corpus within a few runs. SWEEP_INPUTS=all tries everything;
 * SWEEP_INPUTS='5 MB paste|NaN' only the inputs so named.
 */
export function inputsForField(fieldKey: string, seed: number): HostileInput[] {
  const chosen = process.env.SWEEP_INPUTS;
  const everything = [...coreInputs, ...rotatingInputs];
  if (chosen === 'all') return everything;
  if (chosen) return everything.filter((input) => chosen.split('|').includes(input.name));
  const start = (stringHash(fieldKey) + seed * rotatingPerField) % rotatingInputs.length;
  const window = Array.from(
    { length: rotatingPerField },
    (_, offset) => rotatingInputs[(start + offset) % rotatingInputs.length],
  );
  return [...coreInputs, ...window];
}
