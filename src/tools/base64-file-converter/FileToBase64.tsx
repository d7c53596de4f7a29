import { useCallback, useMemo, useState } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { usePastedFiles } from '../../lib/usePastedFiles';
import { Card } from '../../ui/card/Card';
import { FileUpload } from '../../ui/file-upload/FileUpload';
import { Switch } from '../../ui/switch/Switch';
import { KeyValueTable } from '../../ui/table/KeyValueTable';
import { formatBytes } from '../../lib/bytes';
import { effectiveMimeType } from './base64-file-converter';
import { fileToBase64Fields } from './base64-file-fields';
import { EncodedFileOutput } from './EncodedFileOutput';

export function FileToBase64() {
  const [file, setFile] = useState<File>();
  const [{ includePrefix }, set] = useToolState('base64-file-converter', fileToBase64Fields);
  const onFiles = useCallback((files: File[]) => setFile(files[0]), []);
  usePastedFiles(onFiles);

  const fileRows = useMemo(
    () =>
      file
        ? [
            { label: 'File name', value: file.name },
            { label: 'Size', value: formatBytes(file.size) },
            { label: 'MIME type', value: effectiveMimeType(file.type) },
          ]
        : [],
    [file],
  );

  return (
    <Card title="File to base64">
      <FileUpload label="Drag and drop a file here, or click to select a file" onFiles={onFiles} />
      <Switch
        label="Include data URL prefix"
        checked={includePrefix}
        onChange={(value) => set('includePrefix', value)}
      />
      {file && <KeyValueTable caption="Chosen file" rows={fileRows} monospace={false} />}
      <EncodedFileOutput file={file} includePrefix={includePrefix} />
    </Card>
  );
}
