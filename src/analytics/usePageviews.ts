import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageview } from './analytics';

/** Records a pageview on the first page and on every navigation to another address. */
export function usePageviews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => trackPageview(), [pathname, search]);
}
