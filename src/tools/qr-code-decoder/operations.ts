import { bytesInput, operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { describeQrContent, detailsRecord } from './qr-code-decoder';
import { readQrImage } from './read-qr-image';

const operation = operationOf<typeof words>();

export const qrDecode = operation({
  id: 'qr-decode',
  description: 'decode.description',
  input: bytesInput('image', 'upload.label'),
  fields: {},
  output: { kind: 'text', label: 'decoded' },
  browserOnly: 'reasons.browserOnly',
  run: (image) => readQrImage(new Blob([new Uint8Array(image)])),
  // Reading a code needs a browser (see `browserOnly`): outside one, only a file that is no image
  // gives its answer; the e2e test reads real codes.
  examples: [
    {
      name: 'examples.notAnImage',
      input: new TextEncoder().encode('<script>alert(1)</script> not an image'),
      error: 'errors.unreadable',
    },
  ],
});

/** The details output of the parts, as `run` writes them. */
const details = (...parts: [name: string, value: string][]) => JSON.stringify(Object.fromEntries(parts), null, 2);

export const qrContentDescribe = operation({
  id: 'qr-content-describe',
  description: 'describe.description',
  input: textInput('text', 'text'),
  // The page reads the text from the image: it has no field of its own for it.
  fields: { text: textField('', { label: 'decoded' }) },
  outputs: {
    type: { kind: 'text', label: 'describe.contentType' },
    details: { kind: 'json', label: 'describe.details' },
  },
  run: (text) => {
    const content = describeQrContent(text);
    return ok({ type: content.type, details: JSON.stringify(detailsRecord(content.details), null, 2) });
  },
  examples: [
    {
      name: 'examples.wifi',
      input: 'WIFI:S:Lab\\,2F;T:WEP;P:a\\;b;H:true;;',
      output: {
        type: 'wifi',
        details: details(['ssid', 'Lab,2F'], ['authentication', 'WEP'], ['password', 'a;b'], ['hidden', 'yes']),
      },
    },
    {
      name: 'examples.sms',
      input: 'SMSTO:+15551234:See you at 10:30',
      output: { type: 'sms', details: details(['number', '+15551234'], ['message', 'See you at 10:30']) },
    },
    {
      name: 'examples.otp',
      input: 'otpauth://totp/ACME:alice@example.com?secret=JBSWY3DPEHPK3PXP&issuer=ACME',
      output: {
        type: 'otp',
        details: details(
          ['kind', 'totp'],
          ['label', 'ACME:alice@example.com'],
          ['issuer', 'ACME'],
          ['secret', 'JBSWY3DPEHPK3PXP'],
        ),
      },
    },
    {
      name: 'examples.location',
      input: 'geo:48.8584,2.2945',
      output: { type: 'location', details: details(['latitude', '48.8584'], ['longitude', '2.2945']) },
    },
  ],
});

export const operations = toolOperations(qrDecode, qrContentDescribe);
