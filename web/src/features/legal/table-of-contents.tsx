import type { LegalSection } from './types';

/**
 * The in-page links to a legal page's sections, numbered as the headings are. Plain fragment
 * links: they work in the pre-rendered HTML before any JavaScript runs, and the browser moves the
 * keyboard's starting point to the section too.
 */
export function TableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav className="legal-toc" aria-labelledby="legal-toc-title">
      <h2 id="legal-toc-title" className="legal-toc__title">
        Contents
      </h2>
      <ol className="legal-toc__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
