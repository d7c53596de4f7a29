import { useMemo } from 'react';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { InputText } from '../../ui/input-text/InputText';
import { Text } from '../../ui/text/Text';
import { decodedCountText, decodeLinksInText } from './safelink-decoder';

/** A whole e-mail body in, the same text out with every wrapped link replaced by its target. */
export function BulkDecoder({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const settled = useDebouncedWhenLarge(text);
  const decoded = useMemo(() => decodeLinksInText(settled), [settled]);
  return (
    <Card title="Decode every link in a text">
      <InputText
        label="Text with SafeLinks"
        placeholder="Paste an e-mail body (plain text or HTML source)…"
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
        label="Text with decoded links"
        value={decoded.text}
        wrap
        minRows={4}
        footer={
          <Text size="sm" tone="dimmed" role="status" aria-live="polite">
            {settled.trim() === '' ? '' : decodedCountText(decoded.count)}
          </Text>
        }
      />
    </Card>
  );
}
