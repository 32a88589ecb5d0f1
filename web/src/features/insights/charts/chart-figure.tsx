import { useId, type ReactNode } from 'react';

export interface ChartTable {
  columns: readonly string[];
  rows: ReadonlyArray<readonly (string | number)[]>;
}

export interface ChartFigureProps {
  title: string;
  /** One sentence that says what the chart shows: the picture's text alternative. */
  summary: string;
  /** The chart's data as a table, behind "Show as table". */
  table: ChartTable;
  /** The picture, hidden from screen readers, which read the summary and the table instead. */
  children: ReactNode;
  /** The title's heading level: 3 inside a section that has its own heading. */
  level?: 2 | 3;
}

/**
 * A chart with its text alternatives (issue 19, WCAG 1.1.1): a heading, the picture named by a
 * one-sentence summary, and the same data as a real table behind a native disclosure.
 */
export function ChartFigure({ title, summary, table, children, level = 2 }: ChartFigureProps) {
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section className="chart" aria-labelledby={id}>
      <Heading id={id} className="chart__title">
        {title}
      </Heading>
      <p className="chart__summary">{summary}</p>
      {children}
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
