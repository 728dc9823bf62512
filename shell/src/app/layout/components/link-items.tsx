import type { ComponentType, ReactNode } from 'react';
import type { NavItem } from './nav-items';

/** One `<li>` per link, drawn with the menu's own link component. */
export function LinkItems({ items, as: Item }: { items: readonly NavItem[]; as: ComponentType<{ to: string; children: ReactNode }> }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.to}>
          <Item to={item.to}>{item.label}</Item>
        </li>
      ))}
    </>
  );
}
