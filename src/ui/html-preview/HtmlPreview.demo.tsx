import { DemoSection } from '../DemoSection';
import { HtmlPreview } from './HtmlPreview';

const sample = `<h3>Caf&eacute; &amp; cr&egrave;me</h3>
<p>Some <b>bold</b>, <i>italic</i> and <a href="https://example.com">a link that goes nowhere</a>.</p>
<img src="x" onerror="alert(1)" alt="An image that is not loaded"><script>alert(2)</script>`;

export default function HtmlPreviewDemo() {
  return (
    <DemoSection title="Sanitised HTML in a sandboxed frame (no scripts, styles or fetches)">
      <HtmlPreview label="Preview" html={sample} />
    </DemoSection>
  );
}
