import { atom } from 'jotai';

/** Collection ids in the order the operator arranged them; null while it follows the server's order. */
export const orderDraftAtom = atom<number[] | null>(null);
