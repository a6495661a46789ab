/**
 * The centred spinner of a page whose data or chunk is on its way. Drawn and turned by CSS (`mo-spinner`, src/ui/theme.css): antd-mobile's
 * spinner turns with react-spring, 17 KB gz that every waiting screen (an order's first step among them) would load
 * for a ring (docs/decisions/016-order-route-diet.md). Reduced motion stops it with every other animation.
 */
export function PageLoading({ text }: { text?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="mo-spinner" aria-hidden="true" />
      {text ? <p className="page-loading__text">{text}</p> : null}
    </div>
  );
}
