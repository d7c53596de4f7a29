// What the page asks of its worker, and the answers: counting with a vocabulary, and decoding ids.
import type { Message } from '../../lib/operation/message';
import type { Result } from '../../lib/result';
import type { EncodingName } from './models';
import { countTokens, decodeTokenIds, segmentsOf, type Segment, type TokenCount } from './tokens';
import { loadVocabulary } from './vocabulary';

export type TokenRequest =
  { kind: 'count'; text: string; encoding: EncodingName } | { kind: 'decode'; ids: number[]; encoding: EncodingName };

export type TokenAnswer =
  { kind: 'count'; count: TokenCount; segments: Segment[] } | { kind: 'decode'; decoded: Result<string, Message> };

export async function answerTokenRequest(request: TokenRequest): Promise<TokenAnswer> {
  const vocabulary = await loadVocabulary(request.encoding);
  if (request.kind === 'decode') return { kind: 'decode', decoded: decodeTokenIds(vocabulary, request.ids) };
  const count = countTokens(request.text, vocabulary);
  return { kind: 'count', count, segments: segmentsOf(vocabulary, count.ids ?? []) };
}
