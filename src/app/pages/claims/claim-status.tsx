import { useTranslation } from 'react-i18next';

/** A claim's status as a coloured tag. */
export function ClaimStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <span className={`claims-status claims-status--${status}`} data-testid="claim-status">{t(`claims.status.${status}`, { defaultValue: status })}</span>;
}
