import type { Locator, Page } from '@playwright/test';
import type { HostileValue } from './corpus';

/** A field's value as its length and a hash: megabytes are compared without sending them back. */
export interface ValueSignature {
  length: number;
  hash: number;
}

/** A frame the page drew late: when it began, and how long script and other tasks held it before style and layout. */
interface LateFrame {
  start: number;
  heldMs: number;
}

interface SweepWindow {
  __sweepKeydowns: number;
  __sweepSignature: (text: string) => ValueSignature;
  __sweepLateFrames: LateFrame[];
}

/**
 * Before any of the page's scripts: counts the key presses that reach the page's own script,
 * records late frames (Long Animation Frames), and gives the probes below a signature function
 * (an FNV-1a hash of the UTF-16 code units).
 */
export async function installPageProbes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probed = window as unknown as SweepWindow;
    probed.__sweepKeydowns = 0;
    window.addEventListener('keydown', () => (probed.__sweepKeydowns += 1), { capture: true });
    probed.__sweepLateFrames = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { styleAndLayoutStart: number })[]) {
        const end = entry.styleAndLayoutStart > 0 ? entry.styleAndLayoutStart : entry.startTime + entry.duration;
        probed.__sweepLateFrames.push({ start: entry.startTime, heldMs: end - entry.startTime });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
    probed.__sweepSignature = (text) => {
      let hash = 0x811c9dc5;
      for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
      return { length: text.length, hash: hash >>> 0 };
    };
  });
}

/** What `enterValue` saw. */
export interface Entered {
  /** What the field must go on holding. */
  kept: ValueSignature;
  /**
   * How long the page's own script ran on the input event: its handlers and the render and
   * effects React runs at once for a typed input. Laying out the text is the browser's cost and
   * is not counted here (the key presses that follow catch a page that stays busy after it).
   */
  toolMs: number;
  /** The page's clock when the input event was sent. */
  sentAt: number;
}

/**
 * Puts `value` in the field in one input event, as a paste does (cut to the field's `maxlength`,
 * as the browser cuts a paste), and waits until the page has drawn it.
 *
 * What the field must go on holding is what the browser put in it (a single-line field drops line
 * breaks) or, for a number box that filters what is typed, what the box shows once it is drawn.
 */
export function enterValue(
  field: Locator,
  value: HostileValue,
  { numberBox }: { numberBox: boolean },
): Promise<Entered> {
  return field.evaluate(
    async (element, { value, numberBox }) => {
      const signature = (window as unknown as SweepWindow).__sweepSignature;
      if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
        throw new Error(`The sweep types into input and textarea elements only, not a <${element.tagName}>`);
      }
      const whole =
        'text' in value
          ? value.text
          : value.repeat.repeat(Math.ceil(value.length / value.repeat.length)).slice(0, value.length);
      const text = element.maxLength >= 0 ? whole.slice(0, element.maxLength) : whole;
      const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
      // React tracks the value through the prototype's setter: a value set through it is one React
      // has not seen until an input event says so.
      Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(element, text);
      const entered = signature(element.value);
      const started = performance.now();
      element.dispatchEvent(new Event('input', { bubbles: true }));
      // React renders a typed input's update in a microtask right after the event.
      await Promise.resolve();
      const toolMs = performance.now() - started;
      await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
      return { kept: numberBox ? signature(element.value) : entered, toolMs, sentAt: started };
    },
    { value, numberBox },
  );
}

/** Rejects with `message` when `work` takes longer than `ms`. */
export async function withDeadline<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Milliseconds from a key press until the page's script has seen it and answered: a busy main
 * thread answers late, a frozen one never (then the deadline rejects).
 */
export async function keypressAnswerMs(page: Page, deadlineMs: number): Promise<number> {
  const started = performance.now();
  const answered = (async () => {
    await page.keyboard.press('Shift');
    return page.evaluate(() => {
      const probed = window as unknown as SweepWindow;
      const seen = probed.__sweepKeydowns;
      probed.__sweepKeydowns = 0;
      return seen > 0;
    });
  })();
  if (!(await withDeadline(answered, deadlineMs, 'no answer to a key press within the deadline')))
    throw new Error('the key press never reached the page');
  return performance.now() - started;
}

/**
 * The longest the page's tasks held a frame (before its style and layout) since `since` on the
 * page's clock. Laying out megabytes of text is the browser's own cost, whatever the tool, and
 * varies with the machine's load: it is left out, while any script (the app's work on the input)
 * counts, so a tool that converts megabytes on the main thread shows here.
 */
export function longestHeldFrameMs(page: Page, since: number): Promise<number> {
  return page.evaluate(async (from) => {
    // Entries are delivered after their frame: wait for one more.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const frames = (window as unknown as SweepWindow).__sweepLateFrames.filter((frame) => frame.start >= from);
    return Math.max(0, ...frames.map((frame) => frame.heldMs));
  }, since);
}

/**
 * What injected markup managed to do: run script (the canary `window.__pwned` is set), or leave
 * a `javascript:` address in the tool's part of the page, one click away from running.
 */
export function injectedScriptTraces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const traces: string[] = [];
    if ('__pwned' in window) traces.push('script from the input ran (window.__pwned is set)');
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href'];
    for (const element of document.querySelectorAll('main *')) {
      for (const name of urlAttributes) {
        const url = element.getAttribute(name);
        if (url !== null && /^\s*javascript:/i.test(url))
          traces.push(`a <${element.tagName.toLowerCase()} ${name}="${url}"> in the page`);
      }
    }
    return traces;
  });
}

/** What the page shows once an input has been worked on, read in one round trip (see afterInput). */
export interface AfterInput {
  /** Whether the key press sent just before reached the page's script. */
  keypressSeen: boolean;
  /** The longest a task held a frame since the input (see longestHeldFrameMs). */
  heldMs: number;
  /** What injected markup managed to do (see injectedScriptTraces). */
  traces: string[];
  /** The field's value now. */
  value: ValueSignature;
}

/**
 * A key press, then everything the sweep checks after an input, in one evaluation: whether the
 * press reached the page (a frozen page never answers: the deadline rejects), the longest held frame
 * since `since`, traces of injected script, and the field's value. One round trip instead of four
 * is most of what a try costs.
 */
export async function afterInput(page: Page, field: Locator, since: number, deadlineMs: number): Promise<AfterInput> {
  const probed = (async () => {
    await page.keyboard.press('Shift');
    return field.evaluate(async (element, from) => {
      const probe = window as unknown as SweepWindow;
      const keypressSeen = probe.__sweepKeydowns > 0;
      probe.__sweepKeydowns = 0;
      // Late frames are reported after their frame: wait for one more.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const heldMs = Math.max(
        0,
        ...probe.__sweepLateFrames.filter((frame) => frame.start >= from).map((f) => f.heldMs),
      );
      const traces: string[] = [];
      if ('__pwned' in window) traces.push('script from the input ran (window.__pwned is set)');
      for (const node of document.querySelectorAll('main *'))
        for (const name of ['href', 'src', 'action', 'formaction', 'xlink:href']) {
          const url = node.getAttribute(name);
          if (url !== null && /^\s*javascript:/i.test(url))
            traces.push(`a <${node.tagName.toLowerCase()} ${name}="${url}"> in the page`);
        }
      const value = probe.__sweepSignature((element as HTMLInputElement | HTMLTextAreaElement).value);
      return { keypressSeen, heldMs, traces, value };
    }, since);
  })();
  return withDeadline(probed, deadlineMs, 'no answer to a key press within the deadline');
}
