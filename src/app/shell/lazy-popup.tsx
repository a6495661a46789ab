import { useEffect, useState, type ComponentType } from 'react';
import type { PopupProps } from 'antd-mobile';

const loadPopup = () => import('antd-mobile/es/components/popup').then((module) => module.default as ComponentType<PopupProps>);

/**
 * antd-mobile's Popup, loaded the first time it opens: it slides and follows swipes with react-spring and
 * @use-gesture, which the screens it sits on (every nav bar's language sheet) need only once a user opens it
 * (issue 11). Same props and look as Popup: it mounts closed, then opens, so the first opening slides in too.
 */
export function LazyPopup(props: PopupProps) {
  const [Popup, setPopup] = useState<ComponentType<PopupProps> | null>(null);
  const [mounted, setMounted] = useState(false);
  const { visible } = props;

  useEffect(() => {
    if (!visible || Popup) return undefined;
    let current = true;
    void loadPopup().then((component) => {
      if (current) setPopup(() => component);
    });
    return () => {
      current = false;
    };
  }, [visible, Popup]);

  useEffect(() => {
    if (Popup) setMounted(true);
  }, [Popup]);

  return Popup ? <Popup {...props} visible={mounted && visible === true} /> : null;
}
