import { describe, expect, it } from 'vitest';
import { tools as registeredTools } from '../../tools';
import { defineTool, type Tool } from '../../tools/tool';
import { createFuzzySearch, inEachLanguage, searchTools, type Translate } from './tool-search';

const component = () => Promise.resolve({ default: () => null });

function fixture(
  slug: string,
  name: string,
  description: string,
  keywords: string[],
  category: Tool['category'],
): Tool {
  return defineTool({ slug, name, description, keywords, category, icon: 'fingerprint', component });
}

const tools = [
  fixture(
    'token-generator',
    'Token generator',
    'Generate a random string with the chars you want.',
    ['token', 'random', 'string'],
    'crypto',
  ),
  fixture(
    'hash-text',
    'Hash text',
    'Get the MD5, SHA-1, SHA-2, SHA-3/Keccak and RIPEMD-160 digests of a text at once.',
    ['hash', 'digest', 'md5', 'sha256'],
    'crypto',
  ),
  fixture(
    'base64-string-converter',
    'Base64 string encoder/decoder',
    'Encode text to Base64 and decode Base64 back to text.',
    ['base64', 'encode', 'decode'],
    'converter',
  ),
  fixture(
    'json-prettify',
    'JSON prettify and format',
    'Prettify your JSON string into a friendly, human-readable format.',
    ['json', 'format', 'prettify'],
    'development',
  ),
  fixture(
    'jwt-parser',
    'JWT parser',
    'Parse and decode your JSON Web Token and display its content.',
    ['jwt', 'token', 'decode'],
    'web',
  ),
];

const slugs = (found: readonly Tool[]) => found.map((tool) => tool.slug);

const french: Record<string, string> = {
  'tools.hash-text.name': 'Hacher un texte',
  'tools.hash-text.description': 'Obtenez les empreintes MD5, SHA-1, SHA-2, SHA-3 et RIPEMD-160 d’un texte.',
  'tools.token-generator.name': 'Générateur de jetons',
  'categories.crypto': 'Cryptographie',
  'categories.converter': 'Convertisseur',
};
const inFrench: Translate = (key, fallback) => french[key] ?? fallback;

describe('searchTools', () => {
  it('returns every tool, in order, for an empty or blank query', () => {
    expect(slugs(searchTools(tools, ''))).toEqual(slugs(tools));
    expect(slugs(searchTools(tools, '   '))).toEqual(slugs(tools));
  });

  it('finds a tool by its name, the best match first', () => {
    expect(slugs(searchTools(tools, 'hash'))[0]).toBe('hash-text');
    expect(slugs(searchTools(tools, 'JSON prettify'))[0]).toBe('json-prettify');
  });

  it('tolerates typos', () => {
    expect(slugs(searchTools(tools, 'hsah text'))).toContain('hash-text');
    expect(slugs(searchTools(tools, 'tokne'))).toContain('token-generator');
  });

  it('finds a tool by a keyword, its description or its category', () => {
    expect(slugs(searchTools(tools, 'sha256'))).toEqual(['hash-text']);
    expect(slugs(searchTools(tools, 'Encode text'))).toContain('base64-string-converter');
    expect(slugs(searchTools(tools, 'development'))).toEqual(['json-prettify']);
  });

  it('weighs the name above the other fields', () => {
    // 'token' is the name of one tool and only a keyword of the other.
    expect(slugs(searchTools(tools, 'token'))).toEqual(['token-generator', 'jwt-parser']);
  });

  it('returns nothing when nothing is close enough (threshold 0.3)', () => {
    expect(searchTools(tools, 'xylophone')).toEqual([]);
  });

  it('searches the current language and English together', () => {
    expect(slugs(searchTools(tools, 'hash', [inFrench]))[0]).toBe('hash-text');
    expect(slugs(searchTools(tools, 'hacher', [inFrench]))).toEqual(['hash-text']);
    expect(slugs(searchTools(tools, 'jetons', [inFrench]))).toEqual(['token-generator']);
    expect(slugs(searchTools(tools, 'cryptographie', [inFrench]))).toEqual(['token-generator', 'hash-text']);
    expect(slugs(searchTools(tools, 'crypto', [inFrench]))).toEqual(
      expect.arrayContaining(['token-generator', 'hash-text']),
    );
  });

  it('still works with queries longer than 32 characters', () => {
    const longName = 'Base64 string encoder/decoder tool';
    expect(longName.length).toBeGreaterThan(32);
    expect(slugs(searchTools(tools, longName))[0]).toBe('base64-string-converter');

    const longDescription = 'Get the MD5, SHA-1, SHA-2, SHA-3/Keccak and RIPEMD-160 digests';
    expect(slugs(searchTools(tools, longDescription))[0]).toBe('hash-text');

    const nonsense = 'qwzx '.repeat(40);
    expect(() => searchTools(tools, nonsense)).not.toThrow();
    expect(searchTools(tools, nonsense)).toEqual([]);
  });

  it('finds Hash text first for "hash" in the real registry', () => {
    expect(slugs(searchTools(registeredTools, 'hash'))[0]).toBe('hash-text');
  });
});

describe('createFuzzySearch', () => {
  it('scores the results, 0 for everything when the query is empty', () => {
    const search = createFuzzySearch([
      { item: 'about', name: ['About'], description: ['Learn more'], keywords: [], category: ['Pages'] },
      {
        item: 'random',
        name: ['Random tool'],
        description: ['Open a random tool'],
        keywords: [],
        category: ['Actions'],
      },
    ]);
    expect(search('')).toEqual([
      { item: 'about', score: 0 },
      { item: 'random', score: 0 },
    ]);
    const [best] = search('random');
    expect(best.item).toBe('random');
    expect(best.score).toBeLessThan(0.3);
  });
});

describe('inEachLanguage', () => {
  it('keeps the English fallback and each distinct translation once', () => {
    expect(inEachLanguage([inFrench, (_key, fallback) => fallback], 'tools.hash-text.name', 'Hash text')).toEqual([
      'Hash text',
      'Hacher un texte',
    ]);
  });
});
