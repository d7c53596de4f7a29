import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { Card } from '../../ui/card/Card';
import { Collapse } from '../../ui/collapse/Collapse';
import { CopyButton } from '../../ui/copy/CopyButton';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { KeyValueTable, type KeyValueRow } from '../../ui/table/KeyValueTable';
import { Text } from '../../ui/text/Text';
import { TextCopyable } from '../../ui/text-copyable/TextCopyable';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import words from './locales/en.json';
import type { CertificateItem, CrlItem, DecodedName, ExtensionRow, Item, RequestItem } from './model';
import {
  cardTitleMessage,
  crlSignatureMessage,
  freshnessMessage,
  requestSignatureMessage,
  selfSignedMessage,
  validityMessage,
} from './status';

type ToolWords = ReturnType<typeof useToolWords<typeof words>>;

interface ItemCardProps {
  item: Item;
  countOfType: number;
  /** The clock, undefined until the page is hydrated. */
  nowMs: number | undefined;
  languageTag: string;
}

const lines = (values: readonly string[]) => (
  <Text inline preserveLines>
    {values.join('\n')}
  </Text>
);

/** A distinguished name on one line, and an expander with each attribute's long name. */
function NameValue({ name, toolWords }: { name: DecodedName; toolWords: ToolWords }) {
  return (
    <Stack gap={4}>
      <TextCopyable value={name.text} />
      {name.attributes.length > 0 && (
        <Text inline monospace={false}>
          <Collapse title={toolWords.t('rows.attributes')}>
            <Stack gap={2} pl="lg">
              {name.attributes.map((attribute, index) => (
                <span key={`${attribute.oid}-${index}`}>
                  {attribute.short && Object.hasOwn(words.names, attribute.short)
                    ? `${toolWords.text(`names.${attribute.short}`)} (${attribute.short})`
                    : attribute.oid}
                  {': '}
                  <span translate="no">{attribute.value}</span>
                </span>
              ))}
            </Stack>
          </Collapse>
        </Text>
      )}
    </Stack>
  );
}

/** ISO time, its local time in a tooltip. */
function TimeValue({ iso, languageTag }: { iso: string; languageTag: string }) {
  const local = new Date(iso).toLocaleString(languageTag, { dateStyle: 'full', timeStyle: 'long' });
  return (
    <Tooltip label={local}>
      <span tabIndex={0}>{iso}</span>
    </Tooltip>
  );
}

/** Row labels must be unique in a table: a repeated extension gets its position. */
function uniqueLabels(rows: KeyValueRow[], { text }: ToolWords): KeyValueRow[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const count = (seen.get(row.label) ?? 0) + 1;
    seen.set(row.label, count);
    return count === 1 ? row : { ...row, label: text('rows.repeated', { label: row.label, count }) };
  });
}

function extensionRows(extensions: readonly ExtensionRow[], { text }: ToolWords): KeyValueRow[] {
  return extensions.map((extension) => {
    const name = extension.name ? text(`extensions.${extension.name}`) : extension.oid;
    return {
      label: extension.critical ? text('rows.critical', { name }) : name,
      value: extension.lines.join('\n'),
      display: lines(extension.lines),
    };
  });
}

function nameRow(label: string, name: DecodedName, toolWords: ToolWords): KeyValueRow {
  return { label, value: name.text, display: <NameValue name={name} toolWords={toolWords} />, copyable: false };
}

function timeRow(label: string, iso: string | undefined, languageTag: string): KeyValueRow {
  return { label, value: iso ?? '', display: iso && <TimeValue iso={iso} languageTag={languageTag} /> };
}

function certificateRows(item: CertificateItem, props: ItemCardProps, toolWords: ToolWords): KeyValueRow[] {
  const { t, word } = toolWords;
  const { nowMs, languageTag } = props;
  const validity = nowMs === undefined ? '' : word(validityMessage(item.notBefore, item.notAfter, nowMs, languageTag));
  return [
    nameRow(t('rows.subject'), item.subject, toolWords),
    nameRow(t('rows.issuer'), item.issuer, toolWords),
    { label: t('rows.version'), value: String(item.version) },
    { label: t('rows.serialNumber'), value: item.serialNumber },
    timeRow(t('rows.notBefore'), item.notBefore, languageTag),
    timeRow(t('rows.notAfter'), item.notAfter, languageTag),
    { label: t('rows.validity'), value: validity },
    { label: t('rows.publicKey'), value: item.publicKey },
    { label: t('rows.spkiPin'), value: item.spkiPin },
    { label: t('rows.signatureAlgorithm'), value: item.signatureAlgorithm },
    { label: t('rows.selfSigned'), value: word(selfSignedMessage(item.selfIssued, item.selfSignature)) },
    { label: t('rows.sha1Fingerprint'), value: item.sha1Fingerprint },
    { label: t('rows.sha256Fingerprint'), value: item.sha256Fingerprint },
    ...extensionRows(item.extensions, toolWords),
  ];
}

function requestRows(item: RequestItem, toolWords: ToolWords): KeyValueRow[] {
  const { t, word } = toolWords;
  return [
    nameRow(t('rows.subject'), item.subject, toolWords),
    { label: t('rows.version'), value: String(item.version) },
    { label: t('rows.publicKey'), value: item.publicKey },
    { label: t('rows.spkiPin'), value: item.spkiPin },
    { label: t('rows.signatureAlgorithm'), value: item.signatureAlgorithm },
    { label: t('rows.signature'), value: word(requestSignatureMessage(item.signature)) },
    ...(item.challengePassword === undefined
      ? []
      : [{ label: t('rows.challengePassword'), value: item.challengePassword }]),
  ];
}

function crlRows(item: CrlItem, props: ItemCardProps, toolWords: ToolWords): KeyValueRow[] {
  const { t, word } = toolWords;
  const { nowMs, languageTag } = props;
  const freshness = nowMs === undefined ? '' : word(freshnessMessage(item.nextUpdate, nowMs, languageTag));
  const more = item.revokedCount - item.revoked.length;
  const revoked = [String(item.revokedCount), ...item.revoked];
  return [
    nameRow(t('rows.issuer'), item.issuer, toolWords),
    { label: t('rows.version'), value: String(item.version) },
    timeRow(t('rows.thisUpdate'), item.thisUpdate, languageTag),
    timeRow(t('rows.nextUpdate'), item.nextUpdate, languageTag),
    { label: t('rows.freshness'), value: freshness },
    { label: t('rows.signatureAlgorithm'), value: item.signatureAlgorithm },
    ...(item.crlNumber === undefined ? [] : [{ label: t('rows.crlNumber'), value: item.crlNumber }]),
    ...(item.authorityKeyIdentifier === undefined
      ? []
      : [
          {
            label: t('rows.authorityKeyIdentifier'),
            value: item.authorityKeyIdentifier.join('\n'),
            display: lines(item.authorityKeyIdentifier),
          },
        ]),
    { label: t('rows.signature'), value: word(crlSignatureMessage(item.signature)) },
    {
      label: t('rows.revokedCertificates'),
      value: revoked.join('\n'),
      display: (
        <>
          {lines(revoked)}
          {more > 0 && <Text>{t('rows.moreRevoked', { count: more })}</Text>}
        </>
      ),
    },
  ];
}

const fileExtension = { certificate: 'pem', request: 'csr', crl: 'pem' } as const;

/** One certificate, request or CRL: its rows, and its PEM and DER to copy or download. */
export function ItemCard(props: ItemCardProps) {
  const toolWords = useToolWords(words);
  const { t, word } = toolWords;
  const { item, countOfType } = props;
  let rows: KeyValueRow[];
  let more: ReactNode = null;
  if (item.type === 'certificate') rows = certificateRows(item, props, toolWords);
  else if (item.type === 'crl') rows = crlRows(item, props, toolWords);
  else {
    rows = requestRows(item, toolWords);
    if (item.extensions.length > 0)
      more = (
        <KeyValueTable
          caption={t('cards.requestedExtensions')}
          rows={uniqueLabels(extensionRows(item.extensions, toolWords), toolWords)}
          copyable
        />
      );
  }
  return (
    <Card title={word(cardTitleMessage(item, countOfType))}>
      <KeyValueTable rows={uniqueLabels(rows, toolWords)} copyable />
      {more}
      <Group gap="sm">
        <CopyButton value={item.pem} label={t('buttons.copyPem')} send={false} />
        <DownloadButton
          content={item.pem}
          fileName={`${item.fileStem}.${fileExtension[item.type]}`}
          mimeType="application/x-pem-file"
          label={t('buttons.downloadPem')}
        />
        <DownloadButton
          content={() => new Blob([item.der as Uint8Array<ArrayBuffer>])}
          fileName={`${item.fileStem}.der`}
          mimeType="application/octet-stream"
          label={t('buttons.downloadDer')}
        />
      </Group>
    </Card>
  );
}
