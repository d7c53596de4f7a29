/** What the page asks the hashing worker. */
export interface HashRequest {
  text: string;
  cost: number;
}

/** What the page asks the comparing worker; `hash` is already known to be well formed. */
export interface CompareRequest {
  text: string;
  hash: string;
}
