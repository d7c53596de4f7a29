import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import type { Ipv4Forms } from './ipv4-address-converter';
import words from './locales/en.json';
import { ipv4Convert } from './operations';

const forms = Object.entries(ipv4Convert.outputs ?? {});

export default function Ipv4AddressConverter() {
  const { t, text, word } = useToolWords(words);
  const [state, set] = useToolState('ipv4-address-converter', ipv4Convert.fields);
  const conversion = useMemo(() => (state.ip.trim() === '' ? undefined : ipv4Convert.run(state.ip)), [state.ip]);
  const values = conversion?.ok ? conversion.value : undefined;
  return (
    <Card>
      <InputText
        label={t('ip.label')}
        placeholder={t('ip.placeholder')}
        value={state.ip}
        onChange={(ip) => set('ip', ip)}
        error={conversion?.ok === false ? word(conversion.error) : undefined}
        description={t('ip.help')}
        monospace
        spellCheck={false}
      />
      {forms.map(([form, output]) => (
        <CopyableField
          key={form}
          label={text(output.label)}
          value={values?.[form as keyof Ipv4Forms] ?? ''}
          placeholder={t('forms.placeholder')}
          labelPosition="left"
          labelWidth="11rem"
        />
      ))}
    </Card>
  );
}
