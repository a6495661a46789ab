import type { StepDef } from '../../../engine/index.js';

/** The wizard's progress: one dot per step, done ones ticked, the current one labelled. */
export function StepIndicator({ steps, currentId, titleOf }: { steps: StepDef[]; currentId: string; titleOf(step: StepDef): string }) {
  const currentIndex = steps.findIndex((step) => step.id === currentId);
  return (
    <ol className="step-indicator" aria-label={titleOf(steps[currentIndex] ?? steps[0] as StepDef)}>
      {steps.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <li key={step.id} className={`step-indicator__item step-indicator__item--${state}`} data-testid={`step-indicator-${step.id}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="step-indicator__dot">{state === 'done' ? '✓' : index + 1}</span>
            <span className="step-indicator__label">{titleOf(step)}</span>
          </li>
        );
      })}
    </ol>
  );
}
