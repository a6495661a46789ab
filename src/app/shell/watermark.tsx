import { useLocation } from 'react-router-dom';
import { environmentName, isPaymentPath } from './env-name.js';

const TILES = 36;

/** A faint, repeated, diagonal text over the whole frame that never takes a tap (pointer-events: none). */
export function Watermark({ text }: { text: string }) {
  return (
    <div className="watermark" aria-hidden="true" data-testid="watermark">
      <div className="watermark__grid">
        {Array.from({ length: TILES }, (_, index) => <span key={index} className="watermark__text">{text}</span>)}
      </div>
    </div>
  );
}

/** The environment's watermark outside production (docs/spec/storefront-spec.md#9-business-constants-and-limits), not over the payment page. */
export function EnvWatermark({ name = environmentName() }: { name?: string | null }) {
  const { pathname } = useLocation();
  if (!name || isPaymentPath(pathname)) return null;
  return <Watermark text={name} />;
}
