import { useState } from 'react';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { checkName, checkPhone } from '../../../engine/validation/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { ProductCard } from '../../components/product-card.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { useLineProducts } from './product-shared.js';

/** The contract's limit of a suggestion's content (plat.addSuggest: 1 to 500 characters). */
const MAX_CONTENT = 500;

interface Enquiry {
  company: string;
  contactName: string;
  phone: string;
  message: string;
}

/**
 * /pages/product/business/index: the corporate (business) enquiry page. It lists the business-line products
 * on sale (registry), links to the business forms download page, and sends an enquiry (company, contact
 * person, Macao phone, needs) to the service team through plat.addSuggest (the one call that stores a
 * message for the team; content is prefixed so the team can tell enquiries apart).
 */
export function BusinessPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const products = useLineProducts('business');
  const [form] = Form.useForm<Enquiry>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (values: Enquiry) => {
    setSending(true);
    const content = `${t('productPages.business.prefix')} ${values.company.trim()} / ${values.contactName.trim()}: ${values.message.trim()}`.slice(0, MAX_CONTENT);
    const answer = await api.call('plat.addSuggest', { content, contact: `+853 ${values.phone.trim()}` });
    setSending(false);
    if (answer) setSent(true);
  };

  if (sent) {
    return (
      <div className="page page--center">
        <EmptyState icon="success" title={t('productPages.business.sentTitle')} text={t('productPages.business.sentText')} testId="business-sent">
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.shop())}>{t('productPages.toShop')}</Button>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="page page--products">
      <section className="products-banner">
        <h2 className="products-banner__title">{t('productPages.business.title')}</h2>
        <p className="products-banner__text">{t('productPages.business.intro')}</p>
      </section>
      {products.length > 0 ? (
        <section className="section">
          <h3 className="section__title">{t('productPages.business.products')}</h3>
          <div className="card-list">{products.map((bundle) => <ProductCard key={bundle.definition.code} bundle={bundle} />)}</div>
        </section>
      ) : null}
      <section className="section">
        <Button block shape="rounded" fill="outline" color="primary" data-testid="business-downloads" onClick={() => navigate(paths.downloadBusiness())}>
          {t('productPages.business.downloads')}
        </Button>
      </section>
      <section className="section products-form">
        <h3 className="section__title">{t('productPages.business.enquiry')}</h3>
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          footer={<Button block type="submit" color="primary" shape="rounded" loading={sending} data-testid="business-submit">{t('productPages.business.send')}</Button>}
        >
          <Form.Item name="company" label={t('productPages.business.company')} rules={[{ required: true, whitespace: true, message: t('productPages.business.companyRequired') }]}>
            <Input data-testid="business-company" maxLength={100} clearable />
          </Form.Item>
          <Form.Item
            name="contactName"
            label={t('productPages.business.contactName')}
            rules={[{ required: true, message: t('productPages.business.contactNameRequired') }, {
              validator: (_rule, value: string | undefined) => (!value || checkName(value.trim(), 'zh') || checkName(value.trim(), 'en')
                ? Promise.resolve() : Promise.reject(new Error(t('productPages.business.contactNameInvalid')))),
            }]}
          >
            <Input data-testid="business-contact" maxLength={40} clearable />
          </Form.Item>
          <Form.Item
            name="phone"
            label={t('productPages.business.phone')}
            extra="+853"
            rules={[{ required: true, message: t('productPages.business.phoneRequired') }, {
              validator: (_rule, value: string | undefined) => (!value || checkPhone('853', value.trim())
                ? Promise.resolve() : Promise.reject(new Error(t('productPages.business.phoneInvalid')))),
            }]}
          >
            <Input data-testid="business-phone" type="tel" maxLength={8} clearable />
          </Form.Item>
          <Form.Item name="message" label={t('productPages.business.message')} rules={[{ required: true, whitespace: true, message: t('productPages.business.messageRequired') }]}>
            <TextArea data-testid="business-message" maxLength={400} showCount rows={4} />
          </Form.Item>
        </Form>
      </section>
    </div>
  );
}
