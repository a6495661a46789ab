import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CallView } from '../../components/call-view.js';
import { MenuList } from '../../components/menu-list.js';
import { RichText } from '../../components/rich-text.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { MineIcon } from './mine-icon.js';
import '../../styles/mine.css';

const CATEGORIES = ['terms', 'privacy', 'product'] as const;

/** The insurer's agreements by category (plat.getAgreementNames); ?agreementId= reads one (plat.getAgreementById). */
export function AgreementsPage() {
  const [search] = useSearchParams();
  const agreementId = search.get('agreementId');
  return agreementId ? <AgreementReader agreementId={agreementId} /> : <AgreementList />;
}

function AgreementList() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const call = useCall('plat.getAgreementNames', {});
  return (
    <CallView call={call} testId="agreements" isEmpty={(data) => data.items.length === 0} emptyTitle={t('mine.agreements.empty')}>
      {(data) => (
        <div className="page page--mine-agreements" data-testid="agreements-list">
          {CATEGORIES.map((category) => {
            const items = data.items.filter((item) => item.category === category);
            if (items.length === 0) return null;
            return (
              <section className="section" key={category}>
                <h2 className="section__title section__title--small">{t(`mine.agreements.category.${category}`)}</h2>
                <MenuList
                  items={items.map((item) => ({
                    key: item.agreementId,
                    title: item.title,
                    description: t('mine.agreements.version', { version: item.version, date: item.effectiveDate }),
                    icon: <MineIcon name="doc" tone={category === 'privacy' ? 'green' : category === 'product' ? 'orange' : 'blue'} />,
                    onClick: () => navigate(paths.mineAgreements(item.agreementId)),
                    testId: `agreement-${item.agreementId}`,
                  }))}
                />
              </section>
            );
          })}
        </div>
      )}
    </CallView>
  );
}

function AgreementReader({ agreementId }: { agreementId: string }) {
  const { t } = useTranslation();
  const call = useCall('plat.getAgreementById', { agreementId });
  return (
    <CallView call={call} testId="agreement">
      {(agreement) => (
        <article className="page page--mine-article">
          <header className="mine-card mine-article-head">
            <h1 className="mine-article-head__title" data-testid="agreement-title">{agreement.title}</h1>
            <span className="mine-muted">{t('mine.agreements.version', { version: agreement.version, date: agreement.effectiveDate })}</span>
          </header>
          <RichText html={agreement.content} className="mine-card mine-rich" testId="agreement-body" />
        </article>
      )}
    </CallView>
  );
}
