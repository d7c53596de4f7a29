// Keys and secrets: PEM blocks, OpenSSH public keys, bcrypt hashes, BIP39 mnemonics.
import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import type { Kind } from '../operation/kinds';
import { detected, type DetectionName, type Detector } from './detection';

// What each PEM label holds, by the kind of it and the words naming it.
const pemLabels: Record<string, readonly [Kind, DetectionName]> = {
  CERTIFICATE: ['certificate', 'certificate'],
  'X509 CERTIFICATE': ['certificate', 'certificate'],
  'TRUSTED CERTIFICATE': ['certificate', 'certificate'],
  // Signing requests and revocation lists go where certificates go: the certificate decoder reads all three.
  'CERTIFICATE REQUEST': ['certificate', 'certificateRequest'],
  'NEW CERTIFICATE REQUEST': ['certificate', 'certificateRequest'],
  'X509 CRL': ['certificate', 'pemBlock'],
  'PRIVATE KEY': ['private-key', 'privateKey'],
  'ENCRYPTED PRIVATE KEY': ['private-key', 'privateKey'],
  'RSA PRIVATE KEY': ['private-key', 'privateKey'],
  'EC PRIVATE KEY': ['private-key', 'privateKey'],
  'DSA PRIVATE KEY': ['private-key', 'privateKey'],
  'OPENSSH PRIVATE KEY': ['private-key', 'opensshPrivateKey'],
  'PUBLIC KEY': ['public-key', 'publicKey'],
  'RSA PUBLIC KEY': ['public-key', 'publicKey'],
};

/**
 * A PEM block, named by its label: a certificate, a private or public key, else a PEM block. Sure
 * when the block ends as it began; a block cut short is only plausible.
 */
export const detectPem: Detector = (text) => {
  const begin = /^-----BEGIN ([A-Z\d][A-Z\d ]{0,60})-----/.exec(text);
  if (!begin) return undefined;
  const label = begin[1];
  const [kind, name] = pemLabels[label] ?? ['pem', 'pemBlock'];
  const closed = text.includes(`-----END ${label}-----`);
  return detected(kind, closed ? 0.98 : 0.6, name, name === 'pemBlock' ? { label } : undefined);
};

const sshKeyTypes =
  '(?:ssh-rsa|ssh-dss|ssh-ed25519|ssh-ed448|ecdsa-sha2-nistp(?:256|384|521)|sk-ssh-ed25519@openssh\\.com|sk-ecdsa-sha2-nistp256@openssh\\.com)';
const sshPublicKey = new RegExp(`^(${sshKeyTypes}) AAAA[A-Za-z\\d+/]+={0,3}(?: [^\\n]*)?$`);

/** An OpenSSH public key line (`ssh-ed25519 AAAA… comment`); of several (authorized_keys), the first. */
export const detectSshPublicKey: Detector = (text) => {
  const firstLine = text.slice(0, Math.min(text.length, 20_000)).split('\n', 1)[0].trimEnd();
  const parts = sshPublicKey.exec(firstLine);
  return parts ? detected('ssh-public-key', 0.98, 'sshPublicKey', { type: parts[1] }) : undefined;
};

/** `$2b$10$` and 53 characters of bcrypt's Base64: salt and hash. */
export const detectBcrypt: Detector = (text) =>
  /^\$2[abxy]?\$(?:0[4-9]|[12]\d|3[01])\$[./A-Za-z\d]{53}$/.test(text)
    ? detected('bcrypt-hash', 1, 'bcrypt')
    : undefined;

let englishWords: ReadonlySet<string> | undefined;

/**
 * 12, 15, 18, 21 or 24 words of the BIP39 English list: sure when the checksum holds, likely when
 * only the words do.
 */
export const detectMnemonic: Detector = (text) => {
  if (text.length > 300) return undefined;
  const words = text.split(/\s+/);
  if (![12, 15, 18, 21, 24].includes(words.length) || !words.every((word) => /^[a-z]{3,8}$/.test(word)))
    return undefined;
  englishWords ??= new Set(wordlist);
  if (!words.every((word) => englishWords?.has(word))) return undefined;
  return detected('mnemonic', validateMnemonic(words.join(' '), wordlist) ? 1 : 0.8, 'mnemonic');
};
