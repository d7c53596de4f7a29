import classes from './CopiedNotice.module.css';

/** A short-lived notice by the copy control; a live region so screen readers announce it. */
export function CopiedNotice({ visible, text }: { visible: boolean; text: string }) {
  return (
    <span role="status" aria-live="polite" className={classes.notice} data-visible={visible || undefined}>
      {visible ? text : ''}
    </span>
  );
}
