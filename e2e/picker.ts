import { type Locator, type Page } from '@playwright/test';
import { expect } from './fixtures';

/** Picks an option of the Spectrum picker labelled `label` inside `scope`. */
export async function pick(page: Page, scope: Page | Locator, label: string | RegExp, option: string): Promise<void> {
  await scope.getByRole('button', { name: label }).first().click();
  const listbox = page.getByRole('listbox').last();
  await expect(listbox.getByRole('option', { name: option, exact: true })).toBeVisible();
  // Typeahead then Enter: the popover sits over a nested modal, where a pointer click can miss.
  await page.keyboard.type(option);
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
}
