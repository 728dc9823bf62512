import { atom } from 'jotai';

/** Watches marked with the heart, by watch id. Local to this page view (spec: not saved). */
export const favouritesAtom = atom<Record<number, boolean>>({});
