// An OpenAI encoding from gpt-tokenizer, loaded on first use (o200k is 1 MB gzip): how it encodes
// text, and each token's bytes, read from its ranks. Its own `decode` keeps unfinished bytes between
// calls, so single tokens are never decoded with it.
import type { EncodingName } from './models';

export interface Vocabulary {
  name: EncodingName;
  /** Token ids of `text`; special-token strings in it are ordinary text, as in a user's message. */
  encode(text: string): number[];
  /** A token's bytes; undefined for an id the vocabulary does not have. */
  tokenBytes(id: number): Uint8Array | undefined;
}

type Ranks = readonly (string | number[])[];

function vocabularyOf(
  name: EncodingName,
  encode: (text: string, options: { disallowedSpecial: Set<string> }) => number[],
  ranks: Ranks,
  special: ReadonlyMap<string, number>,
): Vocabulary {
  const encoder = new TextEncoder();
  const specialById = new Map([...special].map(([text, id]) => [id, text]));
  return {
    name,
    encode: (text) => encode(text, { disallowedSpecial: new Set() }),
    tokenBytes: (id) => {
      const rank = Number.isInteger(id) ? (ranks[id] ?? specialById.get(id)) : undefined;
      if (rank === undefined) return undefined;
      return typeof rank === 'string' ? encoder.encode(rank) : Uint8Array.from(rank);
    },
  };
}

const loaders: Record<EncodingName, () => Promise<Vocabulary>> = {
  o200k_base: async () => {
    const [{ encode }, { default: ranks }, { O200KBase }] = await Promise.all([
      import('gpt-tokenizer/encoding/o200k_base'),
      import('gpt-tokenizer/bpeRanks/o200k_base'),
      import('gpt-tokenizer/encodingParams/o200k_base'),
    ]);
    return vocabularyOf('o200k_base', encode, ranks, O200KBase(ranks).specialTokensEncoder);
  },
  cl100k_base: async () => {
    const [{ encode }, { default: ranks }, { Cl100KBase }] = await Promise.all([
      import('gpt-tokenizer/encoding/cl100k_base'),
      import('gpt-tokenizer/bpeRanks/cl100k_base'),
      import('gpt-tokenizer/encodingParams/cl100k_base'),
    ]);
    return vocabularyOf('cl100k_base', encode, ranks, Cl100KBase(ranks).specialTokensEncoder);
  },
};

const loaded = new Map<EncodingName, Promise<Vocabulary>>();

/** The encoding `name`, loaded once. */
export function loadVocabulary(name: EncodingName): Promise<Vocabulary> {
  let vocabulary = loaded.get(name);
  if (!vocabulary) {
    vocabulary = loaders[name]();
    loaded.set(name, vocabulary);
  }
  return vocabulary;
}
