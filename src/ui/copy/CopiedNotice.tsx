import { useLayoutEffect, useRef } from 'react';
import classes from './CopiedNotice.module.css';

/** Space kept between the notice and the edges of the window. */
const edgeMarginPx = 8;

/**
 * A short-lived notice by the copy control; a live region so screen readers announce it. It sits
 * above the control, right-aligned, and is moved back into the window where that would cut it
 * (a control near the left edge of a phone's screen, say).
 */
export function CopiedNotice({ visible, text }: { visible: boolean; text: string }) {
  const notice = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const element = notice.current;
    if (!element) return;
    element.style.translate = '';
    if (!visible) return;
    const { left, right } = element.getBoundingClientRect();
    const windowRight = document.documentElement.clientWidth - edgeMarginPx;
    const shift = Math.max(0, edgeMarginPx - left) - Math.max(0, right - windowRight);
    if (shift !== 0) element.style.translate = `${shift}px 0`;
  }, [visible, text]);

  return (
    <span ref={notice} role="status" aria-live="polite" className={classes.notice} data-visible={visible || undefined}>
      {visible ? text : ''}
    </span>
  );
}
