import { Group } from '@mantine/core';
import { DemoSection } from '../DemoSection';
import { Badge } from './Badge';

const tones = ['success', 'neutral', 'info', 'warning', 'error'] as const;

export default function BadgeDemo() {
  return (
    <>
      <DemoSection title="Light (the default)">
        <Group>
          {tones.map((tone) => (
            <Badge key={tone} tone={tone}>
              {tone}
            </Badge>
          ))}
        </Group>
      </DemoSection>
      <DemoSection title="Filled">
        <Group>
          {tones.map((tone) => (
            <Badge key={tone} tone={tone} variant="filled">
              {tone}
            </Badge>
          ))}
        </Group>
      </DemoSection>
      <DemoSection title="Values keep their case">
        <Group>
          <Badge tone="success" value>
            Mobile Safari
          </Badge>
          <Badge tone="success" value>
            iOS 17.2
          </Badge>
        </Group>
      </DemoSection>
    </>
  );
}
