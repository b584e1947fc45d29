import { MailCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

export function CheckEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get("email");
  return (
    <div className="grid place-items-center px-4 py-16">
      <Card className="w-full max-w-md text-center">
        <CardContent className="grid gap-4 p-8">
          <MailCheck className="mx-auto size-12 text-primary" aria-hidden />
          <h1 className="text-2xl font-semibold">{t("checkEmail.title")}</h1>
          <p>{email ? t("checkEmail.body", { email }) : t("checkEmail.bodyNoEmail")}</p>
          <p className="text-sm text-muted-foreground">{t("checkEmail.spam")}</p>
          <Button asChild variant="outline">
            <Link to="/auth">{t("checkEmail.backToLogin")}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
