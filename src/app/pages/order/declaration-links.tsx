import { useMemo } from 'react';
import type { ProductBundle } from '../../../engine/index.js';
import type { TextLink } from '../../../ui/widget-services.js';
import { paths } from '../../routes/route-paths.js';
import { connectAntdMobileToReact19 } from '../../shell/antd-react19.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The words of the order form's declaration ("I have read and accept the declaration and the policy terms") that
 * open what they name, as the sign-in page's terms and privacy policy do: "declaration" shows the declaration's
 * text, "policy terms" opens the product's policy wording (when product.json has one). The words are each
 * language's own (order.declarationLinks), as they read in that language's label.
 */
export function useDeclarationLinks(bundle: ProductBundle, t: Translate): readonly TextLink[] {
  const navigate = useGuardedNavigate();
  const { code, wording } = bundle.definition;
  return useMemo(() => [
    {
      phrase: t('order.declarationLinks.declaration'),
      testId: 'declaration-link-declaration',
      // antd-mobile's dialog (react-spring, its React 19 hook) loads when the text is asked for, not with the order
      // pages (docs/decisions/016-order-route-diet.md).
      open: () => void Promise.all([import('antd-mobile/es/components/dialog'), connectAntdMobileToReact19()]).then(([{ default: Dialog }]) => Dialog.alert({
        title: t('order.declarationLinks.declarationTitle'),
        content: <p data-testid="declaration-text">{t('help.declaration')}</p>,
        confirmText: t('app.know'),
      })),
    },
    ...(wording ? [{ phrase: t('order.declarationLinks.terms'), testId: 'declaration-link-terms', open: () => navigate(paths.downloadWording(code)) }] : []),
  ], [t, navigate, code, wording]);
}
