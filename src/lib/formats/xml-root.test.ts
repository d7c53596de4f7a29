import { describe, expect, it } from 'vitest';
import { findContentOutsideRoot } from './xml-root';

describe('findContentOutsideRoot', () => {
  it.each([
    '<a/>',
    ' \n<a>text <b x=">"/> </a>\n',
    '<?xml version="1.0"?>\n<!DOCTYPE a [ <!ENTITY e "<b/>"> ]>\n<!-- <x/> -->\n<a/>\n<?pi <y/>?>\n<!-- end -->',
    '<a><![CDATA[</a><b>]]></a>',
  ])('finds nothing outside the single root of %j', (xml) => {
    expect(findContentOutsideRoot(xml)).toBeUndefined();
  });

  it.each([
    ['<a/><b/>', { message: 'Multiple possible root nodes found.', kind: 'multipleRoots', line: 1, column: 5 }],
    [
      '<a x="/>"></a>\n  <b></b>',
      { message: 'Multiple possible root nodes found.', kind: 'multipleRoots', line: 2, column: 3 },
    ],
    ['<a/>\n\n x', { message: 'Extra text at the end', kind: 'textAfterRoot', line: 3, column: 2 }],
    ['<a/><![CDATA[x]]>', { message: 'Extra text at the end', kind: 'textAfterRoot', line: 1, column: 5 }],
  ])('reports what follows the root in %j', (xml, problem) => {
    expect(findContentOutsideRoot(xml)).toEqual(problem);
  });
});
