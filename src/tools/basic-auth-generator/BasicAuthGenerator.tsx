import { Stack } from '@mantine/core';
import { useMemo } from 'react';
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
import { basicAuthFields } from './basic-auth-generator-fields';

const credentialsTables = ({ username, password }: BasicAuthCredentials): DecodedTable[] => [
  {
    caption: 'Credentials',
    rows: [
      { label: 'Username', value: username },
      { label: 'Password', value: password },
    ],
  },
];

export default function BasicAuthGenerator() {
  const [{ username, password, header }, set] = useToolState('basic-auth-generator', basicAuthFields);
  const settledUsername = useDebouncedWhenLarge(username);
  const settledPassword = useDebouncedWhenLarge(password);
  const credentials = useMemo(
    () => basicAuthCredentials(settledUsername, settledPassword),
    [settledUsername, settledPassword],
  );

  return (
    <Stack gap="md">
      <Card>
        <Stack gap="xs">
          <InputText
            label="Username"
            placeholder="Your username"
            value={username}
            onChange={(value) => set('username', value)}
            clearable
            spellCheck={false}
          />
          {username.includes(':') && <Alert type="warning">{colonInUsernameWarning}</Alert>}
        </Stack>
        <InputText
          label="Password"
          placeholder="Your password"
          value={password}
          onChange={(value) => set('password', value)}
          password
          clearable
        />
        <CopyableField label="Authorization header" value={authorizationHeader(credentials)} copyLabel="Copy header" />
        <CopyableField label="Base64 credentials" value={credentials} copyLabel="Copy Base64" />
        <CopyableField label="curl" value={curlCommand(credentials)} copyLabel="Copy curl command" />
      </Card>
      <DecoderCard
        title="Decode a header"
        input={{
          label: 'Authorization header or Base64 credentials',
          placeholder: 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
        }}
        decode={decodeBasicAuth}
        tables={credentialsTables}
        value={header}
        onChange={(value) => set('header', value)}
      />
    </Stack>
  );
}
