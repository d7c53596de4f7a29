import { useState } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { ColorField } from './ColorField';
import { colorFieldIds, colorFieldsFromLink, editColorField, type ColorFieldId } from './color-converter';
import { colorConvert } from './operations';

export default function ColorConverter() {
  const [{ color }, set] = useToolState('color-converter', colorConvert.fields);
  // The fields, and the linked colour they were last made from or gave.
  const [shown, setShown] = useState(() => ({ from: color, fields: colorFieldsFromLink(color) }));
  // A colour from a link, or from a fragment edited by hand, rewrites every field.
  if (shown.from !== color) setShown({ from: color, fields: colorFieldsFromLink(color) });

  const onEdit = (field: ColorFieldId, text: string) => {
    const fields = editColorField(shown.fields, field, text);
    setShown({ from: fields.color, fields });
    set('color', fields.color);
  };

  return (
    <Card>
      {colorFieldIds.map((field) => (
        <ColorField
          key={field}
          field={field}
          value={shown.fields.texts[field]}
          error={shown.fields.errors[field]}
          onEdit={onEdit}
        />
      ))}
    </Card>
  );
}
