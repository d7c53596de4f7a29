import { Anchor, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Link as RouterLink } from 'react-router';

interface LinkProps {
  /** A route of the app ('/about') or an address elsewhere ('https://…', which opens in a new tab). */
  href: string;
  children: ReactNode;
  /** Opens a route of the app in a new tab too (a reference page beside the tool, say). */
  newTab?: boolean;
}

export const isExternalHref = (href: string) => /^https?:\/\//i.test(href);

export function Link({ href, children, newTab = false }: LinkProps) {
  const { t } = useTranslation();
  if (!isExternalHref(href)) {
    // The router writes the app's base path into the address, in a new tab too. `discover="none"`:
    // routes are declared up front, so the router's discovery attribute would be bytes for nothing.
    return newTab ? (
      <Anchor component={RouterLink} to={href} discover="none" target="_blank" rel="noopener">
        {children}
        <VisuallyHidden> {t('ui.opensInNewTab')}</VisuallyHidden>
      </Anchor>
    ) : (
      <Anchor component={RouterLink} to={href} discover="none">
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <IconExternalLink size="0.9em" aria-hidden style={{ marginInlineStart: 2, verticalAlign: 'middle' }} />
      <VisuallyHidden> {t('ui.opensInNewTab')}</VisuallyHidden>
    </Anchor>
  );
}
