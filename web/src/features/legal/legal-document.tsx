import { TableOfContents } from './table-of-contents';
import type { LegalDate, LegalDocumentData } from './types';
import './legal.css';

function DateLine({ label, date }: { label: string; date: LegalDate }) {
  return (
    <p className="legal-doc__date">
      {label}: <time dateTime={date.iso}>{date.text}</time>
    </p>
  );
}

/**
 * A legal page's text: the h1, its dates, the introduction, a table of contents and the numbered
 * sections. Static from top to bottom (no state, no effects), so the pre-rendered HTML and the
 * first render in the browser are the same.
 */
export function LegalDocument({ doc }: { doc: LegalDocumentData }) {
  const { title, effective, lastUpdated, intro, sections } = doc;
  return (
    <article className="legal-doc" aria-labelledby="page-title">
      <div className="legal-doc__header">
        <h1 id="page-title">{title}</h1>
        <DateLine label="Effective date" date={effective} />
        {lastUpdated && lastUpdated.iso !== effective.iso ? <DateLine label="Last updated" date={lastUpdated} /> : null}
      </div>
      <div className="legal-doc__intro">{intro}</div>
      <TableOfContents sections={sections} />
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className="legal-section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
