import type { Profile } from "@buildr/contracts/account";
import { SlidersHorizontal } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { type AppLanguage, chooseLanguage, currentLanguage, SUPPORTED_LANGUAGES } from "@/lib/i18n";
import { useUpdateProfile } from "../api/update-profile";
import { YourDataCard } from "./your-data-card";

/**
 * docs/product/decisions.md#d-13: the interface language works like the header's switcher and is also stored on the account, so
 * mails arrive in it. The opt-out covers product news only; account mail always goes out.
 */
export function PreferencesCard({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();

  async function changeLanguage(language: AppLanguage) {
    await chooseLanguage(language);
    // The confirmation speaks the language just chosen, not the one this render started in.
    const say = i18n.getFixedT(language);
    update.mutate(
      { language },
      {
        onSuccess: () => toast.success(say("workspace.settings.preferences.languageSaved")),
        onError: () => toast.error(say("workspace.settings.preferences.saveFailed")),
      },
    );
  }

  function changeEmailUpdates(wanted: boolean) {
    update.mutate(
      { emailUnsubscribed: !wanted },
      {
        onSuccess: () =>
          toast.success(
            wanted
              ? t("workspace.settings.preferences.emailUpdatesOn")
              : t("workspace.settings.preferences.emailUpdatesOff"),
          ),
        onError: () => toast.error(t("workspace.settings.preferences.saveFailed")),
      },
    );
  }

  // "Your data" follows the preferences in the same column; the settings page lays out only these cards.
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <SlidersHorizontal className="size-5 text-primary" aria-hidden />
            {t("workspace.settings.preferences.title")}
          </CardTitle>
          <CardDescription>{t("workspace.settings.preferences.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid gap-2">
            <Label htmlFor="preferences-language">{t("workspace.settings.preferences.language")}</Label>
            <select
              id="preferences-language"
              value={currentLanguage()}
              onChange={(e) => void changeLanguage(e.target.value as AppLanguage)}
              aria-describedby="preferences-language-hint"
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring sm:max-w-xs"
            >
              {SUPPORTED_LANGUAGES.map((lng) => (
                <option key={lng} value={lng}>
                  {t(`common.languages.${lng}`)}
                </option>
              ))}
            </select>
            <p id="preferences-language-hint" className="text-sm text-muted-foreground">
              {t("workspace.settings.preferences.languageHint")}
            </p>
          </div>
          <div className="flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <Label htmlFor="preferences-email-updates">
                {t("workspace.settings.preferences.emailUpdates")}
              </Label>
              <p id="preferences-email-updates-hint" className="text-sm text-muted-foreground">
                {t("workspace.settings.preferences.emailUpdatesHint")}
              </p>
            </div>
            <Switch
              id="preferences-email-updates"
              checked={!profile.emailUnsubscribed}
              onCheckedChange={changeEmailUpdates}
              disabled={update.isPending}
              aria-describedby="preferences-email-updates-hint"
            />
          </div>
        </CardContent>
      </Card>
      <YourDataCard email={profile.email} />
    </>
  );
}
