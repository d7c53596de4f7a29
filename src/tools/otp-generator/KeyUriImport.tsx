import { InputText } from '../../ui/input-text/InputText';
import { parseKeyUri, type KeyUriParts } from './otp-generator';

interface KeyUriImportProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the settings of a readable key URI, to fill every field. */
  onImport: (parts: KeyUriParts) => void;
}

/** Paste the `otpauth://` URI of an existing account to fill every field from it. */
export function KeyUriImport({ value, onChange, onImport }: KeyUriImportProps) {
  const parsed = value.trim() === '' ? undefined : parseKeyUri(value);
  return (
    <InputText
      label="Import key URI"
      placeholder="otpauth://totp/Issuer:account?secret=…"
      value={value}
      onChange={(next) => {
        onChange(next);
        const parts = parseKeyUri(next);
        if (parts.ok) onImport(parts.value);
      }}
      error={parsed?.ok === false ? parsed.error : undefined}
      description={parsed?.ok ? 'Imported: every field now holds what this URI says.' : undefined}
      monospace
      spellCheck={false}
    />
  );
}
