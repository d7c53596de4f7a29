import { describe, expect, it } from 'vitest';
import {
  generateLoremParagraphs,
  loremAsHtml,
  loremAsText,
  loremIpsumOpening,
  type LoremOptions,
  type RandomInt,
} from './lorem-ipsum-generator';
import { defaultLoremParagraphs } from './default-lorem';
import { loremWords } from './lorem-vocabulary';

const defaults: LoremOptions = {
  unit: 'paragraphs',
  count: 50,
  paragraphs: 1,
  sentencesPerParagraph: [3, 8],
  wordsPerSentence: [8, 15],
  startWithLoremIpsum: true,
};

const generateText = (options: Partial<LoremOptions>, random?: RandomInt) =>
  loremAsText(generateLoremParagraphs({ ...defaults, ...options }, random));
const generateHtml = (options: Partial<LoremOptions>) =>
  loremAsHtml(generateLoremParagraphs({ ...defaults, ...options }));
const times = (count: number, run: () => void) => Array.from({ length: count }).forEach(run);
const sentencesOf = (paragraph: string) => paragraph.split(/(?<=\.) /);
const wordsOf = (sentence: string) => sentence.slice(0, -1).split(' ');

describe('vocabulary', () => {
  it('has about 175 distinct lowercase a–z words', () => {
    expect(loremWords.length).toBeGreaterThanOrEqual(170);
    expect(new Set(loremWords).size).toBe(loremWords.length);
    for (const word of loremWords) expect(word).toMatch(/^[a-z]+$/);
  });
});

describe('the default text in the prerendered page', () => {
  it('fits the default settings: one paragraph opening with lorem ipsum, 3–8 sentences of 8–15 words', () => {
    expect(defaultLoremParagraphs).toHaveLength(1);
    const [opening, ...sentences] = sentencesOf(defaultLoremParagraphs[0]);
    expect(opening).toBe(loremIpsumOpening);
    expect(sentences.length + 1).toBeGreaterThanOrEqual(3);
    expect(sentences.length + 1).toBeLessThanOrEqual(8);
    for (const sentence of sentences) {
      const words = wordsOf(sentence);
      expect(words.length).toBeGreaterThanOrEqual(8);
      expect(words.length).toBeLessThanOrEqual(15);
      for (const word of words) expect(loremWords).toContain(word.toLowerCase());
    }
  });
});

describe('spec examples', () => {
  it('example 1: 3 paragraphs of one one-word sentence, starting with lorem ipsum', () => {
    times(300, () =>
      expect(generateText({ paragraphs: 3, sentencesPerParagraph: [1, 1], wordsPerSentence: [1, 1] })).toMatch(
        /^Lorem ipsum dolor sit amet, consectetur adipiscing elit\.\n\n[A-Z][a-z]*\.\n\n[A-Z][a-z]*\.$/,
      ),
    );
  });

  it('example 2: 2 HTML paragraphs of one two-word sentence', () => {
    times(300, () =>
      expect(
        generateHtml({
          paragraphs: 2,
          sentencesPerParagraph: [1, 1],
          wordsPerSentence: [2, 2],
          startWithLoremIpsum: false,
        }),
      ).toMatch(/^<p>[A-Z][a-z]* [a-z]+\.<\/p>\n\n<p>[A-Z][a-z]* [a-z]+\.<\/p>$/),
    );
  });
});

describe('ranges', () => {
  it('draws sentence and word counts per paragraph and per sentence, both bounds included', () => {
    const sentenceCounts = new Set<number>();
    const wordCounts = new Set<number>();
    times(200, () => {
      const text = generateText({ paragraphs: 5, startWithLoremIpsum: false });
      for (const paragraph of text.split('\n\n')) {
        const sentences = sentencesOf(paragraph);
        sentenceCounts.add(sentences.length);
        for (const sentence of sentences) wordCounts.add(wordsOf(sentence).length);
      }
    });
    expect([...sentenceCounts].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8]);
    expect([...wordCounts].sort((a, b) => a - b)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('replaces only the first sentence of the first paragraph with the opening', () => {
    const text = generateText({ paragraphs: 4, sentencesPerParagraph: [2, 2], wordsPerSentence: [3, 3] });
    const paragraphs = text.split('\n\n');
    expect(paragraphs).toHaveLength(4);
    expect(sentencesOf(paragraphs[0])[0]).toBe(loremIpsumOpening);
    expect(sentencesOf(paragraphs[0])[1]).toMatch(/^[A-Z][a-z]* [a-z]+ [a-z]+\.$/);
    expect(text.match(/Lorem ipsum dolor sit amet/g)).toHaveLength(1);
  });

  it('clamps paragraphs to 1–20', () => {
    expect(generateText({ paragraphs: 99 }).split('\n\n')).toHaveLength(20);
    expect(generateText({ paragraphs: 0 }).split('\n\n')).toHaveLength(1);
  });

  it('uses the random source it is given', () => {
    const first: RandomInt = () => 0;
    expect(
      generateText({ sentencesPerParagraph: [2, 9], wordsPerSentence: [2, 9], startWithLoremIpsum: false }, first),
    ).toBe('A a. A a.');
  });
});

describe('other units', () => {
  it('words: that many words in one sentence, opening with lorem ipsum when asked', () => {
    expect(generateText({ unit: 'words', count: 5 })).toBe('Lorem ipsum dolor sit amet.');
    expect(generateText({ unit: 'words', count: 7 })).toBe('Lorem ipsum dolor sit amet, consectetur adipiscing.');
    expect(wordsOf(generateText({ unit: 'words', count: 30, startWithLoremIpsum: false }))).toHaveLength(30);
  });

  it('sentences: that many sentences in one paragraph', () => {
    const text = generateText({ unit: 'sentences', count: 12 });
    expect(text).not.toContain('\n');
    expect(sentencesOf(text)).toHaveLength(12);
  });

  it('bytes: exactly that many bytes, or a few fewer where a space was trimmed', () => {
    times(50, () => {
      const text = generateText({ unit: 'bytes', count: 500 });
      expect(text.length).toBeLessThanOrEqual(500);
      expect(text.length).toBeGreaterThanOrEqual(498);
      expect(text.startsWith('Lorem ipsum dolor sit amet')).toBe(true);
    });
    expect(generateText({ unit: 'bytes', count: 5 })).toBe('Lorem');
  });

  it('caps the count of each unit', () => {
    expect(wordsOf(generateText({ unit: 'words', count: 1e9, startWithLoremIpsum: false }))).toHaveLength(10_000);
    expect(generateText({ unit: 'bytes', count: Number.POSITIVE_INFINITY }).length).toBeLessThanOrEqual(100_000);
  });
});

describe('formats', () => {
  it('HTML wraps each paragraph; text and Markdown separate them by a blank line', () => {
    expect(loremAsHtml(['One.', 'Two.'])).toBe('<p>One.</p>\n\n<p>Two.</p>');
    expect(loremAsText(['One.', 'Two.'])).toBe('One.\n\nTwo.');
  });
});

describe('other languages', () => {
  it('Chinese and Japanese: words run together, sentences end with 。, no Latin opening', () => {
    for (const language of ['chinese', 'japanese'] as const) {
      const text = generateText({ language, paragraphs: 2, sentencesPerParagraph: [2, 2] });
      expect(text).toMatch(/^[^\sA-Za-z]+。[^\sA-Za-z]+。\n\n[^\sA-Za-z]+。[^\sA-Za-z]+。$/u);
    }
  });

  it('bytes are UTF-8 bytes, never half a character', () => {
    times(20, () => {
      const text = generateText({ language: 'chinese', unit: 'bytes', count: 100 });
      const bytes = new TextEncoder().encode(text).length;
      expect(bytes).toBeLessThanOrEqual(100);
      expect(bytes).toBeGreaterThanOrEqual(96);
    });
  });
});
