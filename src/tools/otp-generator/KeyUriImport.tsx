import { useToolWords } from '../../i18n/tool-words';
import { InputText } from '../../ui/input-text/InputText';
import words from './locales/en.json';
import { parseKeyUri, type KeyUriParts } from './otp-generator';

interface KeyUriImportProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the settings of a readable key URI, to fill every field. */
  onImport: (parts: KeyUriParts) => void;
}

/** Paste the `otpauth://` URI of an existing account to fill every field from it. */
export function KeyUriImport({ value, onChange, onImport }: KeyUriImportProps) {
  const { t, word } = useToolWords(words);
  const parsed = value.trim() === '' ? undefined : parseKeyUri(value);
  return (
    <InputText
      label={t('import.label')}
      placeholder={t('import.placeholder')}
      value={value}
      onChange={(next) => {
        onChange(next);
        const parts = parseKeyUri(next);
        if (parts.ok) onImport(parts.value);
      }}
      error={parsed?.ok === false ? word(parsed.error) : undefined}
      description={parsed?.ok ? t('import.done') : undefined}
      monospace
      spellCheck={false}
    />
  );
}
