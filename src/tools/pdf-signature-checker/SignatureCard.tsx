import { Group, Stack } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { Section } from '../../ui/section/Section';
import { Text, type TextTone } from '../../ui/text/Text';
import { CertificateTable } from './CertificateTable';
import words from './locales/en.json';
import type { SignatureReport } from './pdf-signature-checker';
import { lineValue, linesAsText, signatureLines, type LineTone } from './report-text';

const textTones: Record<Exclude<LineTone, undefined>, TextTone> = { good: 'success', bad: 'error', warning: 'warning' };

interface SignatureCardProps {
  /** 1 for the first signature in the file. */
  number: number;
  report: SignatureReport;
}

export function SignatureCard({ number, report }: SignatureCardProps) {
  const { t, text, word } = useToolWords(words);
  const title = t('signature.title', { number });
  if (!report.readable) {
    return (
      <Card title={title}>
        <Alert type="error" title={t('unreadable.title')}>
          {word(report.detail)}
        </Alert>
      </Card>
    );
  }
  const lines = signatureLines(report);
  return (
    <Card title={title}>
      <Stack gap={4}>
        {lines.map((line) => (
          <Text key={line.label} size="sm">
            <Text inline weight="semibold">
              {t('signature.lineLabel', { label: text(line.label) })}
            </Text>{' '}
            <Text inline tone={line.tone && textTones[line.tone]} weight={line.tone ? 'semibold' : undefined}>
              {lineValue(line, text)}
            </Text>
          </Text>
        ))}
      </Stack>
      <Group>
        <CopyButton value={linesAsText(lines, text)} label={t('signature.copy')} />
      </Group>
      <Section title={t('signature.certificates', { number })}>
        <CertificateTable certificates={report.certificates} />
      </Section>
    </Card>
  );
}
