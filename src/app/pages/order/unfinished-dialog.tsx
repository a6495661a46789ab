import { Button, CenterPopup } from 'antd-mobile';
import type { Draft } from '../../../../flows/index.js';
import { productLabelKeys } from '../../../engine/index.js';
import { macaoDateTime } from '../../i18n/macao-date-time.js';

export interface UnfinishedDialogProps {
  t(key: string, options?: Record<string, unknown>): string;
  /** The unfinished order of this product: its product is named and its last save dated (Macao time). */
  draft: Draft;
  onContinue(): void;
  onDiscard(): void;
}

/** "Continue your unfinished order?", saying which product and when it was saved, with continue and start-again buttons. */
export function UnfinishedDialog({ t, draft, onContinue, onDiscard }: UnfinishedDialogProps) {
  const savedAt = macaoDateTime(draft.updatedAt);
  return (
    <CenterPopup visible bodyClassName="dialog" style={{ '--min-width': 'min(86vw, 340px)', '--max-width': '340px' }} role="dialog" aria-labelledby="unfinished-title">
      <div className="dialog__body" data-testid="unfinished-dialog">
        <h2 className="dialog__title" id="unfinished-title">{t('order.unfinishedTitle')}</h2>
        <p className="dialog__text" data-testid="unfinished-saved">{t('order.unfinishedSaved', { product: t(productLabelKeys.title(draft.productCode)), savedAt })}</p>
        <div className="dialog__actions">
          <Button block color="primary" shape="rounded" data-testid="unfinished-continue" onClick={onContinue}>{t('order.continue')}</Button>
          <Button block shape="rounded" data-testid="unfinished-discard" onClick={onDiscard}>{t('order.startAgain')}</Button>
        </div>
      </div>
    </CenterPopup>
  );
}
