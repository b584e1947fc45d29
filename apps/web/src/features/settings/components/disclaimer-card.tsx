import {
  type Profile,
  TPMO_ORGANIZATIONS_MAX,
  TPMO_PLANS_MAX,
  tpmoFormSchema,
} from "@buildr/contracts/account";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { useUpdateProfile } from "../api/update-profile";

type Field = "tpmoOrganizations" | "tpmoPlans";

/**
 * The CMS TPMO disclaimer's counts (42 CFR 422.2267(e)(41)): how many organizations the agent represents
 * and how many plans they offer in the client's area. Printed on every Medicare client copy; until they
 * are set, the copy carries CMS's wording that names no count, and this card says so.
 */
export function DisclaimerCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const saved = {
    tpmoOrganizations: profile.tpmoOrganizations === null ? "" : String(profile.tpmoOrganizations),
    tpmoPlans: profile.tpmoPlans === null ? "" : String(profile.tpmoPlans),
  };
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const unset = profile.tpmoOrganizations === null || profile.tpmoPlans === null;
  const dirty = values.tpmoOrganizations !== saved.tpmoOrganizations || values.tpmoPlans !== saved.tpmoPlans;

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = tpmoFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as Field] = t("workspace.settings.disclaimer.invalid");
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const after = await update.mutateAsync(parsed.data);
      setValues({
        tpmoOrganizations: after.tpmoOrganizations === null ? "" : String(after.tpmoOrganizations),
        tpmoPlans: after.tpmoPlans === null ? "" : String(after.tpmoPlans),
      });
      toast.success(t("workspace.settings.disclaimer.saved"));
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const next: Partial<Record<Field, string>> = {};
        for (const field of Object.keys(error.fields))
          if (field === "tpmoOrganizations" || field === "tpmoPlans")
            next[field] = t("workspace.settings.disclaimer.invalid");
        setErrors(next);
      }
      toast.error(t("workspace.settings.profile.errorTitle"), {
        description: t("workspace.settings.profile.errorBody"),
      });
    }
  }

  const field = (name: Field, max: number) => (
    <FormField
      id={`disclaimer-${name}`}
      label={
        <>
          {t(`workspace.settings.disclaimer.${name}`)}{" "}
          <span className="font-normal text-muted-foreground">
            ({t("workspace.settings.profile.optional")})
          </span>
        </>
      }
      error={errors[name]}
    >
      <Input
        id={`disclaimer-${name}`}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`disclaimer-${name}-message`}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("workspace.settings.disclaimer.title")}</CardTitle>
        <CardDescription>{t("workspace.settings.disclaimer.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          {unset ? (
            <p
              role="status"
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            >
              {t("workspace.settings.disclaimer.unset")}
            </p>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            {field("tpmoOrganizations", TPMO_ORGANIZATIONS_MAX)}
            {field("tpmoPlans", TPMO_PLANS_MAX)}
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending || !dirty} className="w-full sm:w-auto">
              {update.isPending
                ? t("workspace.settings.profile.saving")
                : t("workspace.settings.disclaimer.save")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
