import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSecretKind } from '../../lib/operation/kinds';
import { outputKindByLabel, sendTargets } from '../../lib/operation/tool-inputs';
import { currentToolState, handOff } from '../../lib/tool-state/hand-off';
import { useTranslation } from '../../i18n/i18n';
import { loadedToolTranslator } from '../../i18n/tool-language';
import { useToolText } from '../../i18n/tool-text';
import { findTool, tools } from '../../tools';
import { SendToContext, type SendToService, type SendToTarget } from '../../ui/send-to/send-to-context';
import { isToolListed } from '../catalogue/listed-tools';
import { readToolUsage } from '../preferences/tool-usage';
import { addTrailStep, trailIdOf } from './trail';

// Which tool takes what, read from the declarations at build time: loaded when a menu first opens.
const loadToolInputs = () => import('virtual:tool-inputs').then((module) => module.default);
const registryOrder = tools.map((tool) => tool.slug);

/**
 * "Send to…" for the outputs of the tool `slug`: the tools that take an output's kind, best first,
 * and sending it: the sender's state is kept as a trail step (in memory), the value handed to the
 * receiver's field (kept out of its URL and storage when a secret), then the receiver opens.
 */
export function SendToProvider({ slug, children }: { slug: string; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const toolText = useToolText();
  const { locale } = useTranslation();
  const before = trailIdOf(location.state);
  const service = useMemo<SendToService>(
    () => ({
      async targets(output) {
        const index = await loadToolInputs();
        const translate = loadedToolTranslator(slug, locale) ?? undefined;
        const kind =
          output.kind ??
          (output.label === undefined ? undefined : outputKindByLabel(index[slug], output.label, translate)) ??
          'text';
        const targets = sendTargets(index, kind, { except: slug, usage: readToolUsage(), order: registryOrder });
        return {
          sensitive: output.sensitive ?? isSecretKind(kind),
          targets: targets.flatMap((target): SendToTarget[] => {
            const tool = findTool(target.slug);
            return tool && isToolListed(tool.slug)
              ? [{ slug: target.slug, field: target.field, name: toolText(tool).name }]
              : [];
          }),
        };
      },
      send(target, value, sensitive) {
        const from = currentToolState();
        const trail = from && from.slug === slug ? addTrailStep({ from, before }) : undefined;
        handOff({ slug: target.slug, values: { [target.field]: value }, guarded: sensitive ? [target.field] : [] });
        void navigate(`/${target.slug}`, { state: trail ? { trail } : null });
      },
    }),
    [slug, locale, navigate, toolText, before],
  );
  return <SendToContext value={service}>{children}</SendToContext>;
}
