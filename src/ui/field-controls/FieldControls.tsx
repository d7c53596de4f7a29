import { Box } from '@mantine/core';
import { Fragment } from 'react';
import { clampInteger } from '../../lib/clamp-integer';
import type { Field, Fields } from '../../lib/tool-state/fields';
import { InputText } from '../input-text/InputText';
import { lazyPart } from '../lazy-part/lazy-part';

// Each kind of control loads with the pages that draw one: a select alone weighs 20 KB, and the
// converters without options draw none.
const Switch = lazyPart('src/ui/field-controls/BooleanControl.tsx', () => import('./BooleanControl'));
const Select = lazyPart('src/ui/field-controls/ChoiceControl.tsx', () => import('./ChoiceControl'));
const NumberInput = lazyPart('src/ui/field-controls/IntegerControl.tsx', () => import('./IntegerControl'));

interface FieldControlsProps {
  /** The fields to draw, in order: each as the control its shape calls for. */
  fields: Fields;
  values: Readonly<Record<string, unknown>>;
  onChange: (name: string, value: unknown) => void;
  /** The tool's words: a field's label, help and choice names are keys of its catalogue. */
  text: (key: string) => string;
  /** Widths by field name, for a row that must not shift with the chosen option's label. */
  widths?: Readonly<Record<string, number>>;
  /** The fields shown but not usable now (an option that another one makes irrelevant), by name. */
  disabled?: Readonly<Record<string, boolean>>;
}

/** The choices of a choice field, each under its translated name (its value when it has none). */
function choiceOptions(field: Field<unknown>, text: (key: string) => string) {
  if (field.shape.type !== 'choice') return [];
  return field.shape.choices.map((value) => {
    const key = field.choiceLabels?.[value];
    return { value, label: key ? text(key) : value };
  });
}

/**
 * A form's option controls drawn from their declarations (see `fields.ts`): a switch for an on/off
 * field, a select for a choice, a number box clamped to its limits for a whole number, a text field
 * for text. Labels and help come from the tool's catalogue, so a page writes none of them twice.
 */
export function FieldControls({ fields, values, onChange, text, widths = {}, disabled = {} }: FieldControlsProps) {
  return Object.entries(fields).map(([name, field]) => {
    const label = text(field.label ?? name);
    const description = field.help ? text(field.help) : undefined;
    const value = values[name];
    const control = (() => {
      switch (field.shape.type) {
        case 'boolean':
          return (
            <Switch
              label={label}
              description={description}
              checked={value === true}
              disabled={disabled[name]}
              onChange={(checked) => onChange(name, checked)}
            />
          );
        case 'choice':
          return (
            <Select
              label={label}
              description={description}
              options={choiceOptions(field, text)}
              value={String(value)}
              disabled={disabled[name]}
              onChange={(chosen) => onChange(name, chosen)}
            />
          );
        case 'integer': {
          const { min, max } = field.shape;
          return (
            <NumberInput
              label={label}
              description={description}
              value={Number(value)}
              onChange={(typed) => onChange(name, clampInteger(typed, min, max, field.defaultValue as number))}
              min={min}
              max={max}
            />
          );
        }
        default:
          return (
            <InputText
              label={label}
              description={description}
              value={String(value)}
              onChange={(typed) => onChange(name, typed)}
            />
          );
      }
    })();
    return widths[name] === undefined ? (
      <Fragment key={name}>{control}</Fragment>
    ) : (
      <Box key={name} w={widths[name]}>
        {control}
      </Box>
    );
  });
}
