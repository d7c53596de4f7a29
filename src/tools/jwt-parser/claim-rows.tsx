import type { ToolWords } from '../../i18n/tool-words';
import { formatRelativeTime } from '../../lib/relative-time';
import type { KeyValueRow } from '../../ui/table/KeyValueTable';
import { Text } from '../../ui/text/Text';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import {
  claimInstantMs,
  describeClaim,
  formatClaimValue,
  friendlyAlgorithm,
  isMultilineValue,
  type Claim,
} from './jwt-parser';
import type words from './locales/en.json';

type Words = ToolWords<typeof words>;

function ClaimName({ name, text }: { name: string; text: Words['text'] }) {
  const description = describeClaim(name);
  return (
    <>
      <strong>{name}</strong>
      {description && (
        <Text inline weight="regular" monospace={false}>
          {` (${text(description)})`}
        </Text>
      )}
    </>
  );
}

/** The clock and language the rows are read in: `languageTag` is the page's (`localeTags[locale]`). */
interface Reading {
  nowMs: number | undefined;
  languageTag: string;
}

/**
 * An instant as ISO-8601 UTC, how long ago (once the clock is known), and local time on hover, the
 * last two in the page's language.
 */
function InstantNote({ instantMs, reading, t }: { instantMs: number; reading: Reading; t: Words['t'] }) {
  const { nowMs, languageTag } = reading;
  const iso = new Date(instantMs).toISOString();
  if (nowMs === undefined)
    return (
      <Text inline tone="dimmed">
        {t('decode.instant', { iso })}
      </Text>
    );
  return (
    <Tooltip label={new Date(instantMs).toLocaleString(languageTag)}>
      <span>
        <Text inline tone="dimmed">
          {t('decode.instantAgo', { iso, ago: formatRelativeTime(instantMs, nowMs, languageTag) })}
        </Text>
      </span>
    </Tooltip>
  );
}

function ClaimValue({ claim, reading, words: { t, text } }: { claim: Claim; reading: Reading; words: Words }) {
  const algorithm = friendlyAlgorithm(claim.name, claim.value);
  const instantMs = claimInstantMs(claim.name, claim.value);
  return (
    <>
      <Text inline preserveLines={isMultilineValue(claim.value)}>
        {formatClaimValue(claim.value) ?? t('tooDeep')}
      </Text>
      {algorithm && <Text inline tone="dimmed">{` (${text(algorithm)})`}</Text>}
      {instantMs !== undefined && <InstantNote instantMs={instantMs} reading={reading} t={t} />}
    </>
  );
}

/** One row per claim, in token order: its name and meaning, its value and what it means. */
export function claimRows(claims: readonly Claim[], reading: Reading, toolWords: Words): KeyValueRow[] {
  return claims.map((claim) => ({
    label: claim.name,
    labelDisplay: <ClaimName name={claim.name} text={toolWords.text} />,
    value: formatClaimValue(claim.value) ?? toolWords.t('tooDeep'),
    display: <ClaimValue claim={claim} reading={reading} words={toolWords} />,
  }));
}
