import { Search } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Input } from "@/components/ui/input";

const FAQ_KEYS = [
  "whatIs",
  "freePlan",
  "credits",
  "products",
  "numbers",
  "clientCopy",
  "languages",
  "cancel",
  "data",
  "password",
] as const;

/** Accents and case aside, so "credito" finds "crédito". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** docs/product/screens.md#routes Help & Support: the FAQs, filtered by a search over questions and answers. */
export function FaqList() {
  const { t } = useTranslation();
  const searchId = useId();
  const [query, setQuery] = useState("");
  const items = FAQ_KEYS.map((key) => ({
    key,
    q: t(`workspace.support.faq.items.${key}.q`),
    a: t(`workspace.support.faq.items.${key}.a`),
  }));
  const words = fold(query).split(/\s+/).filter(Boolean);
  const shown = items.filter((item) => words.every((w) => fold(`${item.q} ${item.a}`).includes(w)));

  return (
    <div className="grid gap-4">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t("workspace.support.faq.search")}
        </label>
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t("workspace.support.faq.searchPlaceholder")}
          className="pl-9"
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {words.length > 0 &&
          (shown.length === 0
            ? t("workspace.support.faq.noResults")
            : t("workspace.support.faq.results", { count: shown.length }))}
      </p>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          {t("workspace.support.faq.noResults")}
        </p>
      ) : (
        <Accordion type="multiple" className="rounded-lg border px-4">
          {shown.map((item) => (
            <AccordionItem key={item.key} value={item.key}>
              <AccordionTrigger>{item.q}</AccordionTrigger>
              <AccordionContent>{item.a}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      )}
    </div>
  );
}
