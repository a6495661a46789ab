/** The quiet line a form shows when it put back answers kept on the device. */
export function RestoredNote({ text }: { text: string }) {
  return <p className="notice" role="status" data-testid="answers-restored">{text}</p>;
}
