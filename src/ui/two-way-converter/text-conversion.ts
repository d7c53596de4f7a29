import type { Result } from '../../lib/result';

/** A converted text with something to say about it (bytes that were not UTF-8, say). */
export interface TextWithNotice {
  text: string;
  notice?: string;
}

/** Why a text could not be converted, with a hint on how to fix it when there is one. */
export interface ErrorWithHint {
  message: string;
  hint?: string;
}

/**
 * What converting a text gives: the output itself when converting cannot fail; otherwise the
 * shared Result, whose value may carry a notice and whose error may carry a hint.
 */
export type TextConversion = string | Result<string | TextWithNotice, string | ErrorWithHint>;

/** A conversion as a card shows it: the output (empty on error) and the messages around it. */
export interface ShownConversion {
  output: string;
  error?: string;
  hint?: string;
  notice?: string;
}

export function showConversion(conversion: TextConversion): ShownConversion {
  if (typeof conversion === 'string') return { output: conversion };
  if (conversion.ok) {
    const { value } = conversion;
    return typeof value === 'string' ? { output: value } : { output: value.text, notice: value.notice };
  }
  const { error } = conversion;
  return typeof error === 'string' ? { output: '', error } : { output: '', error: error.message, hint: error.hint };
}
