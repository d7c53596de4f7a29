import { Group, Stack } from '@mantine/core';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { Section } from '../../ui/section/Section';
import { Text, type TextTone } from '../../ui/text/Text';
import { CertificateTable } from './CertificateTable';
import { unreadableSignatureMessage, type SignatureReport } from './pdf-signature-checker';
import { linesAsText, signatureLines, type LineTone } from './report-text';

const textTones: Record<Exclude<LineTone, undefined>, TextTone> = { good: 'success', bad: 'error', warning: 'warning' };

interface SignatureCardProps {
  /** 1 for the first signature in the file. */
  number: number;
  report: SignatureReport;
}

export function SignatureCard({ number, report }: SignatureCardProps) {
  const title = `Signature ${number}`;
  if (!report.readable) {
    return (
      <Card title={title}>
        <Alert type="error" title={unreadableSignatureMessage}>
          {report.detail}
        </Alert>
      </Card>
    );
  }
  const lines = signatureLines(report);
  return (
    <Card title={title}>
      <Stack gap={4}>
        {lines.map(({ label, value, tone }) => (
          <Text key={label} size="sm">
            <Text inline weight="semibold">
              {label}:
            </Text>{' '}
            <Text inline tone={tone && textTones[tone]} weight={tone ? 'semibold' : undefined}>
              {value}
            </Text>
          </Text>
        ))}
      </Stack>
      <Group>
        <CopyButton value={linesAsText(lines)} label="Copy details" />
      </Group>
      <Section title={`${title} certificates :`}>
        <CertificateTable certificates={report.certificates} />
      </Section>
    </Card>
  );
}
