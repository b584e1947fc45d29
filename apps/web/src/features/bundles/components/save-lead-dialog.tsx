import type { BenefitBasis, Bundle } from "@buildr/contracts";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { ApiError } from "@/lib/api-client";
import { useCreateLead } from "../api/create-lead";

const BASES = [
  "social_security",
  "ss_before_may_1997",
  "ss_and_ssi",
  "ssi",
] as const satisfies readonly BenefitBasis[];

/**
 * "Save as lead": the bundle's client becomes a lead whose follow-up plan the server schedules. The
 * income and the Social Security questions feed the persistency guard; both can stay empty.
 */
export function SaveLeadButton({ bundle }: { bundle: Bundle }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateLead();
  const [open, setOpen] = useState(false);
  const client = bundle.client;
  const [name, setName] = useState([client.firstName, client.lastName].filter(Boolean).join(" "));
  const [income, setIncome] = useState(client.income ? String(Math.round(client.income / 12)) : "");
  const [benefits, setBenefits] = useState<BenefitBasis | "">("");
  const [birthDay, setBirthDay] = useState(
    client.birthDate?.match(/-(\d{2})$/)?.[1]?.replace(/^0/, "") ?? "",
  );
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const lead = await create.mutateAsync({
        bundleId: bundle.id,
        ...(name.trim() ? { name: name.trim() } : {}),
        ...(income.trim() ? { yearlyIncome: Number(income) * 12 } : {}),
        ...(benefits ? { benefits } : {}),
        ...(birthDay.trim() ? { birthDay: Number(birthDay) } : {}),
      });
      setOpen(false);
      toast.success(t("book.save.saved"), {
        action: { label: t("book.save.open"), onClick: () => navigate(`/app/leads/${lead.id}`) },
      });
    } catch (e) {
      setError(e instanceof ApiError && e.status === 400 ? e.message : t("book.save.failed"));
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden />
        {t("book.save.button")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t("auth.close")}>
          <DialogTitle>{t("book.save.title")}</DialogTitle>
          <DialogDescription>{t("book.save.description")}</DialogDescription>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField id="lead-name" label={t("book.save.name")}>
              <Input id="lead-name" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
            </FormField>
            <FormField id="lead-income" label={t("book.save.income")}>
              <Input
                id="lead-income"
                type="number"
                inputMode="numeric"
                min={0}
                value={income}
                onChange={(e) => setIncome(e.target.value)}
              />
            </FormField>
            <FormField id="lead-benefits" label={t("book.save.benefits")}>
              <NativeSelect
                id="lead-benefits"
                value={benefits}
                onChange={(e) => setBenefits(e.target.value as BenefitBasis | "")}
              >
                <option value="">{t("book.save.benefitOptions.unknown")}</option>
                {BASES.map((b) => (
                  <option key={b} value={b}>
                    {t(`book.save.benefitOptions.${b}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {benefits === "social_security" ? (
              <FormField
                id="lead-birth-day"
                label={t("book.save.birthDay")}
                hint={t("book.save.birthDayHint")}
              >
                <Input
                  id="lead-birth-day"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={31}
                  aria-describedby="lead-birth-day-message"
                  value={birthDay}
                  onChange={(e) => setBirthDay(e.target.value)}
                />
              </FormField>
            ) : null}
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t("book.save.saving") : t("book.save.submit")}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
