import { clientHintRows } from '../../lib/client-hints';
import { useClientHints } from '../../lib/useClientHints';
import { Card } from '../../ui/card/Card';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import { KeyValueTable } from '../../ui/table/KeyValueTable';

/** What this browser tells beyond its user-agent string; nothing where it has no client hints. */
export function ClientHintsCard() {
  const hints = useClientHints();
  if (!hints) return null;
  const rows = clientHintRows(hints).map(({ label, value }) => ({
    label,
    value: value ?? '',
    display: value ?? (
      <Text inline tone="dimmed">
        unknown
      </Text>
    ),
  }));
  return (
    <Card title="Client hints of this browser">
      <Note>
        Chromium freezes and reduces the user-agent string; these hints (navigator.userAgentData) tell what it leaves
        out.
      </Note>
      <KeyValueTable caption="Client hints" rows={rows} copyable />
    </Card>
  );
}
