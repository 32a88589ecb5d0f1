import type { ReactNode } from 'react';
import type { PageMeta } from '@/lib/page-head';

/** A date as a person reads it and as a machine does (the `<time>` element's dateTime). */
export interface LegalDate {
  /** yyyy-mm-dd */
  iso: string;
  /** "August 1, 2023" */
  text: string;
}

/** One numbered part of a legal page; its number comes from its place in the list. */
export interface LegalSection {
  /** The in-page anchor the table of contents links to: stable, so links from elsewhere keep working. */
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal page: its head tags, its dates, an introduction and its sections in order. */
export interface LegalDocumentData {
  meta: PageMeta;
  /** The page's one h1. */
  title: string;
  effective: LegalDate;
  /** Only when the text changed after it took effect; the page shows it then. */
  lastUpdated?: LegalDate;
  intro: ReactNode;
  sections: readonly LegalSection[];
}
