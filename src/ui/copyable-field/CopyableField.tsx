import { Group, Textarea, TextInput } from '@mantine/core';
import { useId } from 'react';
import { CopyButton } from '../copy/CopyButton';

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
}

/** A read-only output with its label and a copy button: the standard way a tool shows a result. */
export function CopyableField({ label, value, multiline, rows = 3, monospace = true, placeholder, copiedNotice, copyLabel }: CopyableFieldProps) {
  const id = useId();
  const styles = monospace ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } : undefined;
  const common = { id, label, value, readOnly: true, placeholder, styles };
  if (multiline || copyLabel) {
    return (
      <div>
        {multiline ? <Textarea {...common} autosize minRows={rows} maxRows={20} /> : <TextInput {...common} />}
        <Group justify="flex-end" mt="xs">
          <CopyButton value={value} label={copyLabel} notice={copiedNotice} disabled={!value} />
        </Group>
      </div>
    );
  }
  return <TextInput {...common} rightSection={<CopyButton value={value} notice={copiedNotice} disabled={!value} />} rightSectionWidth={44} />;
}
