import { LegalDocument } from '../features/legal/components/legal-document.tsx';
import { LEGAL_UPDATED_ON } from '../features/legal/components/legal-text.tsx';
import { TERMS_INTRO, TERMS_SECTIONS } from '../features/legal/components/terms-sections.tsx';

/** Terms of use: 15 sections, a table of contents and a back-to-top button. */
export function TermsPage() {
  return (
    <LegalDocument
      title="Conditions générales d'utilisation"
      updatedOn={LEGAL_UPDATED_ON}
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
    />
  );
}
