import { Group } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { CopyTag } from '../../ui/copy-tag/CopyTag';
import { Link } from '../../ui/link/Link';
import { Section } from '../../ui/section/Section';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import { mdnUrl, rfcLabel, rfcUrl, statusDetail, type StatusEntry } from './http-status-codes';
import words from './locales/en.json';
import classes from './StatusCard.module.css';

/** One code: `404 Not Found` (the code copies itself), what it means, older names, where it is defined. */
export function StatusCard({ status }: { status: StatusEntry }) {
  const { t, text, word } = useToolWords(words);
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
        <Text size="sm">{word(statusDetail(status, text(status.description)))}</Text>
        {aliases.length > 0 && <Note>{t('aliases', { aliases: aliases.join(', ') })}</Note>}
        {origin && <Note>{t('origin', { origin })}</Note>}
        {reference && (
          <Group gap="md">
            <Link href={mdnUrl(code)}>{t('mdn')}</Link>
            <Link href={rfcUrl(reference)}>{word(rfcLabel(reference))}</Link>
          </Group>
        )}
      </Section>
    </div>
  );
}
