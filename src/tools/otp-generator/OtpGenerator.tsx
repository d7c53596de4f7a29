import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import type { Message } from '../../lib/operation/message';
import { bytesToHex } from '../../lib/bytes';
import { clampInteger } from '../../lib/clamp-integer';
import type { Result } from '../../lib/result';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useNow } from '../../lib/useNow';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { GeneratorActions } from '../../ui/generator-actions/GeneratorActions';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { QrCode } from '../../ui/qr-code/QrCode';
import { Section } from '../../ui/section/Section';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { Text } from '../../ui/text/Text';
import { KeyUriImport } from './KeyUriImport';
import words from './locales/en.json';
import { otpGenerate } from './operations';
import {
  checkCode,
  checkLabel,
  codeCheckNote,
  codesAround,
  counterAt,
  generateSecret,
  keyUri,
  paddedHex,
  parsePeriod,
  parseSecret,
  secondsLeft,
  type KeyUriParts,
  type OtpAlgorithm,
  type OtpCodes as Codes,
} from './otp-generator';
import { OtpCodes } from './OtpCodes';

// Under a second, so the countdown never skips a number for long.
const tickMs = 250;

const otpFields = otpGenerate.fields;
const { mode: modeField, algorithm: algorithmField, digits: digitsField } = otpFields;
const choices = { mode: modeField, algorithm: algorithmField, digits: digitsField };

/** The codes around `counter`, computed again only when the key, counter or options change. */
function useOtpCodes(
  key: Result<Uint8Array, Message> | undefined,
  counter: number | undefined,
  algorithm: OtpAlgorithm,
  digits: string,
): Codes | undefined {
  return useMemo(
    () =>
      key?.ok && counter !== undefined
        ? codesAround(key.value, counter, { algorithm, digits: Number(digits) })
        : undefined,
    [key, counter, algorithm, digits],
  );
}

/** The counter the codes are computed for: from the clock (TOTP) or as set (HOTP). */
function counterOf(totp: boolean, now: number | undefined, period: number | undefined, setCounter: number) {
  if (!totp) return setCounter;
  return now !== undefined && period !== undefined ? counterAt(now, period) : undefined;
}

export default function OtpGenerator() {
  const { t, text, word } = useToolWords(words);
  const [state, set] = useToolState('otp-generator', otpFields);
  const { mode, algorithm, digits, issuer, account } = state;
  const now = useNow(true, tickMs)?.getTime();
  // Before hydration there is no clock and no secret yet (one is made in the browser): show nothing.
  const hydrated = now !== undefined;

  const key = useMemo(() => parseSecret(state.secret), [state.secret]);
  const period = useMemo(() => parsePeriod(state.period), [state.period]);
  const totp = mode === 'totp';
  const counter = counterOf(totp, now, period.ok ? period.value : undefined, state.counter);
  const codes = useOtpCodes(hydrated ? key : undefined, counter, algorithm, digits);
  // Memoised: a pasted multi-megabyte secret must not be re-encoded on every tick of the clock.
  const issuerCheck = checkLabel('issuer', issuer);
  const accountCheck = checkLabel('account', account);
  const labelsOk = issuerCheck.ok && accountCheck.ok;
  // Worded before the memo below, which must see these results unchanged.
  const secretError = hydrated && !key.ok ? word(key.error) : undefined;
  const periodError = period.ok ? undefined : word(period.error);
  const issuerError = issuerCheck.ok ? undefined : word(issuerCheck.error);
  const accountError = accountCheck.ok ? undefined : word(accountCheck.error);
  const uri = useMemo(
    () =>
      key.ok && labelsOk && (period.ok || !totp)
        ? keyUri({
            mode,
            issuer,
            account,
            secret: state.secret,
            algorithm,
            digits,
            period: period.ok ? period.value : 0,
            counter: state.counter,
          })
        : '',
    [key, labelsOk, period, totp, mode, issuer, account, state.secret, algorithm, digits, state.counter],
  );
  const secretHex = useMemo(() => (key.ok ? bytesToHex(key.value) : ''), [key]);
  const check = codes && checkCode(state.code, codes);

  const importUri = (parts: KeyUriParts) => {
    set('mode', parts.mode);
    set('issuer', parts.issuer);
    set('account', parts.account);
    set('secret', parts.secret);
    set('algorithm', parts.algorithm);
    set('digits', parts.digits);
    set('period', String(parts.period));
    set('counter', parts.counter);
  };

  return (
    <Stack gap="md">
      <Card>
        <InputText
          label={t('secret.label')}
          placeholder={t('secret.placeholder')}
          value={state.secret}
          onChange={(value) => set('secret', value)}
          error={secretError}
          monospace
          spellCheck={false}
          rightSectionWidth={76}
          rightSection={
            <GeneratorActions
              variant="attached"
              onRefresh={() => set('secret', generateSecret())}
              refreshLabel={t('secret.generate')}
              copyValue={state.secret}
            />
          }
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <FieldControls
            fields={choices}
            values={state}
            onChange={(name, value) => set(name as keyof typeof choices, value as never)}
            text={text}
          />
          {totp ? (
            // A text box checked by our rule: a number box would reformat whatever is pasted into it.
            <InputText
              label={t('period.label')}
              value={state.period}
              onChange={(value) => set('period', value)}
              placeholder={t('period.placeholder')}
              error={periodError}
              monospace
            />
          ) : (
            <NumberInput
              label={t('counter')}
              value={state.counter}
              onChange={(value) => set('counter', clampInteger(value, 0, Number.MAX_SAFE_INTEGER, 0))}
              min={0}
              allowNegative={false}
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <InputText
            label={t('issuer.label')}
            value={issuer}
            onChange={(value) => set('issuer', value)}
            placeholder={t('issuer.placeholder')}
            error={issuerError}
          />
          <InputText
            label={t('account.label')}
            value={account}
            onChange={(value) => set('account', value)}
            placeholder={t('account.placeholder')}
            error={accountError}
          />
        </SimpleGrid>
        <KeyUriImport value={state.importUri} onChange={(value) => set('importUri', value)} onImport={importUri} />
      </Card>

      <Card>
        <OtpCodes
          codes={codes}
          countdown={
            totp && hydrated && period.ok
              ? { secondsLeft: secondsLeft(now, period.value), period: period.value }
              : undefined
          }
        />
        <Stack gap={4}>
          <InputText
            label={t('code.label')}
            placeholder={t('code.placeholder')}
            value={state.code}
            onChange={(value) => set('code', value)}
            monospace
            spellCheck={false}
          />
          <div role="status" aria-live="polite">
            {check && (
              <Text size="sm" weight="semibold" tone={check === 'invalid' ? 'error' : 'success'}>
                {word(codeCheckNote(check))}
              </Text>
            )}
          </div>
        </Stack>
      </Card>

      <Card>
        <Group align="flex-start" gap="lg">
          {hydrated && uri && (
            <Stack gap="sm" align="center">
              <QrCode value={uri} label={t('uri.qr')} />
              <Button component="a" href={uri} variant="default">
                {t('uri.open')}
              </Button>
            </Stack>
          )}
          <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
            <CopyableField label={t('uri.label')} value={hydrated ? uri : ''} multiline rows={2} />
            <CopyableField label={t('secretHex')} value={hydrated ? secretHex : ''} />
            <CopyableField
              label={t('epoch')}
              value={hydrated ? String(Math.floor(now / 1000)) : ''}
              labelPosition="left"
            />
            <Section title={t('iteration.title')}>
              <CopyableField
                label={t('iteration.count')}
                value={counter === undefined ? '' : String(counter)}
                labelPosition="left"
              />
              <CopyableField
                label={t('iteration.paddedHex')}
                value={counter === undefined ? '' : paddedHex(counter)}
                labelPosition="left"
              />
            </Section>
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
