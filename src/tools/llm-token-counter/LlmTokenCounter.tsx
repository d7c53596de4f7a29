import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { ProgressBar } from '../../ui/progress/ProgressBar';
import { Text } from '../../ui/text/Text';
import { TextFileInput } from '../../ui/text-file-input/TextFileInput';
import { ValueTile } from '../../ui/value-tile/ValueTile';
import { chosenModel } from './count';
import { countFields, decodeFields, pricesField } from './fields';
import classes from './LlmTokenCounter.module.css';
import words from './locales/en.json';
import { TokenBoundaries } from './TokenBoundaries';
import { TokenDecoder } from './TokenDecoder';
import { costText, countTokens, shareText, shownSegmentLimit } from './tokens';
import type { TokenAnswer, TokenRequest } from './token-work';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnTokenWorker = () =>
  new Worker(new URL('./llm-token-counter.worker.ts', import.meta.url), { type: 'module' });

const fields = { ...countFields, ...decodeFields, prices: pricesField };
const { model: modelField, encoding, contextWindow, ids: idsField } = countFields;
const numbers = new Intl.NumberFormat('en-US');

function readPrices(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export default function LlmTokenCounter() {
  const { t, text: fieldText, word } = useToolWords(words);
  const [state, set] = useToolState('llm-token-counter', fields);
  const model = useMemo(
    () => chosenModel({ model: state.model, encoding: state.encoding, contextWindow: state.contextWindow }),
    [state.model, state.encoding, state.contextWindow],
  );
  const tokenizer = model.ok ? model.value.encoding : undefined;
  const request = useMemo<TokenRequest | undefined>(() => {
    const encoding = model.ok ? model.value.encoding : 'estimate';
    return encoding === 'estimate' ? undefined : { kind: 'count', text: state.text, encoding };
  }, [model, state.text]);
  const work = useWorkerResult<TokenRequest, TokenAnswer>(spawnTokenWorker, request, { debounceMs: 150 });
  const answer = work.result?.kind === 'count' ? work.result : undefined;
  const estimate = tokenizer === 'estimate' ? countTokens(state.text, undefined) : undefined;
  const count = estimate ?? answer?.count;

  const prices = readPrices(state.prices);
  const priceText = prices[state.model] ?? '';
  const price = priceText.trim() === '' ? undefined : Number(priceText);
  const priceError = price !== undefined && !(Number.isFinite(price) && price >= 0);
  const approx = (value: string) => (estimate ? `≈ ${value}` : value);

  const window = model.ok ? model.value.contextWindow : undefined;
  const over = count && window !== undefined ? count.tokens - window : 0;
  const windowText =
    count && window !== undefined
      ? approx(
          t('window.text', {
            tokens: numbers.format(count.tokens),
            window: numbers.format(window),
            share: shareText(count.tokens, window),
          }),
        )
      : '';
  const tiles = count
    ? [
        [t('tiles.tokens'), approx(numbers.format(count.tokens))],
        [t('tiles.characters'), numbers.format(count.characters)],
        [t('tiles.words'), numbers.format(count.words)],
        [t('tiles.perWord'), count.words === 0 ? '—' : (count.tokens / count.words).toFixed(2)],
        [t('tiles.tokenizer'), count.tokenizer === 'estimate' ? t('encoding.estimateShort') : count.tokenizer],
        ...(price !== undefined && !priceError ? [[t('tiles.cost'), approx(costText(count.tokens, price))]] : []),
      ]
    : [];

  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="md">
          <TextFileInput
            label={t('text.label')}
            fileLabel={t('text.file')}
            placeholder={t('text.placeholder')}
            value={state.text}
            onChange={(value) => set('text', value)}
            rows={10}
          />
          <FieldControls
            fields={{
              model: modelField,
              ...(state.model === 'custom' ? { encoding, contextWindow } : {}),
            }}
            values={state}
            onChange={(name, value) => set(name as 'model', value as never)}
            text={fieldText}
          />
          {state.model === 'custom' && !model.ok && (
            <Text size="sm" tone="error">
              {word(model.error)}
            </Text>
          )}
          <InputText
            label={t('price.label')}
            value={priceText}
            onChange={(value) => set('prices', JSON.stringify({ ...prices, [state.model]: value }))}
            error={priceError ? t('errors.price') : undefined}
          />
          <FieldControls
            fields={{ ids: idsField }}
            values={state}
            onChange={(_, value) => set('ids', value as boolean)}
            text={fieldText}
          />
        </Stack>
      </Card>
      <Card>
        <Stack gap="md">
          {estimate && <Alert type="info">{t('estimateNotice')}</Alert>}
          {!count && work.busy && tokenizer && <Text tone="dimmed">{t('loading', { name: tokenizer })}</Text>}
          {work.error && <Alert type="error">{work.error}</Alert>}
          <div className={classes.tiles}>
            {tiles.map(([label, value]) => (
              <ValueTile key={label} label={label} value={value} placeholder="…" />
            ))}
          </div>
          {count && window !== undefined && (
            <Stack gap={4}>
              <ProgressBar
                label={t('window.label')}
                value={Math.min(100, (count.tokens / window) * 100)}
                valueText={windowText}
              />
              <Text size="sm">{windowText}</Text>
              {over > 0 && (
                <Text size="sm" tone="error">
                  {t('window.over', { count: over, tokens: numbers.format(over) })}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </Card>
      {answer && state.text !== '' && (
        <Card title={t('boundaries.title')}>
          <Stack gap="sm">
            {answer.count.tokens > shownSegmentLimit && <Text size="sm">{t('boundaries.limited')}</Text>}
            <TokenBoundaries segments={answer.segments} showIds={state.ids} />
            {state.ids && (
              <div>
                <CopyButton label={t('boundaries.copyIds')} value={JSON.stringify(answer.count.ids ?? [])} />
              </div>
            )}
          </Stack>
        </Card>
      )}
      <TokenDecoder
        state={{ tokenIds: state.tokenIds, vocabulary: state.vocabulary }}
        onChange={({ tokenIds, vocabulary }) => {
          set('tokenIds', tokenIds);
          set('vocabulary', vocabulary);
        }}
      />
    </Stack>
  );
}
