import { MessageCircleQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";

/** A 422 lead_too_vague: not an error to fix, a short list of questions to ask the client. */
export function TooVagueNotice({ missing }: { missing: string[] }) {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      aria-labelledby="too-vague-title"
      className="grid gap-3 rounded-xl border border-primary/50 bg-primary/10 p-5"
    >
      <h2 id="too-vague-title" className="flex items-center gap-2 text-lg font-semibold">
        <MessageCircleQuestion className="size-5 text-primary" aria-hidden />
        {t("bundles.vague.title")}
      </h2>
      <p className="text-sm">{t("bundles.vague.body")}</p>
      <ul className="grid list-disc gap-1 pl-6 text-sm font-medium">
        {missing.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{t("bundles.vague.next")}</p>
    </section>
  );
}
