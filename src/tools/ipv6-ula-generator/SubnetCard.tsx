import { useToolWords } from '../../i18n/tool-words';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { parseSubnetId, subnetOf } from './ipv6-ula-generator';
import words from './locales/en.json';

interface SubnetCardProps {
  prefix: string;
  subnet: string;
  onSubnetChange: (subnet: string) => void;
}

/** Any of the 65,536 /64 networks of the /48, and an address in it. */
export function SubnetCard({ prefix, subnet, onSubnetChange }: SubnetCardProps) {
  const { t, word } = useToolWords(words);
  const id = parseSubnetId(subnet);
  const network = id.ok ? subnetOf(prefix, id.value) : undefined;
  return (
    <Card title={t('subnet.title')}>
      <InputText
        label={t('subnet.label')}
        placeholder={t('subnet.placeholder')}
        value={subnet}
        onChange={onSubnetChange}
        error={id.ok ? undefined : word(id.error)}
        monospace
        typingAids={false}
      />
      {network && (
        <>
          <CopyableField label={t('subnet.network')} value={network.network} monospace />
          <CopyableField label={t('subnet.exampleHost')} value={network.exampleHost} monospace />
        </>
      )}
    </Card>
  );
}
