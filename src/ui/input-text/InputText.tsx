import '@mantine/core/styles/PasswordInput.layer.css';
import { ActionIcon, Group, Input, PasswordInput, Textarea, TextInput } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { mantineSizeOf, type ControlSize } from '../control-size';
import autosizeClasses from '../autosize.module.css';
import { autosizeVariables } from '../autosize';
import sizeClasses from '../control-size.module.css';
import { validate, type ValidationRule } from './validation';

export type InputSize = ControlSize;

export interface InputTextProps {
  label: string;
  /**
   * Visually hides the label (it stays the accessible name): for a search box whose placeholder
   * says it all, or a field in a row whose column headings say what each is.
   */
  hideLabel?: boolean;
  value: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** A text area; `rows` is its initial height (3 by default), growing with the text when `autosize`. */
  multiline?: boolean;
  rows?: number;
  autosize?: boolean;
  maxRows?: number;
  /** A hidden value with a show/hide toggle. */
  password?: boolean;
  readOnly?: boolean;
  monospace?: boolean;
  /** Centres the text: for a generated value read as a whole (a token, a hash). */
  centered?: boolean;
  autoFocus?: boolean;
  /** A 'Clear' button empties the field while it has text (editable fields). */
  clearable?: boolean;
  size?: InputSize;
  description?: ReactNode;
  /** Checked on every change; the last failing rule's message is shown and the field marked. */
  validationRules?: readonly ValidationRule[];
  /** An error from outside the rules (a parse error, say); shown when no rule fails. */
  error?: ReactNode;
  rightSection?: ReactNode;
  /** Room for a right section wider than one icon (two buttons, say). */
  rightSectionWidth?: number;
  id?: string;
  name?: string;
  spellCheck?: boolean;
  /**
   * false for a code rather than words (an address, an identifier): no autocomplete, autocorrect,
   * autocapitalisation or spellcheck, which would change what is typed.
   */
  typingAids?: boolean;
  /** The most UTF-16 code units the field takes: the browser cuts longer typing and pastes. */
  maxLength?: number;
}

export function InputText({
  label,
  hideLabel = false,
  value,
  onChange,
  placeholder,
  multiline = false,
  rows = 3,
  autosize = false,
  maxRows,
  password = false,
  readOnly = false,
  monospace = false,
  centered = false,
  autoFocus,
  clearable = false,
  size = 'md',
  description,
  validationRules = [],
  error,
  rightSection,
  rightSectionWidth,
  id,
  name,
  spellCheck,
  typingAids = true,
  maxLength,
}: InputTextProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const ruleError = validate(value, validationRules);
  const inputId = id ?? generatedId;
  const clear = () => {
    onChange?.('');
    // The button disappears with the text: give the focus back to the field rather than lose it.
    document.getElementById(inputId)?.focus();
  };
  const clearButton =
    clearable && !readOnly && value !== '' ? (
      <Input.ClearButton aria-label={t('ui.clear')} onClick={clear} />
    ) : undefined;
  const common = {
    id: inputId,
    name,
    label: hideLabel ? undefined : label,
    'aria-label': hideLabel ? label : undefined,
    value,
    placeholder: placeholder ?? t('ui.inputPlaceholder'),
    readOnly,
    autoFocus,
    size: mantineSizeOf[size],
    classNames: { wrapper: sizeClasses.input },
    description,
    error: ruleError ?? error,
    spellCheck: typingAids ? spellCheck : false,
    ...(!typingAids && { autoComplete: 'off', autoCorrect: 'off', autoCapitalize: 'off' }),
    maxLength,
    onChange: (event: { currentTarget: { value: string } }) => onChange?.(event.currentTarget.value),
    styles: {
      input: {
        fontFamily: monospace ? 'var(--mantine-font-family-monospace)' : undefined,
        textAlign: centered ? ('center' as const) : undefined,
      },
    },
    rightSection: rightSection ?? clearButton,
    rightSectionWidth,
  };

  if (password) {
    const toggleLabel = t(passwordVisible ? 'ui.hidePassword' : 'ui.showPassword');
    // Mantine's right section is either its show/hide toggle or ours: with a Clear button, both go
    // in ours, the toggle as Mantine draws it (not in the tab order, the field keeps the focus).
    const withClear = clearButton &&
      !rightSection && {
        rightSection: (
          <Group gap={2} wrap="nowrap">
            {clearButton}
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={toggleLabel}
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => setPasswordVisible((visible) => !visible)}
            >
              {passwordVisible ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
            </ActionIcon>
          </Group>
        ),
        rightSectionWidth: rightSectionWidth ?? 64,
      };
    return (
      <PasswordInput
        {...common}
        {...withClear}
        visible={passwordVisible}
        onVisibilityChange={setPasswordVisible}
        visibilityToggleButtonProps={{ 'aria-label': toggleLabel }}
      />
    );
  }
  if (multiline)
    return (
      <Textarea
        {...common}
        rows={rows}
        classNames={{ ...common.classNames, input: autosize ? autosizeClasses.grow : undefined }}
        style={autosizeVariables(rows, maxRows)}
      />
    );
  return <TextInput {...common} />;
}
