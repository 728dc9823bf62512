import { useState, type KeyboardEvent } from 'react';

interface KeyboardReorderOptions {
  count: number;
  move: (from: number, to: number) => void;
  /** The arrangement before the grab, restored by Escape. */
  snapshot: () => number[] | null;
  restore: (ids: number[] | null) => void;
}

/**
 * Reorder from the keyboard: Space or Enter grabs a row's handle, the arrow keys (Home, End) move it,
 * Space or Enter drops it and Escape puts everything back. Each step is announced.
 */
export function useKeyboardReorder({ count, move, snapshot, restore }: KeyboardReorderOptions) {
  const [grabbed, setGrabbed] = useState<{ id: number; before: number[] | null } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const onKeyDown = (event: KeyboardEvent, index: number, item: { id: number; name: string }) => {
    const holding = grabbed?.id === item.id;
    const position = (at: number) => `position ${at + 1} of ${count}`;

    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (holding) {
        setGrabbed(null);
        setAnnouncement(`${item.name} dropped at ${position(index)}.`);
      } else {
        setGrabbed({ id: item.id, before: snapshot() });
        setAnnouncement(`${item.name} grabbed, ${position(index)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`);
      }
      return;
    }
    if (!holding || !grabbed) return;

    const targets: Record<string, number> = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: count - 1 };
    if (event.key in targets) {
      event.preventDefault();
      const to = Math.max(0, Math.min(count - 1, targets[event.key]));
      if (to !== index) move(index, to);
      setAnnouncement(`${item.name} moved to ${position(to)}.`);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      restore(grabbed.before);
      setGrabbed(null);
      setAnnouncement(`Move cancelled. ${item.name} is back where it was.`);
    }
  };

  /** Tabbing away drops the row where it is. */
  const release = () => setGrabbed(null);

  return { grabbedId: grabbed?.id ?? null, announcement, onKeyDown, release };
}
