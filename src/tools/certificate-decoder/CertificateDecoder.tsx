import { Stack } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { localeTags } from '../../i18n/locales';
import { useToolWords } from '../../i18n/tool-words';
import { message, type Message } from '../../lib/operation/message';
import { pemEncode } from '../../lib/pem';
import type { Result } from '../../lib/result';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useNow } from '../../lib/useNow';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { FileUpload } from '../../ui/file-upload/FileUpload';
import { InputText } from '../../ui/input-text/InputText';
import { useProgressiveCount } from '../../ui/progressive-count';
import { ChainCard } from './ChainCard';
import { derItemType } from './der-kind';
import { decoderFields } from './fields';
import { ItemCard } from './ItemCard';
import words from './locales/en.json';
import type { Decoded } from './model';
import { maxInputBytes, pemLabelOf } from './read-blocks';

// Started from an effect only (see useWorkerResult), never while rendering or prerendering.
const spawnDecoder = () => new Worker(new URL('./certificate-decoder.worker.ts', import.meta.url), { type: 'module' });

const typingDebounceMs = 150;
// "Expires in 4 months" follows the clock.
const nowRefreshMs = 60_000;
const fileTypes = '.pem,.crt,.cer,.der,.csr,.crl';
// Cards drawn per task: a bundle of fifty certificates never holds the page in one long task.
const cardsPerBatch = 2;

type Decoding = Result<Decoded, Message>;

/** A dropped file as the field's text: DER as PEM under its kind's label, PEM as it is. */
async function fileText(file: File): Promise<Result<string, Message>> {
  if (file.size > maxInputBytes) return { ok: false, error: message('errors.fileTooLarge') };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = derItemType(bytes);
  if (type) return { ok: true, value: pemEncode(pemLabelOf[type], bytes) };
  const text = new TextDecoder().decode(bytes);
  // A NUL character is never in PEM text: binary that is no certificate.
  return text.includes('\u0000') ? { ok: false, error: message('errors.nothingFound') } : { ok: true, value: text };
}

export default function CertificateDecoder() {
  const { t, word } = useToolWords(words);
  const [{ input }, set] = useToolState('certificate-decoder', decoderFields);
  const languageTag = localeTags[useTranslation().locale];
  const nowMs = useNow(true, nowRefreshMs)?.getTime();
  // Why the last file was not taken; cleared by the next change.
  const [fileError, setFileError] = useState<Message>();

  const request = input.trim() === '' ? undefined : input;
  const work = useWorkerResult<string, Decoding>(spawnDecoder, request, { debounceMs: typingDebounceMs });
  // While a newer text decodes, the last decoding stays on screen, so the cards do not flicker.
  const [previous, setPrevious] = useState<Decoding | undefined>(undefined);
  if (work.result && previous !== work.result) setPrevious(work.result);
  const decoding = request === undefined ? undefined : (work.result ?? (work.busy ? previous : undefined));
  const decoded = decoding?.ok ? decoding.value : undefined;

  const change = useCallback(
    (text: string) => {
      setFileError(undefined);
      set('input', text);
    },
    [set],
  );
  const load = async ([file]: File[]) => {
    if (!file) return;
    const read = await fileText(file);
    if (read.ok) change(read.value);
    else setFileError(read.error);
  };

  const error = fileError
    ? word(fileError)
    : decoding && !decoding.ok
      ? word(decoding.error)
      : (work.error ?? undefined);

  const items = decoded?.items ?? [];
  const shownCount = useProgressiveCount(items.length, cardsPerBatch, decoded);

  const countOf = useMemo(() => {
    const counts = { certificate: 0, request: 0, crl: 0 };
    for (const item of decoded?.items ?? []) counts[item.type]++;
    return counts;
  }, [decoded]);

  const reorder = (order: readonly number[]) => {
    const certificates = order.flatMap((number) =>
      items.filter((item) => item.type === 'certificate' && item.number === number),
    );
    const others = items.filter((item) => item.type !== 'certificate');
    change([...certificates, ...others].map((item) => item.pem).join(''));
  };

  return (
    <Stack gap="md">
      <Card>
        <InputText
          label={t('input.label')}
          placeholder={t('input.placeholder')}
          value={input}
          onChange={change}
          multiline
          rows={8}
          autosize
          maxRows={20}
          monospace
          spellCheck={false}
          autoFocus
          error={error}
        />
        <FileUpload
          label={t('file.label')}
          description={t('file.drop')}
          accept={fileTypes}
          onFiles={(files) => void load(files)}
        />
        {decoded?.warnings.map((warning) => (
          <Alert key={`${warning.code}-${String(warning.values?.block)}`} type="warning">
            {word(warning)}
          </Alert>
        ))}
      </Card>
      {items.slice(0, shownCount).map((item) => (
        <ItemCard
          key={`${item.type}-${item.number}`}
          item={item}
          countOfType={countOf[item.type]}
          nowMs={nowMs}
          languageTag={languageTag}
        />
      ))}
      {decoded?.chain && shownCount === items.length && <ChainCard chain={decoded.chain} onReorder={reorder} />}
    </Stack>
  );
}
