import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state.js';
import { PageLoading } from './page-loading.js';
import type { UseCall } from './use-call.js';

export interface CallViewProps<T> {
  call: UseCall<T>;
  /** True when the data has nothing to show: the empty state appears instead of `children`. */
  isEmpty?: (data: T) => boolean;
  emptyTitle?: string;
  emptyText?: string;
  /** Actions under the empty state (e.g. a link to the shop). */
  emptyActions?: ReactNode;
  /** Names the states for tests: `${testId}-loading|-error|-empty`. */
  testId: string;
  children: (data: T) => ReactNode;
}

/** The loading, error (with retry) and empty states of a page built on one call, then the page itself. */
export function CallView<T>({ call, isEmpty, emptyTitle, emptyText, emptyActions, testId, children }: CallViewProps<T>) {
  const { t } = useTranslation();
  const { load, reload } = call;
  if (load.state === 'loading') return <div data-testid={`${testId}-loading`}><PageLoading text={t('app.loading')} /></div>;
  if (load.state === 'error') {
    return (
      <div className="page page--center">
        <EmptyState icon="error" title={t('app.loadFailed')} testId={`${testId}-error`}>
          <Button color="primary" shape="rounded" onClick={reload}>{t('app.retry')}</Button>
        </EmptyState>
      </div>
    );
  }
  if (isEmpty?.(load.data)) {
    return (
      <div className="page page--center">
        <EmptyState icon="empty" title={emptyTitle ?? t('app.empty')} text={emptyText} testId={`${testId}-empty`}>{emptyActions}</EmptyState>
      </div>
    );
  }
  return <>{children(load.data)}</>;
}
