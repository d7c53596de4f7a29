import { Group, Stack } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { localeTags } from '../../i18n/locales';
import { useToolWords } from '../../i18n/tool-words';
import { err } from '../../lib/result';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useNow } from '../../lib/useNow';
import { CopyButton } from '../../ui/copy/CopyButton';
import { DecoderCard } from '../../ui/decoder-card/DecoderCard';
import { claimRows } from './claim-rows';
import { decodeJwt, type DecodedJwt } from './jwt-parser';
import words from './locales/en.json';
import { jwtDecode, jwtVerify } from './operations';
import { JwtSegments } from './JwtSegments';
import { TimeStatusLine } from './TimeStatusLine';
import { VerifyCard } from './VerifyCard';

const fields = { ...jwtDecode.fields, ...jwtVerify.fields };

// Relative times ("· 3 minutes ago") and the expiry verdict follow the clock.
const nowRefreshMs = 1000;

export default function JwtParser() {
  const toolWords = useToolWords(words);
  const { t, word } = toolWords;
  const [{ token, key, keyBase64 }, set] = useToolState('jwt-parser', fields);
  const now = useNow(true, nowRefreshMs)?.getTime();
  const languageTag = localeTags[useTranslation().locale];

  // Decoded once for the card and the signature check alike.
  const decoding = useMemo(() => decodeJwt(token), [token]);
  const decode = useCallback(
    (text: string) => {
      const decoded = text === token ? decoding : decodeJwt(text);
      return decoded.ok ? decoded : err(word(decoded.error));
    },
    [token, decoding, word],
  );
  const tables = useCallback(
    (jwt: DecodedJwt) => [
      { caption: t('decode.header'), rows: claimRows(jwt.header, { nowMs: now, languageTag }, toolWords) },
      { caption: t('decode.payload'), rows: claimRows(jwt.payload, { nowMs: now, languageTag }, toolWords) },
    ],
    [now, languageTag, t, toolWords],
  );
  const summary = (jwt: DecodedJwt) => (
    <>
      <JwtSegments segments={jwt.segments} />
      {now !== undefined && <TimeStatusLine payload={jwt.payload} nowMs={now} />}
      <Group gap="sm">
        <CopyButton
          value={jwt.headerJson ?? t('tooDeep')}
          label={t('decode.copyHeader')}
          notice={t('decode.headerCopied')}
        />
        <CopyButton
          value={jwt.payloadJson ?? t('tooDeep')}
          label={t('decode.copyPayload')}
          notice={t('decode.payloadCopied')}
        />
      </Group>
    </>
  );

  return (
    <Stack gap="md">
      <DecoderCard
        title={t('decode.title')}
        input={{
          label: t('decode.input.label'),
          placeholder: t('decode.input.placeholder'),
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
