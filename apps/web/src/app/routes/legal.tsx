import { LegalPage } from "@/features/legal/legal-page";

export function TermsPage() {
  return <LegalPage document="terms" />;
}

export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}

export function RefundPage() {
  return <LegalPage document="refund" />;
}
