import { Title } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';

const demoModules = import.meta.glob<{ default: ComponentType }>('../../ui/*/*.demo.tsx');

const demos: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  Object.entries(demoModules).map(([path, load]) => [path.split('/').at(-2) ?? path, lazy(load)]),
);

export default function ComponentDemoRoute() {
  const name = useLocation().pathname.split('/').filter(Boolean).at(-1) ?? '';
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
