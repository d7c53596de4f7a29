import { useMemo } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { localeTags } from '../../i18n/locales';
import { useToolWords } from '../../i18n/tool-words';
import { useNow } from '../../lib/useNow';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Note } from '../../ui/text/Note';
import words from './locales/en.json';
import { formatRun, nextCronRuns, nextRunCount } from './next-runs';

interface Run {
  local: string;
  utc: string;
}

const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The schedule's next runs from now, in local time and UTC; nothing before hydration. */
export function NextRuns({ expression, use24Hour }: { expression: string; use24Hour: boolean }) {
  const { locale } = useTranslation();
  const { t } = useToolWords(words);
  const now = useNow(true, 30_000);
  const runs = useMemo(() => {
    if (now === undefined) return undefined;
    const result = nextCronRuns(expression, nextRunCount, now);
    if (!result.ok) return undefined;
    const tag = localeTags[locale];
    return result.value.map((date) => ({
      local: formatRun(date, tag, use24Hour),
      utc: formatRun(date, tag, use24Hour, 'UTC'),
    }));
  }, [expression, use24Hour, now, locale]);

  if (runs === undefined) return null;
  if (expression.trim() === '@reboot') return <Note>{t('nextRuns.reboot')}</Note>;
  const columns: TableColumn<Run>[] = [
    { header: t('nextRuns.local', { timeZone: localTimeZone() }), accessor: 'local' },
    { header: t('nextRuns.utc'), accessor: 'utc' },
  ];
  return (
    <Table
      caption={t('nextRuns.caption', { count: nextRunCount })}
      columns={columns}
      rows={runs}
      emptyText={t('nextRuns.never')}
      monospace
      stackOnNarrow
    />
  );
}
