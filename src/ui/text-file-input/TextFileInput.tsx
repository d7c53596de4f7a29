import { Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import type { Message } from '../../lib/operation/message';
import { readTextFile } from '../../lib/read-text-file';
import { FileUpload } from '../file-upload/FileUpload';
import { InputText } from '../input-text/InputText';

const noToolWords = {};

interface TextFileInputProps {
  label: string;
  /** The drop zone's title and the file input's accessible name: 'Load the first JSON from a file'. */
  fileLabel: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  rows?: number;
  /** An error from outside (a parse error, say); a refused file's reason takes its place. */
  error?: ReactNode;
}

/**
 * A multi-line monospace text box that can also be filled from a file, picked or dropped. A file
 * that is too large or not text is refused with the reason under the box, keeping the text.
 */
export function TextFileInput({
  label,
  fileLabel,
  value,
  onChange,
  placeholder,
  rows = 20,
  error,
}: TextFileInputProps) {
  // Its refusals are common words (`common.files.errors.…`): no tool's catalogue is needed.
  const { wordNode } = useToolWords(noToolWords);
  // Why the last file picked was not loaded; cleared by the next change.
  const [fileError, setFileError] = useState<Message>();
  const change = (text: string) => {
    setFileError(undefined);
    onChange(text);
  };
  const load = async ([file]: File[]) => {
    if (!file) return;
    const read = await readTextFile(file);
    if (read.ok) change(read.value);
    else setFileError(read.error);
  };
  return (
    <Stack gap="xs">
      <InputText
        label={label}
        value={value}
        onChange={change}
        placeholder={placeholder}
        multiline
        rows={rows}
        monospace
        spellCheck={false}
        error={fileError ? wordNode(fileError) : error}
      />
      <FileUpload label={fileLabel} inputLabel={fileLabel} onFiles={(files) => void load(files)} />
    </Stack>
  );
}
