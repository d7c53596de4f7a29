import { IconArrowBackUp } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { useToolText } from '../../i18n/tool-text';
import { handOff } from '../../lib/tool-state/hand-off';
import { findTool } from '../../tools';
import { trailIdOf, trailStep } from './trail';
import classes from './TrailLink.module.css';

/**
 * "From JSON prettify" above a tool opened by "Send to…": back to the sending tool, with its state as
 * it was (from memory, see trail.ts). Nothing on a page opened any other way.
 */
export function TrailLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const toolText = useToolText();
  const step = trailStep(trailIdOf(location.state));
  const sender = step && findTool(step.from.slug);
  if (!step || !sender) return null;
  const goBack = () => {
    handOff(step.from);
    void navigate(`/${sender.slug}`, { state: step.before ? { trail: step.before } : null });
  };
  return (
    <button type="button" className={classes.trail} onClick={goBack}>
      <IconArrowBackUp size={16} aria-hidden />
      {t('tool.trailFrom', { name: toolText(sender).name })}
    </button>
  );
}
