import { Group } from '@mantine/core';
import { ModalValue } from './ModalValue';

const jwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

export default function ModalValueDemo() {
  return (
    <Group>
      <ModalValue label="Show full token" title="JSON Web Token" value={jwt} />
      <ModalValue
        label="Show key"
        value={'-----BEGIN PUBLIC KEY-----\n' + 'A'.repeat(64) + '\n' + 'B'.repeat(64) + '\n-----END PUBLIC KEY-----'}
        copyLabel="Copy key"
      />
    </Group>
  );
}
