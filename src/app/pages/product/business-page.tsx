import { useState } from 'react';
import { Button } from 'antd-mobile';
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
import { PlainField } from '../../../ui/plain/plain-field.js';
import { PlainSection } from '../../../ui/plain/plain-section.js';

/** A sent enquiry as the gateway answers it. */
type BusinessEnquiry = EndpointData['plat.addBusinessEnquiry'];

interface Enquiry {
  company: string;
  contactName: string;
  phone: string;
  message: string;
}

const EMPTY: Enquiry = { company: '', contactName: '', phone: '', message: '' };

/** What is wrong with an enquiry (values trimmed), field by field, in the reader's language. */
function checkEnquiry(values: Enquiry, t: (key: string) => string): Partial<Record<keyof Enquiry, string>> {
  const found: Partial<Record<keyof Enquiry, string>> = {};
  if (!values.company) found.company = t('productPages.business.companyRequired');
  if (!values.contactName) found.contactName = t('productPages.business.contactNameRequired');
  else if (!checkName(values.contactName, 'zh') && !checkName(values.contactName, 'en')) found.contactName = t('productPages.business.contactNameInvalid');
  if (!values.phone) found.phone = t('productPages.business.phoneRequired');
  else if (!checkPhone('853', values.phone)) found.phone = t('productPages.business.phoneInvalid');
  if (!values.message) found.message = t('productPages.business.messageRequired');
  return found;
}

/**
 * An enquiry as its sender sees it afterwards, each answer under its own label (the company, who to contact,
 * the phone, what was asked), then the reference to quote and when it was sent in Macao time.
 */
function EnquiryItem({ enquiry }: { enquiry: BusinessEnquiry }) {
  const { t } = useTranslation();
  const rows: [key: string, label: string, value: string][] = [
    ['company', t('productPages.business.company'), enquiry.company],
    ['contactName', t('productPages.business.contactName'), enquiry.contactName],
    ['phone', t('productPages.business.phone'), enquiry.phone],
    ['message', t('productPages.business.message'), enquiry.message],
    ['enquiryId', t('productPages.business.enquiryNo'), enquiry.enquiryId],
    ['createdAt', t('productPages.business.sentAt'), macaoDateTime(enquiry.createdAt)],
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
  const [form, setForm] = useState<Enquiry>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Enquiry, string>>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<BusinessEnquiry | null>(null);
  const enquiries = useCall('plat.selectBusinessEnquiry', {});

  const set = (name: keyof Enquiry, value: string) => {
    setForm((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const submit = async () => {
    const values = { company: form.company.trim(), contactName: form.contactName.trim(), phone: form.phone.trim(), message: form.message.trim() };
    const found = checkEnquiry(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const answer = await api.call('plat.addBusinessEnquiry', {
      company: form.company, contactName: values.contactName, areaCode: '853', phone: values.phone, message: form.message,
    });
    setSending(false);
    if (!answer) return;
    setSent(answer);
    setForm(EMPTY);
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
        <PlainSection testId="business-form">
          <PlainField kind="text" id="business_company" label={t('productPages.business.company')} required value={form.company} onChange={(value) => set('company', value)} error={errors.company} translate={t} testId="business-company" />
          <PlainField kind="text" id="business_contactName" label={t('productPages.business.contactName')} required value={form.contactName} onChange={(value) => set('contactName', value)} error={errors.contactName} translate={t} testId="business-contact" />
          <PlainField kind="text" id="business_phone" label={t('productPages.business.phone')} description="+853" format="mo-phone" required value={form.phone} onChange={(value) => set('phone', value)} error={errors.phone} translate={t} testId="business-phone" />
          <PlainField kind="textarea" id="business_message" label={t('productPages.business.message')} required maxLength={400} value={form.message} onChange={(value) => set('message', value)} error={errors.message} translate={t} testId="business-message" />
        </PlainSection>
        <Button block color="primary" shape="rounded" loading={sending} onClick={() => void submit()} data-testid="business-submit">{t('productPages.business.send')}</Button>
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
