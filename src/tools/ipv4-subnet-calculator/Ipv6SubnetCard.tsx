import { useCallback } from 'react';
import { useToolWords, type ToolWords } from '../../i18n/tool-words';
import { err } from '../../lib/result';
import { DecoderCard } from '../../ui/decoder-card/DecoderCard';
import type { KeyValueRow } from '../../ui/table/KeyValueTable';
import type { Ipv6SubnetDetails } from './ipv6-subnet';
import words from './locales/en.json';
import { ipv6Subnet } from './operations';

function detailRows(subnet: Ipv6SubnetDetails, { t, word }: ToolWords<typeof words>): KeyValueRow[] {
  return [
    { label: t('ipv6.network'), value: subnet.network },
    { label: t('ipv6.networkAddress'), value: subnet.networkAddress },
    { label: t('ipv6.prefixLength'), value: subnet.prefixLength },
    { label: t('ipv6.networkMask'), value: subnet.networkMask },
    { label: t('ipv6.networkSize'), value: subnet.networkSize },
    { label: t('ipv6.firstAddress'), value: subnet.firstAddress },
    { label: t('ipv6.lastAddress'), value: subnet.lastAddress },
    { label: t('ipv6.expandedAddress'), value: subnet.expandedAddress },
    { label: t('ipv6.compressedAddress'), value: subnet.compressedAddress },
    { label: t('ipv6.addressType'), value: word(subnet.addressType), copyable: false },
  ];
}

/** The IPv6 counterpart: an address or prefix and the block it names. */
export function Ipv6SubnetCard({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const toolWords = useToolWords(words);
  const { t, word } = toolWords;
  const decode = useCallback(
    (typed: string) => {
      const result = ipv6Subnet.run(typed);
      return result.ok ? result : err(word(result.error));
    },
    [word],
  );
  const tables = useCallback(
    (subnet: Ipv6SubnetDetails) => [{ caption: t('ipv6.caption'), rows: detailRows(subnet, toolWords) }],
    [t, toolWords],
  );
  return (
    <DecoderCard
      title={t('ipv6.title')}
      input={{ label: t('ipv6.label'), placeholder: t('ipv6.placeholder') }}
      decode={decode}
      tables={tables}
      value={text}
      onChange={onChange}
    />
  );
}
