import { Button, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/i18n';
import { Alert } from '../../ui/alert/Alert';

export function ToolCrashNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert type="error">
      <Stack gap="sm" align="flex-start">
        {t('tool.crashed')}
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('tool.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
