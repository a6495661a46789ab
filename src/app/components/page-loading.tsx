import { SpinLoading } from 'antd-mobile';

/** The centred spinner of a page whose data or chunk is on its way. */
export function PageLoading({ text }: { text?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <SpinLoading color="primary" style={{ '--size': '36px' }} />
      {text ? <p className="page-loading__text">{text}</p> : null}
    </div>
  );
}
