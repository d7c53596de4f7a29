import '@mantine/core/styles/Menu.layer.css';
import { Menu } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useCallback, useContext, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { IconButton } from '../button/IconButton';
import { SendToContext, type Sendable, type SendToTarget } from './send-to-context';
import classes from './SendToButton.module.css';

/**
 * "Send to…" beside an output's copy button: a menu of the tools that take the output's kind, best
 * first; choosing one opens it with the value. Nothing without the app's service (see SendToContext).
 *
 * A plain button until it is first used: a page may show hundreds of outputs (a certificate chain),
 * and a menu each would cost seconds of script. The first press draws the menu, open, and keeps the
 * keyboard focus on its button.
 */
export function SendToButton({ value, output }: { value: string; output: Sendable }) {
  const service = useContext(SendToContext);
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const [found, setFound] = useState<{ targets: SendToTarget[]; sensitive: boolean } | undefined>(undefined);
  const [opened, setOpened] = useState(false);
  // The menu's button is focused as it is drawn and the menu opened after: a menu gives the focus
  // back, on closing, to what had it when it opened.
  const openOnAttach = useCallback((button: HTMLButtonElement | null) => {
    if (!button) return;
    button.focus();
    setOpened(true);
  }, []);
  if (!service) return null;
  const load = () => {
    if (found === undefined)
      service.targets(output).then(setFound, () => setFound({ targets: [], sensitive: output.sensitive ?? false }));
  };
  const icon = <IconSend size={18} aria-hidden />;
  if (!used)
    return (
      <IconButton
        label={t('ui.sendTo')}
        disabled={!value}
        onClick={() => {
          load();
          setUsed(true);
        }}
      >
        {icon}
      </IconButton>
    );
  return (
    <Menu position="bottom-end" shadow="md" opened={opened} onChange={setOpened} withinPortal>
      <Menu.Target>
        <IconButton ref={openOnAttach} label={t('ui.sendTo')} disabled={!value}>
          {icon}
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
