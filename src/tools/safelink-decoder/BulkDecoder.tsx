import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { InputText } from '../../ui/input-text/InputText';
import { Text } from '../../ui/text/Text';
import words from './locales/en.json';
import { safelinkDecodeText } from './operations';

/** A whole e-mail body in, the same text out with every wrapped link replaced by its target. */
export function BulkDecoder({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const { t, word } = useToolWords(words);
  const settled = useDebouncedWhenLarge(text);
  const decoded = useMemo(() => safelinkDecodeText.run(settled), [settled]);
  return (
    <Card title={t('decodeText.title')}>
      <InputText
        label={t('decodeText.input.label')}
        placeholder={t('decodeText.input.placeholder')}
        value={text}
        onChange={onChange}
        multiline
        autosize
        rows={4}
        maxRows={16}
        spellCheck={false}
      />
      {/* A code block lays out megabytes of text only as they scroll into view, unlike a text area. */}
      <CodeBlock
        label={t('decodeText.output.label')}
        value={decoded.value}
        wrap
        minRows={4}
        footer={
          <Text size="sm" tone="dimmed" role="status" aria-live="polite">
            {(decoded.notes ?? []).map(word).join(' ')}
          </Text>
        }
      />
    </Card>
  );
}
