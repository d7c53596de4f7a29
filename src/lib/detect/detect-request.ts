import { detect } from './detect';
import type { Detection } from './detection';

/** What the page asks the detection worker: a text and how long it may take. */
export interface DetectRequest {
  text: string;
  deadlineMs: number;
}

/** The worker's answer to a request (detect.worker.ts serves it; tests call it directly). */
export function answerDetectRequest({ text, deadlineMs }: DetectRequest): Detection[] {
  return detect(text, { deadlineMs });
}
