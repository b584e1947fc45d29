import type { ClientProfileInput } from "@buildr/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Sparkles } from "lucide-react";
import { type ReactNode, useId } from "react";
import { type FieldError, type UseFormRegisterReturn, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";
import {
  EMPTY_FACT_FINDER,
  type FactFinderValues,
  factFinderSchema,
  TEXT_LIMITS,
  toClientProfile,
} from "../lib/fact-finder";
import { CONDITION_IDS, COVERAGE_CHOICES, GOAL_CHOICES } from "../lib/profile-ids";
import { US_STATES } from "../lib/us-states";

/**
 * The fact-finder (docs/product/rules-and-figures.md#records client profile, plus state, tobacco, coverage and budget): every field is
 * optional but checked as it is typed; the server gets a clean `ClientProfile`.
 */
export function FactFinderForm({
  pending,
  onGenerate,
}: {
  pending: boolean;
  onGenerate: (profile: ClientProfileInput) => void;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const form = useForm<FactFinderValues>({
    resolver: zodResolver(factFinderSchema),
    mode: "onTouched",
    reValidateMode: "onChange",
    defaultValues: EMPTY_FACT_FINDER,
  });
  const { errors } = form.formState;
  const id = (name: keyof FactFinderValues) => `${uid}-${name}`;
  const message = (name: keyof FactFinderValues, error: FieldError | undefined) =>
    error?.message
      ? t(`bundles.${error.message}` as "bundles.validation.age", {
          max: TEXT_LIMITS[name as keyof typeof TEXT_LIMITS],
        })
      : undefined;

  const onSubmit = form.handleSubmit((values) => onGenerate(toClientProfile(values)));

  const text = (name: keyof FactFinderValues, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <FormField
      id={id(name)}
      label={t(`bundles.form.${name}` as "bundles.form.age")}
      error={message(name, errors[name] as FieldError)}
    >
      <Input
        id={id(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id(name)}-message` : undefined}
        {...props}
        {...form.register(name)}
      />
    </FormField>
  );

  const select = (
    name: "gender" | "maritalStatus" | "smoker" | "healthStatus" | "riskTolerance",
    options: readonly string[],
  ) => (
    <FormField id={id(name)} label={t(`bundles.form.${name}`)} error={message(name, errors[name])}>
      <NativeSelect id={id(name)} {...form.register(name)}>
        <option value="">{t("bundles.form.notSpecified")}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {t(`bundles.options.${name}.${value}` as "bundles.options.gender.male")}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );

  const money = (name: "income" | "savings" | "budgetMonthly") =>
    text(name, { inputMode: "decimal", autoComplete: "off", placeholder: t("bundles.form.dollarsHint") });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-busy={pending}>
      <FormSection title={t("bundles.form.sections.person")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("firstName", { autoComplete: "off" })}
          {text("lastName", { autoComplete: "off" })}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {text("age", { inputMode: "numeric", autoComplete: "off" })}
          {select("gender", ["male", "female"])}
          {select("maritalStatus", ["single", "married", "divorced", "widowed"])}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {text("dependents", { inputMode: "numeric", autoComplete: "off" })}
          {text("occupation", { placeholder: t("bundles.form.occupationPlaceholder") })}
          <FormField id={id("state")} label={t("bundles.form.state")} error={message("state", errors.state)}>
            <NativeSelect id={id("state")} {...form.register("state")}>
              <option value="">{t("bundles.form.chooseState")}</option>
              {US_STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name} ({code})
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      </FormSection>

      <FormSection title={t("bundles.form.sections.health")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {select("smoker", ["never", "former", "current"])}
          {select("healthStatus", ["excellent", "good", "fair", "poor"])}
        </div>
        <CheckboxGroup
          legend={t("bundles.form.conditions")}
          ids={CONDITION_IDS}
          label={(value) => t(`bundles.conditions.${value}`)}
          register={form.register("healthConditions")}
        />
      </FormSection>

      <FormSection title={t("bundles.form.sections.money")}>
        <div className="grid gap-4 sm:grid-cols-3">
          {money("income")}
          {money("savings")}
          {select("riskTolerance", ["low", "moderate", "high"])}
        </div>
        <CheckboxGroup
          legend={t("bundles.form.goals")}
          ids={GOAL_CHOICES}
          label={(value) => t(`bundles.goals.${value}`)}
          register={form.register("goals")}
        />
      </FormSection>

      <FormSection title={t("bundles.form.sections.coverage")}>
        <CheckboxGroup
          legend={t("bundles.form.currentCoverage")}
          ids={COVERAGE_CHOICES}
          label={(value) => t(`bundles.coverage.${value}`)}
          register={form.register("currentCoverage")}
        />
        <div className="grid gap-4 sm:grid-cols-3">{money("budgetMonthly")}</div>
      </FormSection>

      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        <Sparkles aria-hidden />
        {pending ? t("bundles.generate.working") : t("bundles.generate.submit")}
      </Button>
    </form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-xl border p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold text-primary">{title}</legend>
      {children}
    </fieldset>
  );
}

function CheckboxGroup<T extends string>({
  legend,
  ids,
  label,
  register,
}: {
  legend: string;
  ids: readonly T[];
  label: (value: T) => string;
  register: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {ids.map((value) => (
          <label
            key={value}
            className={cn(
              "flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm hover:bg-muted/60",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
            )}
          >
            <input type="checkbox" value={value} className="size-4 shrink-0 accent-primary" {...register} />
            {label(value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
