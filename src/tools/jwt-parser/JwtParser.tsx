import { Group, Stack } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useNow } from '../../lib/useNow';
import { CopyButton } from '../../ui/copy/CopyButton';
import { DecoderCard } from '../../ui/decoder-card/DecoderCard';
import { claimRows } from './claim-rows';
import { jwtFields } from './jwt-fields';
import { decodeJwt, type DecodedJwt } from './jwt-parser';
import { JwtSegments } from './JwtSegments';
import { TimeStatusLine } from './TimeStatusLine';
import { VerifyCard } from './VerifyCard';

// Relative times ("· 3 minutes ago") and the expiry verdict follow the clock.
const nowRefreshMs = 1000;

export default function JwtParser() {
  const [{ token, key, keyBase64 }, set] = useToolState('jwt-parser', jwtFields);
  const now = useNow(true, nowRefreshMs)?.getTime();

  // Decoded once for the card and the signature check alike.
  const decoding = useMemo(() => decodeJwt(token), [token]);
  const decode = useCallback((text: string) => (text === token ? decoding : decodeJwt(text)), [token, decoding]);
  const tables = useCallback(
    (jwt: DecodedJwt) => [
      { caption: 'Header', rows: claimRows(jwt.header, now) },
      { caption: 'Payload', rows: claimRows(jwt.payload, now) },
    ],
    [now],
  );
  const summary = (jwt: DecodedJwt) => (
    <>
      <JwtSegments segments={jwt.segments} />
      {now !== undefined && <TimeStatusLine payload={jwt.payload} nowMs={now} />}
      <Group gap="sm">
        <CopyButton value={jwt.headerJson} label="Copy header JSON" notice="Header JSON copied to the clipboard" />
        <CopyButton value={jwt.payloadJson} label="Copy payload JSON" notice="Payload JSON copied to the clipboard" />
      </Group>
    </>
  );

  return (
    <Stack gap="md">
      <DecoderCard
        title="Decode a JWT"
        input={{
          label: 'JWT to decode',
          placeholder: 'Paste a JWT, e.g. eyJhbGciOi…',
          multiline: true,
          autoFocus: true,
        }}
        decode={decode}
        decodeBlank
        tables={tables}
        summary={summary}
        value={token}
        onChange={(value) => set('token', value)}
      />
      <VerifyCard
        jwt={decoding.ok ? decoding.value : undefined}
        secret={key}
        base64={keyBase64}
        onSecretChange={(value) => set('key', value)}
        onBase64Change={(value) => set('keyBase64', value)}
      />
    </Stack>
  );
}
