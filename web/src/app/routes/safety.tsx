import { PageLayout } from '@/components/layout';
import { LegalDocument } from '@/features/legal/legal-document';
import { SAFETY_PROTOCOL } from '@/features/legal/safety-protocol';
import { PageHead } from '@/lib/page-head';

/** /safety: the published crisis protocol, static text, pre-rendered at build time. */
export default function SafetyRoute() {
  return (
    <PageLayout>
      <PageHead meta={SAFETY_PROTOCOL.meta} />
      <LegalDocument doc={SAFETY_PROTOCOL} />
    </PageLayout>
  );
}
