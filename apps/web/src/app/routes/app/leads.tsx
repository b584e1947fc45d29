import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { LeadDetail } from "@/features/leads/components/lead-detail";
import { LeadsList } from "@/features/leads/components/leads-list";

/** /app/leads: the agent's leads and the day's follow-ups. */
export function LeadsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 py-2">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("book.leads.title")}</h1>
        <p className="text-muted-foreground">{t("book.leads.description")}</p>
      </header>
      <LeadsList />
    </div>
  );
}

/** /app/leads/:id: one lead with its follow-up plan. */
export function LeadPage() {
  const { id } = useParams();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 py-2">
      <LeadDetail id={id ?? ""} />
    </div>
  );
}
