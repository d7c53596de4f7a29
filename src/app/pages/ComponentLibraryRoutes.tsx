import { Group, Stack, Title } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Route, Routes, useParams } from 'react-router';
import { componentDemos } from '../../ui/demos';
import { KitProvider } from '../theme/KitProvider';

const demoModules = import.meta.glob<{ default: ComponentType }>('../../ui/*/*.demo.tsx');

const demos: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  Object.entries(demoModules).map(([path, load]) => [path.split('/').at(-2) ?? path, lazy(load)]),
);

function ComponentDemo() {
  const name = useParams().name ?? '';
  const Demo = demos[name];
  return (
    <section>
      <Title order={2} size="h3" mb="md">
        {name}
      </Title>
      <Suspense>{Demo ? <Demo /> : <p>No demo for {name}.</p>}</Suspense>
    </section>
  );
}

/** /c-lib and /c-lib/<component>: the kit's demos, in development builds only. */
export default function ComponentLibraryRoutes() {
  return (
    <KitProvider>
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
        <Routes>
          <Route index element={null} />
          <Route path=":name" element={<ComponentDemo />} />
        </Routes>
      </Stack>
    </KitProvider>
  );
}
