import type { AdminSupportQuery } from "@buildr/contracts/admin";
import { CheckCheck, Mail, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { mailtoHref } from "@/lib/mailto";
import { cn } from "@/lib/utils";
import { useSupportRequests } from "../api/get-support-requests";
import { useUpdateSupportRequest } from "../api/update-support-request";
import { errorText, formatDateTime } from "../error-text";
import { Pager } from "./pager";

type Filter = NonNullable<AdminSupportQuery["status"]>;
const FILTERS: Filter[] = ["open", "handled", "all"];
const PAGE_SIZE = 20;

/** The stored Help & Support requests (docs/product/decisions.md#d-16); an admin marks each one handled. */
export function SupportInbox() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState<Filter>("open");
  const [page, setPage] = useState(1);
  const requests = useSupportRequests({ status, page, pageSize: PAGE_SIZE });
  const update = useUpdateSupportRequest();
  const pages = Math.max(1, Math.ceil((requests.data?.total ?? 0) / PAGE_SIZE));

  async function mark(requestId: string, handled: boolean) {
    try {
      await update.mutateAsync({ id: requestId, handled });
    } catch (error) {
      toast.error(t("admin.toasts.supportUpdateFailedTitle"), {
        description: errorText(error, t("admin.toasts.supportUpdateFailed")),
      });
    }
  }

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <CardTitle>{t("admin.support.title")}</CardTitle>
          <CardDescription>
            {t("admin.support.description")}{" "}
            {requests.data ? t("admin.support.openCount", { count: requests.data.open }) : null}
          </CardDescription>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-filter`}>{t("admin.support.filter")}</Label>
          <NativeSelect
            id={`${id}-filter`}
            className="sm:w-40"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Filter);
              setPage(1);
            }}
          >
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`admin.support.filters.${f}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {requests.isPending ? (
          <p className="text-sm text-muted-foreground">{t("common.loading")}</p>
        ) : requests.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p role="alert">{errorText(requests.error, t("admin.toasts.loadFailed"))}</p>
            <Button size="sm" variant="outline" onClick={() => void requests.refetch()}>
              {t("admin.common.retry")}
            </Button>
          </div>
        ) : requests.data.requests.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
            {t("admin.support.empty")}
          </p>
        ) : (
          <ul className="grid gap-3">
            {requests.data.requests.map((r) => (
              <li
                key={r.id}
                className={cn(
                  "grid gap-2 rounded-lg border p-4",
                  r.priority && "border-primary/60 bg-primary/5",
                )}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="flex flex-wrap items-center gap-2 font-semibold">
                      {r.priority ? (
                        <span
                          title={t("site.support.badgeLabel")}
                          className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground"
                        >
                          <span aria-hidden>{t("site.support.badge")}</span>
                          <span className="sr-only">{t("site.support.badgeLabel")}:</span>
                        </span>
                      ) : null}
                      {r.subject}
                    </h3>
                    <p className="break-all text-sm text-muted-foreground">
                      {t("admin.support.from", { name: r.name, email: r.email })}
                    </p>
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {t("admin.support.received", { date: formatDateTime(r.createdAt, i18n.language) })}
                  </p>
                </div>
                <p className="whitespace-pre-wrap break-words text-sm">{r.message}</p>
                {r.handledAt ? (
                  <p className="text-xs text-success">
                    {t("admin.support.handledBy", {
                      email: r.handledByEmail ?? "",
                      date: formatDateTime(r.handledAt, i18n.language),
                    })}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Button asChild size="sm" variant="outline">
                    <a href={mailtoHref(r.email, { subject: `Re: ${r.subject}` })}>
                      <Mail aria-hidden />
                      {t("admin.support.reply")}
                    </a>
                  </Button>
                  {r.handledAt ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={update.isPending}
                      onClick={() => void mark(r.id, false)}
                    >
                      <RotateCcw aria-hidden />
                      {t("admin.support.reopen")}
                    </Button>
                  ) : (
                    <Button size="sm" disabled={update.isPending} onClick={() => void mark(r.id, true)}>
                      <CheckCheck aria-hidden />
                      {t("admin.support.markHandled")}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pages={pages} onPage={setPage} />
      </CardContent>
    </Card>
  );
}
