import { useId, useMemo, type ReactNode } from 'react';
import { tokenizeJson } from '../../lib/json/json-tokens';
import { CopyButton } from '../../ui/copy/CopyButton';
import classes from './JsonCodeBlock.module.css';

// Beyond this, one span per token costs more than the colours are worth.
const maxHighlightedChars = 100_000;

interface JsonCodeBlockProps {
  label: string;
  value: string;
}

/**
 * Read-only JSON with its label, highlighted, and a copy button in the corner. It fills the
 * height it is given, so next to an input it is at least as tall as that input.
 */
export function JsonCodeBlock({ label, value }: JsonCodeBlockProps) {
  const labelId = useId();
  const content = useMemo(() => highlight(value), [value]);
  return (
    <div className={classes.root}>
      <div id={labelId} className={classes.label}>
        {label}
      </div>
      <div className={classes.frame}>
        <pre
          className={classes.code}
          role="textbox"
          aria-readonly="true"
          aria-multiline="true"
          aria-labelledby={labelId}
          tabIndex={0}
        >
          {content}
        </pre>
        <div className={classes.copy}>
          <CopyButton value={value} disabled={!value} />
        </div>
      </div>
    </div>
  );
}

function highlight(json: string): ReactNode {
  if (json.length > maxHighlightedChars) return json;
  return tokenizeJson(json).map((token, index) =>
    token.kind === 'plain' ? (
      token.text
    ) : (
      <span key={index} className={classes[token.kind]}>
        {token.text}
      </span>
    ),
  );
}
