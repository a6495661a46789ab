import { useState } from 'react';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { EndpointData } from '../../../contract/index.js';
import { checkName, checkPhone } from '../../../engine/validation/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { ProductCard } from '../../components/product-card.js';
import { useCall } from '../../components/use-call.js';
import { macaoDateTime } from '../../i18n/macao-date-time.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { useLineProducts } from '../../products/use-products.js';

/** A sent enquiry as the gateway answers it. */
type BusinessEnquiry = EndpointData['plat.addBusinessEnquiry'];

interface Enquiry {
  company: string;
  contactName: string;
  phone: string;
  message: string;
}

/**
 * An enquiry as its sender sees it afterwards, each answer under its own label (the company, who to contact,
 * the phone, what was asked), then the reference to quote and when it was sent in Macao time.
 */
function EnquiryItem({ enquiry }: { enquiry: BusinessEnquiry }) {
  const { t, i18n } = useTranslation();
  const rows: [key: string, label: string, value: string][] = [
    ['company', t('productPages.business.company'), enquiry.company],
    ['contactName', t('productPages.business.contactName'), enquiry.contactName],
    ['phone', t('productPages.business.phone'), enquiry.phone],
    ['message', t('productPages.business.message'), enquiry.message],
    ['enquiryId', t('productPages.business.enquiryNo'), enquiry.enquiryId],
    ['createdAt', t('productPages.business.sentAt'), macaoDateTime(enquiry.createdAt, i18n.language)],
  ];
  return (
    <dl className="info-rows mo-card" data-testid={`business-enquiry-${enquiry.enquiryId}`}>
      {rows.map(([key, label, value]) => (
        <div className="info-rows__row" key={key} data-testid={`enquiry-${key}`}><dt>{label}</dt><dd>{value}</dd></div>
      ))}
    </dl>
  );
}

/**
 * /pages/product/business/index: the corporate (business) enquiry page. It lists the business-line products
 * on sale (registry), links to the business forms download page, sends an enquiry (company, contact person,
 * Macao phone, needs) to the business team (plat.addBusinessEnquiry: the spec names no call for it), confirms
 * it with the reference to quote, and lists the signed-in user's enquiries (plat.selectBusinessEnquiry).
 */
export function BusinessPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const products = useLineProducts('business');
  const [form] = Form.useForm<Enquiry>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<BusinessEnquiry | null>(null);
  const enquiries = useCall('plat.selectBusinessEnquiry', {});

  const submit = async (values: Enquiry) => {
    setSending(true);
    const answer = await api.call('plat.addBusinessEnquiry', {
      company: values.company, contactName: values.contactName.trim(), areaCode: '853', phone: values.phone.trim(), message: values.message,
    });
    setSending(false);
    if (!answer) return;
    setSent(answer);
    form.resetFields();
    enquiries.reload();
  };

  return (
    <div className="page page--products">
      {sent ? (
        <EmptyState
          icon="success"
          title={t('productPages.business.sentTitle')}
          text={t('productPages.business.sentText', { enquiryId: sent.enquiryId })}
          testId="business-sent"
          focusTitle
        >
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.shop())}>{t('productPages.toShop')}</Button>
        </EmptyState>
      ) : null}
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
      {enquiries.load.state === 'done' && enquiries.load.data.items.length > 0 ? (
        <section className="section" data-testid="business-enquiries">
          <h3 className="section__title">{t('productPages.business.yours')}</h3>
          <div className="card-list">{enquiries.load.data.items.map((enquiry) => <EnquiryItem key={enquiry.enquiryId} enquiry={enquiry} />)}</div>
        </section>
      ) : null}
    </div>
  );
}
