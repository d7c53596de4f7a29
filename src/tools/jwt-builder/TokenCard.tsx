import { Group, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useId } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { jwtAlgorithmName } from '../../lib/jwt-algorithms';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { CopyButton } from '../../ui/copy/CopyButton';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import type { JwtAlgorithm, PublicKeyText } from './jwt-builder';
import classes from './JwtToken.module.css';
import partColours from '../../ui/jwt-parts/jwt-parts.module.css';
import words from './locales/en.json';

// Past this the token is shown in one colour: three spans of megabytes lay out slowly for nothing.
const colouredChars = 200_000;

const parts = [
  { name: 'token.header', className: partColours.header },
  { name: 'token.payload', className: partColours.payload },
  { name: 'token.signature', className: partColours.signature },
] as const;

/** The token as text, each part in its colour; its text content is exactly the token. */
function TokenText({ token, labelId }: { token: string; labelId: string }) {
  const { t } = useToolWords(words);
  const segments = token.split('.');
  return (
    <div
      className={classes.token}
      role="textbox"
      aria-readonly="true"
      aria-multiline="true"
      aria-labelledby={labelId}
      tabIndex={0}
      translate="no"
    >
      {token.length > colouredChars || segments.length !== 3
        ? token
        : parts.map((part, index) => (
            <span key={part.name}>
              {index > 0 && '.'}
              <span className={part.className} title={t(part.name)}>
                {segments[index]}
              </span>
            </span>
          ))}
    </div>
  );
}

interface TokenCardProps {
  /** Blank while there is none (an error, or a run on its way). */
  token: string;
  alg: JwtAlgorithm;
  publicKey: PublicKeyText | undefined;
  onOpenInParser: () => void;
}

/** "Token": the signed token, what signed it, and the public key that verifies it. */
export function TokenCard({ token, alg, publicKey, onOpenInParser }: TokenCardProps) {
  const { t, text } = useToolWords(words);
  const labelId = useId();
  const algorithmName = jwtAlgorithmName(alg);
  return (
    <Card title={t('token.title')}>
      <Stack gap={4}>
        <Text size="sm" weight="medium" id={labelId}>
          {t('token.label')}
        </Text>
        <TokenText token={token} labelId={labelId} />
      </Stack>
      <Group gap="sm">
        <CopyButton
          value={token}
          label={t('token.copy')}
          notice={t('token.copied')}
          disabled={!token}
          send={{ kind: 'jwt', sensitive: true, label: t('token.label') }}
        />
        <Button
          variant="default"
          leftSection={<IconExternalLink size={16} aria-hidden />}
          disabled={!token}
          onClick={onOpenInParser}
        >
          {t('token.open')}
        </Button>
      </Group>
      {token && algorithmName && <Note>{t('token.signedWith', { alg, name: text(algorithmName) })}</Note>}
      {token && publicKey && (
        <>
          <Note>{t('token.publicKeyCaption')}</Note>
          <CopyableField label={t('token.publicKeyPem')} value={publicKey.pem} multiline rows={4} />
          <CopyableField label={t('token.publicKeyJwk')} value={publicKey.jwk} multiline rows={8} />
        </>
      )}
    </Card>
  );
}
