import { Stack } from '@mantine/core';
import { Alert } from '../../ui/alert/Alert';
import { InputText } from '../../ui/input-text/InputText';
import { truncationWarning } from './bcrypt';

interface StringFieldProps {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** "Your string:", with a warning when bcrypt would read only its first 72 bytes. */
export function StringField({ placeholder, value, onChange }: StringFieldProps) {
  const warning = truncationWarning(value);
  return (
    <Stack gap="xs">
      <InputText label="Your string:" placeholder={placeholder} value={value} onChange={onChange} spellCheck={false} />
      {warning && <Alert type="warning">{warning}</Alert>}
    </Stack>
  );
}
