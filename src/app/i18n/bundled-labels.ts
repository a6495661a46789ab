import tw from '../../../schemas/i18n/tw.json';
import cn from '../../../schemas/i18n/cn.json';
import en from '../../../schemas/i18n/en.json';
import type { Lang } from '../../engine/index.js';
import type { ResourceTree } from './resources.js';

/** The default labels shipped with the storefront (schemas/i18n), used until and unless the server overrides them. */
export const bundledLabels: Record<Lang, ResourceTree> = { tw, cn, en };
