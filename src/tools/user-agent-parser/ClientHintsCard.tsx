import { useToolWords } from '../../i18n/tool-words';
import { clientHintRows } from '../../lib/client-hints';
import { useClientHints } from '../../lib/useClientHints';
import { Card } from '../../ui/card/Card';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import { KeyValueTable } from '../../ui/table/KeyValueTable';
import words from './locales/en.json';

/** What this browser tells beyond its user-agent string; nothing where it has no client hints. */
export function ClientHintsCard() {
  const { t, text, word } = useToolWords(words);
  const hints = useClientHints();
  if (!hints) return null;
  const rows = clientHintRows(hints).map(({ label, value }) => {
    const shown = typeof value === 'object' ? word(value) : value;
    return {
      label: text(label),
      value: shown ?? '',
      display: shown ?? (
        <Text inline tone="dimmed">
          {t('clientHints.unknown')}
        </Text>
      ),
    };
  });
  return (
    <Card title={t('clientHints.title')}>
      <Note>{t('clientHints.note')}</Note>
      <KeyValueTable caption={t('clientHints.caption')} rows={rows} copyable />
    </Card>
  );
}
