import { booleanField, choiceField, integerField, textField } from '../../lib/tool-state/fields';
import {
  defaultCode,
  defaultOptions as defaults,
  indentSizeLimits,
  languages,
  printWidthLimits,
  trailingCommas,
  whitespaceSensitivities,
} from './options';

/**
 * The page's state and the operation's fields: the code and every option (remembered and in the
 * link). Apart from the operation, so the page does not reach the libraries its run loads.
 */
export const formatterFields = {
  // Code may be large or private: in the page only.
  code: textField(defaultCode, { sensitive: true, label: 'code.label' }),
  language: choiceField(defaults.language, languages, {
    persist: true,
    label: 'language.label',
    choiceLabels: { html: 'language.html', css: 'language.css', js: 'language.js', ts: 'language.ts' },
  }),
  minify: booleanField(defaults.minify, { persist: true, label: 'minify.label' }),
  printWidth: integerField(defaults.printWidth, { ...printWidthLimits, persist: true, label: 'printWidth.label' }),
  indentSize: integerField(defaults.indentSize, { ...indentSizeLimits, persist: true, label: 'indentSize.label' }),
  useTabs: booleanField(defaults.useTabs, { persist: true, label: 'useTabs.label' }),
  singleQuote: booleanField(defaults.singleQuote, { persist: true, label: 'singleQuote.label' }),
  semi: booleanField(defaults.semi, { persist: true, label: 'semi.label' }),
  trailingComma: choiceField(defaults.trailingComma, trailingCommas, {
    persist: true,
    label: 'trailingComma.label',
  }),
  whitespaceSensitivity: choiceField(defaults.whitespaceSensitivity, whitespaceSensitivities, {
    persist: true,
    label: 'whitespaceSensitivity.label',
  }),
  mangle: booleanField(defaults.mangle, { persist: true, label: 'mangle.label' }),
  compress: booleanField(defaults.compress, { persist: true, label: 'compress.label' }),
  restructure: booleanField(defaults.restructure, { persist: true, label: 'restructure.label' }),
  removeComments: booleanField(defaults.removeComments, { persist: true, label: 'removeComments.label' }),
  minifyInline: booleanField(defaults.minifyInline, { persist: true, label: 'minifyInline.label' }),
};
