import '@mantine/core/styles/Progress.layer.css';
import { Group, Loader, Progress } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { localeTags } from '../../i18n/locales';
import { Button } from '../button/Button';
import { Text } from '../text/Text';
import { formatProgress } from './format-progress';
import { useElapsedSeconds } from './useElapsedSeconds';

// Shorter runs need no clock: it would flash "1 s" and vanish.
const elapsedShownFromSeconds = 2;

interface RunStatusProps {
  /** Whether the work is under way: its label, progress, time and Stop button show only then. */
  running: boolean;
  /** What is being done ('Hashing…'); also the accessible name of the progress bar. */
  label: string;
  /** The share done, from 0 to 1: a bar and a percentage. Without it the progress is indeterminate. */
  progress?: number;
  /** Counts the seconds since the run began, for work that can take minutes. */
  showElapsed?: boolean;
  /** Identifies the run: when it changes while running, the clock starts again. */
  run?: unknown;
  /** Offers a Stop button that calls this. */
  onStop?: () => void;
  /** The status region's accessible name, where a page has more than one. */
  name?: string;
  /** Shown first whatever the state: the question a verdict answers, say. */
  children?: ReactNode;
  /** Shown instead of the run while idle: the outcome of the last one. */
  idle?: ReactNode;
}

/**
 * The status line of work that takes a while: a polite live region that holds, while running, a
 * progress bar (or a spinner when the share done is unknown), the label, the time spent and an
 * optional Stop button, and otherwise what `idle` says.
 */
export function RunStatus({
  running,
  label,
  progress,
  showElapsed = false,
  run,
  onStop,
  name,
  children,
  idle,
}: RunStatusProps) {
  const { t, locale } = useTranslation();
  const languageTag = localeTags[locale];
  const elapsed = useElapsedSeconds(running && showElapsed, run);
  return (
    <Group gap="xs" mih={28} role="status" aria-live="polite" aria-busy={running} aria-label={name}>
      {children}
      {running ? (
        <>
          <RunProgress label={label} progress={progress} languageTag={languageTag} />
          <Text size="sm" tone="dimmed">
            {label}
            {progress !== undefined && ` ${formatProgress(progress, languageTag)}`}
            {elapsed >= elapsedShownFromSeconds && ` ${t('ui.elapsedSeconds', { seconds: elapsed })}`}
          </Text>
          {onStop && (
            <Button
              size="small"
              variant="default"
              leftSection={<IconPlayerStop size={14} aria-hidden />}
              onClick={onStop}
            >
              {t('ui.stop')}
            </Button>
          )}
        </>
      ) : (
        idle
      )}
    </Group>
  );
}

interface RunProgressProps {
  label: string;
  progress: number | undefined;
  languageTag: string;
}

function RunProgress({ label, progress, languageTag }: RunProgressProps) {
  if (progress === undefined) return <Loader size="xs" role="progressbar" aria-label={label} />;
  const percent = Math.min(100, Math.max(0, progress * 100));
  return (
    <Progress.Root
      w={96}
      size="sm"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.floor(percent)}
      aria-valuetext={formatProgress(progress, languageTag)}
    >
      <Progress.Section value={percent} withAria={false} />
    </Progress.Root>
  );
}
