import type { ReactNode } from 'react';
import '../theme.css';

export interface PlainSectionProps {
  /** The group's heading as the user reads it. */
  title?: string | undefined;
  testId?: string | undefined;
  children: ReactNode;
}

/**
 * A group of fields (a card with its heading) as an order step draws one of its groups, for a form rjsf does not
 * draw: the same `mo-form`, `mo-card` and `mo-object__fields` classes, so the spacing between rows is the same.
 */
export function PlainSection({ title, testId, children }: PlainSectionProps) {
  return (
    <div className="mo-form" data-testid={testId}>
      <section className="mo-object mo-card">
        {title ? <h3 className="mo-section-title">{title}</h3> : null}
        <div className="mo-object__fields">{children}</div>
      </section>
    </div>
  );
}
