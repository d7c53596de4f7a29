import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import type { FieldValues } from '../../lib/tool-state/fields';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { decodeFields } from './fields';
import words from './locales/en.json';
import { parseTokenIds } from './tokens';
import type { TokenAnswer, TokenRequest } from './token-work';

// A worker of its own, started when there are ids to decode.
const spawnDecodeWorker = () =>
  new Worker(new URL('./llm-token-counter.worker.ts', import.meta.url), { type: 'module' });

const { vocabulary } = decodeFields;

/** "Decode token ids": ids typed or pasted, back to their text with the chosen vocabulary. */
export function TokenDecoder({
  state,
  onChange,
}: {
  state: FieldValues<typeof decodeFields>;
  onChange: (values: FieldValues<typeof decodeFields>) => void;
}) {
  const { t, text, word } = useToolWords(words);
  const ids = parseTokenIds(state.tokenIds);
  const request = useMemo<TokenRequest | undefined>(
    () => (ids.ok && ids.value.length > 0 ? { kind: 'decode', ids: ids.value, encoding: state.vocabulary } : undefined),
    // The ids as typed stand for their parse.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.tokenIds, state.vocabulary],
  );
  const work = useWorkerResult<TokenRequest, TokenAnswer>(spawnDecodeWorker, request, { debounceMs: 150 });
  const decoded = request && work.result?.kind === 'decode' ? work.result.decoded : undefined;
  const error = !ids.ok ? ids.error : decoded && !decoded.ok ? decoded.error : undefined;
  return (
    <Card title={t('decode.title')}>
      <Stack gap="md">
        <InputText
          label={t('decode.ids')}
          value={state.tokenIds}
          onChange={(value) => onChange({ ...state, tokenIds: value })}
          monospace
          error={error ? word(error) : undefined}
        />
        <FieldControls
          fields={{ vocabulary }}
          values={state}
          onChange={(_, value) => onChange({ ...state, vocabulary: value as typeof state.vocabulary })}
          text={text}
        />
        <CopyableField label={t('decode.output')} value={decoded?.ok ? decoded.value : ''} multiline />
      </Stack>
    </Card>
  );
}
