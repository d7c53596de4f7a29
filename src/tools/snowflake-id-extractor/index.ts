import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'snowflake-id-extractor',
  name: 'Snowflake ID extractor',
  description:
    'Pull the creation time, machine/worker id and sequence number out of a Snowflake ID (Twitter/X, Discord, Instagram, Mastodon or a custom layout).',
  keywords: ['snowflake', 'id', 'extractor', 'twitter', 'x', 'discord', 'instagram', 'mastodon', 'timestamp', 'epoch'],
  category: 'web',
  icon: 'snowflake',
  createdAt: '2026-11-24',
  component: () => import('./SnowflakeIdExtractor'),
});
