import { Stack } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { ModalValue } from '../../ui/modal-value/ModalValue';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Text } from '../../ui/text/Text';
import type { CertificateDetails } from './certificate-details';
import words from './locales/en.json';
import { certificateFileName, lineValue, nameLines, validityLines, type ReportLine } from './report-text';

const pemMimeType = 'application/x-pem-file';

function Lines({ lines }: { lines: readonly ReportLine[] }) {
  const { t, text } = useToolWords(words);
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text key={line.label} size="sm" breakAnywhere>
          <Text inline tone="dimmed">
            {t('signature.lineLabel', { label: text(line.label) })}
          </Text>{' '}
          {lineValue(line, text)}
        </Text>
      ))}
    </Stack>
  );
}

function PemCell({ certificate }: { certificate: CertificateDetails }) {
  const { t } = useToolWords(words);
  const who = certificate.subject.commonName || t('table.thisCertificate');
  return (
    <Stack gap="xs" align="flex-start">
      <ModalValue
        label={t('table.viewPem')}
        title={t('table.pemTitle', { who })}
        value={certificate.pem}
        copyLabel={t('table.copyPem')}
      />
      <DownloadButton
        size="small"
        label={t('table.download')}
        content={certificate.pem}
        fileName={certificateFileName(certificate)}
        mimeType={pemMimeType}
      />
    </Stack>
  );
}

/** One row per embedded certificate, the signer's first. */
export function CertificateTable({ certificates }: { certificates: readonly CertificateDetails[] }) {
  const { t } = useToolWords(words);
  const columns: readonly TableColumn<CertificateDetails>[] = [
    { header: t('table.heading.validity'), render: (certificate) => <Lines lines={validityLines(certificate)} /> },
    { header: t('table.heading.issuedBy'), render: (certificate) => <Lines lines={nameLines(certificate.issuer)} /> },
    { header: t('table.heading.issuedTo'), render: (certificate) => <Lines lines={nameLines(certificate.subject)} /> },
    { header: t('table.heading.pem'), render: (certificate) => <PemCell certificate={certificate} /> },
  ];
  return (
    <Table
      columns={columns}
      rows={certificates}
      rowKey={(certificate, index) => `${index}-${certificate.serialNumber}`}
      emptyText={t('table.empty')}
    />
  );
}
