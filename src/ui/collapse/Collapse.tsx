import { Collapse as MantineCollapse, UnstyledButton } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { IconChevronRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import classes from './Collapse.module.css';

interface CollapseProps {
  title: ReactNode;
  children: ReactNode;
  /** Initial state when uncontrolled; closed unless set. */
  defaultOpened?: boolean;
  /** Controlled state, with `onOpenedChange`. */
  opened?: boolean;
  onOpenedChange?: (opened: boolean) => void;
}

/** A titled section whose body shows and hides; the title is a button, so Enter and Space toggle it. */
export function Collapse({ title, children, defaultOpened = false, opened, onOpenedChange }: CollapseProps) {
  const [isOpened, setOpened] = useUncontrolled({
    value: opened,
    defaultValue: defaultOpened,
    finalValue: false,
    onChange: onOpenedChange,
  });
  const bodyId = useId();
  return (
    <div>
      <UnstyledButton
        className={classes.header}
        aria-expanded={isOpened}
        aria-controls={bodyId}
        onClick={() => setOpened(!isOpened)}
      >
        <IconChevronRight size={16} className={classes.chevron} aria-hidden />
        {title}
      </UnstyledButton>
      <MantineCollapse expanded={isOpened} id={bodyId}>
        {children}
      </MantineCollapse>
    </div>
  );
}
