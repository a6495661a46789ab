import { Button } from 'antd-mobile';
import { topLevelField, type StepDef } from '../../../engine/index.js';
import { EmptyState } from '../../components/empty-state.js';

/** Why the insurer refused to release the order: its message and the path of the answer that refused it, when it names one. */
export interface ReleaseRefusal {
  reason: string | null;
  field: string | null;
}

export interface ReleaseRefusedViewProps {
  t(key: string, options?: Record<string, unknown>): string;
  refusal: ReleaseRefusal | null;
  steps: readonly StepDef[];
  /** Back to the step that asks the refused answer. */
  onChange(stepId: string): void;
  /** Back to the last step, when the refusal names no answer. */
  onBack(): void;
}

/**
 * "暫時未能承保" with its reason (the answer and its value, as the gateway words it) and two next steps: change
 * that answer on the step that asks it, or call the insurer.
 */
export function ReleaseRefusedView({ t, refusal, steps, onChange, onBack }: ReleaseRefusedViewProps) {
  const field = refusal?.field ? topLevelField(refusal.field) : null;
  const step = field === null ? undefined : steps.find((candidate) => candidate.fields.includes(field));
  const phone = t('service.hotlineNumber');
  return (
    <div className="page page--center">
      <EmptyState focusTitle icon="error" title={t('order.releaseRefusedTitle')} text={refusal?.reason ?? t('order.releaseRefusedText')} testId="release-refused">
        <Button color="primary" shape="rounded" data-testid="back" onClick={() => (step ? onChange(step.id) : onBack())}>
          {t(step ? 'order.refusalChange' : 'order.editAgain')}
        </Button>
        <a className="adm-button adm-button-default adm-button-shape-rounded" data-testid="refusal-contact" href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>
          {t('order.refusalContact', { phone })}
        </a>
      </EmptyState>
    </div>
  );
}
