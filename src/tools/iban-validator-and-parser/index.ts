import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'iban-validator-and-parser',
  name: 'IBAN validator and parser',
  description:
    'Check an IBAN and split it into its parts: country, BBAN, QR-IBAN status and the grouped printable form.',
  keywords: ['iban', 'validator', 'and', 'parser', 'bic', 'bank'],
  category: 'data',
  icon: 'building-bank',
  createdAt: '2023-08-26',
  component: () => import('./IbanValidatorAndParser'),
});
