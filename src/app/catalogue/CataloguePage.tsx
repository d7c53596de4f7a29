import { Navigate, useLocation } from 'react-router';
import { findTool, redirects } from '../../tools';
import NotFoundPage from '../pages/NotFoundPage';
import { ToolPage } from '../pages/ToolPage';

/** Any address but home and About: a tool's page, an old address of a tool, or not found. */
export default function CataloguePage() {
  const path = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const tool = findTool(path.slice(1));
  if (tool) return <ToolPage tool={tool} />;
  const target = redirects.get(path);
  if (target) return <Navigate to={target} replace />;
  return <NotFoundPage />;
}
