import { expect, waitFor } from 'storybook/test';

const LOOK = [
  'background-color',
  'border-color',
  'color',
  'outline-style',
  'outline-color',
  'box-shadow',
  'text-decoration-line',
  'opacity',
];

/** How an element and everything inside it are painted: a state may style a child (a checkbox's box, its ring). */
function look(element: Element): string {
  return [element, ...element.querySelectorAll('*')]
    .map((part) => {
      const style = getComputedStyle(part);
      return LOOK.map((property) => style.getPropertyValue(property)).join(' | ');
    })
    .join('\n');
}

/**
 * What every States story checks: each named state is on show, in order, and each state forced by ForcedState
 * looks different from the resting one (`baseline`, "Default" unless said) — so a hover or focus style that went
 * missing, or a component that stopped carrying react-aria's state attributes, fails instead of showing its resting
 * look under "Hover".
 */
export async function expectStates(canvasElement: HTMLElement, names: string[], baseline = 'Default') {
  const shown = [...canvasElement.querySelectorAll<HTMLElement>('[data-state]')].map(
    (element) => element.dataset.state,
  );
  await expect(shown).toEqual(names);
  const resting = canvasElement.querySelector(`[data-state="${baseline}"]`);
  for (const forced of canvasElement.querySelectorAll<HTMLElement>('[data-forced-state]')) {
    const name = forced.closest<HTMLElement>('[data-state]')?.dataset.state;
    const target = forced.dataset.forcedTarget ?? '[data-rac]';
    const elements = [...forced.querySelectorAll(target)];
    const restingElements = [...(resting?.querySelectorAll(target) ?? [])];
    await expect(elements.length, `${name}: nothing to show the state on`).toBeGreaterThan(0);
    // Styles ease in (transitions): wait until the state's look has arrived.
    await waitFor(() =>
      expect(
        elements.some((element, index) => !restingElements[index] || look(element) !== look(restingElements[index]!)),
        `${name} looks like ${baseline}`,
      ).toBe(true),
    );
  }
}
