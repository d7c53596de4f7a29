// bcrypt-pbkdf 1.0.2 (CommonJS, no types of its own): the part used here.
declare module 'bcrypt-pbkdf' {
  const bcryptPbkdf: {
    /** OpenBSD's bcrypt_pbkdf: fills `key` with `keyLength` bytes; 0 when done, -1 on bad arguments. */
    pbkdf(
      password: Uint8Array,
      passwordLength: number,
      salt: Uint8Array,
      saltLength: number,
      key: Uint8Array,
      keyLength: number,
      rounds: number,
    ): number;
  };
  export default bcryptPbkdf;
}
