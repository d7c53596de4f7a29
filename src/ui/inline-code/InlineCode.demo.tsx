import { Text } from '../text/Text';
import { InlineCode } from './InlineCode';

export default function InlineCodeDemo() {
  return (
    <Text>
      Match digits with <InlineCode>\d+</InlineCode>, or run <InlineCode>git status</InlineCode>.
    </Text>
  );
}
