import { Navigate, useLocation } from 'react-router';
import { isToolUnavailable } from '../../lib/site-choices';
import { findTool, redirects } from '../../tools';
import NotFoundPage from '../pages/NotFoundPage';
import { ToolPage } from '../pages/ToolPage';

/**
 * Any address but home and About: a tool's page, an old address of a tool, or not found (as are the
 * tools the site left out, whose pages the server no longer has).
 */
export default function CataloguePage() {
  const path = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const tool = findTool(path.slice(1));
  if (tool && !isToolUnavailable(tool.slug)) return <ToolPage tool={tool} />;
  const target = tool ? undefined : redirects.get(path);
  if (target && !isToolUnavailable(target.slice(1))) return <Navigate to={target} replace />;
  return <NotFoundPage />;
}
