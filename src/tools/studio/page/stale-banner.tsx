import type { Finding } from '../../../engine/products/check/index.js';

/**
 * The banner over a form that is the last version that could be read: which file and line stop the files
 * from being read now, so the author knows the form beside it is not what is on disk.
 */
export function StaleBanner({ blocking }: { blocking: readonly Finding[] }) {
  return (
    <div className="studio-stale" role="status" data-testid="studio-stale">
      <p>The files have errors, so the form below is the last version that could be read. Fix:</p>
      <ul>
        {blocking.map((finding, index) => <li key={index}>{finding.file} line {finding.line}:{finding.column}: {finding.message}</li>)}
      </ul>
    </div>
  );
}
