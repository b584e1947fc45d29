import { Clock, Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** The support line; published with the hours of site.md §9. */
export const SUPPORT_PHONE = { display: "+1 (888) 555-0142", dial: "+18885550142" };

export function ContactDetails({ email }: { email: string }) {
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
            <a href={`mailto:${email}`} className="break-all text-primary underline-offset-4 hover:underline">
              {email}
            </a>
          </div>
        </div>
        <div className="flex gap-3">
          <Phone className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <div>
            <p className="font-medium">{t("workspace.support.details.phone")}</p>
            <a href={`tel:${SUPPORT_PHONE.dial}`} className="text-primary underline-offset-4 hover:underline">
              {SUPPORT_PHONE.display}
            </a>
          </div>
        </div>
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
