import '@mantine/core/styles/ColorInput.layer.css';
import '@mantine/core/styles/ColorPicker.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
import { ColorInput, MantineThemeProvider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { mantineSizeOf, type ControlSize } from '../control-size';
import sizeClasses from '../control-size.module.css';

interface ColorPickerProps {
  label: string;
  /** `#rrggbbaa` (or `#rrggbb` without `withAlpha`) when picked; typed text is passed on as typed. */
  value: string;
  onChange: (value: string) => void;
  /** An alpha slider and `#rrggbbaa` values (the default); `#rrggbb` without it. */
  withAlpha?: boolean;
  /**
   * On leaving the field, put back the last valid colour when the text is not one (the default).
   * Off for a parent that reports invalid text itself and keeps it.
   */
  resetInvalidOnBlur?: boolean;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  /** Replaces the eye-dropper button, which shows where the browser supports it. */
  rightSection?: ReactNode;
  rightSectionWidth?: number;
  size?: ControlSize;
}

/** A colour field: a text input with a swatch, opening a visual picker (saturation, hue, alpha). */
export function ColorPicker({
  label,
  value,
  onChange,
  withAlpha = true,
  resetInvalidOnBlur = true,
  placeholder,
  description,
  error,
  rightSection,
  rightSectionWidth,
  size = 'md',
}: ColorPickerProps) {
  const { t } = useTranslation();
  // ColorInput does not pass labels on to its picker's sliders; the theme's defaults reach them.
  const sliderLabels = useMemo(
    () => ({
      components: {
        ColorPicker: {
          defaultProps: {
            saturationLabel: t('ui.colorSaturation'),
            hueLabel: t('ui.colorHue'),
            alphaLabel: t('ui.colorAlpha'),
          },
        },
      },
    }),
    [t],
  );
  return (
    <MantineThemeProvider theme={sliderLabels}>
      <ColorInput
        label={label}
        value={value}
        onChange={onChange}
        format={withAlpha ? 'hexa' : 'hex'}
        fixOnBlur={resetInvalidOnBlur}
        placeholder={placeholder}
        description={description}
        error={error}
        rightSection={rightSection}
        rightSectionWidth={rightSectionWidth}
        eyeDropperButtonProps={{ 'aria-label': t('ui.pickScreenColor') }}
        size={mantineSizeOf[size]}
        classNames={{ wrapper: sizeClasses.input }}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
    </MantineThemeProvider>
  );
}
