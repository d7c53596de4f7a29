import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'temperature-converter',
  name: 'Temperature converter',
  description:
    'Convert a temperature between Kelvin, Celsius, Fahrenheit, Rankine, Delisle, Newton, Réaumur and Rømer.',
  keywords: [
    'temperature',
    'converter',
    'degree',
    'Kelvin',
    'Celsius',
    'Fahrenheit',
    'Rankine',
    'Delisle',
    'Newton',
    'Réaumur',
    'Rømer',
  ],
  category: 'measurement',
  icon: 'temperature',
  createdAt: '2026-11-24',
  component: () => import('./TemperatureConverter'),
});
