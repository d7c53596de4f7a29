import { Group, Textarea, TextInput } from '@mantine/core';
import { memo, useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { localeTags } from '../../i18n/locales';
import { autosizeVariables } from '../autosize';
import { mantineSizeOf, type ControlSize } from '../control-size';
import sizeClasses from '../control-size.module.css';
import autosizeClasses from '../autosize.module.css';
import { CopyButton } from '../copy/CopyButton';
import type { Sendable } from '../send-to/send-to-context';
import classes from './CopyableField.module.css';
import { shownOutputChars, shownStart } from './shown-output';

interface CopyableFieldProps {
  label: string;
  value: string;
  /** A multi-line read-only area (with `rows` lines at least) instead of a single line. */
  multiline?: boolean;
  rows?: number;
  monospace?: boolean;
  placeholder?: string;
  /** Text of the notice after copying; defaults to 'Copied to the clipboard'. */
  copiedNotice?: string;
  /** A visible copy button text (e.g. 'Copy base64'); an icon button otherwise. */
  copyLabel?: string;
  /** A small hint under the value. */
  description?: ReactNode;
  /**
   * Why there is no value, in the error colour where the value would be: for a tool whose spec
   * puts its errors in the output area. The field is then marked invalid.
   */
  error?: ReactNode;
  /** The field's size, as InputText's ('lg' for a generator's one large output). */
  size?: ControlSize;
  /** 'left' puts the label beside the value, as in a form table (single-line fields). */
  labelPosition?: 'top' | 'left';
  /** Width of the label column when the label is on the left; rows sharing it line up. */
  labelWidth?: string;
  /** The value's kind and whether it is a secret, for "Send to…" (text unless told). */
  send?: Sendable;
}

const defaultLabelWidth = '10rem';

// The hint goes under the value, not between the label and the value.
const besideLabelOrder: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/**
 * A read-only output with its label and a copy button: the standard way a tool shows a result.
 * Memoised: a large output is slow to lay out, so it re-renders only when its own props change,
 * not on every keystroke in the input beside it.
 */
export const CopyableField = memo(function CopyableField({
  label,
  value,
  multiline,
  rows = 3,
  monospace = true,
  placeholder,
  copiedNotice,
  copyLabel,
  description,
  error,
  labelPosition = 'top',
  labelWidth = defaultLabelWidth,
  size,
  send,
}: CopyableFieldProps) {
  const id = useId();
  const { t, locale } = useTranslation();
  const cut = value.length > shownOutputChars;
  const shown = shownStart(value);
  const format = (count: number) => count.toLocaleString(localeTags[locale]);
  const cutNotice = cut && t('ui.outputCut', { shown: format(shownOutputChars), total: format(value.length) });
  const hint = cutNotice ? (
    <>
      {cutNotice}
      {description && <> {description}</>}
    </>
  ) : (
    description
  );
  const styles = monospace ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } : undefined;
  const common = {
    id,
    label,
    value: shown,
    readOnly: true,
    placeholder,
    styles,
    description: hint,
    error,
    ...(size && { size: mantineSizeOf[size] }),
    classNames: size ? { wrapper: sizeClasses.input } : {},
  };
  if (multiline || copyLabel) {
    return (
      <div>
        {multiline ? (
          <Textarea
            {...common}
            rows={rows}
            classNames={{ ...common.classNames, input: autosizeClasses.grow }}
            style={autosizeVariables(rows, 20)}
          />
        ) : (
          <TextInput {...common} />
        )}
        <Group justify="flex-end" mt="xs">
          <CopyButton
            value={value}
            label={copyLabel}
            notice={copiedNotice}
            disabled={!value}
            send={{ label, ...send }}
          />
        </Group>
      </div>
    );
  }
  const besideLabel =
    labelPosition === 'left'
      ? {
          classNames: { ...common.classNames, root: classes.labelLeft, label: classes.label },
          style: { '--copyable-field-label-width': labelWidth } as CSSProperties,
          inputWrapperOrder: besideLabelOrder,
        }
      : undefined;
  return (
    <TextInput
      {...common}
      {...besideLabel}
      rightSection={<CopyButton value={value} notice={copiedNotice} disabled={!value} send={{ label, ...send }} />}
      rightSectionWidth={80}
    />
  );
});
