import { expect, within } from 'storybook/test';

/** The table named `caption` shows one row per token, each row headed by its token's name. */
export async function expectTokenRows(canvasElement: HTMLElement, caption: string, tokens: string[]) {
  const table = within(canvasElement).getByRole('table', { name: caption });
  const headers = within(table)
    .getAllByRole('rowheader')
    .map((header) => header.textContent);
  await expect(headers).toEqual(tokens);
}
