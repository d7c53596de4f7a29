import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'user-agent-parser',
  name: 'User-agent parser',
  description: 'Read a user-agent string and show the browser, engine, OS, device and CPU it describes.',
  keywords: ['user', 'agent', 'parser', 'browser', 'engine', 'os', 'cpu', 'device', 'user-agent', 'client'],
  category: 'web',
  icon: 'browser',
  createdAt: '2023-04-06',
  component: () => import('./UserAgentParser'),
});
