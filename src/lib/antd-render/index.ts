/**
 * antd-mobile renders Toast, Dialog and pickers into roots of their own; under React 19 it needs
 * this adapter or they render nothing. Called once at the app entry and in Storybook's preview.
 * A deep import: antd-mobile's package index is side-effectful and would pull its animation library
 * into the entry chunk.
 */
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

export function installAntdRender(): void {
  unstableSetRender((node, container) => {
    const host = container as Element & { _reactRoot?: Root };
    host._reactRoot ??= createRoot(container);
    const root = host._reactRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete host._reactRoot;
    };
  });
}
