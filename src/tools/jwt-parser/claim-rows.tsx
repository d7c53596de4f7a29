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

function ClaimName({ name }: { name: string }) {
  const description = describeClaim(name);
  return (
    <>
      <strong>{name}</strong>
      {description && (
        <Text inline weight="regular" monospace={false}>
          {` (${description})`}
        </Text>
      )}
    </>
  );
}

/** An instant as ISO-8601 UTC, how long ago (once the clock is known), and local time on hover. */
function InstantNote({ instantMs, nowMs }: { instantMs: number; nowMs: number | undefined }) {
  const iso = new Date(instantMs).toISOString();
  if (nowMs === undefined) return <Text inline tone="dimmed">{` (${iso})`}</Text>;
  return (
    <Tooltip label={new Date(instantMs).toLocaleString()}>
      <span>
        <Text inline tone="dimmed">{` (${iso} · ${formatRelativeTime(instantMs, nowMs)})`}</Text>
      </span>
    </Tooltip>
  );
}

function ClaimValue({ claim, nowMs }: { claim: Claim; nowMs: number | undefined }) {
  const algorithm = friendlyAlgorithm(claim.name, claim.value);
  const instantMs = claimInstantMs(claim.name, claim.value);
  return (
    <>
      <Text inline preserveLines={isMultilineValue(claim.value)}>
        {formatClaimValue(claim.value)}
      </Text>
      {algorithm && <Text inline tone="dimmed">{` (${algorithm})`}</Text>}
      {instantMs !== undefined && <InstantNote instantMs={instantMs} nowMs={nowMs} />}
    </>
  );
}

/** One row per claim, in token order: its name and meaning, its value and what it means. */
export function claimRows(claims: readonly Claim[], nowMs: number | undefined): KeyValueRow[] {
  return claims.map((claim) => ({
    label: claim.name,
    labelDisplay: <ClaimName name={claim.name} />,
    value: formatClaimValue(claim.value),
    display: <ClaimValue claim={claim} nowMs={nowMs} />,
  }));
}
