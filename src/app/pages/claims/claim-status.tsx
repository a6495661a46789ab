import { useTranslation } from 'react-i18next';

/** A claim's status as a coloured tag. */
export function ClaimStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <span className={`claims-status claims-status--${status}`} data-testid="claim-status">{t(`claims.status.${status}`, { defaultValue: status })}</span>;
}

/** An ISO instant as a short local date and time. */
export function when(at: string, lang: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const locale = lang === 'cn' ? 'zh-CN' : lang === 'en' ? 'en-GB' : 'zh-TW';
  return new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Macau', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(date);
}
