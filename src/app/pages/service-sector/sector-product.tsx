import { useState } from 'react';
import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CallView } from '../../components/call-view.js';
import { money } from '../../components/money.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import type { SectorArticleType, SectorCode } from '../../routes/paths/service.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { Icon } from '../../shell/icons.js';
import '../../styles/service.css';

const TYPES: readonly SectorArticleType[] = ['claimGuide', 'faq', 'clause'];

/**
 * One service sector drawn from its product: the product (product.productInfo: name, summary, plans and
 * their "from" price), then its explanation articles by type (product.getProductDetailsByType), each opening
 * the sector's detail page; links to quote and to the documents.
 */
export function SectorProduct({ sector, productCode }: { sector: SectorCode; productCode: string }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const [type, setType] = useState<SectorArticleType>('claimGuide');
  const product = useCall('product.productInfo', { productCode });
  const articles = useCall('product.getProductDetailsByType', { productCode, type });
  return (
    <CallView call={product} testId={`sector-${sector}`}>
      {(info) => (
        <div className="page page--with-action-bar svc-page">
          <div className="svc-sector-hero" data-testid={`sector-${sector}-hero`}>
            <span className="svc-sector-hero__tag">{t(`serviceSector.${sector}.tag`)}</span>
            <h2 className="svc-sector-hero__title">{t(`serviceSector.${sector}.name`)}</h2>
            <p className="svc-sector-hero__text">{t(`serviceSector.${sector}.lead`, { product: info.name })}</p>
          </div>
          {info.plans.length ? (
            <section className="section">
              <h2 className="section__title">{t('serviceSector.plans', { product: info.name })}</h2>
              {/* a row that scrolls sideways: focusable so a keyboard can scroll it (WCAG 2.1.1) */}
              <div className="svc-plans" tabIndex={0} role="region" aria-label={t('serviceSector.plans', { product: info.name })}>
                {info.plans.map((plan) => (
                  <div key={plan.code} className="svc-plans__item">
                    <strong>{plan.name}</strong>
                    {plan.benefits ? <span>{plan.benefits}</span> : null}
                    {plan.minimumPremium !== null ? <em>{t('serviceSector.from', { amount: money(plan.minimumPremium, info.currency) })}</em> : null}
                  </div>
                ))}
              </div>
            </section>
          ) : null}
          <section className="section">
            <Tabs activeKey={type} onChange={(key) => setType(key as SectorArticleType)} className="svc-tabs">
              {TYPES.map((key) => <Tabs.Tab key={key} title={<span data-testid={`sector-tab-${key}`}>{t(`serviceSector.type.${key}`)}</span>} />)}
            </Tabs>
            <CallView call={articles} testId="sector-articles" isEmpty={(data) => data.items.length === 0} emptyTitle={t('serviceSector.noArticles')}>
              {(data) => (
                <div className="menu-list">
                  {data.items.map((article) => (
                    <button
                      key={article.articleId}
                      type="button"
                      className="menu-list__item"
                      onClick={() => navigate(paths.serviceSectorDetail(sector, productCode, type, article.articleId))}
                      data-testid={`sector-article-${article.articleId}`}
                    >
                      <span className="menu-list__text"><span className="menu-list__title">{article.title}</span></span>
                      <span className="menu-list__chevron"><Icon name="chevron" size={16} /></span>
                    </button>
                  ))}
                </div>
              )}
            </CallView>
          </section>
          <div className="action-bar">
            <Button className="action-bar__secondary" shape="rounded" onClick={() => navigate(paths.downloadBusiness(productCode))}>{t('serviceSector.documents')}</Button>
            <Button className="action-bar__button" color="primary" shape="rounded" onClick={() => navigate(paths.product(productCode))} data-testid={`sector-${sector}-quote`}>
              {t('serviceSector.quote')}
            </Button>
          </div>
        </div>
      )}
    </CallView>
  );
}
