import { useToolWords } from '../../i18n/tool-words';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { Text } from '../../ui/text/Text';
import type { DecodedJwt } from './jwt-parser';
import type { Verification } from './jwt-verify';
import words from './locales/en.json';
import { jwtVerify } from './operations';
import { useVerification } from './useVerification';

interface VerifyCardProps {
  jwt: DecodedJwt | undefined;
  secret: string;
  base64: boolean;
  onSecretChange: (secret: string) => void;
  onBase64Change: (base64: boolean) => void;
}

const { keyBase64: keyBase64Field } = jwtVerify.fields;

function Verdict({ verdict }: { verdict: Verification }) {
  const { t, word } = useToolWords(words);
  if (verdict.status === 'verified') {
    return (
      <Text size="sm" weight="semibold" tone="success">
        {t('verify.verified')}
      </Text>
    );
  }
  return (
    <Text size="sm" weight="semibold" tone="error">
      {verdict.status === 'invalid' ? t('verify.invalid') : word(verdict.reason)}
    </Text>
  );
}

/** The signature, checked with a secret (HS*) or a public key, when one is given. */
export function VerifyCard({ jwt, secret, base64, onSecretChange, onBase64Change }: VerifyCardProps) {
  const { t, text } = useToolWords(words);
  const verdict = useVerification(jwt, secret, base64);
  return (
    <Card title={t('verify.title')}>
      <InputText
        label={t('verify.key.label')}
        placeholder={t('verify.key.placeholder')}
        value={secret}
        onChange={onSecretChange}
        multiline
        autosize
        rows={2}
        maxRows={12}
        monospace
        spellCheck={false}
      />
      <FieldControls
        fields={{ keyBase64: keyBase64Field }}
        values={{ keyBase64: base64 }}
        onChange={(_, value) => onBase64Change(value === true)}
        text={text}
      />
      <div role="status" aria-live="polite">
        {verdict && <Verdict verdict={verdict} />}
      </div>
    </Card>
  );
}
