import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'barcode-generator',
  name: 'Barcode generator',
  description:
    'Generate a barcode (Code 128, EAN, UPC, Code 39, ITF-14, Codabar, Data Matrix, PDF417) with its check digit, and download it as SVG or PNG.',
  keywords: [
    'barcode',
    'generator',
    'code128',
    'ean',
    'ean13',
    'ean8',
    'upc',
    'upca',
    'upce',
    'code39',
    'itf',
    'itf14',
    'gtin',
    'codabar',
    'datamatrix',
    'pdf417',
    'check digit',
    'label',
  ],
  category: 'images-videos',
  icon: 'barcode',
  createdAt: '2026-11-28',
  component: () => import('./BarcodeGenerator'),
});
