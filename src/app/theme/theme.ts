import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Shade 6 is the brand primary (#1ea54c); the hover (#36AD6A) and pressed (#0C7A43) colours of the
// brief are applied as CSS variables in theme.css because Mantine derives hover from the palette.
const brandGreen: MantineColorsTuple = [
  '#e6f8ec',
  '#cdefd8',
  '#9ddfb2',
  '#69cf8a',
  '#36ad6a',
  '#2aa85c',
  '#1ea54c',
  '#0c7a43',
  '#0a6a3a',
  '#06572f',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 6 },
  colors: { brand: brandGreen },
  fontFamily: 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  defaultRadius: 'sm',
  // White on the brand green (#1ea54c) is 3:1, short of WCAG AA: filled components pick black text
  // on any background where black contrasts more than white (luminance above 0.179, the point
  // where both are equal; Mantine's 0.3 would keep white on the green and on red).
  autoContrast: true,
  luminanceThreshold: 0.179,
  components: {
    // Popups (menus, selects, tooltips, modals) start from the brief's base layer.
    Popover: { defaultProps: { zIndex: 2000 } },
    Tooltip: { defaultProps: { zIndex: 2000 } },
    Modal: { defaultProps: { zIndex: 2000 } },
    Combobox: { defaultProps: { zIndex: 2000 } },
    Menu: { defaultProps: { zIndex: 2000 } },
  },
});

export const appColors = {
  primary: '#1ea54c',
  primaryHover: '#36ad6a',
  primaryPressed: '#0c7a43',
  darkBackground: '#1e1e1e',
  lightBackground: '#ffffff',
} as const;
