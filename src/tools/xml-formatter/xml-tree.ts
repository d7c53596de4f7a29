/** An XML document as the formatter needs it: markup kept as written, text as raw as it came. */
export type XmlNode =
  | {
      type: 'element';
      name: string;
      attributes: [name: string, value: string][];
      /** null for a self-closing tag (`<a/>`), [] for an empty pair (`<a></a>`). */
      children: XmlNode[] | null;
    }
  | { type: 'text'; content: string }
  | { type: 'cdata'; content: string }
  /** Comments and the document type declaration, written out as they are. */
  | { type: 'markup'; content: string }
  | { type: 'instruction'; name: string; content: string };

export interface XmlDocument {
  /** The `<?xml …?>` declaration, or a processing instruction that opens the document. */
  declaration: Extract<XmlNode, { type: 'instruction' }> | undefined;
  /** What follows: the root element with any comments, instructions or doctype around it. */
  children: XmlNode[];
}
