import type { ReactNode } from 'react';
import { useFocusOnMount } from '../shell/use-route-focus.js';

export interface EmptyStateProps {
  icon?: 'empty' | 'error' | 'lost' | 'success' | 'locked';
  title: string;
  text?: string;
  children?: ReactNode;
  testId?: string;
  /** The title takes focus when shown: for a screen that replaces another, such as an order's outcome. */
  focusTitle?: boolean;
}

const ICONS: Record<NonNullable<EmptyStateProps['icon']>, ReactNode> = {
  empty: <path d="M8 20h32l-4 20H12L8 20Zm6-8h20l4 8H10l4-8Zm6 16h8" />,
  error: <path d="M24 8 42 40H6L24 8Zm0 12v9m0 5v1" />,
  lost: <path d="M24 6a14 14 0 0 1 14 14c0 10-14 22-14 22S10 30 10 20A14 14 0 0 1 24 6Zm-4 12a4 4 0 1 1 4 4v3m0 4v1" />,
  success: <path d="M24 6a18 18 0 1 1 0 36 18 18 0 0 1 0-36Zm-8 18 6 6 10-12" />,
  locked: <path d="M14 22h20v18H14V22Zm4 0v-6a6 6 0 0 1 12 0v6m-6 7v5" />,
};

/** A friendly full-width message for empty lists, errors and finished flows, with optional actions. */
export function EmptyState({ icon = 'empty', title, text, children, testId, focusTitle = false }: EmptyStateProps) {
  const titleRef = useFocusOnMount<HTMLHeadingElement>(focusTitle);
  return (
    <div className={`empty-state empty-state--${icon}`} data-testid={testId}>
      <svg className="empty-state__icon" viewBox="0 0 48 48" aria-hidden="true">
        <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">{ICONS[icon]}</g>
      </svg>
      <h2 className="empty-state__title" ref={titleRef}>{title}</h2>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {children ? <div className="empty-state__actions">{children}</div> : null}
    </div>
  );
}
