import type { ComponentType } from 'react';
import type { PopupProps } from 'antd-mobile';
import { lazyOverlay } from '../../ui/controls/lazy-overlay.js';

/**
 * antd-mobile's Popup, loaded the first time it opens: it slides and follows swipes with react-spring and
 * @use-gesture, which the screens it sits on (every nav bar's language sheet) need only once a user opens it
 *. Same props and look as Popup (see lazyOverlay).
 */
export const LazyPopup = lazyOverlay<PopupProps>(() => import('antd-mobile/es/components/popup').then((module) => module.default as ComponentType<PopupProps>));
