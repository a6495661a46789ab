/**
 * Channel-dependent services of the shell (docs/spec/storefront-spec.md#6-roles-and-permissions) that pages call: printing (a different toast in
 * the bank app and the telecom app) and the operation-channel modal (C003: the bank app; otherwise the
 * telecom app, in the insurance mall).
 */
import { useMemo } from 'react';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showConfirm, type ConfirmOptions } from '../components/confirm-modal.js';
import { APP_CHANNEL } from '../services/channel.js';
import { showToast } from './toast.js';

type Translate = (key: string) => string;

export type PrintOutcome = 'bankToast' | 'telecomToast' | 'printed';

export interface PrintOptions {
  /** The channel (default: the detected one). */
  channel?: string;
  /** A document to print (e.g. the policy PDF): opened in a new tab; without it the page itself prints. */
  url?: string;
  /** How to print (default window.print / window.open). */
  print?: (url?: string) => void;
}

function defaultPrint(url?: string): void {
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
  else window.print();
}

/**
 * Printing: the bank app and the telecom app cannot print, each says so with its own toast; elsewhere the
 * document (or page) prints with a short toast.
 */
export function printPolicy(t: Translate, { channel = APP_CHANNEL, url, print = defaultPrint }: PrintOptions = {}): PrintOutcome {
  if (channel === 'bank') {
    showToast({ content: t('shell.print.bank'), position: 'center', duration: 3000 });
    return 'bankToast';
  }
  if (channel === 'telecom') {
    showToast({ content: t('shell.print.telecom'), position: 'center', duration: 3000 });
    return 'telecomToast';
  }
  showToast({ content: t('shell.print.web'), position: 'center' });
  print(url);
  return 'printed';
}

/** The operation-channel code that means the bank app (docs/spec/storefront-spec.md#6-roles-and-permissions). */
export const BANK_OPERATION_CHANNEL = 'C003';

/** The text of the operation-channel modal for `code`. */
export function operationChannelText(t: Translate, code: string | null | undefined): string {
  return code === BANK_OPERATION_CHANNEL ? t('shell.operationChannel.bank') : t('shell.operationChannel.telecom');
}

/** The operation-channel modal: where to go on with an operation begun elsewhere. Resolves when closed. */
export function showOperationChannelModal(t: Translate, code: string | null | undefined): Promise<void> {
  return Dialog.alert({
    title: <span data-testid="operation-channel-title">{t('shell.operationChannel.title')}</span>,
    content: <p className="operation-channel__text" data-testid="operation-channel-text">{operationChannelText(t, code)}</p>,
    confirmText: t('app.know'),
  });
}

export interface ShellServices {
  printPolicy(options?: PrintOptions): PrintOutcome;
  showOperationChannelModal(code: string | null | undefined): Promise<void>;
  confirm(options: ConfirmOptions): Promise<boolean>;
}

/** The shell services bound to the current language. */
export function useShellServices(): ShellServices {
  const { t } = useTranslation();
  return useMemo(() => {
    const translate: Translate = (key) => t(key);
    return {
      printPolicy: (options) => printPolicy(translate, options),
      showOperationChannelModal: (code) => showOperationChannelModal(translate, code),
      confirm: (options) => showConfirm(translate, options),
    };
  }, [t]);
}
