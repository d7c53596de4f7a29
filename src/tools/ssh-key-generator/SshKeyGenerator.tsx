import { Stack } from '@mantine/core';
import { useToolState } from '../../lib/tool-state/useToolState';
import { FingerprintCard } from './FingerprintCard';
import { GenerateCard } from './GenerateCard';
import { pageFields } from './page-fields';

export default function SshKeyGenerator() {
  const [state, set] = useToolState('ssh-key-generator', pageFields);
  return (
    <Stack gap="md">
      <GenerateCard values={state} set={set} />
      <FingerprintCard value={state.publicKeys} onChange={(value) => set('publicKeys', value)} />
    </Stack>
  );
}
