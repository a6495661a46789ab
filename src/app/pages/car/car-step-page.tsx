import { Button, NoticeBar, Steps } from 'antd-mobile';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';
import { useSessionStore } from '../../stores/session.store.js';
import { MOTOR_PAGES, motorPageStep } from '../../routes/paths/products.js';
import { usePageTitle } from '../../shell/use-page-title.js';
import { ProductOrder } from '../product/product-order.js';
import { PlansComparison, ProductHead } from '../product/product-shared.js';
import { ProductUnavailable } from '../product/product-unavailable.js';
import { CarLanding } from './car-landing-page.js';
import { useMotorProduct } from '../../products/use-motor-product.js';

/**
 * /pages/car/<code>/<page>/index: a spec sub-page of a motor product (carInfo, information, calculation,
 * declaration, attention, userInfo, plansDetail). The page is mapped to a step of the product's flow
 * (MOTOR_PAGE_STEPS in routes/paths/products.ts); a mapped page opens the product's order wizard
 * under a header naming the step (a signed-out visitor sees the header and a sign-in card that brings them
 * back here); plansDetail shows the plans compared; any other page of the list shows the product's landing
 * information.
 */
export function CarStepPage() {
  const { code, page = '' } = useParams();
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const location = useLocation();
  const navigate = useNavigate();
  const bundle = useMotorProduct(code);
  usePageTitle(bundle ? t(`product.${bundle.definition.code}.title`) : null);
  if (!bundle || !(MOTOR_PAGES as readonly string[]).includes(page)) return <ProductUnavailable code={bundle ? `${code ?? ''}/${page}` : code} />;
  const { steps, code: productCode } = bundle.definition;
  if (page === 'plansDetail') {
    return (
      <div className="page page--products">
        <ProductHead bundle={bundle} subtitle={t('productPages.plansIntro')} />
        <PlansComparison productCode={productCode} />
      </div>
    );
  }
  const stepId = motorPageStep(page, steps.map((step) => step.id));
  if (stepId === null) return <CarLanding bundle={bundle} />;
  const index = steps.findIndex((step) => step.id === stepId);
  const signIn = () => {
    useSessionStore.getState().setLoginCallback(`${location.pathname}${location.search}`);
    navigate(paths.smsLogin());
  };
  return (
    <>
      <div className="car-step" data-testid={`car-step-${stepId}`}>
        <Steps current={index} className="car-step__steps">
          {steps.map((step) => <Steps.Step key={step.id} title={t(`product.${productCode}.step.${step.id}`)} />)}
        </Steps>
        {index > 0 ? <NoticeBar color="info" wrap content={t('productPages.car.resumeNotice', { step: t(`product.${productCode}.step.${stepId}`) })} /> : null}
      </div>
      {token ? <ProductOrder bundle={bundle} input={{ productCode }} /> : (
        <div className="page page--center">
          <EmptyState icon="locked" title={t('productPages.car.signInTitle')} text={t('productPages.car.signInText')} testId="car-sign-in">
            <Button color="primary" shape="rounded" data-testid="car-sign-in-button" onClick={signIn}>{t('productPages.car.signIn')}</Button>
          </EmptyState>
        </div>
      )}
    </>
  );
}
