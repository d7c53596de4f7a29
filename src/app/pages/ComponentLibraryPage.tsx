import { Group, Stack, Title } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { componentDemos } from '../../ui/demos';

export default function ComponentLibraryPage() {
  return (
    <Stack>
      <title>UI library - IT Tools</title>
      <Title order={1} size="h2">
        UI library
      </Title>
      <Group component="nav" aria-label="Components" gap="xs">
        {componentDemos.map((name) => (
          <Link key={name} to={`/c-lib/${name}`}>
            {name}
          </Link>
        ))}
      </Group>
      <Outlet />
    </Stack>
  );
}
