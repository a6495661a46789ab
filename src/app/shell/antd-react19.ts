import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile';

/**
 * antd-mobile 5 renders its imperative toasts and dialogs with ReactDOM.render, which React 19 removed;
 * this hands it the React 19 root API instead (the compatibility hook antd-mobile documents for React 19).
 */
export function connectAntdMobileToReact19(): void {
  const roots = new WeakMap<Element | DocumentFragment, Root>();
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      // Unmounting during the render that closes the toast would warn; wait a tick.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
