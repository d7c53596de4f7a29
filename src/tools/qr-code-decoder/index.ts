import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'qr-code-decoder',
  name: 'QR Code decoder',
  description: 'Read what a QR code contains from an image: upload it, drop it or paste a screenshot.',
  keywords: ['qrcode', 'qr-code', 'qr', 'decoder', 'reader', 'scan'],
  category: 'images-videos',
  icon: 'scan',
  createdAt: '2026-11-24',
  component: () => import('./QrCodeDecoder'),
});
