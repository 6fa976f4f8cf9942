// @vitest-environment happy-dom
import type { QueryResult } from '@deals/admin-core';
import { act, createElement, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDeferredList } from './useDeferredList';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const success = (rows: string[]): QueryResult<string[]> => ({
  status: 'success',
  data: rows,
  refreshing: false,
  refetch: () => undefined,
});

/** What each commit showed: the page as the person sees it after every render React commits. */
let commits: string[];
let root: Root;

function Probe({ list }: { list: QueryResult<string[]> }) {
  const shown = useDeferredList(list);
  useLayoutEffect(() => {
    commits.push(
      shown.status === 'success'
        ? `rows ${shown.data.join(',')}${shown.refreshing ? ' (refreshing)' : ''}`
        : shown.status,
    );
  });
  return null;
}

/** Apollo hands a query's answer to React as a synchronous update (useSyncExternalStore), as flushSync does here. */
async function answer(list: QueryResult<string[]>) {
  await act(async () => flushSync(() => root.render(createElement(Probe, { list }))));
}

beforeEach(async () => {
  commits = [];
  root = createRoot(document.createElement('div'));
  await act(async () => root.render(createElement(Probe, { list: { status: 'loading' } })));
});
afterEach(() => act(() => root.unmount()));

describe('useDeferredList', () => {
  it('commits a first answer in a render of its own: the synchronous update keeps the skeleton', async () => {
    await answer(success(['a', 'b']));
    expect(commits).toEqual(['loading', 'loading', 'rows a,b']);
  });

  it('keeps the previous rows until the next ones have rendered, without flashing the refresh bar', async () => {
    await answer(success(['a']));
    commits = [];
    await answer(success(['b']));
    expect(commits).toEqual(['rows a', 'rows b']);
  });

  it('shows an error at once', async () => {
    await answer({ status: 'error', message: 'The server is unreachable.', retry: () => undefined });
    expect(commits).toEqual(['loading', 'error']);
  });
});
