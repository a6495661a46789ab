import { Button } from 'antd-mobile';

export interface KeptConflictProps {
  /** The localised explanation, naming the answers that differ. */
  text: string;
  keepDeviceText: string;
  keepSavedText: string;
  onKeepDevice(): void;
  onKeepSaved(): void;
}

/**
 * The choice between the answers kept on this device and a draft changed elsewhere since: the form
 * shows the gateway's version until the customer chooses.
 */
export function KeptConflict({ text, keepDeviceText, keepSavedText, onKeepDevice, onKeepSaved }: KeptConflictProps) {
  return (
    <section className="notice" role="alert" data-testid="kept-conflict">
      <p>{text}</p>
      <Button size="small" shape="rounded" color="primary" data-testid="kept-conflict-device" onClick={onKeepDevice}>{keepDeviceText}</Button>
      {' '}
      <Button size="small" shape="rounded" data-testid="kept-conflict-saved" onClick={onKeepSaved}>{keepSavedText}</Button>
    </section>
  );
}
