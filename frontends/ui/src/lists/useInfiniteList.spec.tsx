import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ListResponse } from '@troc/shared';
import { createQueryClient } from '../query/queryClient';
import { useInfiniteList } from './useInfiniteList';

type Item = { id: number };
const TOTAL = 5;
const SIZE = 2;

/** A source of TOTAL items, SIZE per page; `calls` records the pages asked. */
function source(fail: (page: number) => boolean = () => false) {
  const calls: number[] = [];
  let items = Array.from({ length: TOTAL }, (_, i) => ({ id: i + 1 }));
  const fetchPage = jest.fn(async (page: number): Promise<ListResponse<Item>> => {
    calls.push(page);
    if (fail(page)) throw new Error('down');
    return {
      data: items.slice((page - 1) * SIZE, page * SIZE),
      total: items.length + 10,
      total_results: items.length,
      url: `/fr/search/?page=${page}`,
    };
  });
  return { calls, fetchPage, drop: (id: number) => (items = items.filter((i) => i.id !== id)) };
}

function setup(fetchPage: (page: number) => Promise<ListResponse<Item>>) {
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useInfiniteList<Item>(['test', 'list'], (page) => fetchPage(page)), { wrapper });
}

const ids = (items: Item[]) => items.map((item) => item.id);

describe('useInfiniteList', () => {
  it('appends the pages one after the other until the end', async () => {
    const { calls, fetchPage } = source();
    const { result } = setup(fetchPage);
    expect(result.current.status).toBe('loading');

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(ids(result.current.items)).toEqual([1, 2]);
    expect(result.current.totalResults).toBe(5);
    expect(result.current.total).toBe(15);
    expect(result.current.url).toBe('/fr/search/?page=1');
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.items)).toEqual([1, 2, 3, 4]));
    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.items)).toEqual([1, 2, 3, 4, 5]));

    // The end: nothing more is asked.
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    expect(calls).toEqual([1, 2, 3]);
  });

  it('asks a page once however often the reader scrolls', async () => {
    const { calls, fetchPage } = source();
    const { result } = setup(fetchPage);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(calls).toEqual([1, 2]);
  });

  it('fails the first page with a retry, and a later page without losing the loaded ones', async () => {
    let down = new Set([1]);
    const { fetchPage } = source((page) => down.has(page));
    const { result } = setup(fetchPage);
    await waitFor(() => expect(result.current.status).toBe('failed'));

    down = new Set([2]);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(ids(result.current.items)).toEqual([1, 2]);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.moreFailed).toBe(true));
    expect(ids(result.current.items)).toEqual([1, 2]);

    down = new Set();
    act(() => result.current.retry());
    await waitFor(() => expect(ids(result.current.items)).toEqual([1, 2, 3, 4]));
    expect(result.current.moreFailed).toBe(false);
  });

  it('counts a removed item out and reads its page again for the one that moved up', async () => {
    const { calls, fetchPage, drop } = source();
    const { result } = setup(fetchPage);
    await waitFor(() => expect(result.current.status).toBe('ready'));

    drop(2);
    act(() => result.current.remove((item) => item.id === 2));
    await waitFor(() => expect(ids(result.current.items)).toEqual([1]));
    expect(result.current.totalResults).toBe(4);

    act(() => result.current.loadMore());
    // Page 1 again: item 3 has moved onto it since.
    await waitFor(() => expect(ids(result.current.items)).toEqual([1, 3]));
    expect(calls).toEqual([1, 1]);
    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.items)).toEqual([1, 3, 4, 5]));
    expect(result.current.hasMore).toBe(false);
  });
});
