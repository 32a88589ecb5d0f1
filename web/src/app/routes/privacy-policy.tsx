import { PageLayout } from '@/components/layout';
import { LegalDocument } from '@/features/legal/legal-document';
import { PRIVACY_POLICY } from '@/features/legal/privacy-policy';
import { PageHead } from '@/lib/page-head';

/** /privacy-policy (spec section 2): static text, pre-rendered at build time. */
export default function PrivacyPolicyRoute() {
  return (
    <PageLayout>
      <PageHead meta={PRIVACY_POLICY.meta} />
      <LegalDocument doc={PRIVACY_POLICY} />
    </PageLayout>
  );
}
