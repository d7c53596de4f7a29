import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'pdf-signature-checker',
  name: 'PDF signature checker',
  description:
    'Inspect the digital signatures of a PDF: who signed it, with which certificates, and whether the file changed afterwards.',
  keywords: ['pdf', 'signature', 'checker', 'verify', 'validate', 'sign'],
  category: 'crypto',
  icon: 'file-certificate',
  createdAt: '2023-12-09',
  component: () => import('./PdfSignatureChecker'),
});
