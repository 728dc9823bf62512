import { atom } from 'jotai';

/** Watches marked with the heart, by watch id. Local to this page view: never saved, gone on reload. */
export const favouritesAtom = atom<Record<number, boolean>>({});
