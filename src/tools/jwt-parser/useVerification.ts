import { useEffect, useState } from 'react';
import type { DecodedJwt } from './jwt-parser';
import { verifyJwt, type Verification } from './jwt-verify';

/**
 * The verdict on the token's signature under `key`, once known; undefined without a token or a
 * key, and while a new check runs (an old verdict would be about another key).
 */
export function useVerification(jwt: DecodedJwt | undefined, key: string, base64Secret: boolean) {
  const [verdict, setVerdict] = useState<Verification>();
  const token = jwt?.token;
  const algorithm = jwt?.header.find((claim) => claim.name === 'alg')?.value;
  useEffect(() => {
    setVerdict(undefined);
    if (token === undefined || key.trim() === '') return undefined;
    let current = true;
    void verifyJwt(token, algorithm, key, base64Secret).then((result) => {
      if (current) setVerdict(result);
    });
    return () => {
      current = false;
    };
  }, [token, algorithm, key, base64Secret]);
  return verdict;
}
