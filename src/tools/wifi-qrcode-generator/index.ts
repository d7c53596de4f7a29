import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'wifi-qrcode-generator',
  name: 'WiFi QR Code generator',
  description: 'Create a QR code that phones scan to join a Wi-Fi network.',
  keywords: [
    'qr',
    'code',
    'generator',
    'square',
    'color',
    'link',
    'low',
    'medium',
    'quartile',
    'high',
    'transparent',
    'wifi',
  ],
  category: 'images-videos',
  icon: 'wifi',
  createdAt: '2023-09-06',
  component: () => import('./WifiQrcodeGenerator'),
});
