import { useCallback } from 'react';
import { useTranslation } from './i18n';
import type { Tool } from '../tools/tool';

export interface ToolText {
  name: string;
  description: string;
}

/** A tool's name and description in the current language, falling back to its English definition. */
export function useToolText(): (tool: Tool) => ToolText {
  const { t } = useTranslation();
  return useCallback(
    (tool: Tool) => ({
      name: t(`tools.${tool.slug}.name`, { defaultValue: tool.name }),
      description: t(`tools.${tool.slug}.description`, { defaultValue: tool.description }),
    }),
    [t],
  );
}
