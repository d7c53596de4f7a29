import { Group } from '@mantine/core';
import { IconRefresh, IconSettings } from '@tabler/icons-react';
import { Link as RouterLink } from 'react-router';
import { DemoSection } from '../DemoSection';
import { Button, type ButtonVariant } from './Button';
import { IconButton } from './IconButton';

const variants: ButtonVariant[] = ['filled', 'default', 'light', 'subtle'];

export default function ButtonDemo() {
  return (
    <>
      <DemoSection title="Variants">
        <Group>
          {variants.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant}
            </Button>
          ))}
        </Group>
      </DemoSection>
      <DemoSection title="Sizes: small 28px, medium 34px, large 40px">
        <Group align="center">
          <Button size="small">Small</Button>
          <Button size="medium">Medium</Button>
          <Button size="large">Large</Button>
        </Group>
      </DemoSection>
      <DemoSection title="States and sections">
        <Group>
          <Button leftSection={<IconRefresh size={16} aria-hidden />}>Refresh</Button>
          <Button disabled>Disabled</Button>
          <Button loading>Loading</Button>
          <Button color="red">Danger</Button>
        </Group>
      </DemoSection>
      <DemoSection title="As links">
        <Group>
          <Button component={RouterLink} to="/c-lib/link" variant="default">
            Internal route
          </Button>
          <Button component="a" href="https://mantine.dev" target="_blank" rel="noopener noreferrer" variant="light">
            External address
          </Button>
        </Group>
      </DemoSection>
      <DemoSection title="Icon button (hint on hover and focus)">
        <Group>
          <IconButton label="Settings">
            <IconSettings size={18} />
          </IconButton>
          <IconButton label="Refresh" variant="default">
            <IconRefresh size={18} />
          </IconButton>
        </Group>
      </DemoSection>
    </>
  );
}
