import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useToolText } from '../../i18n/tool-text';
import { downloadFile } from '../../lib/download';
import { findTool, toolCategories, tools } from '../../tools';
import type { Tool } from '../../tools/tool';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { Modal } from '../../ui/modal/Modal';
import { unhideTool, useHiddenSlugs } from '../catalogue/listed-tools';
import { recentToolsKept } from '../preferences/tool-usage';
import { KitProvider } from '../theme/KitProvider';
import { mergeSettings, readSettingsFile, settingsFileText, type SkippedPart } from './settings-file';
import { applySettings, currentSettings, forgetEverything } from './settings-store';
import classes from './SettingsPage.module.css';

const loadToolOptions = () => import('virtual:tool-options').then((module) => module.default);
const slugs = new Set(tools.map((tool) => tool.slug));
const categories = new Set(['favorites', ...toolCategories.map((category) => category.id)]);

/** The settings page: hidden tools, the settings as a file (export, import), and a reset. */
export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <KitProvider>
      <div className={classes.page}>
        <title>{`${t('settings.title')} - IT Tools`}</title>
        <h1 className={classes.title}>{t('settings.title')}</h1>
        <HiddenToolsSection />
        <SettingsFileSection />
        <ResetSection />
      </div>
    </KitProvider>
  );
}

function HiddenToolsSection() {
  const { t } = useTranslation();
  const toolText = useToolText();
  const hidden = useHiddenSlugs()
    .map(findTool)
    .filter((tool): tool is Tool => tool !== undefined);
  return (
    <section className={classes.section} aria-labelledby="settings-hidden">
      <h2 id="settings-hidden">{t('settings.hidden.title')}</h2>
      {hidden.length === 0 ? (
        <p className={classes.dimmed}>{t('settings.hidden.none')}</p>
      ) : (
        <ul className={classes.hiddenList}>
          {hidden.map((tool) => {
            const { name } = toolText(tool);
            return (
              <li key={tool.slug}>
                <span>{name}</span>
                <Button
                  size="small"
                  variant="default"
                  aria-label={t('settings.hidden.unhideTool', { name })}
                  onClick={() => unhideTool(tool.slug)}
                >
                  {t('hiddenTools.unhide')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

type ImportReport = { error: SkippedPart } | { skipped: SkippedPart[] };

function SettingsFileSection() {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [report, setReport] = useState<ImportReport>();

  const exportSettings = async () => {
    const settings = currentSettings(await loadToolOptions());
    downloadFile('it-tools-settings.json', settingsFileText(settings, new Date()), 'application/json');
  };

  const importSettings = async (file: File | undefined) => {
    if (!file) return;
    const options = await loadToolOptions();
    const read = readSettingsFile(await file.text(), { slugs, categories, options });
    if (!read.ok) {
      setReport({ error: read.error });
      return;
    }
    applySettings(mergeSettings(currentSettings(options), read.settings, recentToolsKept));
    setReport({ skipped: read.skipped });
  };

  return (
    <section className={classes.section} aria-labelledby="settings-file">
      <h2 id="settings-file">{t('settings.file.title')}</h2>
      <p className={classes.dimmed}>{t('settings.file.description')}</p>
      <div className={classes.actions}>
        <Button onClick={() => void exportSettings()}>{t('settings.file.export')}</Button>
        <Button variant="default" onClick={() => fileInput.current?.click()}>
          {t('settings.file.import')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('settings.file.importFile')}
          onChange={(event) => {
            void importSettings(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
      </div>
      {report && 'error' in report && (
        <Alert type="error" title={t('settings.import.failed')}>
          {t(report.error.key, report.error.values)}
        </Alert>
      )}
      {report && 'skipped' in report && (
        <Alert type={report.skipped.length ? 'warning' : 'success'} title={t('settings.import.done')}>
          {report.skipped.length > 0 && (
            <>
              {t('settings.import.skipped', { count: report.skipped.length })}
              <ul>
                {report.skipped.map((part, index) => (
                  <li key={index}>{t(part.key, part.values)}</li>
                ))}
              </ul>
            </>
          )}
        </Alert>
      )}
    </section>
  );
}

function ResetSection() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const reset = async () => {
    forgetEverything(slugs, await loadToolOptions());
    window.location.reload();
  };
  return (
    <section className={classes.section} aria-labelledby="settings-reset">
      <h2 id="settings-reset">{t('settings.reset.title')}</h2>
      <p className={classes.dimmed}>{t('settings.reset.description')}</p>
      <div className={classes.actions}>
        <Button color="red" variant="default" onClick={() => setConfirming(true)}>
          {t('settings.reset.button')}
        </Button>
      </div>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('settings.reset.confirmTitle')}>
        <p>{t('settings.reset.confirmText')}</p>
        <div className={classes.actions}>
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('settings.reset.cancel')}
          </Button>
          <Button color="red" onClick={() => void reset()}>
            {t('settings.reset.confirm')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
