import { Card } from '../card/Card';
import { Note } from '../text/Note';
import { Section } from './Section';

export default function SectionDemo() {
  return (
    <Card title="Signature 1">
      <Note>Signed by: Example Signer</Note>
      <Section title="Signature 1 certificates :">
        <Note>One row per certificate would follow.</Note>
      </Section>
    </Card>
  );
}
