import type { createRoot as CreateRoot, Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile';

/** react-dom/client, or the part of it used here. */
type Renderer = { createRoot: typeof CreateRoot };

/**
 * antd-mobile 5 renders its imperative toasts and dialogs with ReactDOM.render, which React 19 removed;
 * this hands it the React 19 root API instead (the compatibility hook antd-mobile documents for React 19).
 * `renderer` is react-dom/client, or its import while it loads: the app evaluates it apart from its entry
 * (src/app/main.tsx), and a toast asked for before it has arrived shows once it has; after, at once as before.
 */
export function connectAntdMobileToReact19(renderer: Renderer | Promise<Renderer>): void {
  const roots = new WeakMap<Element | DocumentFragment, Root>();
  let loaded: Renderer | null = renderer instanceof Promise ? null : renderer;
  const arrived = Promise.resolve(renderer).then((module) => (loaded = module));
  unstableSetRender((node, container) => {
    const render = ({ createRoot }: Renderer): Root => {
      let root = roots.get(container);
      if (!root) {
        root = createRoot(container);
        roots.set(container, root);
      }
      root.render(node);
      return root;
    };
    const rendered = loaded ? render(loaded) : arrived.then(render);
    return async () => {
      const root = await rendered;
      // Unmounting during the render that closes the toast would warn; wait a tick.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
