import { Button, CenterPopup } from 'antd-mobile';

/** "Continue your unfinished order?" with continue and start-again buttons. */
export function UnfinishedDialog({ t, onContinue, onDiscard }: { t(key: string): string; onContinue(): void; onDiscard(): void }) {
  return (
    <CenterPopup visible bodyClassName="dialog" style={{ '--min-width': 'min(86vw, 340px)', '--max-width': '340px' }} role="dialog" aria-labelledby="unfinished-title">
      <div className="dialog__body" data-testid="unfinished-dialog">
        <h2 className="dialog__title" id="unfinished-title">{t('order.unfinishedTitle')}</h2>
        <p className="dialog__text">{t('order.unfinishedContent')}</p>
        <div className="dialog__actions">
          <Button block color="primary" shape="rounded" data-testid="unfinished-continue" onClick={onContinue}>{t('order.continue')}</Button>
          <Button block shape="rounded" data-testid="unfinished-discard" onClick={onDiscard}>{t('order.startAgain')}</Button>
        </div>
      </div>
    </CenterPopup>
  );
}
