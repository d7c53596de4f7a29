import { Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { CertificateTable } from './CertificateTable';
import { unreadableSignatureMessage, type SignatureReport } from './pdf-signature-checker';
import { linesAsText, signatureLines, type LineTone } from './report-text';

const toneColors: Record<Exclude<LineTone, undefined>, string> = { good: 'brand', bad: 'red', warning: 'orange' };

interface SignatureCardProps {
  /** 1 for the first signature in the file. */
  number: number;
  report: SignatureReport;
}

export function SignatureCard({ number, report }: SignatureCardProps) {
  const certificatesHeadingId = useId();
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
            <Text span fw={600} size="sm">
              {label}:
            </Text>{' '}
            <Text span size="sm" c={tone && toneColors[tone]} fw={tone ? 600 : undefined}>
              {value}
            </Text>
          </Text>
        ))}
      </Stack>
      <Group>
        <CopyButton value={linesAsText(lines)} label="Copy details" />
      </Group>
      <Stack gap="xs" component="section" aria-labelledby={certificatesHeadingId}>
        <Title order={3} size="h5" id={certificatesHeadingId}>
          {title} certificates :
        </Title>
        <CertificateTable certificates={report.certificates} />
      </Stack>
    </Card>
  );
}
