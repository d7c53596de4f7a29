import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { localeTags } from '../../i18n/locales';
import { currentToolLink, maxLinkedTextLength, toolLinkUrl } from '../../lib/tool-state/tool-link';
import { CopiedNotice } from '../../ui/copy/CopiedNotice';
import { useCopy } from '../../ui/copy/useCopy';
import classes from './CopyLinkButton.module.css';

/**
 * Copies the link that reproduces the open tool: its path and the fragment of the current values
 * (see useToolState). The notice says when a text was too long to go in the link.
 */
export function CopyLinkButton() {
  const { t, locale } = useTranslation();
  const { copy, copied } = useCopy();
  const [textLeftOut, setTextLeftOut] = useState(false);
  const label = t('tool.copyLink');

  const copyLink = () => {
    const link = currentToolLink();
    setTextLeftOut(link.omitted.length > 0);
    void copy(toolLinkUrl(window.location, link.fragment));
  };

  return (
    <span className={classes.anchor}>
      <button type="button" className={classes.button} aria-label={label} title={label} onClick={copyLink}>
        <IconLink size={22} aria-hidden />
      </button>
      <CopiedNotice
        visible={copied}
        text={
          textLeftOut
            ? t('tool.linkCopiedWithoutLongText', { limit: maxLinkedTextLength.toLocaleString(localeTags[locale]) })
            : t('ui.copied')
        }
      />
    </span>
  );
}
