import { Group } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { Text } from '../../ui/text/Text';
import classes from './JwtSegments.module.css';
import partColours from '../../ui/jwt-parts/jwt-parts.module.css';
import words from './locales/en.json';

// Past this a segment is cut short on screen: the whole token is in the field above.
const shownChars = 2_000;

const parts = [
  { name: 'decode.header', className: partColours.header },
  { name: 'decode.payload', className: partColours.payload },
  { name: 'decode.signature', className: partColours.signature },
] as const;

const shortened = (segment: string) => (segment.length > shownChars ? `${segment.slice(0, shownChars)}…` : segment);

/** The token with its header, payload and signature each in its own colour, and a legend. */
export function JwtSegments({ segments }: { segments: readonly [string, string, string] }) {
  const { t } = useToolWords(words);
  return (
    <div>
      <Text size="sm" monospace>
        <span className={classes.token}>
          {parts.map((part, index) => (
            <span key={part.name}>
              {index > 0 && '.'}
              <span className={part.className} title={t(part.name)}>
                {shortened(segments[index])}
              </span>
            </span>
          ))}
        </span>
      </Text>
      <Group gap="md" aria-hidden>
        {parts.map((part) => (
          <Text key={part.name} size="sm" inline>
            <span className={part.className}>■</span> {t(part.name)}
          </Text>
        ))}
      </Group>
    </div>
  );
}
