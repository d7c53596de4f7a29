import { Markdown } from './Markdown';

const sample = `## Markdown

Text with **bold**, _italic_, \`code\` and [a link](https://github.com).

- a list
- of items

| Column | Value |
| ------ | ----- |
| a      | 1     |

Raw HTML is shown as text: <b>not bold</b>
`;

export default function MarkdownDemo() {
  return <Markdown source={sample} />;
}
