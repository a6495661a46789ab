import { reduceMotion, restoreMotion } from 'antd-mobile';

/**
 * antd-mobile animates its popups, dialogs and toasts with springs that CSS cannot reach; this switches them
 * off while the system asks for reduced motion, and back on when it stops asking (WCAG 2.3.3). The CSS
 * animations and transitions follow the same media query in app.css.
 */
export function followReducedMotion(): void {
  const query = window.matchMedia('(prefers-reduced-motion: reduce)');
  const apply = (reduce: boolean) => (reduce ? reduceMotion() : restoreMotion());
  apply(query.matches);
  query.addEventListener('change', (event) => apply(event.matches));
}
