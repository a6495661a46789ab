/** antd-mobile's switch for its springs, loaded only when motion is to be reduced (it brings react-spring). */
const motionSwitch = () => import('antd-mobile/es/utils/reduce-and-restore-motion');

/**
 * antd-mobile animates its popups, dialogs and toasts with springs that CSS cannot reach; this switches them
 * off while the system asks for reduced motion, and back on when it stops asking (WCAG 2.3.3). The CSS
 * animations and transitions follow the same media query in app.css. The springs animate by default, so the
 * switch (and react-spring with it) is loaded only once reduced motion is asked for: a first screen without
 * overlays loads no animation code, and the springs an overlay loads later are the same ones.
 */
export function followReducedMotion(): void {
  const query = window.matchMedia('(prefers-reduced-motion: reduce)');
  let reduced = false;
  const apply = (reduce: boolean) => {
    if (!reduce && !reduced) return;
    reduced = reduce;
    void motionSwitch().then(({ reduceMotion, restoreMotion }) => (reduce ? reduceMotion() : restoreMotion()));
  };
  apply(query.matches);
  query.addEventListener('change', (event) => apply(event.matches));
}
