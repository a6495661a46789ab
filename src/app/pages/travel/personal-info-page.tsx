import { Button, List, Tag } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { EndpointData } from '../../../contract/index.js';
import { CallView } from '../../components/call-view.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { ProductHead, useQueryProduct } from '../product/product-shared.js';
import { ProductUnavailable } from '../product/product-unavailable.js';

type People = EndpointData['user.selectRelativeAndSelf'];

interface PersonRow {
  key: string;
  name: string;
  relation: string;
  dob: string | undefined;
  document: string | undefined;
  complete: boolean;
}

function rowsOf(people: People): PersonRow[] {
  const self = people.self;
  const rows: PersonRow[] = [{
    key: 'SELF',
    name: self.chineseName || self.englishName || '',
    relation: 'SELF',
    dob: self.dob,
    document: self.identifyNo?.identificationType,
    complete: self.authenticated && Boolean(self.englishName),
  }];
  for (const relative of people.relatives) {
    rows.push({
      key: relative.relativeId,
      name: relative.chineseName || relative.englishName,
      relation: relative.relation,
      dob: relative.dob,
      document: relative.identifyNo.identificationType,
      complete: true,
    });
  }
  return rows;
}

/**
 * /pages/travel/personalInfo/index[?productCode=&b2cOrderId=]: the people a travel policy can insure (the
 * user and their relatives, user.selectRelativeAndSelf) with the details a travel order needs; incomplete
 * ones say what is missing. With an order, "add to the order" opens product/addInsured for it.
 */
export function PersonalInfoPage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const [query] = useSearchParams();
  const b2cOrderId = query.get('b2cOrderId') ?? undefined;
  const { code, bundle } = useQueryProduct('travel');
  const call = useCall('user.selectRelativeAndSelf');
  if (!bundle) return <ProductUnavailable code={code} />;
  const productCode = bundle.definition.code;
  return (
    <div className="page page--products page--with-action-bar">
      <ProductHead bundle={bundle} subtitle={t('productPages.travel.personalIntro')} />
      <CallView call={call} testId="travel-people">
        {(people) => (
          <List className="products-list" header={t('productPages.travel.people')}>
            {rowsOf(people).map((row) => (
              <List.Item
                key={row.key}
                data-testid={`travel-person-${row.key}`}
                description={row.complete
                  ? [row.dob ? t('productPages.travel.dob', { dob: row.dob }) : null, row.document ? t(`dict.idType.${row.document}`, { defaultValue: row.document }) : null].filter(Boolean).join(' · ')
                  : t('productPages.travel.incomplete')}
                extra={<Tag color={row.complete ? 'success' : 'warning'} fill="outline">{t(`dict.relation.${row.relation}`)}</Tag>}
                onClick={row.key === 'SELF' ? () => navigate(paths.mineUserInfo()) : () => navigate(paths.mineRelatives())}
              >
                {row.name || t('productPages.travel.unnamed')}
              </List.Item>
            ))}
          </List>
        )}
      </CallView>
      <div className="action-bar">
        {b2cOrderId ? (
          <Button color="primary" shape="rounded" size="large" className="action-bar__button" data-testid="travel-add-to-order" onClick={() => navigate(paths.addInsured(productCode, b2cOrderId))}>
            {t('productPages.travel.addToOrder')}
          </Button>
        ) : (
          <Button color="primary" shape="rounded" size="large" className="action-bar__button" data-testid="travel-manage" onClick={() => navigate(paths.mineRelatives())}>
            {t('productPages.addInsured.manageRelatives')}
          </Button>
        )}
      </div>
    </div>
  );
}
