import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToastById, toast, toastsAtom } from './toast';
import { TOAST_REMOVE_DELAY_MS } from './toast-list';

const store = getDefaultStore();

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    store.set(toastsAtom, []);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps one toast at a time: a new toast replaces the one on screen', () => {
    toast({ title: 'Inquiry Sent', description: 'first' });
    const second = toast({ title: 'Error', description: 'second', variant: 'destructive' });

    expect(store.get(toastsAtom)).toEqual([
      { id: second.id, title: 'Error', description: 'second', variant: 'destructive', open: true },
    ]);
  });

  it('defaults to the default variant', () => {
    toast({ title: 'Message Sent' });
    expect(store.get(toastsAtom)[0].variant).toBe('default');
  });

  it('hides a dismissed toast at once and removes it after 1,000,000 ms', () => {
    const { id } = toast({ title: 'Subscription Successful' });
    dismissToastById(id);
    expect(store.get(toastsAtom)).toMatchObject([{ id, open: false }]);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.get(toastsAtom)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.get(toastsAtom)).toEqual([]);
  });
});
