import { Stack } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { err } from '../../lib/result';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { DecoderCard, type DecodedTable } from '../../ui/decoder-card/DecoderCard';
import { InputText } from '../../ui/input-text/InputText';
import {
  authorizationHeader,
  basicAuthCredentials,
  colonInUsernameWarning,
  curlCommand,
  decodeBasicAuth,
  type BasicAuthCredentials,
} from './basic-auth-generator';
import words from './locales/en.json';
import { basicAuthDecode, basicAuthEncode } from './operations';

const fields = { ...basicAuthEncode.fields, ...basicAuthDecode.fields };

export default function BasicAuthGenerator() {
  const { t, word } = useToolWords(words);
  const [{ username, password, header }, set] = useToolState('basic-auth-generator', fields);
  const settledUsername = useDebouncedWhenLarge(username);
  const settledPassword = useDebouncedWhenLarge(password);
  const credentials = useMemo(
    () => basicAuthCredentials(settledUsername, settledPassword),
    [settledUsername, settledPassword],
  );
  const colonWarning = colonInUsernameWarning(username);

  const decode = useCallback(
    (typed: string) => {
      const decoded = decodeBasicAuth(typed);
      return decoded.ok ? decoded : err(word(decoded.error));
    },
    [word],
  );
  const credentialsTables = useCallback(
    ({ username: decodedUsername, password: decodedPassword }: BasicAuthCredentials): DecodedTable[] => [
      {
        caption: t('decode.caption'),
        rows: [
          { label: t('username.label'), value: decodedUsername },
          { label: t('password.label'), value: decodedPassword },
        ],
      },
    ],
    [t],
  );

  return (
    <Stack gap="md">
      <Card>
        <Stack gap="xs">
          <InputText
            label={t('username.label')}
            placeholder={t('username.placeholder')}
            value={username}
            onChange={(value) => set('username', value)}
            clearable
            spellCheck={false}
          />
          {colonWarning && <Alert type="warning">{word(colonWarning)}</Alert>}
        </Stack>
        <InputText
          label={t('password.label')}
          placeholder={t('password.placeholder')}
          value={password}
          onChange={(value) => set('password', value)}
          password
          clearable
        />
        <CopyableField
          label={t('header.label')}
          value={authorizationHeader(credentials)}
          copyLabel={t('header.copy')}
        />
        <CopyableField label={t('credentials.label')} value={credentials} copyLabel={t('credentials.copy')} />
        <CopyableField label={t('curl.label')} value={curlCommand(credentials)} copyLabel={t('curl.copy')} />
      </Card>
      <DecoderCard
        title={t('decode.title')}
        input={{ label: t('decode.input.label'), placeholder: t('decode.input.placeholder') }}
        decode={decode}
        tables={credentialsTables}
        value={header}
        onChange={(value) => set('header', value)}
      />
    </Stack>
  );
}
