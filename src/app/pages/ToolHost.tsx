import { Suspense, use, useEffect } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { loadedToolTranslator, loadToolWords, showTool, ToolSlugContext } from '../../i18n/tool-language';
import type { Tool } from '../../tools/tool';
import { noteToolOpened } from '../preferences/tool-usage';
import { SendToProvider } from '../send-to/SendToProvider';
import { KitProvider } from '../theme/KitProvider';
import { lazyToolComponents } from './lazy-tool-component';
import { ToolErrorBoundary } from './ToolErrorBoundary';

/** What every tool runs inside: the UI kit's base, an error net, and the tool's own code. */
export default function ToolHost({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  useEffect(() => showTool(tool.slug), [tool.slug]);
  useEffect(() => noteToolOpened(tool.slug), [tool.slug]);
  return (
    <KitProvider>
      <ToolErrorBoundary key={tool.slug}>
        <Suspense fallback={<p>{t('tool.loading')}</p>}>
          <ToolSlugContext value={tool.slug}>
            <SendToProvider slug={tool.slug}>
              <ToolInLanguage slug={tool.slug} />
            </SendToProvider>
          </ToolSlugContext>
        </Suspense>
      </ToolErrorBoundary>
    </KitProvider>
  );
}

/** The tool, once its words in the language shown have arrived with its code. */
function ToolInLanguage({ slug }: { slug: string }) {
  const { locale } = useTranslation();
  if (loadedToolTranslator(slug, locale) === undefined) use(loadToolWords(slug, locale));
  const ToolComponent = lazyToolComponents[slug];
  return <ToolComponent />;
}
