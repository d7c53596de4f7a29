import { useCallback, useRef } from 'react';
import { DemoSection } from '../DemoSection';
import { LazyLines } from './LazyLines';

const lineStyle = { whiteSpace: 'pre', fontFamily: 'var(--mantine-font-family-monospace)' } as const;

export default function LazyLinesDemo() {
  const frame = useRef<HTMLDivElement>(null);
  const renderLine = useCallback(
    (index: number) => <div key={index} style={lineStyle}>{`Line ${index + 1} of 5,000`}</div>,
    [],
  );
  return (
    <DemoSection title="5,000 lines, made as they scroll into view">
      <div
        ref={frame}
        style={{ height: 320, overflow: 'auto', border: '1px solid var(--mantine-color-default-border)' }}
      >
        <LazyLines count={5_000} renderLine={renderLine} scrollRoot={frame} />
      </div>
    </DemoSection>
  );
}
