import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { redirects, tools } from './tools';
import { componentDemos } from './ui/demos';

const toolRoutes = tools.map((tool) => route(tool.slug, 'app/pages/ToolRoute.tsx', { id: `tool:${tool.slug}` }));

const redirectRoutes = [...redirects.keys()].map((from) =>
  route(from, 'app/pages/RedirectRoute.tsx', { id: `redirect:${from}` }),
);

// The component demos exist in development only: the production build has neither the routes
// nor their code.
const componentLibraryRoutes = import.meta.env.DEV
  ? [
      route('c-lib', 'app/pages/ComponentLibraryPage.tsx', { id: 'c-lib' }, [
        ...componentDemos.map((name) =>
          route(name, 'app/pages/ComponentDemoRoute.tsx', { id: `c-lib:${name}` }),
        ),
      ]),
    ]
  : [];

export default [
  layout('app/layout/AppLayout.tsx', [
    index('app/pages/HomePage.tsx'),
    route('about', 'app/pages/AboutPage.tsx'),
    ...toolRoutes,
    ...componentLibraryRoutes,
    route('*', 'app/pages/NotFoundPage.tsx'),
  ]),
  ...redirectRoutes,
] satisfies RouteConfig;
