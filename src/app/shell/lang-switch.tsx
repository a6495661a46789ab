import { useState } from 'react';
import { LazyPopup as Popup } from './lazy-popup.js';
import { showToast } from './toast.js';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '../../engine/index.js';
import { loadLanguage } from '../i18n/load-language.js';
import { productTexts } from '../products/product-texts.js';
import { useServices } from '../services/app-services.js';
import { useLangStore } from '../stores/lang.store.js';
import { Icon } from './icons.js';

/**
 * The nav bar's language button: opens a sheet with traditional Chinese, simplified Chinese and English.
 * A language not shown yet is loaded first (its labels and label file) and only then switched to, so no
 * key flashes; when it cannot be loaded the page stays in its language and a toast says so.
 */
export function LangSwitch() {
  const { t, i18n } = useTranslation();
  const { api, catalog } = useServices();
  const lang = useLangStore((state) => state.lang);
  const setLang = useLangStore((state) => state.setLang);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState<Lang | null>(null);

  async function choose(code: Lang): Promise<void> {
    if (loading !== null) return;
    setLoading(code);
    const ready = await loadLanguage(code, { api, i18n, productTexts: () => productTexts(catalog) });
    setLoading(null);
    setOpen(false);
    if (ready) setLang(code);
    else showToast({ content: t('lang.loadFailed'), position: 'top' });
  }

  return (
    <>
      <button
        type="button"
        className="lang-switch"
        data-testid="lang-switch"
        // The name holds the visible code ("語言：繁體中文" for 繁, "Language: EN (English)"), as WCAG 2.5.3 asks.
        aria-label={t('lang.current', { name: t(`lang.${lang}`), short: t(`lang.short.${lang}`) })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="globe" size={18} />
        <span className="lang-switch__code">{t(`lang.short.${lang}`)}</span>
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName="sheet" position="bottom">
        <div className="sheet__title">{t('lang.switch')}</div>
        <div className="sheet__options" role="radiogroup" aria-label={t('lang.switch')}>
          {LANGS.map((code) => (
            <button
              key={code}
              type="button"
              role="radio"
              aria-checked={code === lang}
              aria-busy={code === loading}
              // Not `disabled`: that would take focus off the option the keyboard user just chose.
              aria-disabled={loading !== null}
              className={`sheet__option${code === lang ? ' sheet__option--active' : ''}`}
              data-testid={`lang-option-${code}`}
              onClick={() => void choose(code)}
            >
              <span>{t(`lang.${code}`)}</span>
              {code === lang ? <Icon name="check" size={20} strokeWidth={2.4} /> : null}
            </button>
          ))}
        </div>
        <button type="button" className="sheet__cancel" onClick={() => setOpen(false)}>{t('app.cancel')}</button>
      </Popup>
    </>
  );
}
