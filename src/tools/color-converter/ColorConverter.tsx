import { useCallback, useState } from 'react';
import { Card } from '../../ui/card/Card';
import { ColorField } from './ColorField';
import { colorFieldIds, editColorField, initialColorFields, type ColorFieldId } from './color-converter';

export default function ColorConverter() {
  const [fields, setFields] = useState(initialColorFields);
  const onEdit = useCallback(
    (field: ColorFieldId, text: string) => setFields((current) => editColorField(current, field, text)),
    [],
  );

  return (
    <Card>
      {colorFieldIds.map((field) => (
        <ColorField
          key={field}
          field={field}
          value={fields.texts[field]}
          error={fields.errors[field]}
          onEdit={onEdit}
        />
      ))}
    </Card>
  );
}
