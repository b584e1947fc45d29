import { Clock, Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { mailtoHref } from "@/lib/mailto";

/** How to reach support (docs/product/rules-and-figures.md#figures): the e-mail and the phone line come from the server's configuration. */
export function ContactDetails({ email, phone }: { email: string; phone: string | null }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">{t("workspace.support.details.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 text-sm">
        <div className="flex gap-3">
          <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <div>
            <p className="font-medium">{t("workspace.support.details.email")}</p>
            <a href={mailtoHref(email)} className="break-all text-primary underline-offset-4 hover:underline">
              {email}
            </a>
          </div>
        </div>
        {phone ? (
          <div className="flex gap-3">
            <Phone className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <div>
              <p className="font-medium">{t("workspace.support.details.phone")}</p>
              <a
                href={`tel:${phone.replace(/[^0-9+]/g, "")}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {phone}
              </a>
            </div>
          </div>
        ) : null}
        <div className="flex gap-3">
          <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <div className="grid gap-1">
            <p className="font-medium">{t("workspace.support.details.hours")}</p>
            <p className="text-muted-foreground">{t("workspace.support.details.weekdays")}</p>
            <p className="text-muted-foreground">{t("workspace.support.details.saturday")}</p>
            <p className="text-muted-foreground">{t("workspace.support.details.sunday")}</p>
          </div>
        </div>
        <p className="rounded-md bg-muted px-3 py-2 text-muted-foreground">
          {t("workspace.support.details.response")}
        </p>
      </CardContent>
    </Card>
  );
}
