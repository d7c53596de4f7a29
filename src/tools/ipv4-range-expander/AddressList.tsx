import { Group, Stack } from '@mantine/core';
import { useCallback, useId, useRef } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { formatIpv4 } from '../../lib/ipv4/address';
import { CopyButton } from '../../ui/copy/CopyButton';
import { LazyLines } from '../../ui/lazy-lines/LazyLines';
import { Text } from '../../ui/text/Text';
import { listedNotice, type AddressList as Listed } from './ipv4-range-expander';
import classes from './AddressList.module.css';
import words from './locales/en.json';

/**
 * The range's first addresses, one a line, drawn a block at a time as they scroll into view:
 * a text area would lay out all 4,096 lines of a large range at once.
 */
export function AddressList({ start, list }: { start: number; list: Listed }) {
  const { t, word } = useToolWords(words);
  const labelId = useId();
  const notice = listedNotice(list);
  const frame = useRef<HTMLDivElement>(null);
  const renderLine = useCallback(
    (index: number) => (
      <div key={index} className={classes.line}>
        {formatIpv4(start + index)}
      </div>
    ),
    [start],
  );
  return (
    <Stack gap={4}>
      <Text weight="medium" size="sm" id={labelId}>
        {t('list.label')}
      </Text>
      <div ref={frame} className={classes.frame} role="region" aria-labelledby={labelId} tabIndex={0}>
        <LazyLines count={list.shown} renderLine={renderLine} scrollRoot={frame} />
      </div>
      <Group justify="space-between" wrap="nowrap" mt="xs">
        <Text tone="dimmed" size="sm">
          {notice && word(notice)}
        </Text>
        <CopyButton value={list.text} />
      </Group>
    </Stack>
  );
}
