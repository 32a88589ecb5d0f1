import { PageLayout } from '@/components/layout';
import { LegalDocument } from '@/features/legal/legal-document';
import { TERMS } from '@/features/legal/terms';
import { PageHead } from '@/lib/page-head';

/** /terms-and-conditions (spec section 2): static text, pre-rendered at build time. */
export default function TermsRoute() {
  return (
    <PageLayout>
      <PageHead meta={TERMS.meta} />
      <LegalDocument doc={TERMS} />
    </PageLayout>
  );
}
