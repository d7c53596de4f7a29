import { Group, Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToolWords } from '../../i18n/tool-words';
import { bytesToBase64Url } from '../../lib/bytes';
import { jwtAlgorithmName } from '../../lib/jwt-algorithms';
import type { Message } from '../../lib/operation/message';
import type { Note as Notice } from '../../lib/operation/operation';
import { err, ok, type Result } from '../../lib/result';
import { handOff } from '../../lib/tool-state/hand-off';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useLatestAsync } from '../../lib/useLatestAsync';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { Select } from '../../ui/select/Select';
import { Switch } from '../../ui/switch/Switch';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import { isHmacAlgorithm } from '../../lib/jwt-algorithms';
import { detectEd25519 } from './ed25519-support';
import { jwtBuilderFields } from './fields';
import {
  generateSigningKey,
  headerWithAlgorithm,
  isRsa,
  jwtAlgorithms,
  parseJsonObject,
  parseMinutes,
  payloadWithClaim,
  readSigningKey,
  rsaKeySizes,
  secondsAt,
  signJwt,
  type JsonObject,
  type JwtAlgorithm,
  type RsaKeySize,
  type SignedJwt,
} from './jwt-builder';
import words from './locales/en.json';
import { TokenCard } from './TokenCard';

const algorithmOptions = jwtAlgorithms.map((alg) => ({ value: alg, label: alg }));
const rsaSizeOptions = rsaKeySizes.map((bits) => ({ value: bits, label: bits }));

// Live, as typing goes: a run superseded within this is never started.
const debounceMs = 100;

interface Signing {
  header: JsonObject;
  payload: JsonObject;
  alg: JwtAlgorithm;
  key: string;
  keyBase64: boolean;
}

/** What /jwt-parser needs to verify the token: the secret as given (an `oct` JWK's as Base64), or the public key. */
interface Verifier {
  key: string;
  keyBase64: boolean;
}

type Signed = SignedJwt & { verifier: Verifier };

async function sign({ header, payload, alg, key, keyBase64 }: Signing): Promise<Result<Signed, Message>> {
  const signingKey = await readSigningKey(key, alg, keyBase64);
  if (!signingKey.ok) return signingKey;
  const signed = await signJwt(header, payload, alg, signingKey.value);
  if (!signed.ok) return signed;
  const secret = signingKey.value.type === 'secret' ? signingKey.value.secret : undefined;
  const verifier =
    signed.value.publicKey !== undefined
      ? { key: signed.value.publicKey.pem, keyBase64: false }
      : secret !== undefined && key.trim().startsWith('{')
        ? { key: bytesToBase64Url(secret), keyBase64: true }
        : { key, keyBase64 };
  return ok({ ...signed.value, verifier });
}

const claimButtons = ['setIat', 'setExp', 'setNbf', 'addJti'] as const;
type ClaimButton = (typeof claimButtons)[number];
const claimNames: Record<ClaimButton, string> = { setIat: 'iat', setExp: 'exp', setNbf: 'nbf', addJti: 'jti' };

/** The claim a button sets, at this moment: `exp` is `minutes` from now. */
function claimOf(button: ClaimButton, minutes: number | undefined): [string, unknown] | undefined {
  const now = secondsAt(Date.now());
  if (button === 'setIat') return ['iat', now];
  if (button === 'setNbf') return ['nbf', now];
  if (button === 'addJti') return ['jti', crypto.randomUUID()];
  return minutes === undefined ? undefined : ['exp', now + minutes * 60];
}

export default function JwtBuilder() {
  const { t, tNodes, word, text } = useToolWords(words);
  const [{ payload, alg, header, key, keyBase64 }, set] = useToolState('jwt-builder', jwtBuilderFields);
  const [minutes, setMinutes] = useState('60');
  const [rsaBits, setRsaBits] = useState<RsaKeySize>('2048');
  const [generating, setGenerating] = useState(false);
  const [ed25519, setEd25519] = useState<boolean>();
  const navigate = useNavigate();

  useEffect(() => {
    if (alg !== 'EdDSA' || ed25519 !== undefined) return;
    let current = true;
    void detectEd25519().then((supported) => current && setEd25519(supported));
    return () => {
      current = false;
    };
  }, [alg, ed25519]);

  const parsedHeader = useMemo(() => parseJsonObject(header, 'header'), [header]);
  const parsedPayload = useMemo(() => parseJsonObject(payload, 'payload'), [payload]);
  const parsedMinutes = parseMinutes(minutes);
  const hmac = isHmacAlgorithm(alg);
  const noEd25519 = alg === 'EdDSA' && ed25519 === false;
  const keyHint = key.trim() === '' ? (hmac ? 'hints.secret' : 'hints.privateKey') : undefined;

  const request = useMemo<Signing | undefined>(
    () =>
      parsedHeader.ok && parsedPayload.ok && !noEd25519 && keyHint === undefined
        ? { header: parsedHeader.value, payload: parsedPayload.value, alg, key, keyBase64 }
        : undefined,
    [parsedHeader, parsedPayload, noEd25519, keyHint, alg, key, keyBase64],
  );
  const run = useLatestAsync(request, sign, { debounceMs });
  const outcome: Result<Signed, Message> | undefined =
    run.result ??
    (run.error === undefined ? undefined : err({ code: 'common.errors.unexpected', values: { detail: run.error } }));
  const signed = outcome?.ok ? outcome.value : undefined;
  const failure = outcome && !outcome.ok ? outcome.error : undefined;
  const headerRejected = failure?.code.startsWith('errors.header.') ? failure : undefined;
  const keyError = noEd25519
    ? { code: 'errors.ed25519Unsupported' }
    : failure && !headerRejected && !failure.code.startsWith('hints.')
      ? failure
      : undefined;
  const worded = (message: Message) => (message.hint ? `${word(message)} ${word(message.hint)}` : word(message));
  const warning: Notice | undefined = signed?.notes.find((note) => note.warning);

  // The "Header" editor follows the algorithm, chosen here or given by a link: its `alg` is rewritten
  // (when it holds an object) whenever the algorithm changes, not when the person edits the header.
  const headerAlgorithm = useRef<JwtAlgorithm>(jwtBuilderFields.alg.defaultValue);
  useEffect(() => {
    if (headerAlgorithm.current === alg) return;
    headerAlgorithm.current = alg;
    const current = parseJsonObject(header, 'header');
    const rewritten = current.ok && current.value.alg !== alg ? headerWithAlgorithm(header, alg) : undefined;
    if (rewritten !== undefined) set('header', rewritten);
  }, [alg, header, set]);

  const setClaim = (button: ClaimButton) => {
    const claim = claimOf(button, parsedMinutes.ok ? parsedMinutes.value : undefined);
    const rewritten = claim && payloadWithClaim(payload, ...claim);
    if (rewritten !== undefined) set('payload', rewritten);
  };

  const generate = useCallback(async () => {
    setGenerating(true);
    try {
      const generated = await generateSigningKey(alg, rsaBits);
      set('key', generated.key);
      set('keyBase64', generated.base64);
    } finally {
      setGenerating(false);
    }
  }, [alg, rsaBits, set]);

  const openInParser = () => {
    if (!signed) return;
    handOff({
      slug: 'jwt-parser',
      values: { token: signed.token, key: signed.verifier.key, keyBase64: signed.verifier.keyBase64 },
      guarded: ['token', 'key'],
    });
    void navigate('/jwt-parser');
  };

  const algorithmName = jwtAlgorithmName(alg);
  const rsaGenerating = generating && isRsa(alg);

  return (
    <Stack gap="md">
      <Card title={t('claims.title')}>
        <InputText
          label={t('claims.header')}
          value={header}
          onChange={(value) => set('header', value)}
          multiline
          autosize
          rows={4}
          maxRows={12}
          monospace
          typingAids={false}
          error={parsedHeader.ok ? headerRejected && word(headerRejected) : word(parsedHeader.error)}
        />
        <InputText
          label={t('claims.payload')}
          value={payload}
          onChange={(value) => set('payload', value)}
          multiline
          autosize
          rows={6}
          maxRows={20}
          monospace
          typingAids={false}
          error={parsedPayload.ok ? undefined : word(parsedPayload.error)}
        />
        <Group align="flex-end" gap="sm">
          <InputText
            label={t('claims.minutes')}
            value={minutes}
            onChange={setMinutes}
            typingAids={false}
            error={parsedMinutes.ok ? undefined : word(parsedMinutes.error)}
          />
          {claimButtons.map((button) => (
            <Button
              key={button}
              variant="default"
              disabled={!parsedPayload.ok || (button === 'setExp' && !parsedMinutes.ok)}
              onClick={() => setClaim(button)}
            >
              {/* One span: the button lays its label out as a flex row, which would drop the spaces at its edges. */}
              <span>{tNodes(`claims.${button}`, { claim: <span translate="no">{claimNames[button]}</span> })}</span>
            </Button>
          ))}
        </Group>
      </Card>

      <Card title={t('key.title')}>
        <Stack gap={4}>
          <Select
            label={t('key.algorithm')}
            options={algorithmOptions}
            value={alg}
            onChange={(chosen) => set('alg', chosen)}
          />
          {algorithmName && <Note>{text(algorithmName)}</Note>}
        </Stack>
        <Stack gap={4}>
          <InputText
            label={t('key.label')}
            value={key}
            onChange={(value) => set('key', value)}
            multiline
            autosize
            rows={3}
            maxRows={14}
            monospace
            typingAids={false}
            error={keyError && worded(keyError)}
          />
          <div role="status" aria-live="polite">
            {keyHint && <Note>{t(keyHint)}</Note>}
            {warning && (
              <Text size="sm" tone="warning">
                {word(warning)}
              </Text>
            )}
          </div>
        </Stack>
        {hmac && <Switch label={t('key.base64')} checked={keyBase64} onChange={(on) => set('keyBase64', on)} />}
        <Group align="flex-end" gap="sm">
          {isRsa(alg) && (
            <Select
              label={t('key.rsaBits')}
              options={rsaSizeOptions}
              value={rsaBits}
              onChange={(bits) => setRsaBits(bits)}
            />
          )}
          <Button onClick={() => void generate()} disabled={generating || noEd25519}>
            {rsaGenerating ? t('key.generating') : t('key.generate')}
          </Button>
        </Group>
      </Card>

      <TokenCard token={signed?.token ?? ''} alg={alg} publicKey={signed?.publicKey} onOpenInParser={openInParser} />
    </Stack>
  );
}
