import { lazy, Suspense } from 'react';

/** antd-mobile's spinner, loaded when first shown: it turns with react-spring, which no first screen needs (issue 11). */
const SpinLoading = lazy(() => import('antd-mobile/es/components/spin-loading'));

/** The spinner's size, kept by its placeholder while it loads so nothing moves. */
const SPINNER_SIZE = '36px';

/** The centred spinner of a page whose data or chunk is on its way. */
export function PageLoading({ text }: { text?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <Suspense fallback={<div style={{ width: SPINNER_SIZE, height: SPINNER_SIZE }} />}>
        <SpinLoading color="primary" style={{ '--size': SPINNER_SIZE }} />
      </Suspense>
      {text ? <p className="page-loading__text">{text}</p> : null}
    </div>
  );
}
