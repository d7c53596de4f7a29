import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import classes from './IconButton.module.css';

interface CommonProps {
  /** Accessible name, also shown as a hint on hover and keyboard focus. */
  label: string;
  children: ReactNode;
  /** 'default' draws a border; 'subtle' (the default) only shows on hover. */
  variant?: 'subtle' | 'default';
  className?: string;
}

type AsButton = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & { to?: undefined; ref?: Ref<HTMLButtonElement> };
type AsLink = CommonProps & Omit<LinkProps, 'children'>;

/**
 * An icon-only button (or link, with `to`): it always has an accessible name and a visible hint.
 * Plain HTML and CSS, so the shell can use it without loading the component library.
 */
export function IconButton(props: AsButton | AsLink) {
  const { label, children, variant = 'subtle', className, ...rest } = props;
  const shared = {
    'aria-label': label,
    'data-hint': label,
    'data-variant': variant,
    className: [classes.button, className].filter(Boolean).join(' '),
  };
  if ('to' in rest && rest.to !== undefined) {
    return (
      <Link discover="none" {...(rest as Omit<LinkProps, 'children'>)} {...shared}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" {...(rest as Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>)} {...shared}>
      {children}
    </button>
  );
}
