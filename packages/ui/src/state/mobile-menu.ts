import { atom } from 'jotai';

/** Whether the header's small-screen menu is open; links anywhere may close it. */
export const mobileMenuOpenAtom = atom(false);
