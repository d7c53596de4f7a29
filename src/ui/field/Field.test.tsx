// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Field } from './Field';

describe('Field', () => {
  it('names a control through its label id, with its hint and error', () => {
    renderWithProviders(
      <Field label="ULIDs" labelId="ulids-label" description="One per line" error="Too many">
        <pre role="textbox" aria-labelledby="ulids-label" aria-readonly="true">
          01ARZ3NDEKTSV4RRFFQ69G5FAV
        </pre>
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'ULIDs' }).textContent).toBe('01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect(screen.getByText('One per line')).toBeTruthy();
    expect(screen.getByText('Too many')).toBeTruthy();
  });
});
