import { booleanField, choiceField, type Fields } from '../../lib/tool-state/fields';
import type { SelectOption } from '../select/select-option';

/** An on/off option of a conversion, shown as a switch. */
export interface SwitchOption {
  kind: 'switch';
  label: string;
  defaultValue: boolean;
}

/** A choice among a few values, shown as a select. */
export interface ChoiceOption<T extends string> {
  kind: 'select';
  label: string;
  choices: readonly SelectOption<T>[];
  defaultValue: T;
}

export type DirectionOption = SwitchOption | ChoiceOption<string>;

/** The options of one direction, by field name (public, in links: camelCase). */
export type DirectionOptions = Record<string, DirectionOption>;

export type NoOptions = Record<never, DirectionOption>;

/** What a direction's convert function receives: each option's current value. */
export type OptionValues<O extends DirectionOptions> = {
  [K in keyof O]: O[K] extends ChoiceOption<infer T> ? T : boolean;
};

export function switchOption(label: string, defaultValue: boolean): SwitchOption {
  return { kind: 'switch', label, defaultValue };
}

export function selectOption<T extends string>(
  label: string,
  choices: readonly SelectOption<T>[],
  defaultValue: NoInfer<T>,
): ChoiceOption<T> {
  return { kind: 'select', label, choices, defaultValue };
}

/** The tool-state fields holding the options: linkable, not persisted. */
export function optionFields(options: DirectionOptions = {}): Fields {
  return Object.fromEntries(
    Object.entries(options).map(([name, option]) => [
      name,
      option.kind === 'switch'
        ? booleanField(option.defaultValue)
        : choiceField(
            option.defaultValue,
            option.choices.map((choice) => choice.value),
          ),
    ]),
  );
}

/** The options' values out of the page's state, each option's default where the state lacks it. */
export function readOptionValues<O extends DirectionOptions>(
  options: O | undefined,
  state: Readonly<Record<string, unknown>>,
): OptionValues<O> {
  const entries = Object.entries(options ?? {}).map(([name, option]) => {
    const value = state[name];
    return [name, typeof value === typeof option.defaultValue ? value : option.defaultValue];
  });
  return Object.fromEntries(entries) as OptionValues<O>;
}
