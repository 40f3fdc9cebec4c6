import { LegalDocument } from '../features/legal/components/legal-document.tsx';
import { LEGAL_UPDATED_ON } from '../features/legal/components/legal-text.tsx';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '../features/legal/components/privacy-sections.tsx';

/** Privacy policy: 11 sections, a table of contents and a back-to-top button. */
export function PrivacyPage() {
  return (
    <LegalDocument
      title="Politique de confidentialité"
      updatedOn={LEGAL_UPDATED_ON}
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
    />
  );
}
