import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'llm-token-counter',
  name: 'LLM token counter',
  description:
    "Count the tokens of a prompt for OpenAI models, see where each token starts and ends, and how much of a model's context window it fills.",
  keywords: [
    'llm',
    'token',
    'tokens',
    'counter',
    'tokenizer',
    'gpt',
    'openai',
    'tiktoken',
    'o200k',
    'cl100k',
    'context window',
    'prompt',
    'cost',
    'claude',
    'gemini',
    'llama',
  ],
  redirectFrom: ['/token-counter', '/gpt-token-counter'],
  category: 'text',
  icon: 'message-chatbot',
  createdAt: '2026-11-28',
  component: () => import('./LlmTokenCounter'),
});
