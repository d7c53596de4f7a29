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

/** An instant as ISO-8601 UTC, how long ago (once the clock is known), and local time on hover. */
function InstantNote({ instantMs, nowMs, t }: { instantMs: number; nowMs: number | undefined; t: Words['t'] }) {
  const iso = new Date(instantMs).toISOString();
  if (nowMs === undefined)
    return (
      <Text inline tone="dimmed">
        {t('decode.instant', { iso })}
      </Text>
    );
  return (
    <Tooltip label={new Date(instantMs).toLocaleString()}>
      <span>
        <Text inline tone="dimmed">
          {t('decode.instantAgo', { iso, ago: formatRelativeTime(instantMs, nowMs) })}
        </Text>
      </span>
    </Tooltip>
  );
}

function ClaimValue({ claim, nowMs, words: { t, text } }: { claim: Claim; nowMs: number | undefined; words: Words }) {
  const algorithm = friendlyAlgorithm(claim.name, claim.value);
  const instantMs = claimInstantMs(claim.name, claim.value);
  return (
    <>
      <Text inline preserveLines={isMultilineValue(claim.value)}>
        {formatClaimValue(claim.value) ?? t('tooDeep')}
      </Text>
      {algorithm && <Text inline tone="dimmed">{` (${text(algorithm)})`}</Text>}
      {instantMs !== undefined && <InstantNote instantMs={instantMs} nowMs={nowMs} t={t} />}
    </>
  );
}

/** One row per claim, in token order: its name and meaning, its value and what it means. */
export function claimRows(claims: readonly Claim[], nowMs: number | undefined, toolWords: Words): KeyValueRow[] {
  return claims.map((claim) => ({
    label: claim.name,
    labelDisplay: <ClaimName name={claim.name} text={toolWords.text} />,
    value: formatClaimValue(claim.value) ?? toolWords.t('tooDeep'),
    display: <ClaimValue claim={claim} nowMs={nowMs} words={toolWords} />,
  }));
}
