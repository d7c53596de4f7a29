import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'certificate-decoder',
  name: 'X.509 certificate decoder',
  description:
    'Decode X.509 certificates, chains, signing requests (CSR) and revocation lists (CRL) from PEM, Base64 or DER, and check expiry, fingerprints and chain order.',
  keywords: [
    'x509',
    'certificate',
    'pem',
    'der',
    'crt',
    'cer',
    'csr',
    'pkcs10',
    'crl',
    'tls',
    'ssl',
    'chain',
    'fingerprint',
    'san',
    'expiry',
    'decoder',
    'parser',
  ],
  category: 'crypto',
  icon: 'certificate',
  redirectFrom: ['/x509-decoder', '/certificate-parser'],
  createdAt: '2026-12-01',
  component: () => import('./CertificateDecoder'),
});
