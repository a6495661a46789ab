import zhTW from 'antd-mobile/es/locales/zh-TW';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import enUS from 'antd-mobile/es/locales/en-US';
import type { Lang } from '../../engine/index.js';

/** antd-mobile's locale object (its own texts and the accessible names of its controls). */
export type ComponentLocale = typeof zhTW;

const BASE: Record<Lang, ComponentLocale> = { tw: zhTW, cn: zhCN, en: enUS };

/**
 * antd-mobile's locale for `lang` with every accessible name its controls announce (search box, clear
 * button, upload tile, mask, stepper, switch...) and the shared buttons taken from the label files: antd-mobile's
 * own zh-TW leaves those names in English, so a screen reader said "Search Bar" on a Chinese page (issue 16).
 */
export function componentLocale(lang: Lang, t: (key: string) => string): ComponentLocale {
  const base = BASE[lang];
  return {
    ...base,
    common: { ...base.common, confirm: t('app.confirm'), cancel: t('app.cancel'), close: t('app.close'), loading: t('app.loading') },
    ImageUploader: { ...base.ImageUploader, upload: t('app.components.upload'), uploading: t('app.components.uploading') },
    Input: { clear: t('app.components.clear') },
    Mask: { name: t('app.close') },
    NumberKeyboard: { backspace: t('app.components.backspace') },
    PasscodeInput: { name: t('app.components.passcode') },
    SearchBar: { name: t('app.components.search') },
    Selector: { name: t('app.components.selector') },
    Slider: { name: t('app.components.slider') },
    Stepper: { decrease: t('app.components.decrease'), increase: t('app.components.increase') },
    Switch: { name: t('app.components.switch') },
  };
}
