import { useEffect } from 'react';
import { whenIdle } from '../../shell/when-idle.js';
import { preloadThemeParts } from '../../../ui/controls/lazy-theme-part.js';
import { preloadStepValidators } from './use-step-validators.js';

/**
 * What the order's later steps draw with, loaded once the order page is idle: their precompiled validators and the
 * form theme's lazily loaded parts (lists, uploads, phone and identity-document fields...). On a first visit the
 * service worker does not yet serve the page, so a step drawn after the phone lost its signal could not fetch them
 * (tests/e2e/offline-first-visit.test.ts); each still loads on its own when its step comes first.
 */
export function useLaterStepsPreload(code: string): void {
  useEffect(() => whenIdle(() => {
    void preloadStepValidators(code);
    void preloadThemeParts();
  }), [code]);
}
