import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'phone-parser-and-formatter',
  name: 'Phone parser and formatter',
  description: 'Parse, validate and reformat a phone number, and see its country, calling code and line type.',
  keywords: [
    'phone',
    'parser',
    'formatter',
    'validate',
    'format',
    'number',
    'telephone',
    'mobile',
    'cell',
    'international',
    'national',
  ],
  category: 'data',
  icon: 'phone',
  createdAt: '2023-05-01',
  component: () => import('./PhoneParserAndFormatter'),
});
