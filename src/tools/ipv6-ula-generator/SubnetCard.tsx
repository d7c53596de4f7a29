import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { parseSubnetId, subnetOf } from './ipv6-ula-generator';

interface SubnetCardProps {
  prefix: string;
  subnet: string;
  onSubnetChange: (subnet: string) => void;
}

/** Any of the 65,536 /64 networks of the /48, and an address in it. */
export function SubnetCard({ prefix, subnet, onSubnetChange }: SubnetCardProps) {
  const id = parseSubnetId(subnet);
  const network = id.ok ? subnetOf(prefix, id.value) : undefined;
  return (
    <Card title="Subnet">
      <InputText
        label="Subnet ID (0000–ffff):"
        placeholder="e.g. 1 or beef"
        value={subnet}
        onChange={onSubnetChange}
        error={id.ok ? undefined : id.error}
        monospace
        typingAids={false}
      />
      {network && (
        <>
          <CopyableField label="Subnet:" value={network.network} monospace />
          <CopyableField label="Example host address:" value={network.exampleHost} monospace />
        </>
      )}
    </Card>
  );
}
