import {
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGE_MAX,
  type SupportFormValues,
  type SupportMessageKey,
  supportFormSchema,
} from "@buildr/contracts/support";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-client";
import { useSendSupportRequest } from "../api/send-support-request";

type Values = { name: string; email: string; subject: string; category: string; message: string };
const FIELDS = ["name", "email", "subject", "category", "message"] as const;

/** The Contact Support form: name and e-mail from the account, stored and mailed (docs/product/decisions.md#d-16), toast of §8. */
export function ContactForm({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  const send = useSendSupportRequest();
  const defaults: Values = { name, email, subject: "", category: "", message: "" };
  const form = useForm<Values, unknown, SupportFormValues>({
    // biome-ignore lint/suspicious/noExplicitAny: the form holds strings, the schema narrows the category.
    resolver: zodResolver(supportFormSchema as any),
    mode: "onTouched",
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const messageLength = form.watch("message").length;
  const error = (field: keyof Values) => {
    const key = errors[field]?.message;
    if (!key) return undefined;
    return t(`workspace.support.contact.errors.${key as SupportMessageKey}`, { defaultValue: key });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const receipt = await send.mutateAsync(supportFormSchema.parse(values));
      form.reset({ ...defaults, name: values.name, email: values.email });
      toast.success(t("workspace.support.contact.sentTitle"), {
        description: receipt.priority ? t("site.support.sentPriority") : t("site.support.sentStandard"),
      });
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) {
        toast.error(t("workspace.support.contact.rateLimited"));
        return;
      }
      if (err instanceof ApiError && err.fields)
        for (const [field, text] of Object.entries(err.fields))
          if ((FIELDS as readonly string[]).includes(field))
            form.setError(field as keyof Values, { message: text });
      toast.error(t("workspace.support.contact.failed"));
    }
  });

  const control = (field: keyof Values) => ({
    id: `support-${field}`,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": `support-${field}-message`,
    ...form.register(field),
  });
  const message = (field: keyof Values, hint?: string) => {
    const text = error(field);
    if (text)
      return (
        <p id={`support-${field}-message`} role="alert" className="text-sm text-destructive">
          {text}
        </p>
      );
    return hint ? (
      <p id={`support-${field}-message`} className="text-sm text-muted-foreground">
        {hint}
      </p>
    ) : null;
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="support-name">{t("workspace.support.contact.name")}</Label>
          <Input autoComplete="name" {...control("name")} />
          {message("name")}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="support-email">{t("workspace.support.contact.email")}</Label>
          <Input type="email" autoComplete="email" {...control("email")} />
          {message("email", t("workspace.support.contact.emailHint"))}
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-2">
          <Label htmlFor="support-category">{t("workspace.support.contact.category")}</Label>
          <select
            {...control("category")}
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive md:text-sm"
          >
            <option value="" disabled>
              {t("workspace.support.contact.errors.categoryInvalid")}
            </option>
            {SUPPORT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`workspace.support.contact.categories.${c}`)}
              </option>
            ))}
          </select>
          {message("category")}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="support-subject">{t("workspace.support.contact.subject")}</Label>
          <Input placeholder={t("workspace.support.contact.subjectPlaceholder")} {...control("subject")} />
          {message("subject")}
        </div>
      </div>
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor="support-message">{t("workspace.support.contact.message")}</Label>
          <span className="text-xs tabular-nums text-muted-foreground" aria-hidden>
            {messageLength}/{SUPPORT_MESSAGE_MAX}
          </span>
        </div>
        <Textarea
          rows={6}
          placeholder={t("workspace.support.contact.messagePlaceholder")}
          {...control("message")}
        />
        {message("message")}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
          <Send aria-hidden />
          {send.isPending ? t("workspace.support.contact.sending") : t("workspace.support.contact.send")}
        </Button>
      </div>
    </form>
  );
}
