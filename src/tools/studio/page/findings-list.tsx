import type { StudioFinding } from '../snapshot-types.js';

function place(finding: StudioFinding): string {
  return `${finding.file} line ${finding.line}:${finding.column}`;
}

/** The product check's findings (errors first), each with its file, line and column. */
export function FindingsList({ findings }: { findings: readonly StudioFinding[] }) {
  if (findings.length === 0) return <p className="studio-findings studio-findings--clean" data-testid="studio-findings">No problems found.</p>;
  return (
    <ul className="studio-findings" data-testid="studio-findings">
      {findings.map((finding, index) => (
        <li key={index} className={`studio-finding studio-finding--${finding.severity}`}>
          <strong>{finding.severity === 'error' ? 'Error' : 'Warning'}</strong> {place(finding)}
          {finding.field ? <> (field <code>{finding.field}</code>)</> : null}: {finding.message}
        </li>
      ))}
    </ul>
  );
}
