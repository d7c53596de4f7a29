import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { localeTags } from '../../i18n/locales';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { usePastedFiles } from '../../lib/usePastedFiles';
import { Card } from '../../ui/card/Card';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { FileUpload } from '../../ui/file-upload/FileUpload';
import { KeyValueTable } from '../../ui/table/KeyValueTable';
import { formatBytes } from '../../lib/bytes';
import { effectiveMimeType } from './base64-file-converter';
import { EncodedFileOutput } from './EncodedFileOutput';
import words from './locales/en.json';
import { base64FileEncode } from './operations';

export function FileToBase64() {
  const [file, setFile] = useState<File>();
  const { t, text } = useToolWords(words);
  const languageTag = localeTags[useTranslation().locale];
  const [{ includePrefix }, set] = useToolState('base64-file-converter', base64FileEncode.fields);
  const onFiles = useCallback((files: File[]) => setFile(files[0]), []);
  usePastedFiles(onFiles);

  const fileRows = useMemo(
    () =>
      file
        ? [
            { label: t('encode.chosen.name'), value: file.name },
            { label: t('encode.chosen.size'), value: formatBytes(file.size, languageTag) },
            { label: t('encode.chosen.mimeType'), value: effectiveMimeType(file.type) },
          ]
        : [],
    [file, t, languageTag],
  );

  return (
    <Card title={t('encode.title')}>
      <FileUpload label={t('encode.upload')} onFiles={onFiles} />
      <FieldControls
        fields={base64FileEncode.fields}
        values={{ includePrefix }}
        onChange={(_, value) => set('includePrefix', value === true)}
        text={text}
      />
      {file && <KeyValueTable caption={t('encode.chosen.caption')} rows={fileRows} monospace={false} />}
      <EncodedFileOutput file={file} includePrefix={includePrefix} />
    </Card>
  );
}
