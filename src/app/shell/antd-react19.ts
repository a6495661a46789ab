import type { RenderType } from 'antd-mobile/es/utils/unstable-render';
import type { createRoot as CreateRoot, Root } from 'react-dom/client';

/** react-dom/client, or the part of it used here. */
type Renderer = { createRoot: typeof CreateRoot };

/** React 19's root API in the shape antd-mobile's render hook takes. */
function renderWithRoots({ createRoot }: Renderer): RenderType {
  const roots = new WeakMap<Element | DocumentFragment, Root>();
  return (node, container) => {
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
  };
}

let connected: Promise<void> | null = null;

/**
 * antd-mobile 5 renders its imperative toasts and dialogs with ReactDOM.render, which React 19 removed;
 * this hands it the React 19 root API instead (the compatibility hook antd-mobile documents for React 19).
 * The hook's module is loaded on first need, once (a toast, or a page past the first screen, which may open a
 * dialog): it brings rc-util's legacy renderer and Babel's async helpers, which home never uses.
 * `renderer` is react-dom/client or its import; by default it is imported here, the chunk the app's start
 * already loads on its own (src/app/main.tsx), so a toast waits for it at most once.
 */
export function connectAntdMobileToReact19(renderer?: Renderer | Promise<Renderer>): Promise<void> {
  connected ??= Promise.all([import('antd-mobile/es/utils/unstable-render'), renderer ?? import('react-dom/client')])
    .then(([{ unstableSetRender }, loaded]) => {
      unstableSetRender(renderWithRoots(loaded));
    }).catch((error: unknown) => {
      connected = null;
      throw error;
    });
  return connected;
}
