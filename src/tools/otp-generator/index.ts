import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'otp-generator',
  name: 'OTP code generator',
  description:
    'Generate and check time-based one-time passwords (TOTP, RFC 6238) for multi-factor authentication testing.',
  keywords: [
    'otp',
    'code',
    'generator',
    'validator',
    'one',
    'time',
    'password',
    'authentication',
    'MFA',
    'mobile',
    'device',
    'security',
    'TOTP',
    'Time',
    'HMAC',
  ],
  category: 'web',
  icon: 'device-mobile',
  component: () => import('./OtpGenerator'),
});
