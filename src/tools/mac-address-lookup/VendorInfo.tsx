import { Group, Stack } from '@mantine/core';
import { useId } from 'react';
import type { VendorMatch } from '../../lib/oui/vendor-lookup';
import { CopyButton } from '../../ui/copy/CopyButton';
import { Field } from '../../ui/field/Field';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import { registryBlock, unknownVendor, vendorText } from './mac-address-lookup';

export const loadingVendors = 'Loading vendor database…';
export const vendorsUnavailable = 'The vendor database could not be loaded. Check the connection and type again.';

interface VendorInfoProps {
  match: VendorMatch | undefined;
  loading: boolean;
  failed: boolean;
  /** Locally administered, multicast: shown under the record. */
  notes: readonly string[];
}

function Record({ match, loading, failed }: Omit<VendorInfoProps, 'notes'>) {
  if (loading) return <Text tone="dimmed">{loadingVendors}</Text>;
  if (failed) return <Text tone="error">{vendorsUnavailable}</Text>;
  if (!match)
    return (
      <Text tone="dimmed">
        <em>{unknownVendor}</em>
      </Text>
    );
  return (
    <div>
      {match.lines.map((line, index) => (
        <Text key={index} weight={index === 0 ? 'bold' : undefined}>
          {line}
        </Text>
      ))}
    </div>
  );
}

/** The registry's record for an address, its copy button and what the first octet says. */
export function VendorInfo({ match, loading, failed, notes }: VendorInfoProps) {
  const labelId = useId();
  return (
    <Stack gap="sm">
      <Field label="Vendor info:" labelId={labelId}>
        <div role="status" aria-labelledby={labelId}>
          <Record match={match} loading={loading} failed={failed} />
        </div>
      </Field>
      {match && <Note>Registry block: {registryBlock(match.prefix)}</Note>}
      {notes.map((note) => (
        <Text key={note} weight="medium">
          {note}
        </Text>
      ))}
      <Group justify="center">
        <CopyButton
          label="Copy vendor info"
          value={match ? vendorText(match) : ''}
          notice="Vendor info copied to the clipboard"
          disabled={!match || loading}
        />
      </Group>
    </Stack>
  );
}
