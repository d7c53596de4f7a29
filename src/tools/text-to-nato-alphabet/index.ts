import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'text-to-nato-alphabet',
  name: 'Text to NATO alphabet',
  description:
    'Spell text with the NATO phonetic alphabet (Alpha, Bravo, Charlie…) for reading over the phone or radio.',
  keywords: ['string', 'nato', 'alphabet', 'phonetic', 'oral', 'transmission'],
  category: 'converter',
  icon: 'alphabet-latin',
  component: () => import('./TextToNatoAlphabet'),
});
