import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'qrcode-generator',
  name: 'QR Code generator',
  description: 'Generate a QR code for a link or any text, choose colours and error correction, and download it.',
  keywords: ['qr', 'code', 'generator', 'square', 'color', 'link', 'low', 'medium', 'quartile', 'high', 'transparent'],
  category: 'images-videos',
  icon: 'qrcode',
  createdAt: '2026-11-24',
  component: () => import('./QrcodeGenerator'),
});
