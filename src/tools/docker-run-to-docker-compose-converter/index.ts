import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'docker-run-to-docker-compose-converter',
  name: 'Docker run to Docker compose converter',
  description: 'Paste docker run commands and get the equivalent docker-compose file.',
  keywords: ['docker', 'run', 'compose', 'yaml', 'yml', 'convert', 'deamon', 'daemon'],
  category: 'development',
  icon: 'brand-docker',
  createdAt: '2026-11-24',
  component: () => import('./DockerRunToDockerComposeConverter'),
});
