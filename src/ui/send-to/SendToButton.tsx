import '@mantine/core/styles/Menu.layer.css';
import { Menu } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useContext, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { IconButton } from '../button/IconButton';
import { SendToContext, type Sendable, type SendToTarget } from './send-to-context';
import classes from './SendToButton.module.css';

/**
 * "Send to…" beside an output's copy button: a menu of the tools that take the output's kind, best
 * first; choosing one opens it with the value. Nothing without the app's service (see SendToContext).
 */
export function SendToButton({ value, output }: { value: string; output: Sendable }) {
  const service = useContext(SendToContext);
  const { t } = useTranslation();
  const [found, setFound] = useState<{ targets: SendToTarget[]; sensitive: boolean } | undefined>(undefined);
  if (!service) return null;
  const load = () => {
    if (found === undefined)
      service.targets(output).then(setFound, () => setFound({ targets: [], sensitive: output.sensitive ?? false }));
  };
  return (
    <Menu position="bottom-end" shadow="md" onOpen={load} withinPortal>
      <Menu.Target>
        <IconButton label={t('ui.sendTo')} disabled={!value}>
          <IconSend size={18} aria-hidden />
        </IconButton>
      </Menu.Target>
      <Menu.Dropdown className={classes.dropdown}>
        <Menu.Label>{t('ui.sendToHeading')}</Menu.Label>
        {found === undefined && <Menu.Item disabled>{t('ui.sendToLoading')}</Menu.Item>}
        {found?.targets.length === 0 && <Menu.Item disabled>{t('ui.sendToNone')}</Menu.Item>}
        {found?.targets.map((target) => (
          <Menu.Item key={target.slug} onClick={() => service.send(target, value, found.sensitive)}>
            {target.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
