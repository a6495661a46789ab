/** One area of cover as the customer reads it: its name and, when the product says it, the countries and regions it covers. */
export interface AreaText {
  code: string;
  name: string;
  covers: string | null;
}

/**
 * A product's areas of cover, each with what it covers (Area 1 and Area 2 read alike by name alone). Areas that
 * read the same in both name and cover are listed once.
 */
export function AreaList({ areas }: { areas: readonly AreaText[] }) {
  const seen = new Set<string>();
  const shown = areas.filter((area) => {
    const text = `${area.name}\n${area.covers ?? ''}`;
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
  return (
    <ul className="area-list" data-testid="area-list">
      {shown.map((area) => (
        <li className="area-list__item" key={area.code} data-testid={`area-${area.code}`}>
          <span className="area-list__name">{area.name}</span>
          {area.covers ? <span className="area-list__covers">{area.covers}</span> : null}
        </li>
      ))}
    </ul>
  );
}
