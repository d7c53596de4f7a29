import { Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../button/Button';
import { matchesAccept } from './accept';
import classes from './FileUpload.module.css';
import { useFileDrag } from './useFileDrag';

interface FileUploadProps {
  /** Visible title of the zone and accessible name of the file input, e.g. 'Image to decode'. */
  label: string;
  /** Accessible name of the file input when it should differ from `label` (a short 'File', say). */
  inputLabel?: string;
  /** The files chosen; for files from a dropped folder (see `folders`), their relative paths too. */
  onFiles: (files: File[], paths?: string[]) => void;
  /** As the input's `accept` attribute: ".png, image/*"; dropped files that do not fit are left out. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  description?: string;
  /** A dropped folder gives every file inside it (with `multiple`), each with its relative path. */
  folders?: boolean;
}

/** A drop zone with a "Browse files" button; it shows the names of the files chosen last. */
export function FileUpload({
  label,
  inputLabel,
  onFiles,
  accept,
  multiple = false,
  disabled = false,
  description,
  folders = false,
}: FileUploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const labelId = useId();
  const [chosenNames, setChosenNames] = useState<string[]>([]);

  const receive = (files: File[], paths?: string[]) => {
    const indexes = files
      .map((file, index) => (matchesAccept(file, accept) ? index : -1))
      .filter((index) => index !== -1)
      .slice(0, multiple ? undefined : 1);
    if (indexes.length === 0) return;
    const accepted = indexes.map((index) => files[index]);
    const acceptedPaths = paths && indexes.map((index) => paths[index]);
    setChosenNames(acceptedPaths ?? accepted.map((file) => file.name));
    if (acceptedPaths) onFiles(accepted, acceptedPaths);
    else onFiles(accepted);
  };

  const { dragging, handlers } = useFileDrag(receive, disabled, { folders: folders && multiple });

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    receive(Array.from(event.currentTarget.files ?? []));
    // Cleared so that choosing the same file again is still a change.
    event.currentTarget.value = '';
  };

  return (
    <div
      className={classes.zone}
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      {...handlers}
    >
      <IconUpload size={32} stroke={1.5} aria-hidden />
      <Text id={labelId} fw={600}>
        {label}
      </Text>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('ui.dropHint')}
      </Text>
      <input
        id={inputId}
        type="file"
        className={classes.input}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-labelledby={inputLabel ? undefined : labelId}
        aria-label={inputLabel}
        onChange={onInputChange}
      />
      <Button
        component="label"
        htmlFor={inputId}
        variant="default"
        size="small"
        className={classes.browse}
        data-disabled={disabled || undefined}
      >
        {t('ui.browseFiles')}
      </Button>
      {chosenNames.length > 0 && (
        <Text size="sm" role="status" style={{ wordBreak: 'break-all' }}>
          {t('ui.chosenFiles', { names: chosenNames.join(', ') })}
        </Text>
      )}
    </div>
  );
}
