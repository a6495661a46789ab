import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state.js';

export interface ReleaseRefusedViewProps {
  /** The gateway's words for the refusal (the answer, its value and the limit); null: the generic text. */
  reason: string | null;
  /** True when the refusal names an answer the user can go back to ("修改此資料"); otherwise "edit again". */
  namesAnswer: boolean;
  /** True when the refusal names the answer that breaks a fixed rule of the product (data.field), which the title then says rather than "暫時未能承保". */
  namesRule: boolean;
  /** Back to where the answer (or, naming none, the order's details) can be changed. */
  onChange(): void;
}

/**
 * The refusal with its reason and two next steps (a refusal naming an answer breaks a fixed rule of the product, and
 * its title says so rather than "暫時未能承保"): change the details, or call the insurer. Shown by a new
 * order refused at release and by a renewal refused at pricing.
 */
export function ReleaseRefusedView({ reason, namesAnswer, namesRule, onChange }: ReleaseRefusedViewProps) {
  const { t } = useTranslation();
  const phone = t('service.hotlineNumber');
  return (
    <div className="page page--center">
      <EmptyState focusTitle icon="error" title={t(namesRule ? 'order.releaseRefusedRuleTitle' : 'order.releaseRefusedTitle')} text={reason ?? t('order.releaseRefusedText')} testId="release-refused">
        <Button color="primary" shape="rounded" data-testid="back" onClick={onChange}>
          {t(namesAnswer ? 'order.refusalChange' : 'order.editAgain')}
        </Button>
        <a className="adm-button adm-button-default adm-button-shape-rounded" data-testid="refusal-contact" href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>
          {t('order.refusalContact', { phone })}
        </a>
      </EmptyState>
    </div>
  );
}
