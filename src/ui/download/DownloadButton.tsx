import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';
import { downloadFile } from '../../lib/download';
import { Button, type ButtonSize } from '../button/Button';

interface DownloadButtonProps {
  /** The content, or a function making it when clicked (for big or costly content). */
  content: string | Blob | (() => string | Blob);
  fileName: string;
  mimeType?: string;
  /** Visible text; 'Download' by default. */
  label?: string;
  disabled?: boolean;
  size?: ButtonSize;
}

/** Saves content as a file, named as given. */
export function DownloadButton({ content, fileName, mimeType, label, disabled, size }: DownloadButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      size={size}
      leftSection={<IconDownload size={16} aria-hidden />}
      disabled={disabled}
      onClick={() => downloadFile(fileName, typeof content === 'function' ? content() : content, mimeType)}
    >
      {label ?? t('ui.download')}
    </Button>
  );
}
