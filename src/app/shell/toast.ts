import type { ToastShowProps } from 'antd-mobile';
import { connectAntdMobileToReact19 } from './antd-react19.js';

/**
 * Shows an antd-mobile toast, loading the toast on first use: its mask animates with react-spring, which
 * would otherwise be part of every first screen although most visits never show a toast.
 * The toast appears once its chunk is in, a moment later the first time and at once after that.
 */
export function showToast(props: ToastShowProps): void {
  void Promise.all([import('antd-mobile/es/components/toast'), connectAntdMobileToReact19()]).then(([{ default: Toast }]) => Toast.show(props));
}
