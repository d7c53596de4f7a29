// xml-js types only its package entry; the writer module on its own exports the same function.
declare module 'xml-js/lib/js2xml' {
  import type { js2xml } from 'xml-js';

  const write: typeof js2xml;
  export default write;
}
