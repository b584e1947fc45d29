import { Languages } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { type AppLanguage, chooseLanguage, currentLanguage, SUPPORTED_LANGUAGES } from "@/lib/i18n";

export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={id} className="sr-only">
        {t("common.language")}
      </label>
      <Languages className="size-4 text-muted-foreground" aria-hidden />
      <select
        id={id}
        value={currentLanguage()}
        onChange={(e) => void chooseLanguage(e.target.value as AppLanguage)}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {t(`common.languages.${lng}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
