import type { Page } from '@playwright/test';
import { largeInputChars, largeInputDelayMs } from '../../src/lib/useDebouncedWhenLarge';
import { waitUntilInteractive } from '../test';
import type { HostileInput } from './corpus';
import {
  afterInput,
  enterValue,
  injectedScriptTraces,
  keypressAnswerMs,
  longestHeldFrameMs,
  withDeadline,
  type ValueSignature,
} from './field-probe';
import { madeFile, type HostileFileRecipe } from './hostile-files';
import type { PageWatch } from './page-watch';
import { filesForTool, inputsForField } from './sampling';
import { fileInputsLocator, findTypedFields, typedFieldsLocator, type TypedField } from './tool-fields';

/** The brief's bar: a page answers a key press within a second of any input. */
const keypressBudgetMs = 1000;
/** Past this, an input that has not come back means a frozen page: the sweep of the tool stops. */
const frozenMs = 30_000;
/** Past the pause after which the app works on a large text (useDebouncedWhenLarge). */
const settleMs = largeInputDelayMs + 100;
/** Sending a 30 MB file to the browser takes Playwright a while on a busy machine: not the page's doing. */
const filePickMs = 90_000;
/**
 * Time for a picked file to be read and handed to a worker: the everyday files are a few bytes
 * (read at once, and a wait per file adds up over the tools' file inputs), the costly one 30 MB.
 */
const fileSettleMs = { small: 200, costly: 1_000 };

/** What one try found: problems, and slowness, which is confirmed by a second try before it counts. */
interface Findings {
  problems: string[];
  slowness: string[];
}

/** Opens the tool at `slug` and waits until its fields work (the page is prerendered, then hydrated). */
export async function openTool(page: Page, slug: string): Promise<void> {
  await page.goto(`/${slug}`);
  const anyField = typedFieldsLocator(page).or(fileInputsLocator(page)).first();
  if ((await anyField.count()) > 0) await waitUntilInteractive(anyField);
}

/**
 * Whether the page is frozen: a key press it never answers (within `frozenMs`). Being merely slow
 * is judged from late frames (see longestHeldFrameMs), which leave the browser's own layout out.
 */
async function frozenness(page: Page, when: string): Promise<string[]> {
  try {
    await keypressAnswerMs(page, frozenMs);
    return [];
  } catch (error) {
    return [`${(error as Error).message} (${when})`];
  }
}

/** Slowness since `sentAt` (the page's clock): a task that held the page past the budget. */
async function heldFrameSlowness(page: Page, sentAt: number, when: string): Promise<string[]> {
  const heldMs = await longestHeldFrameMs(page, sentAt);
  return heldMs > keypressBudgetMs ? [`its script held the page ${Math.round(heldMs)} ms ${when}`] : [];
}

const sameSignature = (a: ValueSignature, b: ValueSignature) => a.length === b.length && a.hash === b.hash;

/**
 * Puts `input` in `field` and checks what the page does with it. The next input replaces it; the
 * field's first value is put back once all its inputs have been tried (see sweepTool).
 */
async function tryTypedInput(page: Page, field: TypedField, input: HostileInput): Promise<Findings> {
  const { kept, toolMs, sentAt } = await withDeadline(
    enterValue(field.locator, input.value, { numberBox: field.numberBox }),
    frozenMs,
    `the page froze for over ${frozenMs / 1000} s on ${field.label} ← ${input.name}`,
  );
  const slowness = toolMs > keypressBudgetMs ? [`the input event kept the page busy ${Math.round(toolMs)} ms`] : [];
  // Large text is worked on after a pause in typing: give that work time to start and finish. Small
  // text is worked on as it is typed (enterValue waited until it was drawn); afterInput waits a frame
  // more, and an error that comes later still fails the tool, under the next input's name.
  if (kept.length > largeInputChars) await page.waitForTimeout(settleMs + keypressBudgetMs);
  let after;
  try {
    after = await afterInput(page, field.locator, sentAt, frozenMs);
  } catch (error) {
    return { problems: [`${(error as Error).message} (after the input)`], slowness };
  }
  if (after.heldMs > keypressBudgetMs)
    slowness.push(`its script held the page ${Math.round(after.heldMs)} ms after the input`);
  const problems = [...after.traces];
  if (!after.keypressSeen) problems.push('the key press never reached the page (after the input)');
  if (!sameSignature(after.value, kept))
    problems.push(
      `the field lost the input: it holds ${after.value.length} characters, not the ${kept.length} entered`,
    );
  return { problems, slowness };
}

/** Picks `file` in the page's `index`th file input and checks what the page does with it. */
async function tryFile(page: Page, index: number, file: HostileFileRecipe): Promise<Findings> {
  await withDeadline(
    fileInputsLocator(page).nth(index).setInputFiles(madeFile(file)),
    filePickMs,
    `the page froze for over ${filePickMs / 1000} s on the file ${file.name}`,
  );
  const sentAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(file.costly ? fileSettleMs.costly : fileSettleMs.small);
  const slowness = await heldFrameSlowness(page, sentAt, 'after the file was picked');
  return {
    problems: [...(await frozenness(page, 'once the file was read')), ...(await injectedScriptTraces(page))],
    slowness,
  };
}

/**
 * Runs `attempt` as step `step` and gives what it found, with the page's console errors and
 * requests during it. Slowness alone may be another process's doing on a busy machine: it counts
 * when a second attempt on a freshly opened page is slow too. After any finding the tool is opened
 * afresh, so the next step starts clean.
 */
async function runStep(
  page: Page,
  { slug, watch, onReopen }: { slug: string; watch: PageWatch; onReopen: () => void },
  step: string,
  attempt: () => Promise<Findings>,
): Promise<string[]> {
  for (let round = 1; ; round++) {
    watch.enter(step);
    const { problems, slowness } = await attempt();
    const found = [...problems, ...watch.takeProblems()];
    if (found.length === 0 && slowness.length === 0) return [];
    watch.enter(`reopening the tool after ${step}`);
    await openTool(page, slug);
    onReopen();
    if (found.length > 0 || round === 2) return [...found, ...slowness].map((problem) => `${step}: ${problem}`);
  }
}

/**
 * Tries hostile input in every typed field and every file input of the open tool at `slug`:
 * the inputs `inputsForField` picks for the run's `seed`, and every hostile file. Gives the
 * problems found, each named by its field and input.
 */
export async function sweepTool(
  page: Page,
  slug: string,
  { watch, seed, files }: { watch: PageWatch; seed: number; files: readonly HostileFileRecipe[] },
): Promise<{ problems: string[]; typedFields: number; fileInputs: number; tries: number }> {
  const problems: string[] = [];
  let tries = 0;
  // Found again once the tool has been reopened.
  let fields: TypedField[] | undefined = await findTypedFields(page);
  const context = { slug, watch, onReopen: () => (fields = undefined) };
  const labels = fields.map((field) => field.label);
  for (const [index, label] of labels.entries()) {
    for (const input of inputsForField(`${slug} ${label}`, seed)) {
      tries += 1;
      problems.push(
        ...(await runStep(page, context, `${label} ← ${input.name}`, async () => {
          fields ??= await findTypedFields(page);
          return tryTypedInput(page, fields[index], input);
        })),
      );
    }
    fields ??= await findTypedFields(page);
    await enterValue(fields[index].locator, { text: fields[index].original }, { numberBox: fields[index].numberBox });
  }
  const fileInputs = await fileInputsLocator(page).count();
  const hostile = filesForTool(slug, seed, files);
  for (let index = 0; index < fileInputs; index++) {
    for (const file of hostile) {
      tries += 1;
      problems.push(
        ...(await runStep(page, context, `file input ${index + 1} ← ${file.name}`, async () => {
          // A file may change the page (a preview in place of the drop zone): the tool is opened
          // afresh only when the file input is no longer there.
          if ((await fileInputsLocator(page).count()) <= index) await openTool(page, slug);
          return tryFile(page, index, file);
        })),
      );
    }
  }
  return { problems, typedFields: labels.length, fileInputs, tries };
}
