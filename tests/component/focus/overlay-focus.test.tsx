/**
 * Focus in antd-mobile's overlays (src/app/shell/keyboard-access.ts, installed once by main.tsx): a dialog or
 * sheet takes focus when it opens, keeps Tab inside, closes with Escape where tapping outside would, and gives
 * focus back to the control that opened it; picker header buttons are reachable and pressed with Enter; a toast's
 * text reaches a live region.
 */
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { DatePicker, Toast } from 'antd-mobile';
import { ConfirmModal } from '../../../src/app/components/confirm-modal.js';
import { UnfinishedDialog } from '../../../src/app/pages/order/unfinished-dialog.js';
import { installKeyboardAccess } from '../../../src/app/shell/keyboard-access.js';
import { OptionSheet } from '../../../src/ui/controls/option-sheet.js';
import { testI18n } from '../support/test-i18n.js';

let uninstall: () => void = () => undefined;

beforeEach(() => {
  uninstall = installKeyboardAccess();
});

afterEach(() => {
  uninstall();
});

/** A button that opens `overlay`; the overlay gets `close` to close itself. */
function Opener({ overlay }: { overlay: (open: boolean, close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" data-testid="before">before</button>
      <button type="button" data-testid="opener" onClick={() => setOpen(true)}>open</button>
      {overlay(open, () => setOpen(false))}
    </>
  );
}

/** Focuses the opener and presses it, as Enter on a focused button does. */
function pressOpener(): HTMLElement {
  const opener = screen.getByTestId('opener');
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

function focusedInside(selector: string): boolean {
  return document.activeElement !== null && document.activeElement.closest(selector) !== null;
}

describe('focus in dialogs and sheets', () => {
  it('moves focus into the confirm modal, keeps Tab inside it and gives focus back to its opener on close', async () => {
    const i18n = await testI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <Opener overlay={(open, close) => <ConfirmModal visible={open} title="Delete?" html="<p>Sure?</p>" onConfirm={close} onCancel={close} />} />
      </I18nextProvider>,
    );
    const opener = pressOpener();
    await waitFor(() => expect(focusedInside('.adm-center-popup')).toBe(true));
    const buttons = [...document.querySelectorAll<HTMLElement>('.adm-center-popup button')];
    expect(buttons.length).toBe(2);
    expect(document.activeElement).toBe(buttons[0]);

    // Tab past the last button comes back to the first; Shift+Tab before the first goes to the last.
    buttons[1]?.focus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(buttons[1]);

    fireEvent.click(screen.getByTestId('confirm-modal-cancel'));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('puts focus on the first button of the resume-draft dialog, which opens by itself', async () => {
    const i18n = await testI18n('tw');
    const draft = { b2cOrderId: 'B-1', productCode: 'TPS', formData: {}, step: 'plan', updatedAt: '2026-11-20T02:30:00.000Z' };
    render(<UnfinishedDialog t={(key, options) => i18n.t(key, options)} draft={draft} onContinue={() => undefined} onDiscard={() => undefined} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('unfinished-continue')));
    // Tab from its last button stays inside it.
    screen.getByTestId('unfinished-discard').focus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByTestId('unfinished-continue'));
  });

  it('moves focus into an option sheet, closes it with Escape and gives focus back to its opener', async () => {
    render(
      <Opener
        overlay={(open, close) => (
          <OptionSheet id="root_area" title="Area" open={open} options={[{ value: 'MO', label: 'Macao' }, { value: 'HK', label: 'Hong Kong' }]}
            value={undefined} onPick={close} onClose={close} cancelText="Cancel" searchPlaceholder="Search" clearSearchText="Clear search" />
        )}
      />,
    );
    const opener = pressOpener();
    await waitFor(() => expect(focusedInside('.adm-popup')).toBe(true));
    // The list's options are antd-mobile anchors without href: reachable by Tab and announced as buttons.
    const option = screen.getByTestId('root_area-option-HK');
    expect(option.tabIndex).toBe(0);
    expect(option.getAttribute('role')).toBe('button');

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
    // Closed, the sheet no longer holds Tab: the key does its ordinary work on the page again.
    expect(fireEvent.keyDown(opener, { key: 'Tab' })).toBe(true);
  });

  it('gives the date picker focus on its header buttons, presses them with Enter and returns focus', async () => {
    render(<Opener overlay={(open, close) => <DatePicker visible={open} title="Date" cancelText="Cancel" confirmText="OK" onClose={close} />} />);
    const opener = pressOpener();
    await waitFor(() => expect(focusedInside('.adm-picker-popup')).toBe(true));
    const cancel = document.activeElement as HTMLElement;
    expect(cancel.textContent).toBe('Cancel');
    expect(cancel.getAttribute('role')).toBe('button');
    expect(cancel.tabIndex).toBe(0);

    fireEvent.keyDown(cancel, { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('toasts', () => {
  it('repeats a toast in a polite live region, so screen readers announce it', async () => {
    const announcer = screen.getByTestId('announcer');
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    expect(announcer.textContent).toBe('');
    act(() => {
      Toast.show({ content: 'The network is not available', position: 'top' });
    });
    await waitFor(() => expect(announcer.textContent).toBe('The network is not available'));
    act(() => Toast.clear());
  });
});
