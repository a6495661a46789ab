import type { ReactNode } from 'react';
import { Icon } from '../shell/icons.js';

export interface MenuItem {
  key: string;
  title: string;
  description?: string;
  icon?: ReactNode;
  extra?: ReactNode;
  onClick(): void;
  testId?: string;
}

/** A card of tappable rows (service centre, mine), each with an optional icon, text and a chevron. */
export function MenuList({ items }: { items: MenuItem[] }) {
  return (
    <div className="menu-list">
      {items.map((item) => (
        <button type="button" key={item.key} className="menu-list__item" onClick={item.onClick} data-testid={item.testId}>
          {item.icon ? <span className="menu-list__icon">{item.icon}</span> : null}
          <span className="menu-list__text">
            <span className="menu-list__title">{item.title}</span>
            {item.description ? <span className="menu-list__description">{item.description}</span> : null}
          </span>
          {item.extra ? <span className="menu-list__extra">{item.extra}</span> : null}
          <span className="menu-list__chevron"><Icon name="chevron" size={16} /></span>
        </button>
      ))}
    </div>
  );
}
