import type { Locator, Page } from '@playwright/test';

/** A field the person can type in, found as a person would: by its role, in the page's main part. */
export interface TypedField {
  locator: Locator;
  /** Its label, to name it in reports. */
  label: string;
  /** A number box (spinbutton, or a text box asking for a numeric keyboard), which filters what is typed. */
  numberBox: boolean;
  /** Its value when found, put back after each try. */
  original: string;
}

/** Every editable text, search and number field (input or text area) in the tool's part of the page, password boxes included. */
export function typedFieldsLocator(page: Page): Locator {
  const main = page.getByRole('main');
  return (
    main
      .getByRole('textbox')
      .or(main.getByRole('searchbox'))
      .or(main.getByRole('spinbutton'))
      // A password box has no role of its own.
      .or(main.locator('input[type=password]'))
      .and(page.locator(':not([readonly]):not([aria-readonly="true"]):not([disabled])'))
      // Typed as a paste into a form field is: a rich-text editor (contenteditable with the textbox
      // role) takes its hostile input in its tool's own tests.
      .and(page.locator('input, textarea'))
      .filter({ visible: true })
  );
}

export function fileInputsLocator(page: Page): Locator {
  return page.getByRole('main').locator('input[type=file]:not([disabled])');
}

export async function findTypedFields(page: Page): Promise<TypedField[]> {
  const all = typedFieldsLocator(page);
  const count = await all.count();
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const locator = all.nth(index);
      const { label, numberBox, original } = await locator.evaluate((element) => {
        const input = element as HTMLInputElement;
        return {
          label:
            input.labels?.[0]?.textContent?.trim() ||
            input.getAttribute('aria-label') ||
            input.placeholder ||
            'unnamed',
          numberBox: input.getAttribute('role') === 'spinbutton' || ['decimal', 'numeric'].includes(input.inputMode),
          original: input.value,
        };
      });
      return { locator, label: `${label} (field ${index + 1})`, numberBox, original };
    }),
  );
}
