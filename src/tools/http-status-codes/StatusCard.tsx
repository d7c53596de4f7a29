import { Group } from '@mantine/core';
import { CopyTag } from '../../ui/copy-tag/CopyTag';
import { Link } from '../../ui/link/Link';
import { Section } from '../../ui/section/Section';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import { mdnUrl, rfcLabel, rfcUrl, statusDetail, type StatusEntry } from './http-status-codes';
import classes from './StatusCard.module.css';

/** One code: `404 Not Found` (the code copies itself), what it means, older names, where it is defined. */
export function StatusCard({ status }: { status: StatusEntry }) {
  const { code, name, aliases, origin, reference } = status;
  return (
    <div className={classes.card}>
      <Section
        title={
          <>
            <CopyTag value={String(code)} variant="inline" /> {name}
          </>
        }
      >
        <Text size="sm">{statusDetail(status)}</Text>
        {aliases.length > 0 && <Note>Also known as: {aliases.join(', ')}</Note>}
        {origin && <Note>Unofficial: sent by {origin}.</Note>}
        {reference && (
          <Group gap="md">
            <Link href={mdnUrl(code)}>MDN</Link>
            <Link href={rfcUrl(reference)}>{rfcLabel(reference)}</Link>
          </Group>
        )}
      </Section>
    </div>
  );
}
