import { Stack } from '@mantine/core';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { ModalValue } from '../../ui/modal-value/ModalValue';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Text } from '../../ui/text/Text';
import type { CertificateDetails } from './certificate-details';
import { certificateFileName, nameLines, validityLines, type ReportLine } from './report-text';

const pemMimeType = 'application/x-pem-file';

function Lines({ lines }: { lines: readonly ReportLine[] }) {
  return (
    <Stack gap={2}>
      {lines.map(({ label, value }) => (
        <Text key={label} size="sm" breakAnywhere>
          <Text inline tone="dimmed">
            {label}:
          </Text>{' '}
          {value}
        </Text>
      ))}
    </Stack>
  );
}

function PemCell({ certificate }: { certificate: CertificateDetails }) {
  const who = certificate.subject.commonName || 'this certificate';
  return (
    <Stack gap="xs" align="flex-start">
      <ModalValue
        label="View PEM cert"
        title={`PEM certificate of ${who}`}
        value={certificate.pem}
        copyLabel="Copy PEM"
      />
      <DownloadButton
        size="small"
        label="Download certificate (.pem)"
        content={certificate.pem}
        fileName={certificateFileName(certificate)}
        mimeType={pemMimeType}
      />
    </Stack>
  );
}

const columns: readonly TableColumn<CertificateDetails>[] = [
  { header: 'Validity period', render: (certificate) => <Lines lines={validityLines(certificate)} /> },
  { header: 'Issued by', render: (certificate) => <Lines lines={nameLines(certificate.issuer)} /> },
  { header: 'Issued to', render: (certificate) => <Lines lines={nameLines(certificate.subject)} /> },
  { header: 'PEM certificate', render: (certificate) => <PemCell certificate={certificate} /> },
];

/** One row per embedded certificate, the signer's first. */
export function CertificateTable({ certificates }: { certificates: readonly CertificateDetails[] }) {
  return (
    <Table
      columns={columns}
      rows={certificates}
      rowKey={(certificate, index) => `${index}-${certificate.serialNumber}`}
      emptyText="This signature embeds no certificate."
    />
  );
}
