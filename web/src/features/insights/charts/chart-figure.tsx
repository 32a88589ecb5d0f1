import { useId, type ReactNode } from 'react';

export interface ChartTable {
  columns: readonly string[];
  rows: ReadonlyArray<readonly (string | number)[]>;
}

export interface ChartFigureProps {
  title: string;
  /** One sentence that says what the chart shows: the picture's text alternative. */
  summary: string;
  /** What the figures rest on, in plain words ("Based on 3 session reports."), shown as small print. */
  basis: string;
  /** The chart's data as a table, behind "Show as table". */
  table: ChartTable;
  /** The picture, hidden from screen readers, which read the summary and the table instead. */
  children: ReactNode;
  /** The title's heading level: 3 inside a section that has its own heading. */
  level?: 2 | 3;
}

/**
 * A chart with its text alternatives (WCAG 1.1.1): a heading, the picture named by a one-sentence
 * summary, what its figures rest on, and the same data as a real table behind a native disclosure.
 */
export function ChartFigure({ title, summary, basis, table, children, level = 2 }: ChartFigureProps) {
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section className="chart" aria-labelledby={id}>
      <Heading id={id} className="chart__title">
        {title}
      </Heading>
      <p className="chart__summary">{summary}</p>
      {children}
      <p className="insights-basis">{basis}</p>
      <details className="chart__table">
        <summary>Show as table</summary>
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th key={cellIndex} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={cellIndex}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
