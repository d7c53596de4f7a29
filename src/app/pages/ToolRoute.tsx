import { useLocation } from 'react-router';
import { findTool } from '../../tools';
import NotFoundPage from './NotFoundPage';
import { ToolPage } from './ToolPage';

/** One route module serves every tool; the registry entry for the current path picks the tool. */
export default function ToolRoute() {
  const { pathname } = useLocation();
  const tool = findTool(pathname.replace(/^\/+|\/+$/g, ''));
  return tool ? <ToolPage tool={tool} /> : <NotFoundPage />;
}
