import { expect, it } from 'vitest';
import { navigationFor } from '../layout/navigation';

/**
 * Storybook sorts "Screens/…" by a list in .storybook/preview.tsx (Storybook evaluates storySort on its own, so it
 * cannot import the route table): this keeps that list the sidebar's order, so designers review screens as staff
 * meet them, and makes a new screen's stories take their place instead of sorting to the end.
 */
const preview = Object.values(
  import.meta.glob<string>('../../../../.storybook/preview.tsx', { query: '?raw', import: 'default', eager: true }),
)[0]!;
const storySources = import.meta.glob<string>('../screens/**/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The quoted names of the list that follows 'Screens' in storySort's order. */
function screensOrder(): string[] {
  const list = /'Screens',\s*(?:\/\/[^\n]*\n\s*)*\[([^\]]*)\]/.exec(preview)?.[1];
  if (!list) throw new Error("No list after 'Screens' in preview.tsx's storySort order.");
  // Comments in the list may hold an apostrophe: only the entries are read.
  return [...list.replace(/\/\/[^\n]*/g, '').matchAll(/'([^']+)'/g)].map((match) => match[1]!);
}

const everyone = { can: () => true };
const sidebar = navigationFor(everyone, { history: true }).flatMap((section) =>
  section.items.map((item) => item.label),
);

it("orders the screens' stories as the sidebar: Sign in first, then every sidebar entry in its order", () => {
  const order = screensOrder();
  expect(order[0]).toBe('Sign in');
  expect(order.filter((name) => sidebar.includes(name))).toEqual(sidebar);
  expect(order.slice(1, sidebar.length + 1)).toEqual(sidebar);
});

it('names every screen story group, so none sorts after the list by accident', () => {
  const order = screensOrder();
  const groups = new Set(
    Object.values(storySources).flatMap((source) =>
      [...source.matchAll(/title: 'Screens\/([^'/]+)/g)].map((match) => match[1]!),
    ),
  );
  expect(groups.size).toBeGreaterThan(sidebar.length);
  expect([...groups].filter((group) => !order.includes(group))).toEqual([]);
});
