import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useFollowUpSettings, useUpdateFollowUpSettings } from "../api/book";

/** The subscribable calendar of follow-ups (a secret, revocable address) and the morning digest opt-in. */
export function FollowUpCard() {
  const { t } = useTranslation();
  const settings = useFollowUpSettings();
  const update = useUpdateFollowUpSettings();
  const change = (body: { calendar?: "create" | "replace" | "off"; digest?: boolean }) =>
    update.mutate(body, { onError: () => toast.error(t("book.followUp.failed")) });
  const url = settings.data?.url ?? null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("book.followUp.title")}</CardTitle>
        <CardDescription>{t("book.followUp.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {url ? (
          <div className="grid gap-2">
            <Label htmlFor="calendar-feed">{t("book.followUp.feed")}</Label>
            <div className="flex gap-2">
              <Input id="calendar-feed" readOnly value={url} aria-describedby="calendar-feed-hint" />
              <Button
                type="button"
                variant="outline"
                onClick={() =>
                  void navigator.clipboard.writeText(url).then(() => toast.success(t("book.followUp.copied")))
                }
              >
                <Copy aria-hidden />
                {t("book.followUp.copy")}
              </Button>
            </div>
            <p id="calendar-feed-hint" className="text-sm text-muted-foreground">
              {t("book.followUp.feedHint")}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => change({ calendar: "replace" })}
              >
                {t("book.followUp.replace")}
              </Button>
              <Button type="button" variant="ghost" size="sm" onClick={() => change({ calendar: "off" })}>
                {t("book.followUp.off")}
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">{t("book.followUp.feedOff")}</p>
            <div>
              <Button type="button" variant="outline" onClick={() => change({ calendar: "create" })}>
                {t("book.followUp.create")}
              </Button>
            </div>
          </div>
        )}
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <Label htmlFor="digest-switch">{t("book.followUp.digest")}</Label>
            <p id="digest-switch-hint" className="text-sm text-muted-foreground">
              {t("book.followUp.digestHint")}
            </p>
          </div>
          <Switch
            id="digest-switch"
            aria-describedby="digest-switch-hint"
            checked={settings.data?.digest ?? false}
            disabled={settings.isPending || update.isPending}
            onCheckedChange={(digest) => change({ digest })}
          />
        </div>
      </CardContent>
    </Card>
  );
}
