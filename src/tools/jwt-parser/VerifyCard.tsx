import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { Switch } from '../../ui/switch/Switch';
import { Text } from '../../ui/text/Text';
import type { DecodedJwt } from './jwt-parser';
import { invalidText, unusableText, verifiedText, type Verification } from './jwt-verify';
import { useVerification } from './useVerification';

interface VerifyCardProps {
  jwt: DecodedJwt | undefined;
  secret: string;
  base64: boolean;
  onSecretChange: (secret: string) => void;
  onBase64Change: (base64: boolean) => void;
}

function Verdict({ verdict }: { verdict: Verification }) {
  if (verdict.status === 'verified') {
    return (
      <Text size="sm" weight="semibold" tone="success">
        {verifiedText}
      </Text>
    );
  }
  return (
    <Text size="sm" weight="semibold" tone="error">
      {verdict.status === 'invalid' ? invalidText : unusableText(verdict.reason)}
    </Text>
  );
}

/** The signature, checked with a secret (HS*) or a public key, when one is given. */
export function VerifyCard({ jwt, secret, base64, onSecretChange, onBase64Change }: VerifyCardProps) {
  const verdict = useVerification(jwt, secret, base64);
  return (
    <Card title="Check the signature">
      <InputText
        label="Secret or public key"
        placeholder="HMAC secret, or a PEM public key, PEM certificate or JWK (optional)"
        value={secret}
        onChange={onSecretChange}
        multiline
        autosize
        rows={2}
        maxRows={12}
        monospace
        spellCheck={false}
      />
      <Switch label="Secret is base64-encoded" checked={base64} onChange={onBase64Change} />
      <div role="status" aria-live="polite">
        {verdict && <Verdict verdict={verdict} />}
      </div>
    </Card>
  );
}
