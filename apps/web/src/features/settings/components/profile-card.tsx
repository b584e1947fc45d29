import {
  type Profile,
  type ProfileFormValues,
  type ProfileMessageKey,
  profileFormSchema,
  type ValidationMessageKey,
} from "@buildr/contracts/account";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { useUpdateProfile } from "../api/update-profile";

const ROLE_BADGE = { admin: "destructive", vip: "secondary", user: "outline" } as const;

type Values = { name: string; company: string; phone: string };

/** docs/product/screens.md#routes Settings: the profile card with its role badge, and the fields an agent may change. */
export function ProfileCard({ profile, supportEmail }: { profile: Profile; supportEmail: string }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm<Values, unknown, ProfileFormValues>({
    // biome-ignore lint/suspicious/noExplicitAny: the schema's output (null for blanks) differs from the form's strings.
    resolver: zodResolver(profileFormSchema as any),
    mode: "onTouched",
    values: { name: profile.name, company: profile.company ?? "", phone: profile.phone ?? "" },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;
  const message = (key: string | undefined) => {
    if (!key) return undefined;
    if (key === "companyTooLong" || key === "phoneInvalid")
      return t(
        `workspace.settings.profile.errors.${key as Exclude<ProfileMessageKey, "nothingToUpdate" | "emailReadOnly">}`,
      );
    return t(`validation.${key as ValidationMessageKey}`, { defaultValue: key });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const parsed = profileFormSchema.parse(values);
    try {
      const saved = await update.mutateAsync({
        name: parsed.name,
        company: parsed.company,
        phone: parsed.phone,
      });
      form.reset({ name: saved.name, company: saved.company ?? "", phone: saved.phone ?? "" });
      toast.success(t("workspace.settings.profile.savedTitle"), {
        description: t("workspace.settings.profile.savedBody"),
      });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, text] of Object.entries(error.fields))
          if (field === "name" || field === "company" || field === "phone")
            form.setError(field, { message: text });
      }
      toast.error(t("workspace.settings.profile.errorTitle"), {
        description: t("workspace.settings.profile.errorBody"),
      });
    }
  });

  const memberSince = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? "en", { dateStyle: "long" }).format(
    new Date(profile.createdAt),
  );
  const planKey = profile.plan ?? "free";
  const fieldProps = (name: keyof Values) => ({
    id: `profile-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": `profile-${name}-message`,
    ...form.register(name),
  });

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-4">
          <span
            aria-hidden
            className="grid size-14 shrink-0 place-items-center rounded-full bg-primary/15 text-xl font-bold uppercase text-primary"
          >
            {profile.name.slice(0, 1)}
          </span>
          <div className="grid min-w-0 gap-1">
            <CardTitle className="truncate">{profile.name}</CardTitle>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={ROLE_BADGE[profile.role]}>
                {t(`workspace.settings.roles.${profile.role}`)}
              </Badge>
              <Badge variant={profile.plan ? "default" : "outline"}>
                {t(`workspace.settings.plans.${planKey}`)}
              </Badge>
              <span className="text-xs text-muted-foreground">
                {t("workspace.settings.profile.memberSince", { date: memberSince })}
              </span>
            </div>
          </div>
        </div>
        <CardDescription className="pt-2">{t("workspace.settings.profile.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <div className="grid gap-5 md:grid-cols-2">
            <FormField
              id="profile-name"
              label={t("workspace.settings.profile.fullName")}
              error={message(errors.name?.message)}
            >
              <Input autoComplete="name" maxLength={120} {...fieldProps("name")} />
            </FormField>
            <FormField
              id="profile-email"
              label={t("workspace.settings.profile.email")}
              hint={t("workspace.settings.profile.emailNote", { email: supportEmail })}
            >
              <Input
                id="profile-email"
                type="email"
                value={profile.email}
                readOnly
                aria-describedby="profile-email-message"
                className="bg-muted text-muted-foreground"
              />
            </FormField>
            <FormField
              id="profile-company"
              label={
                <>
                  {t("workspace.settings.profile.company")}{" "}
                  <span className="font-normal text-muted-foreground">
                    ({t("workspace.settings.profile.optional")})
                  </span>
                </>
              }
              error={message(errors.company?.message)}
            >
              <Input
                autoComplete="organization"
                placeholder={t("workspace.settings.profile.companyPlaceholder")}
                {...fieldProps("company")}
              />
            </FormField>
            <FormField
              id="profile-phone"
              label={
                <>
                  {t("workspace.settings.profile.phone")}{" "}
                  <span className="font-normal text-muted-foreground">
                    ({t("workspace.settings.profile.optional")})
                  </span>
                </>
              }
              error={message(errors.phone?.message)}
            >
              <Input
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                placeholder={t("workspace.settings.profile.phonePlaceholder")}
                {...fieldProps("phone")}
              />
            </FormField>
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending || !isDirty} className="w-full sm:w-auto">
              {update.isPending
                ? t("workspace.settings.profile.saving")
                : t("workspace.settings.profile.save")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
