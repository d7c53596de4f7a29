/**
 * What converting a text gives: the output itself when converting cannot fail; otherwise the
 * output with an optional notice about it, or the error with an optional hint on how to fix it.
 */
export type TextConversion =
  string | { ok: true; value: string; notice?: string } | { ok: false; error: string; hint?: string };

/** A conversion as a card shows it: the output (empty on error) and the messages around it. */
export interface ShownConversion {
  output: string;
  error?: string;
  hint?: string;
  notice?: string;
}

export function showConversion(conversion: TextConversion): ShownConversion {
  if (typeof conversion === 'string') return { output: conversion };
  if (conversion.ok) return { output: conversion.value, notice: conversion.notice };
  return { output: '', error: conversion.error, hint: conversion.hint };
}
