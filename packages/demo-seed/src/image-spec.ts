import type { WatchLook } from './svg/look.js';

export type * from './svg/look.js';

/**
 * Views of a watch in its gallery: the dial square on, tilted, the caseback, a close-up of the
 * dial, and the clasp or buckle.
 */
export type WatchView = 'front' | 'angled' | 'caseback' | 'detail' | 'clasp';

/** One photograph of a watch: a 1600x2000 (4:5) portrait. */
export interface WatchImageSpec {
  kind: 'watch';
  look: WatchLook;
  view: WatchView;
  /** Position in the gallery; varies the tilt, the close-up and the seconds hand between shots. */
  shot: number;
}

/** A collection's banner: one to three watches (left to right) laid out in a 2000x1600 (5:4) frame. */
export interface CollectionImageSpec {
  kind: 'collection';
  looks: readonly [WatchLook] | readonly [WatchLook, WatchLook] | readonly [WatchLook, WatchLook, WatchLook];
}

/** Anything the demo seed renders. */
export type DemoImageSpec = WatchImageSpec | CollectionImageSpec;

/** The gallery of a watch: one image per view, in order. */
export function gallery(look: WatchLook, ...views: WatchView[]): WatchImageSpec[] {
  return views.map((view, shot) => ({ kind: 'watch', look, view, shot }));
}
