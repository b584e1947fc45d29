import { CircleSlash } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** /subscription-cancel (docs/product/screens.md#routes): nothing was charged; both ways lead home (signed in: the app). */
export function SubscriptionCancelPage() {
  const { t } = useTranslation();
  return (
    <div className="grid place-items-center px-4 py-16">
      <Card className="w-full max-w-md text-center">
        <CardContent className="grid gap-4 p-8">
          <CircleSlash className="mx-auto size-12 text-muted-foreground" aria-hidden />
          <h1 className="text-2xl font-semibold">{t("billing.cancel.title")}</h1>
          <p>{t("billing.cancel.body")}</p>
          <p className="text-sm text-muted-foreground">{t("billing.cancel.hint")}</p>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            <Button asChild>
              <Link to="/">{t("billing.cancel.continueFree")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/">{t("billing.cancel.tryLater")}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
