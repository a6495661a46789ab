import { useEffect, useState, type ComponentType } from 'react';

/** What an overlay needs to be loaded on first use: it is shown while `visible` is true. */
export interface OverlayProps {
  visible?: boolean;
}

/**
 * An overlay component (antd-mobile's DatePicker, Popup, ActionSheet, ImageViewer…) loaded the first time it
 * is made visible: they slide and follow swipes with react-spring and @use-gesture, which a form step needs
 * only once a user opens a picker or a sheet (docs/decisions/016-order-route-diet.md). Same props
 * and look as the overlay: it mounts closed, then opens, so the first opening animates too; once loaded
 * (by any of its uses) it stays mounted like the overlay itself.
 */
export function lazyOverlay<P extends OverlayProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const loadOnce = async (): Promise<ComponentType<P>> => {
    loaded ??= await load();
    return loaded;
  };

  function LazyOverlay(props: P) {
    const { visible } = props;
    const [Overlay, setOverlay] = useState<ComponentType<P> | null>(() => loaded);
    const [mounted, setMounted] = useState(false);

    useEffect(() => {
      if (!visible || Overlay) return undefined;
      let current = true;
      void loadOnce().then((component) => {
        if (current) setOverlay(() => component);
      });
      return () => {
        current = false;
      };
    }, [visible, Overlay]);

    useEffect(() => {
      if (Overlay) setMounted(true);
    }, [Overlay]);

    return Overlay ? <Overlay {...props} visible={mounted && visible === true} /> : null;
  }
  return LazyOverlay;
}
