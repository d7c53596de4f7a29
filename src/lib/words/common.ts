import clientHints from './client-hints.en.json';
import detect from './detect.en.json';
import root from './en.json';
import files from './files.en.json';
import hash from './hash.en.json';
import ipv4 from './ipv4.en.json';
import ipv6 from './ipv6.en.json';
import jwt from './jwt.en.json';
import mac from './mac.en.json';
import oui from './oui.en.json';
import parser from './parser.en.json';
import qr from './qr.en.json';

/**
 * The words of src/lib that several tools show (its errors, its tables' labels), under `common.` in
 * every tool's keys: the general ones, then one small catalogue per area (`common.ipv4.…`), so that
 * each area's words live beside the others and change in one place.
 */
export const commonWords = { ...root, clientHints, detect, files, hash, ipv4, ipv6, jwt, mac, oui, parser, qr };

export type CommonWords = typeof commonWords;
