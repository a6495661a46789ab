import type { StudioFinding } from './snapshot-types.js';

function place(finding: StudioFinding): string {
  const at = finding.line !== undefined ? ` line ${finding.line}${finding.column !== undefined ? `:${finding.column}` : ''}` : '';
  return `${finding.file}${at}`;
}

/** The product check's findings: errors, then warnings, each with its file and line. */
export function FindingsList({ findings }: { findings: readonly StudioFinding[] }) {
  if (findings.length === 0) return <p className="studio-findings studio-findings--clean" data-testid="studio-findings">No problems found.</p>;
  const ordered = [...findings].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
  return (
    <ul className="studio-findings" data-testid="studio-findings">
      {ordered.map((finding, index) => (
        <li key={index} className={`studio-finding studio-finding--${finding.severity}`}>
          <strong>{finding.severity === 'error' ? 'Error' : 'Warning'}</strong> {place(finding)}
          {finding.path ? <> (field <code>{finding.path}</code>)</> : null}: {finding.message}
        </li>
      ))}
    </ul>
  );
}
