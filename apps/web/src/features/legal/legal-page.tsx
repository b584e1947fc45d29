import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";
import { currentLanguage } from "@/lib/i18n";
import { Link } from "@/lib/navigation";

export const LEGAL_DOCUMENTS = ["terms", "privacy", "refund"] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

interface LegalText {
  document: LegalDocument;
  language: string;
  markdown: string;
}

/** A link inside the text: the app's own pages in place, anything else in a new tab. */
function MarkdownLink({ href, children }: { href?: string; children?: ReactNode }) {
  const className = "font-medium text-primary underline underline-offset-4";
  if (href?.startsWith("/"))
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={className} target="_blank" rel="noreferrer noopener">
      {children}
    </a>
  );
}

/** The operator's Markdown drawn with the app's type scale; raw HTML in it is never rendered. */
const COMPONENTS: Components = {
  h1: ({ children }) => <h1 className="text-3xl font-bold tracking-tight">{children}</h1>,
  h2: ({ children }) => <h2 className="mt-8 text-xl font-semibold">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-6 text-lg font-semibold">{children}</h3>,
  p: ({ children }) => <p className="mt-3 leading-7">{children}</p>,
  ul: ({ children }) => <ul className="mt-3 list-disc space-y-2 pl-6 leading-7">{children}</ul>,
  ol: ({ children }) => <ol className="mt-3 list-decimal space-y-2 pl-6 leading-7">{children}</ol>,
  em: ({ children }) => <em className="text-muted-foreground">{children}</em>,
  a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
  table: ({ children }) => (
    // A wide table scrolls on its own on a phone instead of widening the page.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <div className="mt-4 overflow-x-auto rounded-md border" tabIndex={0}>
      <table className="w-full min-w-[36rem] text-left text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => <th className="border-b bg-muted/40 px-3 py-2 font-semibold">{children}</th>,
  td: ({ children }) => <td className="border-b px-3 py-2 align-top">{children}</td>,
};

/**
 * Terms, Privacy or Refund: the server's Markdown (the operator's own text when it has one) in the
 * reader's language. Not prerendered: the operator may replace the text while the server runs.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  // Re-renders on a change of language, which then fetches the page in the new one.
  const { t } = useTranslation("site");
  const lng = currentLanguage();
  const query = useQuery({
    queryKey: ["legal", document, lng],
    queryFn: () => apiFetch<LegalText>(`/api/legal/${document}?lng=${lng}`),
    staleTime: 5 * 60_000,
  });
  const others = LEGAL_DOCUMENTS.filter((d) => d !== document);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 md:py-14" lang={query.data?.language}>
      {query.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t("site.legal.loading")}
        </p>
      ) : query.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{t(`site.legal.${document}`)}</h1>
          <p>{t("site.legal.failed")}</p>
          <Button variant="outline" onClick={() => query.refetch()}>
            {t("site.legal.retry")}
          </Button>
        </div>
      ) : (
        <Markdown components={COMPONENTS} remarkPlugins={[remarkGfm]} skipHtml>
          {query.data.markdown}
        </Markdown>
      )}
      <nav
        aria-label={t("site.legal.otherPages")}
        className="mt-12 flex flex-wrap gap-4 border-t pt-6 text-sm"
      >
        {others.map((other) => (
          <MarkdownLink key={other} href={`/${other}`}>
            {t(`site.legal.${other}`)}
          </MarkdownLink>
        ))}
      </nav>
    </article>
  );
}
