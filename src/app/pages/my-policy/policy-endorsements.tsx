import { useTranslation } from 'react-i18next';
import type { Endorsement } from '../../../contract/rows/policy-services.js';
import { money } from '../../components/money.js';
import { useCall } from '../../components/use-call.js';
import { macaoDateTime } from '../../i18n/macao-date-time.js';
import { displayValue, fieldLabel } from './endorsement-values.js';

/** The policy's endorsements (endt.list), newest first: kind, number, status, changes and difference. */
export function PolicyEndorsements({ b2cOrderId }: { b2cOrderId: string }) {
  const { t } = useTranslation();
  const list = useCall('endt.list', { b2cOrderId });
  if (list.load.state === 'loading') return null;
  return (
    <section className="section" data-testid="policy-endorsements">
      <h3 className="section__title">{t('policy.endorsements.title')}</h3>
      {list.load.state === 'error' ? (
        <p className="notice notice--error" data-testid="policy-endorsements-error">
          {t('policy.endorsements.error')}{' '}
          <button type="button" className="link-button" onClick={list.reload}>{t('policy.retry')}</button>
        </p>
      ) : list.load.data.items.length === 0 ? (
        <p className="endt-list__empty" data-testid="policy-endorsements-empty">{t('policy.endorsements.empty')}</p>
      ) : (
        <div className="card-list">
          {list.load.data.items.map((item: Endorsement) => (
            <article key={item.endtNo} className="mo-card endt-item" data-testid={`endt-item-${item.endtNo}`}>
              <div className="endt-item__head">
                <span className="endt-item__title">{t(`policy.endt.type.${item.endtType}`)}</span>
                <span className={`status-tag endt-status endt-status--${item.status}`}>{t(`policy.endorsements.status.${item.status}`)}</span>
              </div>
              <span className="endt-item__no">{item.endtNo} · {macaoDateTime(item.appliedAt ?? item.createdAt)}</span>
              <ul className="endt-item__changes">
                {item.changes.map((change) => (
                  <li key={change.field}><span>{fieldLabel(t, change.field)}</span><span>{displayValue(t, change.field, change.value)}</span></li>
                ))}
              </ul>
              {item.premiumDifference !== 0 ? (
                <span className="endt-item__difference">
                  {t(item.premiumDifference > 0 ? 'policy.endt.toPay' : 'policy.endt.refund')} {money(Math.abs(item.premiumDifference), item.currency)}
                </span>
              ) : null}
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
