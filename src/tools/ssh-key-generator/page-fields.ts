import { sshKeyFingerprint, sshKeyGenerate } from './operations';

/** The page's fields: both cards' (the key type the only one in the link). */
export const pageFields = { ...sshKeyGenerate.fields, ...sshKeyFingerprint.fields };
